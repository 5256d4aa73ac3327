/**
 * Lookups of orders by id on month-partitioned orders (issue #30, migration 0040): with three
 * months of orders, the settlement batch's update, a member's order detail and his cancellation,
 * a replayed chase's order, his latest orders, a chase's cancellation, stop or end (the
 * settlement's "is the chase finished"), a chase's detail and a page of chases' figures, a risk
 * hold's rejection and list, the console audit log's orders, an agent's rebates on his team's
 * orders, a cancelled issue's refund batch, the ledger rows of an issue's credits when it is
 * cancelled or settled again and a risk hold's streak (the member's last settled orders) read only
 * the month partitions their rows can be in (EXPLAIN; the holds list's join prunes at run time, EXPLAIN ANALYZE), not every month's primary key: each
 * lookup of one month's orders reads one month partition of orders (and of the ledger) at most;
 * and a row written into a past month after the months' largest ids were read is still found.
 * The partial indexes (an issue's credits' moves, a chase's orders) serve their readers.
 * On PGlite and, with TEST_DATABASE_URL, on PostgreSQL (both partition the tables).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lotteryPaths, orderPaths, OrderStatus, type BetOrder, type NormalLine } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { dbTargets, openTestDatabase, testConfig } from '../../../test/harness.ts';
import { get, memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { familyOf } from '../lottery/families.ts';
import { createIdFloors, ensureMonthPartitions } from '../ledger/index.ts';
import { latestOrdersWhere, memberOrderWhere } from '../orders/records.ts';
import { cancelOrderUpdate, orderChase } from '../orders/service.ts';
import { chaseStopUpdate, chasesDoneUpdate, createdSpan, refundBatchUpdate, settledOrdersUpdate } from './service.ts';
import { auditSubjects, auditedOrdersWhere } from '../console/audit-words.ts';
import { ownTeamRebatesSql, teamRebateOrderIdsSql } from '../agents/service.ts';
import { placedSpan, placedWithin, recentSpan } from '../ledger/index.ts';
import { holdOrderPlaced, holdRejectUpdate } from '../risk/service.ts';
import { streakRowsSql, streakSpan } from '../risk/holds.ts';
import { creditMovesSql, creditRowsSql, heldCredits } from './cancel.ts';
import { housePayments } from '../reports/repository.ts';
import { recentPlayedQuery } from '../lottery/service.ts';
import { recentOrdersQuery } from '../chat/service.ts';
import { recentLedgerQuery } from '../members/admin.ts';
import { contextQueryOf } from '../orders/context.ts';
import { chases, orders, riskHolds } from '../../db/schema.ts';
import { chaseCancelUpdate, chaseSummariesSql } from '../orders/chases.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const line: NormalLine = {
  z: 0,
  ...buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 }),
};

/** The partitions of orders and of the ledger a plan reads (its scans' relation names); with ANALYZE, those it ran. */
function partitionsRead(plan: unknown, ran = false): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    const rel = n['Relation Name'];
    if (typeof rel === 'string' && /^(orders|ledger)_/.test(rel) && (!ran || Number(n['Actual Loops']) > 0))
      found.add(rel);
    for (const v of Object.values(n)) {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') walk(v);
    }
  };
  walk(plan);
  return [...found].sort();
}

