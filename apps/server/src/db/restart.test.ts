import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { and, eq, like, sql } from 'drizzle-orm';
import { memberPaths, orderPaths, ResultCode, walletPaths } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { translate } from '@lotus/i18n';
import { buildApp } from '../app.ts';
import { isDatabaseUnavailable } from '../plugins/errors.ts';
import { dbTargets, form, FORM, openTestDatabase, testConfig } from '../../test/harness.ts';
import { operatorToken, testClock } from '../../test/lottery-helpers.ts';
import { familyOf } from '../modules/lottery/families.ts';
import { totalBalance } from '../modules/ledger/service.ts';
import { client } from '../../test/client.ts';
import type { DatabaseHandle } from './client.ts';
import { ledger, members, moneyMoves, orders, wallets } from './schema.ts';

describe('which failures mean the database is unavailable', () => {
  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, true],
    [{ code: 'ECONNREFUSED' }, true],
    [new Error('Connection terminated unexpectedly'), true],
    // pg-pool: no connection free (or none opened) within its timeout.
    [new Error('timeout exceeded when trying to connect'), true],
    [{ message: 'Failed query', cause: { code: '57P01' } }, true],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, false],
    [new Error('boom'), false],
    [null, false],
  ])('%o → %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const line = buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 });

const MEMBERS = 10;
const LOAD_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Bets and transfers flow from many members while every backend connection of the database is
 * terminated, again and again (pg_terminate_backend; a restart of the shared server is not ours
 * to do). Clients get 503 "Service Is Temporarily Unavailable", never a hang or a 500; the pool
 * recovers by itself; afterwards every success is in the database exactly once, no failure is,
 * and ledger sums equal balances.
 */
describe.each(dbTargets.filter((t) => t === 'postgres'))('the database going away under load on %s', (target) => {
  let database: DatabaseHandle & { url?: string };
  let app: FastifyInstance;
  const clock = testClock('2026-11-21T10:00:30Z');
  const team: { account: string; token: string; id: bigint }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildApp(testConfig(), { database, serveWeb: false, clock, runScheduler: false });
    await app.scheduler.tick();
    const api = client(app);
    const op = await operatorToken(app);
    for (let i = 0; i < MEMBERS; i++) {
      const m = await api.newMember(`rst${i}`);
      await api.credit(op, m.account, '1000');
      const pwd = await api.post(memberPaths.update.replace(':type', 'fundPwd'), { fundPwd: '654321ab', confirmFundPwd: '654321ab' }, { token: m.token });
      expect(pwd.body.code, pwd.body.msg).toBe(0);
      const [row] = await database.db.select({ id: members.id }).from(members).where(eq(members.account, m.account));
      team.push({ account: m.account, token: m.token, id: row!.id });
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 503 while connections die, recovers, and keeps every success exactly once', async () => {
    type Outcome = { kind: 'bet' | 'transfer'; key: string; status: number; code: number; msg: string; orderIds?: string[] };
    const outcomes: Outcome[] = [];
    const until = Date.now() + LOAD_MS;
    let seq = 0;

    const send = async (kind: Outcome['kind'], token: string, url: string, values: Record<string, string | number>, key: string) => {
      const res = await Promise.race([
        app.inject({ method: 'POST', url, headers: { ...FORM, lang: 'en', token }, payload: form(values) }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${url} hung`)), REQUEST_TIMEOUT_MS)),
      ]);
      const body = res.json() as { code: number; msg: string; data: { orderIds?: string[] } | null };
      outcomes.push({ kind, key, status: res.statusCode, code: body.code, msg: body.msg, orderIds: body.data?.orderIds });
    };

    const worker = async (i: number) => {
      const me = team[i]!;
      const to = team[(i + 1) % team.length]!;
      while (Date.now() < until) {
        seq += 1;
        const key = `rst-${i}-${seq}-${Date.now().toString(36)}`;
        if (seq % 2 === 0) {
          await send('bet', me.token, orderPaths.normalCreate, { tid: 101, pno: '202611211021', bd: JSON.stringify([line]), key, confirm: 1 }, key);
        } else {
          await send('transfer', me.token, walletPaths.swipe, { account: to.account, amount: '1', fundPwd: '654321ab', requestId: key }, key);
        }
      }
    };

    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const dbName = new URL(database.url!).pathname.slice(1);
    let terminated = 0;
    const terminator = (async () => {
      await new Promise((r) => setTimeout(r, 300));
      while (Date.now() < until - 500) {
        const res = await admin.query(
          'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        );
        terminated += (res.rows[0] as { n: number }).n;
        await new Promise((r) => setTimeout(r, 40));
      }
    })();
    await Promise.all([...team.map((_, i) => worker(i)), terminator]);
    await admin.end();

    expect(terminated).toBeGreaterThan(0);
    const unavailable = translate('en', 'errors.unavailable');
    for (const o of outcomes) {
      expect(o.status, `${o.kind} ${o.key}: ${o.msg}`).not.toBe(500);
      if (o.status === 503) expect([o.code, o.msg]).toEqual([ResultCode.UNAVAILABLE, unavailable]);
    }
    expect(outcomes.filter((o) => o.status === 503).length, 'no request met a dead connection').toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.code === 0).length, 'nothing succeeded under load').toBeGreaterThan(0);

    // The pool recovers by itself: every member's next call succeeds.
    for (const m of team) {
      const res = await app.inject({ method: 'GET', url: walletPaths.withdrawRange, headers: { token: m.token } });
      expect(res.statusCode).toBe(200);
    }

    // Exactly once: a success is in the database once, a failure not at all.
    for (const o of outcomes) {
      if (o.kind === 'bet') {
        const rows = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.batchKey, o.key));
        expect(rows.map((r) => r.id.toString()), `bet ${o.key} answered ${o.code}`).toEqual(o.code === 0 ? o.orderIds : []);
      } else {
        const rows = await database.db
          .select({ id: moneyMoves.id })
          .from(moneyMoves)
          .where(and(eq(moneyMoves.type, 'transfer'), like(moneyMoves.idempotencyKey, `%:${o.key}`)));
        expect(rows.length, `transfer ${o.key} answered ${o.code}`).toBe(o.code === 0 ? 1 : 0);
      }
    }
    // Ledger sums equal balances, member by member, and money is conserved.
    for (const m of team) {
      const [sum] = await database.db
        .select({ s: sql<string>`coalesce(sum(${ledger.amount}), 0)::text` })
        .from(ledger)
        .where(eq(ledger.memberId, m.id));
      const [wallet] = await database.db.select({ b: wallets.balance }).from(wallets).where(eq(wallets.memberId, m.id));
      expect(BigInt(sum!.s)).toBe(wallet!.b);
    }
    await database.db.transaction(async (tx) => expect(await totalBalance(tx)).toBe(0n));
  }, 120_000);
});
