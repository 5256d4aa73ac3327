/**
 * Orders and the ledger partitioned by month (issue #30, migration 0040): the scheduler creates
 * this month's and the next two months' partitions, once, even when two callers race; a row that
 * landed in the default partition moves into its month when the month is created, without
 * touching the per-issue stake totals; a finished month detaches for archive and the money audit
 * still checks what remains. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { consoleAccessPaths, lotteryPaths, orderPaths, type NormalLine, type PartitionView } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { newOperator } from '../../../test/operators.ts';
import { familyOf } from '../lottery/families.ts';
import { AUDIT_KINDS, auditLedger } from './audit.ts';
import {
  ArchiveRefused,
  archiveMonth,
  ensureMonthPartitions,
  listMonthPartitions,
  monthKey,
} from './partitions.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from './service.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
/** Every digit on 万: wins whatever the draw. */
const line: NormalLine = {
  z: 0,
  ...buildBetLine({
    play: DWD,
    selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] },
    mode: 1,
    multiple: 1,
    lineNo: 1,
  }),
};

type Row = Record<string, string | null>;

describeApp('month partitions', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let token = '';
  const clock = ctx.clock;
  const rows = async (q: ReturnType<typeof sql>) =>
    ((await ctx.db.execute(q)) as unknown as { rows: Row[] }).rows;
  const one = async (q: ReturnType<typeof sql>) => (await rows(q))[0]!;
  const problems = async (pageSize = 2) => {
    const r = await auditLedger(ctx.db, { pageSize });
    return { named: AUDIT_KINDS.filter((k) => r.counts[k] > 0), read: r.read };
  };

  /** Places the winning line on the issue on sale; returns the order's id. */
  async function bet(key: string): Promise<string> {
    const issue = (await get<{ issue: string }>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=101`)).data
      .issue;
    const placed = await post<{ orderIds: string[] }>(
      ctx.app,
      orderPaths.normalCreate,
      { tid: 101, pno: issue, confirm: 1, bd: JSON.stringify([line]), key },
      token,
    );
    expect(placed.code, placed.msg).toBe(0);
    return placed.data.orderIds[0]!;
  }
  /** Moves the clock past the draw and settles. */
  async function settle() {
    clock.set(new Date(clock.now().getTime() + 2 * 60_000).toISOString());
    await ctx.app.scheduler.tick();
    await ctx.app.scheduler.tick();
  }

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    token = await memberToken(ctx.app);
    await bet('part-0001');
    await settle();
  });

  it("the scheduler has created this month's and the next two months' partitions of both tables, and creates each once", async () => {
    const names = (await listMonthPartitions(ctx.db)).map((p) => p.name);
    for (const m of [monthKey(clock.now()), monthKey(clock.now(), 1), monthKey(clock.now(), 2)]) {
      expect(names).toContain(`orders_p${m.replace('-', '')}`);
      expect(names).toContain(`ledger_p${m.replace('-', '')}`);
    }
    expect(names).toContain('orders_default');
    expect(names).toContain('ledger_default');
    expect(await ensureMonthPartitions(ctx.db, clock.now())).toEqual({ created: [], failed: [] });
    // Two callers racing for the same new month: each partition is created once, neither fails.
    const at = new Date('2031-01-15T00:00:00Z');
    const [a, b] = await Promise.all([
      ensureMonthPartitions(ctx.db, at, 0),
      ensureMonthPartitions(ctx.db, at, 0),
    ]);
    expect([...a.created, ...b.created].sort()).toEqual(['ledger_p203101', 'orders_p203101']);
    expect([...a.failed, ...b.failed]).toEqual([]);
    const pk = await rows(sql`
      select a.attname from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = 'orders'::regclass and i.indisprimary order by a.attname`);
    expect(pk.map((r) => r.attname)).toEqual(['created_at', 'id']);
  });

  it('a row in the default partition moves into its month when the month is created, the stake totals untouched', async () => {
    const copy = await one(sql`
      insert into orders (member_id, lottery_id, issue_id, issue_no, kind, play_id, content, selection, multiple, bet_count,
        amount_milli, prize_group, batch_key, content_hash, created_at)
      select member_id, lottery_id, issue_id, issue_no, kind, play_id, content, selection, multiple, bet_count,
        amount_milli, prize_group, 'part-moved', content_hash, '2032-03-10T08:00:00Z'
      from orders order by id limit 1
      returning id::text as id, member_id::text as member, issue_id::text as issue, tableoid::regclass::text as part`);
    expect(copy.part).toBe('orders_default');
    const staked = async () =>
      (
        await one(
          sql`select staked_milli::text as s from issue_stakes where member_id = ${copy.member}::bigint and issue_id = ${copy.issue}::bigint`,
        )
      ).s;
    const before = await staked();
    const made = await ensureMonthPartitions(ctx.db, new Date('2032-03-01T00:00:00Z'), 0);
    expect(made.created).toEqual(['orders_p203203', 'ledger_p203203']);
    expect(
      (await one(sql`select tableoid::regclass::text as part from orders where id = ${copy.id}::bigint`))
        .part,
    ).toBe('orders_p203203');
    expect(
      (await one(sql`select count(*)::int as n from orders_default where id = ${copy.id}::bigint`)).n,
    ).toBe(0);
    expect(await staked()).toBe(before);
    // The moved row's partition keeps the stake trigger: cancelling it takes its amount off.
    await ctx.db.execute(sql`update orders set status = 5 where id = ${copy.id}::bigint`);
    expect(BigInt((await staked())!)).toBeLessThan(BigInt(before!));
    expect((await problems()).named).toEqual([]);
  });

  it('refuses to archive a month that is not over, not attached, malformed, or holds an open order', async () => {
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => 'archived',
        (e: unknown) => (e instanceof ArchiveRefused ? e.reason : String(e)),
      );
    expect(await refusal(archiveMonth(ctx.db, '2026-13', clock.now()))).toBe('bad_month');
    expect(await refusal(archiveMonth(ctx.db, monthKey(clock.now()), clock.now()))).toBe(
      'month_not_over',
    );
    expect(await refusal(archiveMonth(ctx.db, '2019-01', new Date('2033-01-01T00:00:00Z')))).toBe(
      'not_attached',
    );
    await bet('part-0002');
    expect(
      await refusal(archiveMonth(ctx.db, monthKey(clock.now()), new Date('2033-01-01T00:00:00Z'))),
    ).toBe('open_orders');
    await settle();
  });

  it('a finished month detaches for archive, and the money audit still checks what remains', async () => {
    // The orders are in the test clock's month, their ledger rows in the database's (its now()).
    const dbNow = new Date((await one(sql`select now()::text as t`)).t!);
    await ensureMonthPartitions(ctx.db, dbNow, 0);
    const months = [...new Set([monthKey(clock.now()), monthKey(dbNow)])];
    const before = await problems();
    expect(before.named).toEqual([]);
    const ordersBefore = Number((await one(sql`select count(*)::int as n from orders`)).n);
    const later = new Date('2033-01-01T00:00:00Z');
    const archived = [];
    for (const m of months) archived.push(await archiveMonth(ctx.db, m, later));
    const orders = archived.reduce((a, r) => a + r.orders, 0);
    const ledgerRows = archived.reduce((a, r) => a + r.ledgerRows, 0);
    expect(orders).toBeGreaterThanOrEqual(2);
    expect(ledgerRows).toBeGreaterThan(0);
    expect(Number((await one(sql`select count(*)::int as n from orders`)).n)).toBe(ordersBefore - orders);
    for (const r of archived) {
      // Detached, kept as plain tables to dump and drop; the archive figures are the month's rows.
      for (const t of r.tables) {
        expect(
          (
            await one(
              sql`select to_regclass(${t})::text as t, exists (select 1 from pg_inherits where inhrelid = to_regclass(${t})) as attached`,
            )
          ).attached,
        ).toBe(false);
      }
      const [, ledgerTable] = r.tables as [string, string];
      const kept = await one(
        sql`select coalesce(sum(amount), 0)::text as s, count(*)::int as n from ${sql.identifier(ledgerTable)}`,
      );
      const recorded = await one(
        sql`select coalesce(sum(amount), 0)::text as s, coalesce(sum(rows), 0)::int as n from ledger_archived where month = ${`${r.month}-01`}::date`,
      );
      expect(recorded).toEqual(kept);
      expect(
        await archiveMonth(ctx.db, r.month, later).catch((e: unknown) => (e as ArchiveRefused).reason),
      ).toBe('not_attached');
    }
    const after = await problems();
    expect(after.named).toEqual([]);
    expect(after.read.orders).toBe(before.read.orders - orders);
    // Without the archived sums the balances would not match what remains: the audit relies on them.
    const without = await ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from ledger_archived`);
        const r = await auditLedger(tx, { pageSize: 2 });
        throw Object.assign(new Error('rollback'), { named: AUDIT_KINDS.filter((k) => r.counts[k] > 0) });
      })
      .catch((e: { named?: string[] }) => e.named);
    expect(without).toContain('wallet_balance');
    // Nor would the settled totals, which keep the archived orders for the reports.
    const withoutSettled = await ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from settled_archived`);
        const r = await auditLedger(tx, { pageSize: 2 });
        throw Object.assign(new Error('rollback'), { named: AUDIT_KINDS.filter((k) => r.counts[k] > 0) });
      })
      .catch((e: { named?: string[] }) => e.named);
    expect(withoutSettled).toEqual(['settled_totals']);
    // Money moved after the archive (its rows in a partition still attached) is checked as before.
    const member = BigInt(
      (await one(sql`select member_id::text as m from ledger_archived where member_id is not null limit 1`))
        .m!,
    );
    await ctx.db.transaction((tx) =>
      moveMoney(tx, {
        idempotencyKey: `part:after:${ctx.target}`,
        type: 'adjustment',
        from: houseAccount(HOUSE.adjustments),
        to: memberAccount(member),
        amount: 5_000n,
        memberId: member,
      }),
    );
    expect((await problems()).named).toEqual([]);
    await ctx.db.execute(sql`update wallets set balance = balance + 1 where member_id = ${member}`);
    expect((await problems()).named).toEqual(['wallet_balance', 'money_not_conserved']);
    await ctx.db.execute(sql`update wallets set balance = balance - 1 where member_id = ${member}`);
  });

  it("the console's operations view lists every month of both tables, detached ones too, for operators who may read the logs", async () => {
    const admin = await operatorToken(ctx.app);
    const listed = await get<PartitionView[]>(ctx.app, consoleAccessPaths.partitions, admin);
    expect(listed.code, listed.msg).toBe(0);
    const byName = new Map(listed.data.map((p) => [p.name, p]));
    const month = monthKey(clock.now(), 2);
    expect(byName.get(`orders_p${month.replace('-', '')}`)).toMatchObject({ table: 'orders', month, attached: true });
    expect(byName.get('ledger_default')).toMatchObject({ table: 'ledger', month: null, attached: true });
    expect(byName.get('orders_default')!.sizeBytes).toBeGreaterThan(0);
    // The months archived above: detached, still in the database.
    const detached = listed.data.filter((p) => !p.attached);
    expect(detached.length).toBeGreaterThanOrEqual(2);
    expect(detached.every((p) => p.month !== null)).toBe(true);
    // Each table's months oldest first, its default last.
    const orders = listed.data.filter((p) => p.table === 'orders');
    expect(orders.at(-1)!.name).toBe('orders_default');
    expect(orders.map((p) => p.month).slice(0, -1)).toEqual(orders.map((p) => p.month).slice(0, -1).sort());
    const finance = await newOperator(ctx.app, `fin_parts_${ctx.target}`, 'finance');
    const refused = await ctx.app.inject({ method: 'GET', url: consoleAccessPaths.partitions, headers: { token: finance } });
    expect(refused.statusCode).toBe(403);
  });
});