describe.each(dbTargets)('order lookups by id prune month partitions on %s', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let token = '';
  const clock = testClock('2026-09-10T10:00:30Z');
  const placed: { month: string; id: bigint; createdAt: Date }[] = [];
  const idFloors = createIdFloors();
  const explain = async (q: SQL, analyze = false) => {
    const res = (await database.db.execute(analyze ? sql`explain (analyze, format json) ${q}` : sql`explain (format json) ${q}`)) as unknown as { rows: Record<string, unknown>[] };
    const cell = Object.values(res.rows[0]!)[0];
    return partitionsRead(typeof cell === 'string' ? JSON.parse(cell) : cell, analyze);
  };
  /** The month partitions of `table` among `read` (not the default). */
  const months = (read: string[], table: 'orders' | 'ledger') => read.filter((r) => new RegExp(`^${table}_p\\d{6}$`).test(r));

  async function bet(key: string): Promise<bigint> {
    const issue = (await get<{ issue: string }>(app, `${lotteryPaths.currentSaleIssue}?ticketId=101`)).data.issue;
    const res = await post<{ orderIds: string[] }>(
      app,
      orderPaths.normalCreate,
      { tid: 101, pno: issue, confirm: 1, bd: JSON.stringify([line]), key },
      token,
    );
    expect(res.code, res.msg).toBe(0);
    return BigInt(res.data.orderIds[0]!);
  }

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildApp(testConfig(), { database, serveWeb: false, clock, runScheduler: false });
    // An order in each of September, October and November, written as time goes by.
    for (const [month, at] of [
      ['2026-09', '2026-09-10T10:00:30Z'],
      ['2026-10', '2026-10-12T10:00:30Z'],
      ['2026-11', '2026-11-21T10:00:30Z'],
    ] as const) {
      clock.set(at);
      await ensureMonthPartitions(database.db, clock.now());
      await app.scheduler.tick();
      token = await memberToken(app);
      const id = await bet(`prune-${month}`);
      const [row] = (
        (await database.db.execute(sql`select created_at from orders where id = ${id}`)) as unknown as { rows: { created_at: Date | string }[] }
      ).rows;
      placed.push({ month, id, createdAt: new Date(row!.created_at) });
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('three month partitions hold the orders', async () => {
    const parts = (
      (await database.db.execute(
        sql`select tableoid::regclass::text as part from orders where id in (${sql.join(placed.map((p) => sql`${p.id}`), sql`, `)}) order by id`,
      )) as unknown as { rows: { part: string }[] }
    ).rows.map((r) => r.part);
    expect(parts).toEqual(['orders_p202609', 'orders_p202610', 'orders_p202611']);
  });

  it("a settlement batch's update reads only the month its orders are in", async () => {
    const nov = placed[2]!;
    const update = settledOrdersUpdate(
      [{ id: nov.id, status: OrderStatus.NOT_WON, win: 0n, refund: 0n, rebate: 0n }],
      createdSpan([nov.createdAt.getTime() / 1000]),
      clock.now(),
    );
    expect(await explain(update)).toEqual(['orders_p202611']);
  });

  it("a settlement batch's update reads its month between its least and greatest order id, not the whole month", async () => {
    // Joined by id alone, PostgreSQL hashed every open order of the month for each batch (a
    // 100,000-order issue settled in four batches hashed 400,000 rows): the batch's id bounds let it
    // read the issue's index from the first of the batch's orders to the last.
    const [a, b] = [placed[1]!, placed[2]!];
    const update = settledOrdersUpdate(
      [
        { id: b.id, status: OrderStatus.NOT_WON, win: 0n, refund: 0n, rebate: 0n },
        { id: a.id, status: OrderStatus.NOT_WON, win: 0n, refund: 0n, rebate: 0n },
      ],
      createdSpan([a.createdAt.getTime() / 1000, b.createdAt.getTime() / 1000]),
      clock.now(),
    );
    const plan = ((await database.db.execute(sql`explain ${update}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(new RegExp(`\\(?id >= '?${a.id}'?(::bigint)?\\)?`));
    expect(plan).toMatch(new RegExp(`\\(?id <= '?${b.id}'?(::bigint)?\\)?`));
  });

  it("a member's order by id, his cancellation and a replayed chase's order read only the order's month", async () => {
    const memberId = BigInt(
      ((await database.db.execute(sql`select member_id::text as m from orders where id = ${placed[0]!.id}`)) as unknown as { rows: { m: string }[] }).rows[0]!.m,
    );
    for (const p of placed) {
      const span = await idFloors.span(database.db, 'orders', [p.id], clock.now());
      // Only the order's month: neither the months before it nor those after (nor the months ahead).
      const month = [`orders_p${p.month.replace('-', '')}`];
      expect(await explain(sql`select id from orders where ${memberOrderWhere(memberId, p.id, span)}`)).toEqual(month);
      expect(await explain(cancelOrderUpdate(database.db, memberId, p.id, clock.now(), span).getSQL())).toEqual(month);
      expect(await explain(orderChase(database.db, p.id, span).getSQL())).toEqual(month);
    }
    // This month's order: only this month and the months ahead, however many months lie behind.
    const floor = await idFloors.floor(database.db, 'orders', placed[2]!.id, clock.now());
    expect(floor?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it("a member's latest orders read only the last month's partitions, and all months when he has fewer there", async () => {
    const memberId = BigInt(
      ((await database.db.execute(sql`select member_id::text as m from orders where id = ${placed[0]!.id}`)) as unknown as { rows: { m: string }[] }).rows[0]!.m,
    );
    const bounded = await explain(sql`select id from orders where ${latestOrdersWhere(memberId, clock.now())} order by id desc limit 10`);
    expect(bounded).toContain('orders_p202611');
    expect(bounded).not.toContain('orders_p202609');
    expect(bounded).not.toContain('orders_default');
    expect(await explain(sql`select id from orders where ${latestOrdersWhere(memberId, null)} order by id desc limit 10`)).toContain('orders_p202609');
    // One order asked for: November's, from the window. Ten: the window has one, so all three months.
    const mine = await database.db.execute(sql`select id::text as id from orders where member_id = ${memberId} order by id desc`);
    const ids = (mine as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    expect((await app.services.records.top(memberId, 'en', 1)).map((o) => o.orderId)).toEqual([placed[2]!.id.toString()]);
    expect((await app.services.records.top(memberId, 'en', 10)).map((o) => o.orderId)).toEqual(ids.slice(0, 10));
    expect(ids).toContain(placed[0]!.id.toString());
  });

  it("a member's recently played lotteries, his orders beside a chat and his latest ledger rows read the last month's partitions first", async () => {
    const memberId = BigInt(
      ((await database.db.execute(sql`select member_id::text as m from orders where id = ${placed[0]!.id}`)) as unknown as { rows: { m: string }[] }).rows[0]!.m,
    );
    const now = clock.now();
    for (const [name, table, query] of [
      ['recently played', 'orders', (at: Date | null) => recentPlayedQuery(database.db, memberId, recentSpan(at)).getSQL()],
      ["chat's recent orders", 'orders', (at: Date | null) => recentOrdersQuery(database.db, memberId, recentSpan(at)).getSQL()],
      ["member detail's ledger rows", 'ledger', (at: Date | null) => recentLedgerQuery(database.db, memberId, recentSpan(at)).getSQL()],
    ] as const) {
      const bounded = await explain(query(now));
      // The 31 days before November 21st: October's and November's partitions, not September's nor the months ahead.
      expect(months(bounded, table), name).toEqual([`${table}_p202610`, `${table}_p202611`]);
      expect(bounded, name).not.toContain(`${table}_default`);
      expect(months(await explain(query(null)), table), name).toContain(`${table}_p202609`);
    }
    // Fewer than ten lotteries in the window: all months, the same answer.
    const all = await recentPlayedQuery(database.db, memberId, null);
    expect(all.length).toBeGreaterThan(0);
    expect((await app.services.lottery.recentPlayed(memberId, 'en')).length).toBe(all.length);
  });

  it("a bet's context reads a replay's orders only when its key's move exists, and no month before the bet's", async () => {
    const nov = placed[2]!;
    const [o] = (
      (await database.db.execute(sql`select member_id::text as m, issue_no as no from orders where id = ${nov.id}`)) as unknown as { rows: { m: string; no: string }[] }
    ).rows;
    const req = (batchKey: string) => ({ memberId: BigInt(o!.m), ticketId: 101, issueNos: [o!.no], batchKey, hash: 'x', now: clock.now() });
    // A new key: no orders read by it (EXPLAIN ANALYZE), and the duplicate check, bounded on both
    // sides, reads only the month its 10-s window lies in: not the months before, nor the two
    // created ahead (December, January), nor the default partition.
    const fresh = await explain(contextQueryOf(req('prune-fresh')), true);
    expect(fresh.filter((r) => r.startsWith('orders_')), fresh.join(', ')).toEqual(['orders_p202611']);
    // A window across the turn of the month: both months, and only them.
    const turn = await explain(contextQueryOf({ ...req('prune-fresh'), now: new Date('2026-12-01T00:00:04Z') }), true);
    expect(turn.filter((r) => r.startsWith('orders_')), turn.join(', ')).toEqual(['orders_p202611', 'orders_p202612']);
    // November's bet's own key: its orders, found as before.
    const rows = ((await database.db.execute(contextQueryOf(req('prune-2026-11')))) as unknown as { rows: { replay_ids: unknown }[] }).rows;
    const ids = rows[0]!.replay_ids;
    expect(typeof ids === 'string' ? JSON.parse(ids) : ids).toEqual([nov.id.toString()]);
  });

  it("a chase's cancellation and its stop after a win read only the month its orders were placed in", async () => {
    const nov = placed[2]!;
    const month = ['orders_p202611'];
    expect(await explain(chaseCancelUpdate(1n, 1n, nov.createdAt, clock.now()))).toEqual(month);
    expect(await explain(chaseStopUpdate(1n, nov.createdAt, clock.now(), clock.now()))).toEqual(month);
    // A chase of unknown instant (written before migration 0044 with orders of several instants): every month.
    expect(await explain(chaseStopUpdate(1n, null, clock.now(), clock.now()))).toContain('orders_p202609');
    // The settlement's "is the chase finished" of a batch's chases: the months of their placed_at.
    expect(await explain(chasesDoneUpdate([1n], placedSpan([nov.createdAt]), 1n))).toEqual(month);
    expect(await explain(chasesDoneUpdate([1n, 2n], placedSpan([placed[1]!.createdAt, nov.createdAt]), 1n))).toEqual(['orders_p202610', 'orders_p202611']);
    expect(await explain(chasesDoneUpdate([1n], placedSpan([nov.createdAt, null]), 1n))).toContain('orders_p202609');
    // A chase's detail (its orders with their issues) by its placed_at.
    const [chase] = await database.db.select({ id: chases.id }).from(chases).limit(1);
    const detail = database.db.select({ id: orders.id }).from(orders).where(and(eq(orders.chaseId, chase?.id ?? 1n), placedWithin(orders.createdAt, placedSpan([nov.createdAt]))));
    expect(await explain(detail.getSQL())).toEqual(month);
  });

  it("a risk hold's rejection reads its order's month, and the holds' list runs only the months of its page's orders", async () => {
    const nov = placed[2]!;
    expect(await explain(holdRejectUpdate(database.db, nov.id, nov.createdAt).getSQL())).toEqual(['orders_p202611']);
    expect(await explain(holdRejectUpdate(database.db, nov.id, null).getSQL())).toContain('orders_p202609');
    const memberId = BigInt(
      ((await database.db.execute(sql`select member_id::text as m from orders where id = ${nov.id}`)) as unknown as { rows: { m: string }[] }).rows[0]!.m,
    );
    await database.db.insert(riskHolds).values({ orderId: nov.id, memberId, lotteryId: 101, issueNo: 'x', amountMilli: 1n, winMilli: 1n, reasons: ['win'], orderPlacedAt: nov.createdAt });
    try {
      const page = database.db.select({ id: riskHolds.orderId, content: orders.content }).from(riskHolds)
        .innerJoin(orders, and(eq(orders.id, riskHolds.orderId), holdOrderPlaced)).where(eq(riskHolds.status, 'pending'));
      expect((await page).map((r) => r.id)).toEqual([nov.id]);
      const list = await explain(page.getSQL(), true);
      expect(list).toEqual(['orders_p202611']);
    } finally {
      await database.db.delete(riskHolds).where(eq(riskHolds.orderId, nov.id));
    }
  });

  it("every lookup of one month's orders by id or order id reads one month partition at most", async () => {
    const nov = placed[2]!;
    const now = clock.now();
    const memberId = BigInt(
      ((await database.db.execute(sql`select member_id::text as m from orders where id = ${nov.id}`)) as unknown as { rows: { m: string }[] }).rows[0]!.m,
    );
    const novSpan = await idFloors.span(database.db, 'orders', [nov.id], now);
    const day = { from: '2026-11-21T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' };
    const [chase] = await database.db.select({ id: chases.id }).from(chases).limit(1);
    // The moves of November's order (its bet's, by its batch key), with their instants and the ledger month of their rows.
    const novMoves = (
      (await database.db.execute(sql`
        select m.id::text as id, extract(epoch from m.created_at)::float8 as at, l.tableoid::regclass::text as part
        from money_moves m join ledger l on l.move_id = m.id and l.member_id is not null
        where m.type = 'bet' and m.ref_id = (select batch_key from orders where id = ${nov.id})`)) as unknown as { rows: { id: string; at: number; part: string }[] }
    ).rows.map((r) => ({ id: BigInt(r.id), at: Number(r.at), part: r.part }));
    expect(novMoves.length).toBeGreaterThan(0);
    // What each lookup reads: EXPLAIN, or EXPLAIN ANALYZE for a join pruned at run time.
    const lookups: [string, () => Promise<string[]>][] = [
      ['settlement batch update', () => explain(settledOrdersUpdate([{ id: nov.id, status: OrderStatus.NOT_WON, win: 0n, refund: 0n, rebate: 0n }], createdSpan([nov.createdAt.getTime() / 1000]), now))],
      ["member's order", () => explain(sql`select id from orders where ${memberOrderWhere(memberId, nov.id, novSpan)}`)],
      ["member's cancellation", () => explain(cancelOrderUpdate(database.db, memberId, nov.id, now, novSpan).getSQL())],
      ["replayed chase's order", () => explain(orderChase(database.db, nov.id, novSpan).getSQL())],
      ["chase's cancellation", () => explain(chaseCancelUpdate(memberId, 1n, nov.createdAt, now))],
      ["chase's stop", () => explain(chaseStopUpdate(1n, nov.createdAt, now, now))],
      ['is the chase finished', () => explain(chasesDoneUpdate([1n], placedSpan([nov.createdAt]), 1n))],
      ["chase's detail", () => explain(database.db.select({ id: orders.id }).from(orders).where(and(eq(orders.chaseId, chase?.id ?? 1n), placedWithin(orders.createdAt, placedSpan([nov.createdAt])))).getSQL())],
      ["page of chases' figures", () => explain(chaseSummariesSql(memberId, [{ id: chase?.id ?? 1n, placedAt: nov.createdAt }]))],
      ["risk hold's rejection", () => explain(holdRejectUpdate(database.db, nov.id, nov.createdAt).getSQL())],
      ["audit log's orders", () => explain(database.db.select({ id: orders.id }).from(orders).where(auditedOrdersWhere([nov.id], novSpan)).getSQL())],
      ["agent's rebate orders' ids", () => explain(teamRebateOrderIdsSql(memberId, day.from, day.to))],
      ["agent's rebates on his team's orders", () => explain(ownTeamRebatesSql(memberId, day.from, day.to, novSpan))],
      ["cancelled issue's refund batch", () => explain(refundBatchUpdate([nov.id], placedSpan([nov.createdAt], 1), now))],
      ["cancellation's and re-settlement's credits' ledger rows", () => explain(creditRowsSql(novMoves.map((m) => m.id), novMoves.map((m) => m.at)))],
      ["risk streak's last settled orders", () => explain(streakRowsSql([memberId], [nov.id], streakSpan([nov.createdAt]), 7))],
      ["a day's rebates paid, with their members (reports)", () => explain(housePayments('rebates', 'UTC', new Date(day.from), new Date(day.to)))],
    ];
    const readsNoOrders = ["agent's rebate orders' ids", "cancellation's and re-settlement's credits' ledger rows", "a day's rebates paid, with their members (reports)"];
    for (const [name, run] of lookups) {
      const read = await run();
      expect(months(read, 'orders').length, `${name}: ${read.join(', ')}`).toBeLessThanOrEqual(1);
      expect(months(read, 'ledger').length, `${name}: ${read.join(', ')}`).toBeLessThanOrEqual(1);
      expect(read.filter((r) => r.startsWith('orders_')), `${name} reads November's orders only`).toEqual(
        readsNoOrders.includes(name) ? [] : ['orders_p202611'],
      );
    }
    // The credits' rows read the one ledger month their moves are in.
    expect(await explain(creditRowsSql(novMoves.map((m) => m.id), novMoves.map((m) => m.at)))).toEqual([...new Set(novMoves.map((m) => m.part))]);
    // Unbounded, the same lookups read every month: the checks above can fail.
    expect(months(await explain(database.db.select({ id: orders.id }).from(orders).where(auditedOrdersWhere([nov.id], null)).getSQL()), 'orders').length).toBeGreaterThan(1);
    expect(months(await explain(ownTeamRebatesSql(memberId, day.from, day.to, null)), 'orders').length).toBeGreaterThan(1);
    expect(months(await explain(creditRowsSql(novMoves.map((m) => m.id), null)), 'ledger').length).toBeGreaterThan(1);
    expect(months(await explain(streakRowsSql([memberId], [nov.id], null, 7)), 'orders').length).toBeGreaterThan(1);
    expect(months(await explain(sql`select h.* from ledger h join ledger l on l.move_id = h.move_id and l.member_id is not null
      where h.house_code = 'rebates' and h.created_at >= ${day.from} and h.created_at < ${day.to}`), 'ledger').length).toBeGreaterThan(1);
    // The audit log names each order's member, in any month: orders of two months in one page.
    const subjects = await auditSubjects(database.db, placed.map((p) => ({ action: 'order.void', target: `order:${p.id}`, detail: null })), { idFloors, now });
    expect(subjects.every((s) => s.member !== null)).toBe(true);
  });

  it("an issue's credits are read in their moves' months, and one whose rows are stamped otherwise is still found", async () => {
    const nov = placed[2]!;
    const memberId = BigInt(
      ((await database.db.execute(sql`select member_id::text as m from orders where id = ${nov.id}`)) as unknown as { rows: { m: string }[] }).rows[0]!.m,
    );
    // Moves of two months apart (a first settlement and a re-settlement): their two months only.
    const sep = Date.parse('2026-09-20T08:00:00Z') / 1000;
    const dec = Date.parse('2026-12-02T08:00:00Z') / 1000;
    expect(await explain(creditRowsSql([1n, 2n], [sep, dec]))).toEqual(['ledger_p202609', 'ledger_p202612']);
    await database.db
      .transaction(async (tx) => {
        // A prize as settlement writes it (move and rows in one statement), and a push refund whose
        // rows were written with another month's created_at than their move's.
        const credit = async (key: string, type: string, at: string | null) => {
          const [move] = (
            (await tx.execute(sql`
              insert into money_moves (idempotency_key, type, amount, ref_type, ref_id) values (${key}, ${type}, 5, 'order', ${nov.id.toString()})
              returning id::text as id`)) as unknown as { rows: { id: string }[] }
          ).rows;
          await tx.execute(sql`
            insert into ledger (move_id, type, member_id, house_code, house_shard, amount, balance_before, balance_after, created_at)
            values (${move!.id}, ${type}, ${memberId}, null, null, 5, 0, 5, coalesce(${at}::timestamptz, now())),
              (${move!.id}, ${type}, null, 'payouts', 0, -5, 5, 0, coalesce(${at}::timestamptz, now()))`);
        };
        await credit(`win:${nov.id}`, 'payout', null);
        await credit(`push:${nov.id}`, 'bet_refund', '2026-09-20T08:00:00Z');
        const held = await heldCredits(tx, [nov.id]);
        expect(held.map((h) => [h.key, h.type, h.amount, h.member_id, h.order_id])).toEqual([
          [`win:${nov.id}`, 'payout', '5', memberId.toString(), nov.id.toString()],
          [`push:${nov.id}`, 'bet_refund', '5', memberId.toString(), nov.id.toString()],
        ]);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error && /rollback/i.test(e.message))) throw e;
      });
  });

  /**
   * The indexes a statement's plan reads with sequential scans forbidden (the test database's few
   * rows would be scanned whatever the indexes), and the tables it still scans: whether an index
   * covers the read (a partial index's predicate proven) at all.
   */
  const indexesOf = async (q: SQL) => {
    const indexes = new Set<string>();
    const seqScanned = new Set<string>();
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const res = (await tx.execute(sql`explain (format json) ${q}`)) as unknown as { rows: Record<string, unknown>[] };
        const cell = Object.values(res.rows[0]!)[0];
        const walk = (node: unknown) => {
          if (!node || typeof node !== 'object') return;
          const n = node as Record<string, unknown>;
          if (typeof n['Index Name'] === 'string') indexes.add(n['Index Name']);
          if (n['Node Type'] === 'Seq Scan' && typeof n['Relation Name'] === 'string') seqScanned.add(n['Relation Name']);
          for (const v of Object.values(n)) (Array.isArray(v) ? v : [v]).forEach(walk);
        };
        walk(typeof cell === 'string' ? JSON.parse(cell) : cell);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error && /rollback/i.test(e.message))) throw e;
      });
    return { indexes: [...indexes], seqScanned: [...seqScanned] };
  };

  it("an issue's credits' moves are read through the partial index by order, not by scanning every move", async () => {
    const { indexes, seqScanned } = await indexesOf(creditMovesSql(placed.map((p) => p.id)));
    expect(indexes).toContain('money_moves_order_credit_idx');
    expect(seqScanned).not.toContain('money_moves');
  });

  it("a chase's orders are read through the chase index, which holds a chase's orders only (migration 0050)", async () => {
    const nov = placed[2]!;
    const span = placedSpan([nov.createdAt]);
    // Every reader of orders by chase: a member's cancellation, the stop after a win, the
    // settlement's "is the chase finished" and a chase's detail.
    const readers: [string, SQL][] = [
      ['cancellation', chaseCancelUpdate(1n, 1n, nov.createdAt, clock.now())],
      ['stop', chaseStopUpdate(1n, nov.createdAt, clock.now(), clock.now())],
      ['finished', chasesDoneUpdate([1n], span, 1n)],
      ['detail', database.db.select({ id: orders.id }).from(orders).where(and(eq(orders.chaseId, 1n), placedWithin(orders.createdAt, span))).getSQL()],
    ];
    for (const [name, q] of readers) {
      const { indexes } = await indexesOf(q);
      expect(indexes.filter((i) => /chase_id/.test(i)), name).toEqual(['orders_p202611_chase_id_idx']);
    }
    // A page of chases' figures (chase_id in a list, with the member): by the chase index or the
    // member's, never a scan of the month.
    const figures = await indexesOf(chaseSummariesSql(1n, [{ id: 1n, placedAt: nov.createdAt }, { id: 2n, placedAt: nov.createdAt }]));
    expect(figures.seqScanned.filter((t) => t.startsWith('orders'))).toEqual([]);
    // Each month's index is partial: a bet outside a chase (every order placed here) adds no entry.
    const defs = (
      (await database.db.execute(sql`
        select c.relname as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
        join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
        where t.relname like 'orders_p%' and c.relname like '%chase_id%'`)) as unknown as { rows: { name: string; def: string }[] }
    ).rows;
    expect(defs.length).toBeGreaterThanOrEqual(3);
    for (const d of defs) expect(d.def, d.name).toMatch(/WHERE \(chase_id IS NOT NULL\)/);
  });

  it('the detail and cancellation still answer, and a row written into a past month later is still found', async () => {
    const nov = placed[2]!;
    const detail = await post<BetOrder>(app, orderPaths.orderDetail, { orderId: nov.id.toString() }, token);
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data.orderId).toBe(nov.id.toString());
    // A copy of September's order written now into September: its id is above September's largest
    // id as read before, so the floor misses it and the lookup goes again without it.
    const [copy] = (
      (await database.db.execute(sql`
        insert into orders (member_id, lottery_id, issue_id, issue_no, kind, play_id, content, selection, multiple, bet_count,
          amount_milli, prize_group, batch_key, content_hash, created_at, status)
        select member_id, lottery_id, issue_id, issue_no, kind, play_id, content, selection, multiple, bet_count,
          amount_milli, prize_group, 'prune-late', content_hash, '2026-09-20T08:00:00Z', status
        from orders where id = ${placed[0]!.id}
        returning id::text as id, tableoid::regclass::text as part`)) as unknown as { rows: { id: string; part: string }[] }
    ).rows;
    expect(copy!.part).toBe('orders_p202609');
    expect((await idFloors.floor(database.db, 'orders', BigInt(copy!.id), clock.now()))?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect((await idFloors.span(database.db, 'orders', [BigInt(copy!.id)], clock.now()))?.from?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    const [subject] = await auditSubjects(database.db, [{ action: 'order.void', target: `order:${copy!.id}`, detail: null }], { idFloors, now: clock.now() });
    expect(subject?.member).not.toBeNull();
    const late = await post<BetOrder>(app, orderPaths.orderDetail, { orderId: copy!.id }, token);
    expect(late.code, late.msg).toBe(0);
    expect(late.data.orderId).toBe(copy!.id);
    // This month's order is cancelled through the bounded update while its issue is on sale.
    const cancelled = await post(app, orderPaths.cancel, { orderId: nov.id.toString() }, token);
    expect(cancelled.code, cancelled.msg).toBe(0);
    const status = (
      (await database.db.execute(sql`select status from orders where id = ${nov.id}`)) as unknown as { rows: { status: number }[] }
    ).rows[0]!.status;
    expect(status).toBe(OrderStatus.CANCELLED_SELF);
  });
});
