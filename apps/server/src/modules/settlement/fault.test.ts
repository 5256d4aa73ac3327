import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { orderPaths, OrderStatus, type PlacedOrders } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle, Db } from '../../db/client.ts';
import { issues, orders } from '../../db/schema.ts';
import { dbTargets, openTestDatabase, testConfig } from '../../../test/harness.ts';
import { memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { familyOf } from '../lottery/families.ts';
import { expectMoneyConserved } from '../../../test/money.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
/** Every digit on 万 at 2 fen per bet: one sure win per line (0.195), 0.2 a line, a 0.001 rebate to the agent. */
const line = (n: number) => buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 3, multiple: 1, lineNo: n });
const ISSUE = '202611211021';
const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));

async function placeMany(app: FastifyInstance, token: string, requests: number) {
  for (let r = 0; r < requests; r++) {
    const bd = JSON.stringify(Array.from({ length: 100 }, (_, i) => line(i + 1)));
    const res = await post<PlacedOrders>(app, orderPaths.normalCreate, { tid: 101, pno: ISSUE, bd, confirm: 1 }, token);
    expect(res.code).toBe(0);
  }
}

async function issueOrders(db: Db) {
  const [issue] = await db.select().from(issues).where(sql`${issues.lotteryId} = 101 and ${issues.issueNo} = ${ISSUE}`);
  const counts = await db.execute(sql`
    select count(*) filter (where status in (3, 4))::int as settled, count(*)::int as total
    from orders where issue_id = ${issue!.id}`);
  const row = (counts as unknown as { rows: { settled: number; total: number }[] }).rows[0]!;
  return { issue: issue!, settled: Number(row.settled), total: Number(row.total) };
}

/** Every order paid once, the ledger matching every balance, money conserved. */
async function expectExactlyOnce(db: Db, total: number) {
  const won = await db.select().from(orders).where(eq(orders.status, OrderStatus.WON));
  expect(won).toHaveLength(total);
  // The member bets at his own group: no rebate of his own; his agent's 0.001 is the agent's (issue #14).
  for (const o of won) expect([o.winMilli, o.rebateMilli]).toEqual([195n, 0n]);
  const moves = await db.execute(sql`
    select count(*) filter (where idempotency_key like 'win:%')::int as wins,
           count(*) filter (where idempotency_key like 'rebate:%')::int as rebates
    from money_moves`);
  const m = (moves as unknown as { rows: { wins: number; rebates: number }[] }).rows[0]!;
  expect(Number(m.wins)).toBe(won.filter((o) => o.winMilli > 0n).length);
  expect(Number(m.rebates)).toBe(won.length);
  await expectMoneyConserved(db);
}

describe.each(dbTargets)('settlement survives a crash mid-issue on %s', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = testClock('2026-11-21T10:00:30Z');

  beforeAll(async () => {
    database = await openTestDatabase(target);
    // Batches of 500, so the crash falls in the issue's second batch.
    app = await buildApp(testConfig({ settleBatchSize: 500 }), { database, serveWeb: false, clock, runScheduler: false });
    await app.scheduler.tick();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('rolls back the batch in flight when the database fails mid-batch, and the next run pays the rest exactly once', async () => {
    await placeMany(app, await memberToken(app), 6);
    // Fail the 1,101st money movement: the first batch (500 orders, 1,000 moves) commits, the second dies.
    await database.db.execute(sql`create table fault_counter (n int not null)`);
    await database.db.execute(sql`insert into fault_counter values (0)`);
    await database.db.execute(sql.raw(`
      create function fault_inject() returns trigger language plpgsql as $$
      begin
        update fault_counter set n = n + 1;
        if (select n from fault_counter) > 1100 then raise exception 'injected crash'; end if;
        return new;
      end $$`));
    await database.db.execute(sql`create trigger fault_inject before insert on money_moves for each row execute function fault_inject()`);
    clock.set('2026-11-21T10:01:00Z');
    await expect(app.scheduler.tick()).rejects.toThrow();
    const mid = await issueOrders(database.db);
    expect(mid.total).toBe(600);
    expect(mid.settled).toBe(500);
    expect(mid.issue.status).toBe(2);
    await database.db.execute(sql`drop trigger fault_inject on money_moves`);
    await app.scheduler.tick();
    const done = await issueOrders(database.db);
    expect(done.settled).toBe(600);
    expect(done.issue.status).toBe(3);
    await expectExactlyOnce(database.db, 600);
  });
});

function startScheduler(url: string, nowIso: string): ChildProcess {
  return spawn('npx', ['tsx', 'src/jobs/run-scheduler.ts', '--now', nowIso, '--interval', '100'], {
    cwd: SERVER_DIR,
    // Batches of 500: the kill lands between the issue's first and last batch.
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '4', SETTLE_BATCH_SIZE: '500' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

function kill(child: ChildProcess, signal: NodeJS.Signals) {
  // The whole group: npx → tsx → node.
  if (child.pid) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, stepMs = 25) {
  // Polls the database for the other processes' progress (bounded; the clock under test is theirs).
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(dbTargets.filter((t) => t === 'postgres'))('scheduler processes on %s', (target) => {
  let database: DatabaseHandle & { url?: string };
  let app: FastifyInstance;
  const children: ChildProcess[] = [];
  const clock = testClock('2026-11-21T10:00:30Z');

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildApp(testConfig(), { database, serveWeb: false, clock, runScheduler: false });
    await app.scheduler.tick();
  });
  afterAll(async () => {
    for (const c of children) kill(c, 'SIGKILL');
    await app?.close();
    await database?.close();
  });

  it('a settling process killed mid-issue, then two schedulers: every order settled once, the ledger equals the balances', async () => {
    await placeMany(app, await memberToken(app), 20);
    // Hand the advisory lock over: the in-test scheduler stops, the processes take over.
    await app.scheduler.stop();
    const first = startScheduler(database.url!, '2026-11-21T10:01:00Z');
    children.push(first);
    await until('the first batches', async () => (await issueOrders(database.db)).settled > 0, 90_000);
    kill(first, 'SIGKILL');
    const mid = await issueOrders(database.db);
    expect(mid.total).toBe(2000);
    expect(mid.settled).toBeLessThan(mid.total);
    children.push(startScheduler(database.url!, '2026-11-21T10:01:00Z'), startScheduler(database.url!, '2026-11-21T10:01:00Z'));
    await until('the issue settled', async () => (await issueOrders(database.db)).issue.status === 3, 120_000, 100);
    const done = await issueOrders(database.db);
    expect(done.settled).toBe(2000);
    await expectExactlyOnce(database.db, 2000);
    // Child processes start tsx and settle 2,000 orders: give a loaded 2-core machine room (the
    // waits inside are bounded by their own deadlines).
  }, 300_000);
});
