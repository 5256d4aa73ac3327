import { beforeAll, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ChaseStatus,
  chasePaths,
  lotteryPaths,
  type ChaseSummary,
  orderPaths,
  OrderStatus,
  PushType,
  pushTopics,
  type BetOrder,
  type DrawVerification,
  type PlacedOrders,
  type PushEvent,
} from '@lotus/contracts';
import { buildBetLine, rebateMilli, type Play } from '@lotus/engine';
import { members, orders, wallets } from '../../db/schema.ts';
import { DEMO } from '../../seed.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { totalBalance } from '../ledger/service.ts';
import { familyOf, parseDraw } from '../lottery/families.ts';
import { rulesOf } from '../lottery/rules.ts';
import { settleOrder } from '../settlement/service.ts';

const ssc = familyOf('ssc')!;
const play = (code: string) => ssc.plays.find((p) => p.code === code)! as unknown as Play;
const DWD = play('ssc.5x.dwd');
const SUM = play('ssc.dbl.sum');
const ALL_DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** 定位胆 with every digit on 万: exactly one winning bet whatever the draw. */
const sureLine = (multiple = 1, lineNo = 1) =>
  buildBetLine({ play: DWD, selection: { rows: [ALL_DIGITS, [], [], [], []] }, mode: 1, multiple, lineNo });

