/**
 * Settlement as set statements (issue #18): an issue settled in one large batch writes exactly
 * the orders, money moves and ledger rows (before/after chained per account, in the same order)
 * of the same issue settled one order per batch; and the statements a batch sends do not grow
 * with its size, so the scheduler settles an issue of 1,500 orders with as many statements as one
 * of 30; and an issue settled in slices by member at once (settleIssue, as the scheduler does on
 * PostgreSQL) writes the same orders, moves, ledger rows and balances as whole-issue batches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { orderPaths, type PlacedOrders } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle, Db } from '../../db/client.ts';
import { issues, lotteries, members, wallets } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { dbTargets, openTestDatabase, testConfig } from '../../../test/harness.ts';
import { memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { expectMoneyConserved } from '../../../test/money.ts';
import { countStatements, timeStatements } from '../orders/statement-counter.ts';
import { familyOf } from '../lottery/families.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const ISSUES = ['202611211021', '202611211022'];
/** Lines of every kind the draw 3 1 4 1 5 settles: one digit on 万 (wins on 3), several digits, several positions. */
const lineOf = (n: number) =>
  buildBetLine({
    play: DWD,
    selection: { rows: [[n % 10], n % 3 === 0 ? [1, 2] : [], [], n % 7 === 0 ? [1] : [], []] },
    mode: n % 2 === 0 ? 3 : 8,
    multiple: 1 + (n % 4),
    lineNo: 1,
  });

interface Site {
  database: DatabaseHandle;
  app: FastifyInstance;
  clock: ReturnType<typeof testClock>;
}

async function openSite(target: (typeof dbTargets)[number]): Promise<Site> {
  const clock = testClock('2026-11-21T10:00:30Z');
  const database = await openTestDatabase(target);
  const app = await buildApp(testConfig(), { database, serveWeb: false, clock, runScheduler: false });
  await app.scheduler.tick();
  return { database, app, clock };
}

/** `count` orders on the issue, 100 lines a request. */
async function place(site: Site, issueNo: string, count: number, token?: string) {
  token ??= await memberToken(site.app);
  for (let done = 0; done < count; ) {
    const k = Math.min(100, count - done);
    const bd = JSON.stringify(Array.from({ length: k }, (_, i) => ({ ...lineOf(done + i), lineNo: i + 1 })));
    const res = await post<PlacedOrders>(site.app, orderPaths.normalCreate, { tid: 101, pno: issueNo, bd, confirm: 1 }, token);
    expect(res.code, res.msg).toBe(0);
    done += k;
  }
}

/** Closes the issue and draws 3 1 4 1 5 on it (the same draw on every site); returns its id. */
async function drawFixed(site: Site, issueNo: string, closeAt: string): Promise<bigint> {
  site.clock.set(closeAt);
  await site.app.scheduler.draws.closeDue(site.clock.now());
  const [issue] = await site.database.db.select().from(issues).where(and(eq(issues.lotteryId, 101), eq(issues.issueNo, issueNo)));
  await site.database.db.execute(sql`update orders set status = 2 where issue_id = ${issue!.id} and status = 1`);
  await site.database.db.execute(sql`update issues set status = 2, result = '3 1 4 1 5', drawn_at = ${closeAt} where id = ${issue!.id}`);
  return issue!.id;
}

/** Everything settlement wrote, in write order, without ids and times (the bets' keys are random: left out). */
async function written(db: Db) {
  const rows = async (q: ReturnType<typeof sql>) => (await db.execute(q)) as unknown as { rows: Record<string, unknown>[] };
  return {
    orders: (await rows(sql`select id::text, member_id::text, status, win_milli::text, refund_milli::text, rebate_milli::text from orders order by id`)).rows,
    moves: (await rows(sql`select idempotency_key, type, amount::text, ref_type, ref_id from money_moves where type <> 'bet' order by id`)).rows,
    ledger: (
      await rows(sql`
        select m.idempotency_key, l.type, l.member_id::text, l.house_code, l.house_shard, l.amount::text, l.balance_before::text, l.balance_after::text
        from ledger l join money_moves m on m.id = l.move_id where m.type <> 'bet' order by l.id`)
    ).rows,
    wallets: (await rows(sql`select member_id::text, balance::text from wallets order by member_id`)).rows,
    house: (await rows(sql`select code, shard, balance::text from house_accounts order by code, shard`)).rows,
  };
}

