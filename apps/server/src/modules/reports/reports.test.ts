import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import {
  consoleReportPaths,
  DwKind,
  DwStatus,
  OrderStatus,
  ResultCode,
  type CashDailyReport,
  type MembersDailyReport,
  type PnlByLotteryReport,
  type PnlDailyReport,
  type PnlIssuesReport,
  type PnlPlaysReport,
  type PromotionsDailyReport,
  type RebatesAgentsReport,
  type RebatesDailyReport,
  type TeamsReport,
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
import { dbTargets, openTestDatabase, testConfig } from '../../../test/harness.ts';
import { get, memberToken, operatorToken, testClock } from '../../../test/lottery-helpers.ts';
import { newOperator } from '../../../test/operators.ts';
import { HOUSE } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';

const SSC = familyOf('ssc')!;
const DWD = SSC.plays.find((p) => p.code === 'ssc.5x.dwd')!;
const OTHER_PLAY = SSC.plays.find((p) => p.id !== DWD.id)!;

/**
 * The operators' reports (issue #16) against a few known orders, ledger rows and deposits: every
 * figure to the milli, business days cut at 02:00 Hồ Chí Minh time (19:00 UTC the day before).
 *
 * People: the demo top agent agent01 with demo01 below him (created now, outside the ranges);
 * a second top agent rtop (20th) with rmem below him (21st); rsolo under no agent (registered
 * 01:00 local on the 22nd: still the 21st's business day).
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
    const [agent01] = await db.select().from(members).where(eq(members.account, DEMO.agent.account));
    const person = async (account: string, createdIso: string, parentId: bigint | null, memberType = 1) => {
      const [row] = await db
        .insert(members)
        .values({ account, passwordHash: 'x', parentId, memberType, createdAt: new Date(createdIso) })
        .returning();
      return row!.id;
    };
    const rtop = await person('rtop', '2026-11-20T05:00:00Z', null, 2);
    const rmem = await person('rmem', '2026-11-21T03:00:00Z', rtop);
    const rsolo = await person('rsolo', '2026-11-21T18:00:00Z', null);
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
    // The 22nd: rmem and rsolo bet on another play.
    const d = await issue(first!.id, 'R-D', '2026-11-22T05:00:00Z');
    let n = 0;
    const order = (
      i: typeof a,
      status: number,
      amountMilli: bigint,
      winMilli = 0n,
      refundMilli = 0n,
      who = memberId,
      playId = DWD.id,
    ) => ({
      memberId: who,
      lotteryId: i.lotteryId,
      issueId: i.id,
      issueNo: i.issueNo,
      kind: 1,
      playId,
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
        order(d, OrderStatus.NOT_WON, 4_000n, 0n, 0n, rmem, OTHER_PLAY.id),
        order(d, OrderStatus.UNSETTLED, 3_000n, 0n, 0n, rmem, OTHER_PLAY.id),
        order(d, OrderStatus.WON, 1_000n, 1_950n, 0n, rsolo, OTHER_PLAY.id),
      ]);
    await db.insert(promoValidBets).values([
      { memberId, day: '2026-11-20', validMilli: 17_551n },
      { memberId, day: '2026-11-21', validMilli: 60_000n },
      { memberId, day: '2026-11-22', validMilli: 1_000n },
    ]);
    // House payouts (house row and member row of one move): a rebate and a weekly bonus on the
    // 21st; on the 22nd a sign-in prize at 02:00, an invite prize, a level-up bonus, rebates to
    // rtop and rsolo and a reversal of 0.007 of agent01's.
    const pay = async (house: string, type: string, amount: bigint, atIso: string, to: bigint) => {
      const [move] = await db
        .insert(moneyMoves)
        .values({
          idempotencyKey: `r:${house}:${type}:${to}:${atIso}`,
          type,
          amount: amount < 0n ? -amount : amount,
        })
        .returning();
      await db.insert(ledger).values([
        {
          moveId: move!.id,
          houseCode: house,
          houseShard: 0,
          type,
          amount: -amount,
          balanceBefore: 0n,
          balanceAfter: -amount,
          createdAt: new Date(atIso),
        },
        {
          moveId: move!.id,
          memberId: to,
          type,
          amount,
          balanceBefore: 1_000_000n,
          balanceAfter: 1_000_000n + amount,
          createdAt: new Date(atIso),
        },
      ]);
    };
    await pay(HOUSE.rebates, 'rebate', 123n, '2026-11-21T05:00:00Z', memberId);
    await pay(HOUSE.bonuses, 'vip_week', 18_000n, '2026-11-21T18:59:59Z', memberId);
    await pay(HOUSE.bonuses, 'sign_prize', 5_000n, '2026-11-21T19:00:00Z', rsolo);
    await pay(HOUSE.bonuses, 'invite_prize', 2_500n, '2026-11-22T04:00:00Z', rmem);
    await pay(HOUSE.bonuses, 'vip_up', 1_000n, '2026-11-22T04:00:00Z', rmem);
    await pay(HOUSE.rebates, 'rebate', 40n, '2026-11-22T06:00:00Z', rtop);
    await pay(HOUSE.rebates, 'rebate', 10n, '2026-11-22T06:00:00Z', rsolo);
    await pay(HOUSE.rebates, 'rebate_reversal', -7n, '2026-11-22T07:00:00Z', agent01!.id);
    const dw = (
      orderNo: string,
      kind: number,
      status: number,
      amount: bigint,
      reviewedIso: string,
      fee = 0n,
      who = memberId,
    ) => ({
      orderNo,
      memberId: who,
      kind,
      status,
      amount,
      fee,
      actualAmount: amount - fee,
      requestKey: orderNo,
      reviewedAt: new Date(reviewedIso),
    });
    await db.insert(dwOrders).values([
      dw('RD1', DwKind.DEPOSIT, DwStatus.COMPLETED, 250_000n, '2026-11-20T12:00:00Z'),
      dw('RD2', DwKind.DEPOSIT, DwStatus.COMPLETED, 100_500n, '2026-11-21T01:00:00Z'),
      dw('RD3', DwKind.DEPOSIT, DwStatus.REJECTED, 999_000n, '2026-11-21T01:00:00Z'),
      dw('RW1', DwKind.WITHDRAWAL, DwStatus.COMPLETED, 80_000n, '2026-11-21T10:00:00Z', 1_500n),
      // rsolo's first deposit was on the 10th; rmem's first is the 30.000 of the 22nd.
      dw('RD0', DwKind.DEPOSIT, DwStatus.COMPLETED, 9_000n, '2026-11-10T10:00:00Z', 0n, rsolo),
      dw('RD4', DwKind.DEPOSIT, DwStatus.COMPLETED, 30_000n, '2026-11-22T10:00:00Z', 0n, rmem),
      dw('RD5', DwKind.DEPOSIT, DwStatus.COMPLETED, 20_000n, '2026-11-22T11:00:00Z', 0n, rmem),
      dw('RD6', DwKind.DEPOSIT, DwStatus.COMPLETED, 5_000n, '2026-11-22T12:00:00Z', 0n, rsolo),
      dw('RD7', DwKind.DEPOSIT, DwStatus.REJECTED, 7_000n, '2026-11-21T12:00:00Z', 0n, rsolo),
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
    expect(res.data.total.bets).toBe('122.551');
  });

  const wide = '?from=2026-11-20&to=2026-11-22';

  it('P&L by issue: one lottery’s issues with settled orders, newest first, paged; unknown lottery refused', async () => {
    const [first] = await database.db.select().from(lotteries).orderBy(asc(lotteries.id)).limit(1);
    const url = (q: string) => `${consoleReportPaths.pnlIssues}${wide}&lotteryId=${first!.id}&${q}`;
    const one = await get<PnlIssuesReport>(app, url('size=2'), op);
    expect(one.code, one.msg).toBe(0);
    expect([one.data.total, one.data.page, one.data.size, one.data.lotteryCode]).toEqual([
      3,
      1,
      2,
      first!.code,
    ]);
    expect(one.data.list).toEqual([
      {
        issue: 'R-D',
        status: 3,
        result: null,
        closedAt: '2026-11-22T05:00:00.000Z',
        orders: 2,
        bets: '5.000',
        prizes: '1.950',
        ggr: '3.050',
      },
      {
        issue: 'R-B',
        status: 3,
        result: null,
        closedAt: '2026-11-20T18:59:59.000Z',
        orders: 1,
        bets: '2.001',
        prizes: '0.000',
        ggr: '2.001',
      },
    ]);
    const two = await get<PnlIssuesReport>(app, url('size=2&page=2'), op);
    expect(two.data.list.map((r) => [r.issue, r.orders, r.bets, r.prizes, r.ggr])).toEqual([
      ['R-A', 2, '15.550', '19.500', '-3.950'],
    ]);
    const unknown = await get(app, `${consoleReportPaths.pnlIssues}${wide}&lotteryId=999999`, op, 'zh');
    expect(unknown.msg).toBe((await import('@lotus/i18n')).translate('zh', 'lottery.notFound'));
    const missing = await get(app, `${consoleReportPaths.pnlIssues}${wide}`, op);
    expect(missing.code).not.toBe(0);
    const big = await get(app, url('size=51'), op, 'vi');
    expect(big.msg).toBe((await import('@lotus/i18n')).translate('vi', 'report.pageInvalid'));
  });

  it('P&L by play: largest stakes first, named by the engine’s catalogue keys; one lottery', async () => {
    const res = await get<PnlPlaysReport>(app, consoleReportPaths.pnlPlays + wide, op);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.total).toBe(2);
    expect(res.data.list).toEqual([
      {
        playId: DWD.id,
        family: 'ssc',
        familyKey: SSC.nameKey,
        groupKey: expect.stringMatching(/^play\.sub\./),
        nameKey: DWD.nameKey,
        orders: 4,
        bets: '117.551',
        prizes: '20.499',
        ggr: '97.052',
      },
      {
        playId: OTHER_PLAY.id,
        family: 'ssc',
        familyKey: SSC.nameKey,
        groupKey: expect.stringMatching(/^play\.sub\./),
        nameKey: OTHER_PLAY.nameKey,
        orders: 2,
        bets: '5.000',
        prizes: '1.950',
        ggr: '3.050',
      },
    ]);
    const [, second] = await database.db.select().from(lotteries).orderBy(asc(lotteries.id)).limit(2);
    const one = await get<PnlPlaysReport>(
      app,
      `${consoleReportPaths.pnlPlays}${wide}&lotteryId=${second!.id}`,
      op,
    );
    expect(one.data.list.map((r) => [r.playId, r.orders, r.bets])).toEqual([[DWD.id, 1, '100.000']]);
    const paged = await get<PnlPlaysReport>(app, `${consoleReportPaths.pnlPlays}${wide}&size=1&page=2`, op);
    expect([paged.data.total, paged.data.list.map((r) => r.playId)]).toEqual([2, [OTHER_PLAY.id]]);
  });

  it('rebates by day (net of a reversal) and by top agent; the totals are the P&L’s rebates', async () => {
    const daily = await get<RebatesDailyReport>(app, consoleReportPaths.rebatesDaily + wide, op);
    expect(daily.code, daily.msg).toBe(0);
    expect(daily.data.rows).toEqual([
      { day: '2026-11-20', amount: '0.000', recipients: 0 },
      { day: '2026-11-21', amount: '0.123', recipients: 1 },
      { day: '2026-11-22', amount: '0.043', recipients: 2 },
    ]);
    expect(daily.data.total).toEqual({ amount: '0.166', recipients: 3 });
    const pnl = await get<PnlDailyReport>(app, consoleReportPaths.pnlDaily + wide, op);
    expect(pnl.data.total.rebates).toBe(daily.data.total.amount);
    const agents = await get<RebatesAgentsReport>(app, consoleReportPaths.rebatesAgents + wide, op);
    expect(agents.code, agents.msg).toBe(0);
    expect(agents.data.list.map(({ agentId: _id, ...r }) => r)).toEqual([
      { account: DEMO.agent.account, amount: '0.116', recipients: 1, own: '-0.007' },
      { account: 'rtop', amount: '0.040', recipients: 1, own: '0.040' },
    ]);
    expect([agents.data.total, agents.data.direct, agents.data.whole]).toEqual([
      2,
      { amount: '0.010', recipients: 1 },
      { amount: '0.166', recipients: 3 },
    ]);
    const second = await get<RebatesAgentsReport>(
      app,
      `${consoleReportPaths.rebatesAgents}${wide}&size=1&page=2`,
      op,
    );
    expect(second.data.list.map((r) => r.account)).toEqual(['rtop']);
  });

  it('promotion cost by day and kind, and it is the P&L’s promotion cost', async () => {
    const res = await get<PromotionsDailyReport>(app, consoleReportPaths.promotionsDaily + wide, op);
    expect(res.code, res.msg).toBe(0);
    const zero = {
      up: '0.000',
      week: '0.000',
      month: '0.000',
      sign: '0.000',
      invite: '0.000',
      other: '0.000',
    };
    expect(res.data.rows).toEqual([
      { day: '2026-11-20', ...zero, total: '0.000', recipients: 0 },
      { day: '2026-11-21', ...zero, week: '18.000', total: '18.000', recipients: 1 },
      {
        day: '2026-11-22',
        ...zero,
        up: '1.000',
        sign: '5.000',
        invite: '2.500',
        total: '8.500',
        recipients: 2,
      },
    ]);
    expect(res.data.total).toEqual({
      ...zero,
      up: '1.000',
      week: '18.000',
      sign: '5.000',
      invite: '2.500',
      total: '26.500',
      recipients: 3,
    });
    const pnl = await get<PnlDailyReport>(app, consoleReportPaths.pnlDaily + wide, op);
    expect(pnl.data.rows.map((r) => r.promotionCost)).toEqual(res.data.rows.map((r) => r.total));
  });

  it('members by day: registrations, active, depositors, first deposits (a deposit before the range is not a first)', async () => {
    const res = await get<MembersDailyReport>(app, consoleReportPaths.membersDaily + wide, op);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.rows).toEqual([
      {
        day: '2026-11-20',
        newMembers: 1,
        newAgents: 1,
        active: 1,
        depositors: 1,
        firstDeposits: 1,
        firstDepositAmount: '250.000',
      },
      {
        day: '2026-11-21',
        newMembers: 2,
        newAgents: 0,
        active: 1,
        depositors: 1,
        firstDeposits: 0,
        firstDepositAmount: '0.000',
      },
      {
        day: '2026-11-22',
        newMembers: 0,
        newAgents: 0,
        active: 2,
        depositors: 2,
        firstDeposits: 1,
        firstDepositAmount: '30.000',
      },
    ]);
    // demo01 is active on two days and deposits on two: counted once over the range.
    expect(res.data.total).toEqual({
      newMembers: 3,
      newAgents: 1,
      active: 3,
      depositors: 3,
      firstDeposits: 2,
      firstDepositAmount: '280.000',
    });
  });

  it('teams: per top agent, largest stakes first, paged; members under no agent apart; they add up to the P&L', async () => {
    const res = await get<TeamsReport>(app, consoleReportPaths.teams + wide, op);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.total).toBe(2);
    expect(res.data.list.map(({ agentId: _id, ...r }) => r)).toEqual([
      {
        account: DEMO.agent.account,
        members: 2,
        newMembers: 0,
        active: 1,
        bets: '117.551',
        prizes: '20.499',
        ggr: '97.052',
        rebates: '0.116',
        net: '96.936',
      },
      {
        account: 'rtop',
        members: 2,
        newMembers: 2,
        active: 1,
        bets: '4.000',
        prizes: '0.000',
        ggr: '4.000',
        rebates: '0.040',
        net: '3.960',
      },
    ]);
    expect(res.data.direct).toEqual({
      members: 1,
      newMembers: 1,
      active: 1,
      bets: '1.000',
      prizes: '1.950',
      ggr: '-0.950',
      rebates: '0.010',
      net: '-0.960',
    });
    const pnl = await get<PnlDailyReport>(app, consoleReportPaths.pnlDaily + wide, op);
    expect(pnl.data.total.bets).toBe('122.551');
    const page2 = await get<TeamsReport>(app, `${consoleReportPaths.teams}${wide}&size=1&page=2`, op);
    expect(page2.data.list.map((r) => r.account)).toEqual(['rtop']);
  });

  it.each([
    ['from=2026-11-21&to=2026-11-20', 'report.rangeInvalid'],
    ['from=2026-01-01&to=2026-11-20', 'report.rangeTooLong'],
    ['from=2026-02-30&to=2026-03-01', 'report.dateInvalid'],
    ['from=2026-11-20', 'report.dateInvalid'],
    ['to=2026-11-20', 'report.dateInvalid'],
  ])('refuses the range %s on every report', async (query, key) => {
    for (const path of Object.values(consoleReportPaths)) {
      const res = await get(app, `${path}?${query}&lotteryId=1`, op, 'vi');
      expect(res.code, path).not.toBe(0);
      expect(res.msg, path).toBe((await import('@lotus/i18n')).translate('vi', key));
    }
    const res = await get(app, `${consoleReportPaths.pnlDaily}?${query}`, op, 'vi');
    expect(res.code).not.toBe(0);
    expect(res.msg).not.toBe(key);
    expect(res.msg).toBe((await import('@lotus/i18n')).translate('vi', key));
  });

  it('is for roles with report.view: finance reads them; a member token and customer service get 403', async () => {
    const finance = await newOperator(app, 'rep_finance', 'finance');
    const service = await newOperator(app, 'rep_service', 'service');
    const member = await memberToken(app);
    for (const path of Object.values(consoleReportPaths)) {
      const url = `${path}${range}&lotteryId=101`;
      expect((await get(app, url, finance)).code, path).toBe(0);
      for (const token of [member, service]) {
        const res = await app.inject({ method: 'GET', url, headers: { token } });
        expect(res.statusCode, path).toBe(403);
        expect(res.json().code, path).toBe(ResultCode.FORBIDDEN);
      }
    }
  });
});