describeApp('orders, draw and settlement', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let token: string;
  let memberId: bigint;
  let agentId: bigint;
  const clock = ctx.clock;
  const ISSUE = '202611211021';
  const events: { topic: string; event: PushEvent }[] = [];
  const balanceOf = async (id: bigint) => (await ctx.db.select().from(wallets).where(eq(wallets.memberId, id)))[0]!.balance;

  beforeAll(async () => {
    const publish = ctx.app.deps.push.publish.bind(ctx.app.deps.push);
    vi.spyOn(ctx.app.deps.push, 'publish').mockImplementation(async (topic, event) => {
      events.push({ topic, event });
      return publish(topic, event);
    });
    await ctx.app.scheduler.tick();
    token = await memberToken(ctx.app);
    memberId = (await ctx.db.select().from(members).where(eq(members.account, DEMO.member.account)))[0]!.id;
    agentId = (await ctx.db.select().from(members).where(eq(members.account, DEMO.agent.account)))[0]!.id;
  });

  const normal = (extra: Record<string, string | number> = {}, lines = [sureLine()]) =>
    post<PlacedOrders>(ctx.app, orderPaths.normalCreate, { tid: 101, pno: ISSUE, bd: JSON.stringify(lines), ...extra }, token);

  it('places a normal bet: engine-validated, stake debited, order written', async () => {
    const res = await normal({ key: 'order-key-0001' });
    expect(res).toMatchObject({ code: 0, data: { amount: '20.000', balance: '9980.000' } });
    expect(res.data.orderIds).toHaveLength(1);
    // A retry with the same client key places nothing new.
    const retry = await normal({ key: 'order-key-0001', confirm: 1 });
    expect(retry.data).toEqual({ ...res.data, balance: '9980.000' });
    expect(await balanceOf(memberId)).toBe(9_980_000n);
    expect(events.some((e) => e.topic === pushTopics.broadcast && e.event.type === PushType.RECENT_BET)).toBe(true);
  });

  it('asks for confirmation of the same content within 10 seconds', async () => {
    const dup = await normal();
    expect(dup).toEqual({
      code: 1002,
      msg: 'You placed the same bet less than 10 seconds ago. Place it again?',
      data: { duplicate: true },
    });
    const confirmed = await normal({ confirm: 1 });
    expect(confirmed.code).toBe(0);
    clock.advance(11_000);
    expect((await normal()).code).toBe(0);
  });

  it('refuses bad lines, out-of-range stakes, missing money, closed issues and suspended lotteries, in the member language', async () => {
    const wrongCount = { ...sureLine(), c: 9 };
    expect((await normal({ confirm: 1 }, [wrongCount])).msg).toBe('The number of bets does not match the selection');
    const badPick = { ...sureLine(), b: '0,0|||' };
    expect((await normal({ confirm: 1 }, [badPick])).msg).toContain('Invalid selection');
    expect((await normal({ confirm: 1 }, [{ ...sureLine(), i: SUM.id }])).msg).toBe('This play is not available for this lottery');
    const broke = await normal({ confirm: 1 }, [sureLine(600)]);
    expect(broke.msg).toBe('Your Balance Is Insufficient, Please Go To Deposit');
    const vi = await post(ctx.app, orderPaths.normalCreate, { tid: 101, pno: ISSUE, bd: JSON.stringify([sureLine(600)]), confirm: 1 }, token, 'vi');
    expect(vi.msg).toBe('Số dư của bạn không đủ, vui lòng nạp tiền');
    expect((await normal({ confirm: 1 }, [sureLine(60_000)])).msg).toBe('Beyond The Bonus Range');
    const past = await post(ctx.app, orderPaths.normalCreate, { tid: 101, pno: '202611211020', bd: JSON.stringify([sureLine()]) }, token);
    expect(past.msg).toBe('This issue does not exist');
    const op = await operatorToken(ctx.app);
    await post(ctx.app, lotteryPaths.consoleSuspend, { ticketId: 101, suspended: 'true' }, op);
    expect((await normal({ confirm: 1 })).msg).toBe('The Lottery Type Is Suspended, Please Try Again Later');
    await post(ctx.app, lotteryPaths.consoleSuspend, { ticketId: 101, suspended: 'false' }, op);
    expect(await balanceOf(memberId)).toBe(9_940_000n);
  });

  it('places double (two-sided) bets with amounts in the lottery range', async () => {
    const list = (amount: string) => ({
      tid: 101,
      pno: ISSUE,
      'list.0.playItemId': SUM.id * 10000,
      'list.0.betAmount': amount,
      'list.0.betCount': 1,
      'list.1.playItemId': SUM.id * 10000 + 1,
      'list.1.betAmount': amount,
      'list.1.betCount': 1,
    });
    expect((await post(ctx.app, orderPaths.doubleCreate, list('0.5'), token)).msg).toBe('Inconsistent Betting Interval');
    const res = await post<PlacedOrders>(ctx.app, orderPaths.doubleCreate, list('10'), token);
    expect(res).toMatchObject({ code: 0, data: { amount: '20.000' } });
    expect(res.data.orderIds).toHaveLength(2);
  });

  it('places a chase over three issues, debited up front', async () => {
    const res = await post<PlacedOrders & { chaseId: string }>(
      ctx.app,
      orderPaths.normalChase,
      { tid: 101, bd: JSON.stringify([sureLine()]), cd: `${ISSUE},1|202611211022,2|202611211023,3`, cm: 1 },
      token,
    );
    expect(res).toMatchObject({ code: 0, data: { amount: '120.000' } });
    expect(res.data.orderIds).toHaveLength(3);
    expect(res.data.chaseId).toMatch(/^\d+$/);
    const bad = await post(ctx.app, orderPaths.normalChase, { tid: 101, bd: JSON.stringify([sureLine()]), cd: '202611211022,1', cm: 1, confirm: 1 }, token);
    expect(bad.msg).toBe('The chase plan is invalid or includes an issue that is not for sale');
  });

  it('lets the member cancel before sales close, once', async () => {
    const placed = await normal({ confirm: 1 }, [sureLine(2)]);
    const before = await balanceOf(memberId);
    const res = await post(ctx.app, orderPaths.cancel, { orderId: placed.data.orderIds[0]! }, token);
    expect(res).toMatchObject({ code: 0 });
    expect(await balanceOf(memberId)).toBe(before + 40_000n);
    expect((await post(ctx.app, orderPaths.cancel, { orderId: placed.data.orderIds[0]! }, token)).msg).toBe('This order can no longer be cancelled');
    expect((await post(ctx.app, orderPaths.cancel, { orderId: '999999' }, token)).msg).toBe('This order does not exist');
  });

  it('closes, draws and settles once: wins by the engine, rebates up the chain, chase stopped after the win, pushes', async () => {
    const turnoverOf = async (id: bigint) =>
      (await ctx.db.select().from(wallets).where(eq(wallets.memberId, id)))[0]!.turnoverMilli;
    const turnoverBefore = await turnoverOf(memberId);
    const memberBefore = await balanceOf(memberId);
    const agentBefore = await balanceOf(agentId);
    clock.set('2026-11-21T10:01:00Z');
    const report = await ctx.app.scheduler.tick();
    expect(report.settledOrders).toBeGreaterThan(0);
    const last = await get<{ issue: string; code: string }>(ctx.app, `${lotteryPaths.lastIssue}?ticketId=101`);
    expect(last.data.issue).toBe(ISSUE);
    const draw = parseDraw(ssc, last.data.code)!;
    const verify = await get<DrawVerification>(ctx.app, `${lotteryPaths.verifyDraw}?ticketId=101&issue=${ISSUE}`);
    expect(verify.data.checks).toEqual({ commitmentMatches: true, chainMatches: true, resultMatches: true });

    const rows = await ctx.db.select().from(orders).where(eq(orders.memberId, memberId)).orderBy(orders.id);
    const rules = rulesOf({ family: 'ssc', drawKind: 'house', ties: null, odds: null, groupOffset: 0 });
    let expectedCredit = 0n;
    let expectedRebate = 0n;
    for (const o of rows) {
      if (o.issueNo !== ISSUE || o.status === OrderStatus.CANCELLED_SELF) continue;
      const money = settleOrder(o, draw, rules);
      expect(o.winMilli).toBe(money.winMilli);
      expect(o.status).toBe(money.winMilli > 0n ? OrderStatus.WON : OrderStatus.NOT_WON);
      expectedCredit += money.winMilli + money.refundMilli;
      if (o.kind !== 2) expectedRebate += rebateMilli(o.amountMilli - money.refundMilli, 1960, 1950);
    }
    // 定位胆 with every digit always wins once: 2 yuan × 1950/2000 × 10 = 19.5 per bet-yuan-multiple.
    const sure = rows.find((o) => o.issueNo === ISSUE && o.kind === 1)!;
    expect(sure.winMilli).toBe(19_500n);
    // Exactly one of 大 / 小 wins, at 1.98.
    const doubles = rows.filter((o) => o.kind === 2);
    expect(doubles.map((o) => o.winMilli).sort()).toEqual([0n, 19_800n]);
    // The chase won on its first issue and stops: the other two are cancelled by the system and refunded.
    const chase = rows.filter((o) => o.kind === 3);
    expect(chase.map((o) => o.status)).toEqual([OrderStatus.WON, OrderStatus.CANCELLED_SYSTEM, OrderStatus.CANCELLED_SYSTEM]);
    const chaseRefund = chase.slice(1).reduce((a, o) => a + o.amountMilli, 0n);
    expect(await balanceOf(memberId)).toBe(memberBefore + expectedCredit + chaseRefund);
    expect(await balanceOf(agentId)).toBe(agentBefore + expectedRebate);
    expect(expectedRebate).toBeGreaterThan(0n);
    await ctx.db.transaction(async (tx) => expect(await totalBalance(tx)).toBe(0n));
    // The valid bet (settled stakes less refunds) counts as the member's betting turnover for
    // withdrawals; the 大 and 小 of equal amounts on one position cancel out (issue #15).
    expect(doubles[0]!.amountMilli).toBe(doubles[1]!.amountMilli);
    const settledStake = rows
      .filter((o) => o.issueNo === ISSUE && o.kind !== 2 && (o.status === OrderStatus.WON || o.status === OrderStatus.NOT_WON))
      .reduce((a, o) => a + o.amountMilli - o.refundMilli, 0n);
    expect(settledStake).toBeGreaterThan(0n);
    expect((await turnoverOf(memberId)) - turnoverBefore).toBe(settledStake);

    const wins = events.filter((e) => e.topic === pushTopics.member(memberId) && e.event.type === PushType.WIN);
    expect(wins.length).toBe(rows.filter((o) => o.status === OrderStatus.WON).length);
    expect(wins[0]!.event.data).toMatchObject({ openStatus: 3, issue: ISSUE, ticketId: 101 });
    expect(events.some((e) => e.topic === pushTopics.member(memberId) && e.event.type === PushType.BALANCE)).toBe(true);
    expect(events.some((e) => e.topic === pushTopics.broadcast && e.event.type === PushType.OPEN_PRIZE && e.event.data.issue === ISSUE)).toBe(true);

    // Settling again pays nothing twice.
    const again = await ctx.app.scheduler.tick();
    expect(again.settledOrders).toBe(0);
    expect(await balanceOf(memberId)).toBe(memberBefore + expectedCredit + chaseRefund);
  });

  it('lists chase issues, chases and their plans, and cancels a plan number or the rest of a chase', async () => {
    const next = await post<{ issue: string }[]>(ctx.app, chasePaths.traceIssues, { ticketId: 101, num: 3 }, token);
    expect(next.data.map((i) => i.issue)).toEqual(['202611211022', '202611211023', '202611211024']);
    const cd = next.data.map((i) => `${i.issue},1`).join('|');
    const placed = await post<PlacedOrders & { chaseId: string }>(ctx.app, orderPaths.normalChase, { tid: 101, bd: JSON.stringify([sureLine(1, 1)]), cd, cm: 0, confirm: 1 }, token);
    expect(placed.code).toBe(0);
    const chaseId = placed.data.chaseId;
    const before = await balanceOf(memberId);
    const one = await post<{ cancelled: number; refund: string }>(ctx.app, chasePaths.cancelByPlanNo, { chaseId, planNo: '202611211024' }, token);
    expect(one.data).toMatchObject({ cancelled: 1, refund: '20.000' });
    expect((await post(ctx.app, chasePaths.cancelByPlanNo, { chaseId, planNo: '202611211024' }, token)).msg).toBe('This order can no longer be cancelled');
    const rest = await post<{ cancelled: number }>(ctx.app, chasePaths.cancelByChaseId, { chaseId }, token);
    expect(rest.data.cancelled).toBe(2);
    expect(await balanceOf(memberId)).toBe(before + 60_000n);
    const other = await memberToken(ctx.app, DEMO.agent.account, DEMO.agent.password);
    expect((await post(ctx.app, chasePaths.cancelByChaseId, { chaseId }, other)).msg).toBe('This order does not exist');
    const list = await post<{ total: number; list: ChaseSummary[] }>(ctx.app, chasePaths.traceList, { ticketId: 101 }, token);
    expect(list.data.total).toBe(2);
    expect(list.data.list[0]).toMatchObject({ chaseId, issueCount: 3, cancelledCount: 3, status: ChaseStatus.STOPPED, stopOnWin: false, totalAmount: '60.000' });
    // The first chase stopped after its win on the first issue.
    expect(list.data.list[1]).toMatchObject({ status: ChaseStatus.STOPPED, settledCount: 1, cancelledCount: 2, winAmount: '19.500' });
    const detail = await post<{ plans: { planNo: string; status: number }[] }>(ctx.app, chasePaths.traceDetail, { chaseId }, token);
    expect(detail.data.plans.map((p) => [p.planNo, p.status])).toEqual([
      ['202611211022', OrderStatus.CANCELLED_SELF],
      ['202611211023', OrderStatus.CANCELLED_SELF],
      ['202611211024', OrderStatus.CANCELLED_SELF],
    ]);
    await ctx.db.transaction(async (tx) => expect(await totalBalance(tx)).toBe(0n));
  });

  it('shows records with statuses, amounts and profit', async () => {
    const list = await get<{ total: number; list: BetOrder[] }>(ctx.app, `${orderPaths.orderList}?ticketId=101&pageSize=100`, token);
    expect(list.code).toBe(0);
    expect(list.data.total).toBe(list.data.list.length);
    const won = list.data.list.find((o) => o.status === OrderStatus.WON && o.content.startsWith('0,1,2'))!;
    // Ten bets of 2 on the first position: one winning bet pays 19.5 for its 2, odds 9.75.
    expect(won).toMatchObject({ issue: ISSUE, lottery: '1-Minute SSC', openStatus: 3, winAmount: '19.500', possibleWin: '19.500', odds: '9.750' });
    expect(won.openCode).toMatch(/^\d( \d){4}$/);
    // Positional picks: empty positions read as a dash, not as the wire's empty rows.
    expect(won.content).toBe('0,1,2,3,4,5,6,7,8,9|-|-|-|-');
    const dbl = list.data.list.filter((o) => o.playId === SUM.id).map((o) => [o.content, o.odds, o.amount]);
    expect(dbl.sort()).toEqual([
      ['Sum Big', '1.980', '10.000'],
      ['Sum Small', '1.980', '10.000'],
    ]);
    const detail = await post<BetOrder>(ctx.app, orderPaths.orderDetail, { orderId: won.orderId }, token);
    expect(detail.data).toEqual(won);
    const other = await memberToken(ctx.app, DEMO.agent.account, DEMO.agent.password);
    expect((await post(ctx.app, orderPaths.orderDetail, { orderId: won.orderId }, other)).msg).toBe('This order does not exist');
    const top = await post<BetOrder[]>(ctx.app, orderPaths.ordersTop, {}, token);
    expect(top.data.map((o) => o.orderId)).toEqual(list.data.list.slice(0, 10).map((o) => o.orderId));
    const playDetail = await post<BetOrder & { rule: string; levels: { level: string }[]; selection: unknown }>(ctx.app, orderPaths.betPlayDetail, { orderId: won.orderId }, token);
    expect(playDetail.data).toMatchObject({ orderId: won.orderId, levels: [{ level: 'direct1' }], selection: { rows: [ALL_DIGITS, [], [], [], []] } });
    expect(playDetail.data.rule.length).toBeGreaterThan(0);
    const quota = await get<{ maxLines: number; maxStake: string }>(ctx.app, `${lotteryPaths.mixQuota}?ticketId=101`, token);
    expect(quota.data).toMatchObject({ maxLines: 100, maxStake: '1000000.000' });
    const recent = await get<{ ticketId: number }[]>(ctx.app, lotteryPaths.recentPlay, token);
    expect(recent.data.map((r) => r.ticketId)).toEqual([101]);
    const count = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(count[0]!.n).toBeGreaterThan(5);
  });
});