describe.each(dbTargets)('settlement in large batches on %s', (target) => {
  const sites: Site[] = [];
  beforeAll(async () => {
    sites.push(await openSite(target), await openSite(target));
  }, 120_000);
  afterAll(async () => {
    for (const s of sites) {
      await s.app.close();
      await s.database.close();
    }
  });

  it('one batch of the whole issue writes exactly what one order per batch writes', async () => {
    const [one, all] = sites as [Site, Site];
    for (const site of sites) await place(site, ISSUES[0]!, 240);
    const ids = [await drawFixed(one, ISSUES[0]!, '2026-11-21T10:01:00Z'), await drawFixed(all, ISSUES[0]!, '2026-11-21T10:01:00Z')];
    let batches = 0;
    while ((await one.app.scheduler.settlement.settleBatch(ids[0]!, 1)) > 0) batches++;
    expect(batches).toBe(240);
    expect(await all.app.scheduler.settlement.settleBatch(ids[1]!, 10_000)).toBe(240);
    expect(await all.app.scheduler.settlement.settleBatch(ids[1]!, 10_000)).toBe(0);
    const [a, b] = [await written(one.database.db), await written(all.database.db)];
    // Wins, losses and the agent's rebates all happened.
    expect(new Set(a.orders.map((o) => Number(o.status)))).toEqual(new Set([3, 4]));
    expect(a.moves.filter((m) => String(m.idempotency_key).startsWith('rebate:')).length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    for (const site of sites) await expectMoneyConserved(site.database.db);
  }, 120_000);

  it('settles an issue of 1,500 orders with the statements of one of 30', async () => {
    const [small, large] = sites as [Site, Site];
    await place(small, ISSUES[1]!, 30);
    await place(large, ISSUES[1]!, 1500);
    const settle = async (site: Site, issueId: bigint) => {
      const counter = countStatements(site.database.db);
      try {
        // As the scheduler does, in batches of the configured size.
        while ((await site.app.scheduler.settlement.settleBatch(issueId, site.app.deps.config.settleBatchSize)) > 0);
        return counter.count;
      } finally {
        counter.restore();
      }
    };
    const smallId = await drawFixed(small, ISSUES[1]!, '2026-11-21T10:02:00Z');
    const smallStatements = await settle(small, smallId);
    const largeId = await drawFixed(large, ISSUES[1]!, '2026-11-21T10:02:00Z');
    const largeStatements = await settle(large, largeId);
    expect(largeStatements).toBe(smallStatements);
    const settled = (await large.database.db.execute(sql`select count(*)::int as n from orders where issue_id = ${largeId} and status in (3, 4)`)) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(settled.rows[0]!.n)).toBe(1500);
    await expectMoneyConserved(large.database.db);
  }, 180_000);

  it('an issue nobody bet on is finished by one batch, not a batch per slice first', async () => {
    const site = await openSite(target);
    sites.push(site);
    const settle = async (issueNo: string, closeAt: string, parallel: number) => {
      const id = await drawFixed(site, issueNo, closeAt);
      const timer = timeStatements(site.database.db);
      try {
        expect(await site.app.scheduler.settlement.settleIssue(id, 7, parallel)).toBe(0);
      } finally {
        timer.restore();
      }
      expect((await site.database.db.select().from(issues).where(eq(issues.id, id)))[0]!.status).toBe(3);
      // Each batch is a transaction that begins with `set local jit = off`.
      return timer.report().find((s) => s.statement.startsWith('set local jit'))?.count;
    };
    expect(await settle(ISSUES[0]!, '2026-11-21T10:01:00Z', 4)).toBe(1);
    // An issue with orders is still settled in its slices (each slice's batch, then the finishing one).
    await place(site, ISSUES[1]!, 30);
    const id = await drawFixed(site, ISSUES[1]!, '2026-11-21T10:02:00Z');
    const timer = timeStatements(site.database.db);
    expect(await site.app.scheduler.settlement.settleIssue(id, 7, 2)).toBe(30);
    timer.restore();
    expect(timer.report().find((s) => s.statement.startsWith('set local jit'))!.count).toBeGreaterThan(2);
    await expectMoneyConserved(site.database.db);
  }, 120_000);

  it('an issue settled in slices by member at once writes what whole-issue batches write', async () => {
    const pair = [await openSite(target), await openSite(target)] as [Site, Site];
    sites.push(...pair);
    const issueNo = ISSUES[0]!;
    for (const site of pair) {
      // Five members over the four slices (the demo member's rebates go to his agent, in
      // whichever slice), each capped on the issue so the cap binds across batches.
      await site.database.db.update(lotteries).set({ maxIssueWinMilli: 4_000n }).where(eq(lotteries.id, 101));
      const tokens = [await memberToken(site.app)];
      const hash = await hashPassword('slice12345');
      for (let i = 0; i < 4; i++) {
        const account = `slice${i}`;
        await site.database.db.transaction(async (tx) => {
          const [m] = await tx.insert(members).values({ account, passwordHash: hash }).returning({ id: members.id });
          await tx.insert(wallets).values({ memberId: m!.id });
          await moveMoney(tx, { idempotencyKey: `fund:${account}`, type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(m!.id), amount: 100_000_000n, memberId: m!.id });
        });
        tokens.push(await memberToken(site.app, account, 'slice12345'));
      }
      for (const token of tokens) await place(site, issueNo, 60, token);
    }
    const [whole, sliced] = pair;
    const ids = [await drawFixed(whole, issueNo, '2026-11-21T10:01:00Z'), await drawFixed(sliced, issueNo, '2026-11-21T10:01:00Z')];
    expect(await whole.app.scheduler.settlement.settleIssue(ids[0]!, 7, 1)).toBe(300);
    expect(await sliced.app.scheduler.settlement.settleIssue(ids[1]!, 7, 4)).toBe(300);
    const issueOf = async (site: Site, id: bigint) => (await site.database.db.select().from(issues).where(eq(issues.id, id)))[0]!;
    expect((await issueOf(sliced, ids[1]!)).status).toBe(3);
    // The per-issue cap bound some member, after more than one batch of his.
    const capped = (await sliced.database.db.execute(sql`
      select count(*)::int as n from (select member_id from orders where issue_id = ${ids[1]!} group by member_id having sum(win_milli) = 4000) x`)) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(capped.rows[0]!.n)).toBeGreaterThan(0);
    // Two slices write their ledger rows in whichever order their transactions run: the same
    // rows, sorted, with each account's chain checked by expectMoneyConserved.
    const sorted = async (db: Db) => {
      const w = await written(db);
      const key = (r: Record<string, unknown>) => JSON.stringify([r.idempotency_key, r.member_id ?? '', r.house_code ?? '']);
      return {
        ...w,
        moves: [...w.moves].sort((x, y) => key(x).localeCompare(key(y))),
        ledger: w.ledger.map(({ balance_before: _b, balance_after: _a, ...r }) => r).sort((x, y) => key(x).localeCompare(key(y))),
      };
    };
    const [a, b] = [await sorted(whole.database.db), await sorted(sliced.database.db)];
    expect(new Set(a.orders.map((o) => Number(o.status)))).toEqual(new Set([3, 4]));
    expect(b).toEqual(a);
    for (const site of pair) await expectMoneyConserved(site.database.db);
  }, 180_000);
});
