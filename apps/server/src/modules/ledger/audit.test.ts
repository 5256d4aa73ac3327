import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderPaths, type NormalLine } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase, testConfig } from '../../../test/harness.ts';
import { memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { familyOf } from '../lottery/families.ts';
import { AUDIT_KINDS, auditLedger, runAndRecordAudit, type AuditKind } from './audit.ts';
import { moneyDrift } from '../../../test/money.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
/** Every digit on 万: wins whatever the draw. */
const line: NormalLine = { z: 0, ...buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 }) };

const one = async (db: DatabaseHandle['db'], q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: Record<string, string>[] }).rows[0]!;

describe('the money audit', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = testClock('2026-11-21T10:00:30Z');
  let orderId = '';
  let memberId = '';
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp(testConfig(), { database, serveWeb: false, clock, runScheduler: false });
    await app.scheduler.tick();
    const placed = await post<{ orderIds: string[] }>(app, orderPaths.normalCreate, { tid: 101, pno: '202611211021', confirm: 1, bd: JSON.stringify([line]), key: 'audit-0001' }, await memberToken(app));
    expect(placed.code, placed.msg).toBe(0);
    orderId = placed.data.orderIds[0]!;
    clock.set('2026-11-21T10:22:30Z');
    await app.scheduler.tick();
    await app.scheduler.tick();
    const o = await one(database.db, sql`select status::text as status, member_id::text as member from orders where id = ${BigInt(orderId)}`);
    expect(o.status).toBe('3');
    memberId = o.member!;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Audits in pages of 2 (so every paged loop turns), expecting exactly `kinds` named, with `ref` among them. */
  async function expectNamed(kinds: AuditKind[], ref?: string) {
    const result = await auditLedger(database.db, { pageSize: 2 });
    const named = AUDIT_KINDS.filter((k) => result.counts[k] > 0);
    expect(named).toEqual(kinds);
    if (ref) expect(result.problems.map((p) => p.ref)).toContain(ref);
    return result;
  }

  it('finds the books balanced after bets and a settlement, reading in pages', async () => {
    const result = await expectNamed([]);
    expect(result.read.orders).toBeGreaterThan(0);
    expect(result.read.wallets).toBeGreaterThan(0);
  });

  it('names a wallet whose balance is not its ledger', async () => {
    await database.db.execute(sql`update wallets set balance = balance + 1 where member_id = ${BigInt(memberId)}`);
    await expectNamed(['wallet_balance', 'money_not_conserved'], `member:${memberId}`);
    await database.db.execute(sql`update wallets set balance = balance - 1 where member_id = ${BigInt(memberId)}`);
  });

  it('names a house account whose balance is not its ledger', async () => {
    const h = await one(database.db, sql`select code, shard::text as shard from house_accounts where code = 'payouts' limit 1`);
    await database.db.execute(sql`update house_accounts set balance = balance + 5 where code = 'payouts' and shard = ${Number(h.shard)}`);
    await expectNamed(['house_balance', 'money_not_conserved'], `house:payouts/${h.shard}`);
    await database.db.execute(sql`update house_accounts set balance = balance - 5 where code = 'payouts' and shard = ${Number(h.shard)}`);
  });

  it("names a member's staked total on an issue that is not his orders'", async () => {
    await database.db.execute(sql`update issue_stakes set staked_milli = staked_milli + 1 where member_id = ${BigInt(memberId)}`);
    await expectNamed(['issue_stakes']);
    await database.db.execute(sql`update issue_stakes set staked_milli = staked_milli - 1 where member_id = ${BigInt(memberId)}`);
  });

  it('names a day and lottery whose settled totals (what the reports read) are not its settled orders', async () => {
    const o = await one(database.db, sql`select to_char(i.end_at at time zone 'UTC', 'YYYY-MM-DD') as day, o.lottery_id::text as lottery, o.issue_id::text as issue
      from orders o join issues i on i.id = o.issue_id where o.id = ${BigInt(orderId)}`);
    const ref = `day:${o.day}/lottery:${o.lottery}`;
    // Each figure of the row, one at a time; then the row gone, and a row of no order.
    for (const column of ['orders', 'stake_milli', 'refund_milli', 'win_milli', 'rebate_milli']) {
      await database.db.execute(sql`update settled_totals set ${sql.identifier(column)} = ${sql.identifier(column)} + 1 where issue_id = ${BigInt(o.issue!)}`);
      await expectNamed(['settled_totals'], ref);
      await database.db.execute(sql`update settled_totals set ${sql.identifier(column)} = ${sql.identifier(column)} - 1 where issue_id = ${BigInt(o.issue!)}`);
    }
    const kept = await one(database.db, sql`select play_id::text as play, shard::text as shard from settled_totals where issue_id = ${BigInt(o.issue!)}`);
    await database.db.execute(sql`delete from settled_totals where issue_id = ${BigInt(o.issue!)}`);
    await expectNamed(['settled_totals'], ref);
    await database.db.execute(sql`insert into settled_totals (issue_id, play_id, shard, lottery_id, orders, stake_milli, refund_milli, win_milli, rebate_milli)
      select issue_id, play_id, (member_id % 16)::smallint, min(lottery_id), count(*), sum(amount_milli), sum(refund_milli), sum(win_milli), sum(rebate_milli)
      from orders where issue_id = ${BigInt(o.issue!)} and status in (3, 4) group by 1, 2, 3`);
    await expectNamed([]);
    await database.db.execute(sql`insert into settled_totals (issue_id, play_id, shard, lottery_id, orders, stake_milli)
      values (${BigInt(o.issue!)}, ${Number(kept.play) + 1000}, ${Number(kept.shard)}, ${Number(o.lottery)}, 1, 2000)`);
    await expectNamed(['settled_totals'], ref);
    await database.db.execute(sql`delete from settled_totals where issue_id = ${BigInt(o.issue!)} and play_id = ${Number(kept.play) + 1000}`);
    // What an archived month added is taken from the totals: a row there with no order gone is named too.
    await database.db.execute(sql`insert into settled_archived (issue_id, play_id, shard, lottery_id, orders, stake_milli)
      values (${BigInt(o.issue!)}, ${Number(kept.play)}, ${Number(kept.shard)}, ${Number(o.lottery)}, 1, 2000)`);
    await expectNamed(['settled_totals'], ref);
    await database.db.execute(sql`delete from settled_archived`);
    await expectNamed([]);
  });

  it('names a won order without its payout, and an order paid twice', async () => {
    await database.db.execute(sql`update orders set win_milli = win_milli + 1 where id = ${BigInt(orderId)}`);
    await expectNamed(['payout_missing'], `order:${orderId}`);
    await database.db.execute(sql`update orders set win_milli = win_milli - 1 where id = ${BigInt(orderId)}`);
    await database.db.execute(sql`insert into money_moves (idempotency_key, type, amount, ref_type, ref_id) values ('win-again:1', 'payout', 1, 'order', ${orderId})`);
    await expectNamed(['order_paid_twice'], `order:${orderId}`);
    await database.db.execute(sql`alter table money_moves disable trigger user`);
    await database.db.execute(sql`delete from money_moves where idempotency_key = 'win-again:1'`);
    await database.db.execute(sql`alter table money_moves enable trigger user`);
  });

  it('names an order whose member, lottery, issue or chase does not exist, as the tests\' money check does', async () => {
    // The orders have no foreign keys (docs/decisions.md "The orders without foreign keys"): these checks stand in for them.
    const o = await one(database.db, sql`select member_id::text as member, lottery_id::text as lottery, issue_id::text as issue from orders where id = ${BigInt(orderId)}`);
    const missing: [string, string, string][] = [
      ['member_id', '9000000000000', o.member!],
      ['lottery_id', '999999', o.lottery!],
      ['issue_id', '9000000000000', o.issue!],
      ['chase_id', '9000000000000', 'null'],
    ];
    for (const [column, wrong, right] of missing) {
      await database.db.execute(sql.raw(`update orders set ${column} = ${wrong} where id = ${orderId}`));
      const result = await auditLedger(database.db, { pageSize: 2 });
      expect(result.problems, column).toContainEqual({ kind: 'order_orphan', ref: `order:${orderId}` });
      expect(result.counts.order_orphan, column).toBe(1);
      expect((await moneyDrift(database.db)).order_orphans, column).toBe(1);
      await database.db.execute(sql.raw(`update orders set ${column} = ${right} where id = ${orderId}`));
    }
    await expectNamed([]);
    expect((await moneyDrift(database.db)).order_orphans).toBe(0);
  });

  it('names a broken before/after chain', async () => {
    // The ledger refuses updates: the trigger is lifted for the corruption only.
    await database.db.execute(sql`alter table ledger disable trigger user`);
    const row = await one(database.db, sql`select id::text as id from ledger where member_id = ${BigInt(memberId)} order by id limit 1`);
    await database.db.execute(sql`update ledger set balance_before = balance_before + 7, balance_after = balance_after + 7 where id = ${BigInt(row.id!)}`);
    // Named at the row after it (the first row of an account has no previous one).
    const next = await one(database.db, sql`select id::text as id from ledger where member_id = ${BigInt(memberId)} and id > ${BigInt(row.id!)} order by id limit 1`);
    await expectNamed(['ledger_chain'], `ledger:${next.id}`);
    await database.db.execute(sql`update ledger set balance_before = balance_before - 7, balance_after = balance_after - 7 where id = ${BigInt(row.id!)}`);
    await database.db.execute(sql`alter table ledger enable trigger user`);
    await expectNamed([]);
  });

  it('names a ledger row without its move and a move that does not balance; records the result for /metrics and the audit log', async () => {
    // A row on a house shard, chained and in its balance, but of no move and with no other side.
    const h = await one(database.db, sql`select code, shard::text as shard, balance::text as balance from house_accounts limit 1`);
    const before = BigInt(h.balance!);
    await database.db.execute(sql`insert into ledger (move_id, house_code, house_shard, type, amount, balance_before, balance_after)
      values (999999999, ${h.code}, ${Number(h.shard)}, 'adjust', 3, ${before}, ${before + 3n})`);
    await database.db.execute(sql`update house_accounts set balance = balance + 3 where code = ${h.code} and shard = ${Number(h.shard)}`);
    const result = await runAndRecordAudit(database.db, { pageSize: 2 });
    expect(AUDIT_KINDS.filter((k) => result.counts[k] > 0)).toEqual(['ledger_orphan', 'move_unbalanced', 'money_not_conserved']);
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^lotus_ledger_audit_ok 0$/m);
    expect(metrics).toMatch(/^lotus_ledger_audit_problems 3$/m);
    const logged = await one(database.db, sql`select target, detail::text as detail from audit_log where action = 'ledger.audit' order by id desc limit 1`);
    expect(logged.target).toBe('problems');
    expect(logged.detail).toContain('ledger_orphan');
  });
});
