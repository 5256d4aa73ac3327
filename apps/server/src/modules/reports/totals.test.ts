/**
 * The settled totals (migration 0042) against the orders they sum (issue #30): after any sequence
 * of the statements that write orders — bets placed, settlement batches (the settlement's own
 * update), re-settlements that change outcomes, cancellations after settlement, rejected risk
 * holds, orders cancelled before the draw, orders inserted already settled, orders deleted — the
 * table equals a GROUP BY over the orders, and every figure of the P&L reports (by day, by
 * lottery, by issue with its paging, by play) equals one computed from the orders by brute force.
 */
import { beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { OrderStatus } from '@lotus/contracts';
import { formatMoney } from '@lotus/engine';
import { describeApp } from '../../../test/app.ts';
import { expectSettledTotalsMatch } from '../../../test/settled-totals.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { issues, lotteries, members, orders } from '../../db/schema.ts';
import { DEMO } from '../../seed.ts';
import { familyOf } from '../lottery/families.ts';
import { businessDay } from '../promo/calendar.ts';
import { loadSettings } from '../settings/index.ts';
import { createdSpan, settledOrdersUpdate } from '../settlement/service.ts';

const PLAYS = familyOf('ssc')!.plays.slice(0, 3).map((p) => p.id);
const RANGE = { from: '2026-11-19', to: '2026-11-23' };
const SETTLED: number[] = [OrderStatus.WON, OrderStatus.NOT_WON];

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

describeApp('settled totals', { clock: () => testClock('2026-11-25T10:00:00Z') }, (ctx) => {
  const issueList: { id: bigint; lotteryId: number; issueNo: string; endAt: Date }[] = [];
  const memberIds: bigint[] = [];
  let n = 0;

  beforeAll(async () => {
    const db = ctx.db;
    const [demo] = await db.select().from(members).where(eq(members.account, DEMO.member.account));
    memberIds.push(demo!.id);
    for (let i = 0; i < 4; i++) {
      const [row] = await db
        .insert(members)
        .values({ account: `tot${ctx.target.slice(0, 2)}${i}`, passwordHash: 'x', parentId: null, memberType: 1 })
        .returning({ id: members.id });
      memberIds.push(row!.id);
    }
    const lots = await db.select().from(lotteries).orderBy(asc(lotteries.id)).limit(3);
    // Issues of three lotteries over four business days (02:00 Hồ Chí Minh time, 19:00 UTC), some
    // either side of a day's cut.
    const ends = ['2026-11-19T10:00:00Z', '2026-11-20T18:59:59Z', '2026-11-20T19:00:00Z', '2026-11-21T05:00:00Z', '2026-11-22T12:00:00Z'];
    for (const [li, l] of lots.entries()) {
      for (const [ei, end] of ends.entries()) {
        const endAt = new Date(Date.parse(end) + li * 60_000);
        const [row] = await db
          .insert(issues)
          .values({ lotteryId: l.id, issueNo: `T-${li}-${ei}`, startAt: new Date(endAt.getTime() - 60_000), endAt, drawAt: endAt, status: 3 })
          .returning();
        issueList.push({ id: row!.id, lotteryId: row!.lotteryId, issueNo: row!.issueNo, endAt: row!.endAt });
      }
    }
  });

  const orderRow = (issueIdx: number, playIdx: number, memberIdx: number, amount: number, status: number, win = 0, refund = 0, rebate = 0) => {
    const i = issueList[issueIdx % issueList.length]!;
    n++;
    return {
      memberId: memberIds[memberIdx % memberIds.length]!,
      lotteryId: i.lotteryId,
      issueId: i.id,
      issueNo: i.issueNo,
      kind: 1,
      playId: PLAYS[playIdx % PLAYS.length]!,
      content: '1',
      selection: {},
      betCount: 1,
      amountMilli: BigInt(amount),
      prizeGroup: 1950,
      status,
      winMilli: BigInt(win),
      refundMilli: BigInt(refund),
      rebateMilli: BigInt(rebate),
      batchKey: `tot${n}`,
      contentHash: `tot${n}`,
      // Orders over several months: the settlement update's created_at bound spans partitions.
      createdAt: new Date(Date.parse('2026-09-01T00:00:00Z') + (n % 90) * 86_400_000),
    };
  };

  /** Up to `k` orders in the given statuses, picked by `seed`. */
  async function pick(statuses: number[], k: number, seed: number) {
    return ctx.db
      .select({ id: orders.id, amount: orders.amountMilli, status: orders.status, createdAt: orders.createdAt })
      .from(orders)
      .where(inArray(orders.status, statuses))
      .orderBy(sql`(${orders.id} * 7919 + ${seed}) % 1009`, asc(orders.id))
      .limit(k);
  }

  const amount = fc.integer({ min: 1, max: 5_000_000 });
  const op = fc.oneof(
    // Bets placed (unsettled), then some of them drawing.
    fc.record({ kind: fc.constant('place' as const), rows: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), amount), { minLength: 1, maxLength: 8 }) }),
    // Orders written already settled (a test fixture, the scale bench's history).
    fc.record({
      kind: fc.constant('insertSettled' as const),
      rows: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), amount, fc.boolean(), fc.nat({ max: 9_000_000 })), { minLength: 1, maxLength: 5 }),
    }),
    // A settlement batch: the settlement's own update statement, with outcomes.
    fc.record({ kind: fc.constant('settle' as const), k: fc.integer({ min: 1, max: 10 }), seed: fc.nat(), wins: fc.array(fc.nat({ max: 9_000_000 }), { minLength: 10, maxLength: 10 }) }),
    // A re-settlement: settled orders get other outcomes.
    fc.record({ kind: fc.constant('resettle' as const), k: fc.integer({ min: 1, max: 10 }), seed: fc.nat(), win: fc.nat({ max: 9_000_000 }) }),
    // A cancellation after settlement (settlement/cancel.ts reverseOrders).
    fc.record({ kind: fc.constant('cancel' as const), k: fc.integer({ min: 1, max: 6 }), seed: fc.nat() }),
    // A rejected risk hold: the win goes, the order stays settled (risk/service.ts).
    fc.record({ kind: fc.constant('reject' as const), seed: fc.nat() }),
    // A member's cancellation before the draw, and the draw's status change.
    fc.record({ kind: fc.constant('open' as const), k: fc.integer({ min: 1, max: 4 }), seed: fc.nat(), to: fc.constantFrom(2, 5, 6) }),
    // Orders deleted (no product path does; the totals follow anyway).
    fc.record({ kind: fc.constant('delete' as const), k: fc.integer({ min: 1, max: 3 }), seed: fc.nat() }),
  );
  type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

  async function apply(o: Op) {
    const db = ctx.db;
    const now = ctx.clock.now();
    switch (o.kind) {
      case 'place':
        await db.insert(orders).values(o.rows.map(([i, p, m, a]) => orderRow(i, p, m, a, OrderStatus.UNSETTLED)));
        return;
      case 'insertSettled':
        await db.insert(orders).values(
          o.rows.map(([i, p, m, a, won, w]) => orderRow(i, p, m, a, won ? OrderStatus.WON : OrderStatus.NOT_WON, won ? w + 1 : 0, won ? 0 : a % 7, a % 11)),
        );
        return;
      case 'settle': {
        const open = await pick([OrderStatus.UNSETTLED, OrderStatus.DRAWING], o.k, o.seed);
        const rows = open.map((r, j) => {
          const win = BigInt(o.wins[j]! % 3 === 0 ? o.wins[j]! : 0);
          return { id: r.id, status: win > 0n ? OrderStatus.WON : OrderStatus.NOT_WON, win, refund: BigInt(o.wins[j]! % 5 === 1 ? 3 : 0), rebate: r.amount / 50n };
        });
        if (rows.length === 0) return;
        await db.execute(settledOrdersUpdate(rows, createdSpan(open.map((r) => r.createdAt.getTime() / 1000)), now));
        return;
      }
      case 'resettle': {
        const done = await pick(SETTLED, o.k, o.seed);
        for (const [j, r] of done.entries()) {
          const win = (o.win + j) % 2 === 0 ? BigInt(o.win + j) : 0n;
          await db
            .update(orders)
            .set({ status: win > 0n ? OrderStatus.WON : OrderStatus.NOT_WON, winMilli: win, rebateMilli: r.amount / 40n, settledAt: now })
            .where(eq(orders.id, r.id));
        }
        return;
      }
      case 'cancel': {
        const done = await pick(SETTLED, o.k, o.seed);
        if (done.length === 0) return;
        await db
          .update(orders)
          .set({ status: OrderStatus.CANCELLED_SYSTEM, winMilli: 0n, rebateMilli: 0n, refundMilli: sql`${orders.amountMilli}`, settledAt: now })
          .where(inArray(orders.id, done.map((r) => r.id)));
        return;
      }
      case 'reject': {
        const [won] = await pick([OrderStatus.WON], 1, o.seed);
        if (won) await db.update(orders).set({ status: OrderStatus.NOT_WON, winMilli: 0n }).where(eq(orders.id, won.id));
        return;
      }
      case 'open': {
        const open = await pick([OrderStatus.UNSETTLED, OrderStatus.DRAWING], o.k, o.seed);
        if (open.length > 0) await db.update(orders).set({ status: o.to }).where(inArray(orders.id, open.map((r) => r.id)));
        return;
      }
      case 'delete': {
        const any = await pick([1, 2, 3, 4, 5, 6], o.k, o.seed);
        if (any.length > 0) await db.delete(orders).where(inArray(orders.id, any.map((r) => r.id)));
        return;
      }
    }
  }

  /** Every P&L figure computed from the orders themselves. */
  async function bruteReports() {
    const { platformTimeZone } = await loadSettings(ctx.db);
    const settled = await ctx.db
      .select({ lotteryId: orders.lotteryId, issueId: orders.issueId, playId: orders.playId, amount: orders.amountMilli, refund: orders.refundMilli, win: orders.winMilli })
      .from(orders)
      .where(inArray(orders.status, SETTLED));
    const byIssue = new Map(issueList.map((i) => [i.id, i]));
    type F = { orders: number; bets: bigint; prizes: bigint };
    const add = <K>(m: Map<K, F>, k: K, o: (typeof settled)[number]) => {
      const f = m.get(k) ?? { orders: 0, bets: 0n, prizes: 0n };
      f.orders += 1;
      f.bets += o.amount - o.refund;
      f.prizes += o.win;
      m.set(k, f);
    };
    const days = new Map<string, F>();
    const lots = new Map<number, F>();
    const iss = new Map<bigint, F>();
    const plays = new Map<number, F>();
    const playsOf = new Map<number, Map<number, F>>();
    for (const o of settled) {
      const i = byIssue.get(o.issueId);
      if (!i) continue;
      add(days, businessDay(i.endAt, platformTimeZone), o);
      add(lots, o.lotteryId, o);
      add(iss, o.issueId, o);
      add(plays, o.playId, o);
      if (!playsOf.has(o.lotteryId)) playsOf.set(o.lotteryId, new Map());
      add(playsOf.get(o.lotteryId)!, o.playId, o);
    }
    return { days, lots, iss, plays, playsOf };
  }

  const figures = (f: { orders: number; bets: bigint; prizes: bigint } | undefined) => ({
    orders: f?.orders ?? 0,
    bets: formatMoney(f?.bets ?? 0n),
    prizes: formatMoney(f?.prizes ?? 0n),
  });
  const sortedPlays = (m: Map<number, { orders: number; bets: bigint; prizes: bigint }>) =>
    [...m].sort(([pa, a], [pb, b]) => (a.bets === b.bets ? pa - pb : a.bets > b.bets ? -1 : 1));

  async function expectReportsMatch() {
    const reports = ctx.app.services.reports;
    const b = await bruteReports();
    await expectSettledTotalsMatch(ctx.db);

    const daily = await reports.pnlDaily(RANGE);
    expect(daily.rows.map((r) => ({ day: r.day, orders: r.orders, bets: r.bets, prizes: r.prizes }))).toEqual(
      daily.rows.map((r) => ({ day: r.day, ...figures(b.days.get(r.day)) })),
    );
    const byLottery = await reports.pnlByLottery(RANGE);
    expect(byLottery.rows.map((r) => ({ id: r.lotteryId, orders: r.orders, bets: r.bets, prizes: r.prizes }))).toEqual(
      [...b.lots].sort(([x], [y]) => x - y).map(([id, f]) => ({ id, ...figures(f) })),
    );
    for (const lotteryId of new Set(issueList.map((i) => i.lotteryId))) {
      // Pages of two: the paging and its total as well as the figures.
      const expected = issueList
        .filter((i) => i.lotteryId === lotteryId && b.iss.has(i.id))
        .sort((x, y) => y.endAt.getTime() - x.endAt.getTime() || (y.id > x.id ? 1 : -1))
        .map((i) => ({ issue: i.issueNo, ...figures(b.iss.get(i.id)) }));
      const seen: typeof expected = [];
      for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / 2)); page++) {
        const r = await reports.pnlIssues({ ...RANGE, lotteryId, page, size: 2 });
        expect(r.total).toBe(expected.length);
        seen.push(...r.list.map((x) => ({ issue: x.issue, orders: x.orders, bets: x.bets, prizes: x.prizes })));
      }
      expect(seen).toEqual(expected);
      const plays = await reports.pnlPlays({ ...RANGE, lotteryId, page: 1, size: 50 });
      expect(plays.total).toBe(b.playsOf.get(lotteryId)?.size ?? 0);
      expect(plays.list.map((x) => ({ id: x.playId, orders: x.orders, bets: x.bets, prizes: x.prizes }))).toEqual(
        sortedPlays(b.playsOf.get(lotteryId) ?? new Map()).map(([id, f]) => ({ id, ...figures(f) })),
      );
    }
    const allPlays = await reports.pnlPlays({ ...RANGE, page: 1, size: 2 });
    expect(allPlays.total).toBe(b.plays.size);
    expect(allPlays.list.map((x) => ({ id: x.playId, orders: x.orders, bets: x.bets, prizes: x.prizes }))).toEqual(
      sortedPlays(b.plays).slice(0, 2).map(([id, f]) => ({ id, ...figures(f) })),
    );
  }

  it('equal the orders they sum after any sequence of settlements, re-settlements, cancellations and other writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        for (const o of ops) await apply(o);
        await expectReportsMatch();
      }),
      { numRuns: 15 },
    );
  }, 120_000);

  it('see a total drift: a totals row changed behind the orders is caught', async () => {
    await apply({ kind: 'insertSettled', rows: [[0, 0, 0, 1000, true, 500]] });
    const [one] = rowsOf<{ issue_id: string; play_id: number; shard: number }>(
      await ctx.db.execute(sql`select issue_id::text, play_id, shard from settled_totals limit 1`),
    );
    const nudge = (by: number) =>
      ctx.db.execute(sql`update settled_totals set win_milli = win_milli + ${by}
        where issue_id = ${one!.issue_id}::bigint and play_id = ${one!.play_id} and shard = ${one!.shard}`);
    await nudge(1);
    await expect(expectReportsMatch()).rejects.toThrow();
    await nudge(-1);
    await expectReportsMatch();
  });
});
