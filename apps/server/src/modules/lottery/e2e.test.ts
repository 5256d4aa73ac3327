/**
 * Issue #6 "Done when", end to end through the API: register, deposit approved by an operator,
 * bet on the 1-minute SSC with a normal, a double and a chase order, the draw happens, the verify
 * call re-derives the result, winners are paid exactly the engine's amounts, the win event arrives
 * over MQTT, records show the right statuses, and the ledger balances.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import mqtt, { type MqttClient } from 'mqtt';
import { eq } from 'drizzle-orm';
import {
  consolePaths,
  lotteryPaths,
  memberPaths,
  orderPaths,
  OrderStatus,
  paths,
  PushType,
  pushTopics,
  walletPaths,
  type BetOrder,
  type PlacedOrders,
  type PushEvent,
} from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { orders, wallets } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { verifyIssue } from '../../cli/verify.ts';
import { settleOrder } from '../settlement/service.ts';
import { familyOf, parseDraw } from './families.ts';
import { rulesOf } from './rules.ts';
import { expectMoneyConserved } from '../../../test/money.ts';

const ssc = familyOf('ssc')!;
const play = (code: string) => ssc.plays.find((p) => p.code === code)! as unknown as Play;
const DWD = play('ssc.5x.dwd');
const SUM = play('ssc.dbl.sum');
const ISSUE = '202611211021';

describeApp('lottery operations end to end', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let mq: MqttClient | undefined;
  const received: { topic: string; event: PushEvent }[] = [];
  const clock = ctx.clock;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await mq?.endAsync(true);
  });

  it('runs a member from registration to a paid, verified win', async () => {
    // Register and deposit, approved by an operator.
    const account = `e2e${ctx.target.slice(0, 2)}${Date.now().toString(36).slice(-6)}`;
    const reg = await post(ctx.app, memberPaths.registerDirect, { account, password: 'abc45678x', confirmPassword: 'abc45678x' });
    expect(reg.code, reg.msg).toBe(0);
    const token = await memberToken(ctx.app, account, 'abc45678x');
    const me = await get<{ memberId: string }>(ctx.app, paths.tokenVerify, token);
    const memberId = BigInt(me.data.memberId);
    const pre = await post<{ orderNo: string }>(ctx.app, walletPaths.depositPre, { channelId: 1, amount: '1000' }, token);
    expect(pre.code, pre.msg).toBe(0);
    expect((await post(ctx.app, walletPaths.deposit, { orderNo: pre.data.orderNo, payerName: 'Nguyen Van A' }, token)).code).toBe(0);
    const op = await operatorToken(ctx.app);
    const approved = await post(ctx.app, consolePaths.depositApprove.replace(':orderNo', pre.data.orderNo), {}, op);
    expect(approved.code, approved.msg).toBe(0);
    const balance = async () => (await ctx.db.select().from(wallets).where(eq(wallets.memberId, memberId)))[0]!.balance;
    expect(await balance()).toBe(1_000_000n);

    // The member listens on its own topic and the broadcast.
    const { port } = ctx.app.server.address() as AddressInfo;
    mq = await mqtt.connectAsync(`ws://127.0.0.1:${port}${paths.mqtt}`, { username: 'member', password: token, reconnectPeriod: 0, connectTimeout: 5000 });
    mq.on('message', (topic, payload) => received.push({ topic, event: JSON.parse(payload.toString()) as PushEvent }));
    await mq.subscribeAsync([pushTopics.member(memberId), pushTopics.broadcast], { qos: 1 });

    // A normal, a double and a chase order on the 1-minute SSC.
    await ctx.app.scheduler.tick();
    const line = buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 });
    const normal = await post<PlacedOrders>(ctx.app, orderPaths.normalCreate, { tid: 101, pno: ISSUE, bd: JSON.stringify([line]) }, token);
    expect(normal.code, normal.msg).toBe(0);
    const double = await post<PlacedOrders>(
      ctx.app,
      orderPaths.doubleCreate,
      { tid: 101, pno: ISSUE, 'list.0.playItemId': SUM.id * 10000, 'list.0.betAmount': '50', 'list.0.betCount': 1 },
      token,
    );
    expect(double.code, double.msg).toBe(0);
    const chase = await post<PlacedOrders>(
      ctx.app,
      orderPaths.normalChase,
      { tid: 101, bd: JSON.stringify([{ ...line, t: 2 }]), cd: `${ISSUE},1|202611211022,1`, cm: 1 },
      token,
    );
    expect(chase.code, chase.msg).toBe(0);
    expect(await balance()).toBe(1_000_000n - 20_000n - 50_000n - 80_000n);

    // The draw happens; settlement pays.
    clock.set('2026-11-21T10:01:00Z');
    await ctx.app.scheduler.tick();
    const last = await get<{ issue: string; code: string }>(ctx.app, `${lotteryPaths.lastIssue}?ticketId=101`);
    expect(last.data.issue).toBe(ISSUE);
    const inject = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json();
    expect((await verifyIssue('', 'ssc.1m', ISSUE, inject)).ok).toBe(true);

    const draw = parseDraw(ssc, last.data.code)!;
    const rules = rulesOf({ family: 'ssc', drawKind: 'house', ties: null, odds: null, groupOffset: 0 });
    const rows = await ctx.db.select().from(orders).where(eq(orders.memberId, memberId)).orderBy(orders.id);
    let paid = 0n;
    for (const o of rows.filter((r) => r.issueNo === ISSUE)) {
      const money = settleOrder(o, draw, rules);
      expect(o.winMilli).toBe(money.winMilli);
      paid += money.winMilli + money.refundMilli;
    }
    const chaseRefund = rows.filter((r) => r.kind === 3 && r.issueNo !== ISSUE).reduce((a, r) => a + r.amountMilli, 0n);
    expect(chaseRefund).toBe(40_000n);
    expect(await balance()).toBe(1_000_000n - 150_000n + paid + chaseRefund);

    // The win arrives over MQTT with open status 3.
    const deadline = performance.now() + 5000;
    while (performance.now() < deadline && !received.some((m) => m.event.type === PushType.WIN)) await new Promise((r) => setTimeout(r, 20));
    const win = received.find((m) => m.event.type === PushType.WIN)!;
    expect(win.topic).toBe(pushTopics.member(memberId));
    expect(win.event.data).toMatchObject({ openStatus: 3, ticketId: 101, issue: ISSUE });
    expect(received.some((m) => m.topic === pushTopics.broadcast && m.event.type === PushType.OPEN_PRIZE)).toBe(true);

    // Records show the statuses.
    const list = await get<{ list: BetOrder[] }>(ctx.app, `${orderPaths.orderList}?ticketId=101`, token);
    const byIssue = list.data.list.map((o) => [o.issue, o.status]).sort();
    expect(byIssue).toContainEqual([ISSUE, OrderStatus.WON]);
    expect(byIssue).toContainEqual(['202611211022', OrderStatus.CANCELLED_SYSTEM]);
    expect(list.data.list.find((o) => o.playId === SUM.id)!.status).toBeOneOf([OrderStatus.WON, OrderStatus.NOT_WON]);

    // The ledger balances: every account equals its ledger rows, which chain, and all money sums to zero.
    await expectMoneyConserved(ctx.db);
  });
});
