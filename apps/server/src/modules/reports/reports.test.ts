import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import {
  consoleReportPaths,
  DwKind,
  DwStatus,
  OrderStatus,
  type CashDailyReport,
  type PnlByLotteryReport,
  type PnlDailyReport,
} from '@lotus/contracts';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  dwOrders,
  issues,
  ledger,
  lotteries,
  members,
  moneyMoves,
  orders,
  promoValidBets,
} from '../../db/schema.ts';
import { DEMO } from '../../seed.ts';
import { dbTargets, openTestDatabase, testConfig } from '../../test/harness.ts';
import { get, operatorToken, testClock } from '../../test/lottery-helpers.ts';
import { newOperator } from '../../test/operators.ts';
import { HOUSE } from '../ledger/service.ts';

/**
 * The operators' reports (issue #16) against a few known orders, ledger rows and deposits: every
 * figure to the milli, business days cut at 02:00 Hồ Chí Minh time (19:00 UTC the day before).
 */
describe.each(dbTargets)('reports on %s', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let op: string;
  const clock = testClock('2026-11-25T10:00:00Z');
  const range = '?from=2026-11-20&to=2026-11-21';

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildApp(testConfig(), { database, serveWeb: false, clock, runScheduler: false });
    op = await operatorToken(app);
    const db = database.db;
    const [member] = await db.select().from(members).where(eq(members.account, DEMO.member.account));
    const [first, second] = await db.select().from(lotteries).orderBy(asc(lotteries.id)).limit(2);
    const memberId = member!.id;
    const issue = async (lotteryId: number, issueNo: string, endIso: string) => {
      const endAt = new Date(endIso);
      const [row] = await db
        .insert(issues)
        .values({
          lotteryId,
          issueNo,
          startAt: new Date(endAt.getTime() - 60_000),
          endAt,
          drawAt: endAt,
          status: 3,
        })
        .returning();
      return row!;
    };
    // Day 2026-11-20: 17:00 local, and 01:59:59 the next morning (still the 20th's business day).
    const a = await issue(first!.id, 'R-A', '2026-11-20T10:00:00Z');
    const b = await issue(first!.id, 'R-B', '2026-11-20T18:59:59Z');
    // 02:00 local on the 21st: the 21st's business day.
    const c = await issue(second!.id, 'R-C', '2026-11-20T19:00:00Z');
    let n = 0;
    const order = (i: typeof a, status: number, amountMilli: bigint, winMilli = 0n, refundMilli = 0n) => ({
      memberId,
      lotteryId: i.lotteryId,
      issueId: i.id,
      issueNo: i.issueNo,
      kind: 1,
      playId: 1,
      content: '1',
      selection: {},
      betCount: 1,
      amountMilli,
      prizeGroup: 1950,
      status,
      winMilli,
      refundMilli,
      batchKey: `r${n}`,
      contentHash: `h${n++}`,
    });
    await db
      .insert(orders)
      .values([
        order(a, OrderStatus.WON, 10_000n, 19_500n),
        order(a, OrderStatus.NOT_WON, 5_555n, 0n, 5n),
        order(a, OrderStatus.CANCELLED_SELF, 7_000n),
        order(b, OrderStatus.NOT_WON, 2_001n),
        order(c, OrderStatus.WON, 100_000n, 999n),
        order(c, OrderStatus.UNSETTLED, 50_000n),
      ]);
    await db.insert(promoValidBets).values([
      { memberId, day: '2026-11-20', validMilli: 17_551n },
      { memberId, day: '2026-11-21', validMilli: 60_000n },
      { memberId, day: '2026-11-22', validMilli: 1_000n },
    ]);
    // House payouts: a rebate and a bonus on the 21st; a bonus at 02:00 on the 22nd (outside).
    const pay = async (house: string, amount: bigint, atIso: string) => {
      const [move] = await db
        .insert(moneyMoves)
        .values({ idempotencyKey: `r:${house}:${atIso}`, type: house, amount })
        .returning();
      await db
        .insert(ledger)
        .values({
          moveId: move!.id,
          houseCode: house,
          houseShard: 0,
          type: house,
          amount: -amount,
          balanceBefore: 0n,
          balanceAfter: -amount,
          createdAt: new Date(atIso),
        });
    };
    await pay(HOUSE.rebates, 123n, '2026-11-21T05:00:00Z');
    await pay(HOUSE.bonuses, 18_000n, '2026-11-21T18:59:59Z');
    await pay(HOUSE.bonuses, 5_000n, '2026-11-21T19:00:00Z');
    const dw = (
      orderNo: string,
      kind: number,
      status: number,
      amount: bigint,
      reviewedIso: string,
      fee = 0n,
    ) => ({
      orderNo,
      memberId,
      kind,
      status,
      amount,
      fee,
      actualAmount: amount - fee,
      requestKey: orderNo,
      reviewedAt: new Date(reviewedIso),
    });
    await db
      .insert(dwOrders)
      .values([
        dw('RD1', DwKind.DEPOSIT, DwStatus.COMPLETED, 250_000n, '2026-11-20T12:00:00Z'),
        dw('RD2', DwKind.DEPOSIT, DwStatus.COMPLETED, 100_500n, '2026-11-21T01:00:00Z'),
        dw('RD3', DwKind.DEPOSIT, DwStatus.REJECTED, 999_000n, '2026-11-21T01:00:00Z'),
        dw('RW1', DwKind.WITHDRAWAL, DwStatus.COMPLETED, 80_000n, '2026-11-21T10:00:00Z', 1_500n),
      ]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('P&L by day: settled stakes and prizes by the issue’s close, valid bets, rebates and bonuses paid, GGR and profit', async () => {
    const res = await get<PnlDailyReport>(app, consoleReportPaths.pnlDaily + range, op);
    expect(res.code, res.msg).toBe(0);
    expect([res.data.from, res.data.to]).toEqual(['2026-11-20', '2026-11-21']);
    expect(res.data.rows).toEqual([
      {
        day: '2026-11-20',
        orders: 3,
        bets: '17.551',
        validBets: '17.551',
        prizes: '19.500',
        rebates: '0.000',
        promotionCost: '0.000',
        ggr: '-1.949',
        profit: '-1.949',
      },
      {
        day: '2026-11-21',
        orders: 1,
        bets: '100.000',
        validBets: '60.000',
        prizes: '0.999',
        rebates: '0.123',
        promotionCost: '18.000',
        ggr: '99.001',
        profit: '80.878',
      },
    ]);
    expect(res.data.total).toEqual({
      orders: 4,
      bets: '117.551',
      validBets: '77.551',
      prizes: '20.499',
      rebates: '0.123',
      promotionCost: '18.000',
      ggr: '97.052',
      profit: '78.929',
    });
  });

  it('P&L by lottery over the range', async () => {
    const res = await get<PnlByLotteryReport>(app, consoleReportPaths.pnlByLottery + range, op);
    expect(res.code, res.msg).toBe(0);
    expect(
      res.data.rows.map(({ orders: count, bets, prizes, ggr }) => ({ count, bets, prizes, ggr })),
    ).toEqual([
      { count: 3, bets: '17.551', prizes: '19.500', ggr: '-1.949' },
      { count: 1, bets: '100.000', prizes: '0.999', ggr: '99.001' },
    ]);
    const one = await get<PnlByLotteryReport>(
      app,
      `${consoleReportPaths.pnlByLottery}?from=2026-11-21&to=2026-11-21`,
      op,
    );
    expect(one.data.rows).toHaveLength(1);
  });

  it('deposits and withdrawals by the day they were approved; every day of the range is a row', async () => {
    const res = await get<CashDailyReport>(
      app,
      `${consoleReportPaths.cashDaily}?from=2026-11-19&to=2026-11-21`,
      op,
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.rows).toEqual([
      {
        day: '2026-11-19',
        deposits: 0,
        depositAmount: '0.000',
        withdrawals: 0,
        withdrawalAmount: '0.000',
        withdrawalFees: '0.000',
        net: '0.000',
      },
      {
        day: '2026-11-20',
        deposits: 1,
        depositAmount: '250.000',
        withdrawals: 0,
        withdrawalAmount: '0.000',
        withdrawalFees: '0.000',
        net: '250.000',
      },
      {
        day: '2026-11-21',
        deposits: 1,
        depositAmount: '100.500',
        withdrawals: 1,
        withdrawalAmount: '80.000',
        withdrawalFees: '1.500',
        net: '20.500',
      },
    ]);
  });

  it('covers the last 7 business days up to today when no range is given (today: 01:30 on the 26th is still the 25th)', async () => {
    clock.set('2026-11-25T18:30:00Z');
    const res = await get<PnlDailyReport>(app, consoleReportPaths.pnlDaily, op);
    clock.set('2026-11-25T10:00:00Z');
    expect(res.code, res.msg).toBe(0);
    expect([res.data.from, res.data.to, res.data.rows.length]).toEqual(['2026-11-19', '2026-11-25', 7]);
    expect(res.data.rows.map((r) => r.day).slice(1, 3)).toEqual(['2026-11-20', '2026-11-21']);
    expect(res.data.total.bets).toBe('117.551');
  });

  it.each([
    ['from=2026-11-21&to=2026-11-20', 'report.rangeInvalid'],
    ['from=2026-01-01&to=2026-11-20', 'report.rangeTooLong'],
    ['from=2026-02-30&to=2026-03-01', 'report.dateInvalid'],
    ['from=2026-11-20', 'report.dateInvalid'],
    ['to=2026-11-20', 'report.dateInvalid'],
  ])('refuses the range %s', async (query, key) => {
    const res = await get(app, `${consoleReportPaths.pnlDaily}?${query}`, op, 'vi');
    expect(res.code).not.toBe(0);
    expect(res.msg).not.toBe(key);
    expect(res.msg).toBe((await import('@lotus/i18n')).translate('vi', key));
  });

  it('is for roles with report.view: finance reads it, customer service is refused', async () => {
    const finance = await newOperator(app, 'rep_finance', 'finance');
    const service = await newOperator(app, 'rep_service', 'service');
    expect((await get(app, consoleReportPaths.pnlDaily + range, finance)).code).toBe(0);
    expect((await get(app, consoleReportPaths.cashDaily + range, service)).code).not.toBe(0);
  });
});
