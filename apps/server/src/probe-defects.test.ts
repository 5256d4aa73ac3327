import { beforeAll, expect, it } from 'vitest';
import {
  accountAliasPaths,
  agentPaths,
  chasePaths,
  lotteryPaths,
  memberPaths,
  orderPaths,
  type PlacedOrders,
  securityPaths,
  walletPaths,
} from '@lotus/contracts';
import { LANGUAGES } from '@lotus/i18n';
import { buildBetLine, type Play } from '@lotus/engine';
import { describeApp } from '../test/app.ts';
import { form, FORM } from '../test/harness.ts';
import { get, memberToken, post, testClock } from '../test/lottery-helpers.ts';
import { familyOf } from './modules/lottery/families.ts';

/** The defects an outside probe of the API found (issue #19), each pinned by a test. */
const ssc = familyOf('ssc')!;
const play = (code: string) => ssc.plays.find((p) => p.code === code)! as unknown as Play;
const DWD = play('ssc.5x.dwd');
const SUM = play('ssc.dbl.sum');
const sureLine = (multiple = 1) =>
  buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple, lineNo: 1 });

describeApp('defects found by the API probe', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let token: string;
  const ISSUE = '202611211021';

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    token = await memberToken(ctx.app);
  });

  it('refuses ids past the bigint range as invalid data naming the field, never HTTP 500 (issue #26: the earlier six and six more)', async () => {
    const agent = await memberToken(ctx.app, 'agent01', 'lotus2468');
    for (const huge of ['9223372036854775808', '9999999999999999999', '18446744073709551616']) {
      const calls: [string, string, string, Record<string, string>, string][] = [
        ['POST', orderPaths.cancel, token, { orderId: huge }, 'orderId'],
        ['POST', orderPaths.orderDetail, token, { orderId: huge }, 'orderId'],
        ['POST', orderPaths.betPlayDetail, token, { orderId: huge }, 'orderId'],
        ['POST', chasePaths.traceDetail, token, { chaseId: huge }, 'chaseId'],
        ['POST', chasePaths.cancelByChaseId, token, { chaseId: huge }, 'chaseId'],
        ['POST', chasePaths.cancelByPlanNo, token, { chaseId: huge, planNo: ISSUE }, 'chaseId'],
        ['DELETE', agentPaths.inviteDelete.replace(':id', huge), agent, {}, 'id'],
        ['POST', agentPaths.rebateUpdate, agent, { memberId: huge, group: '1900' }, 'memberId'],
        ['POST', agentPaths.quotaGive, agent, { memberId: huge, group: '1950', count: '1' }, 'memberId'],
        ['POST', agentPaths.quotaRevoke, agent, { memberId: huge, group: '1950', count: '1' }, 'memberId'],
        ['GET', `${walletPaths.memberSummary}?memberId=${huge}`, agent, {}, 'memberId'],
        ['POST', securityPaths.sessionsEnd, token, { id: huge }, 'id'],
      ];
      for (const [method, url, who, values, field] of calls) {
        const withBody = method === 'POST';
        const res = await ctx.app.inject({ method: method as 'POST', url, headers: { ...(withBody ? FORM : {}), lang: 'en', token: who }, payload: withBody ? form(values) : undefined });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        const body = res.json() as { code: number; msg: string };
        expect([body.code, body.msg], url).toEqual([1001, `Invalid input: ${field}`]);
      }
    }
  });

  it('refuses lottery ids past the int range in a list of lotteries, never HTTP 500 (found by the fuzz suite)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${lotteryPaths.currentSaleIssueList}?ticketIds=9223372036854775808`, headers: { lang: 'en' } });
    expect(res.statusCode).toBeLessThan(500);
    expect((res.json() as { code: number }).code).not.toBe(0);
  });

  it("refuses a two-sided stake outside the member's own range when his limit is on", async () => {
    const save = (values: Record<string, string | number>) => post(ctx.app, memberPaths.userConfSave, values, token);
    expect((await save({ doubleLimitStatus: 1, selectConfigId: 2 })).code).toBe(0); // range 2: 10 – 100,000
    const bet = (amount: string, extra: Record<string, string | number> = {}) =>
      post<PlacedOrders>(ctx.app, orderPaths.doubleCreate, {
        tid: 101,
        pno: ISSUE,
        'list.0.playItemId': SUM.id * 10000,
        'list.0.betAmount': amount,
        confirm: 1,
        ...extra,
      }, token);
    expect((await bet('5')).msg).toBe('Inconsistent Betting Interval');
    expect((await bet('10')).code).toBe(0);
    // Chases check the stake of each issue the same way.
    const chase = await post(ctx.app, orderPaths.doubleChase, {
      tid: 101,
      'list.0.playItemId': SUM.id * 10000,
      'list.0.betAmount': '6',
      cd: `${ISSUE},1`,
      confirm: 1,
    }, token);
    expect(chase.msg).toBe('Inconsistent Betting Interval');
    // With the limit off only the lottery's own range applies.
    expect((await save({ doubleLimitStatus: 0 })).code).toBe(0);
    expect((await bet('5')).code).toBe(0);
  });

  it('accepts double lines with the spec names playId, betNum, amount and playItemName', async () => {
    const res = await post<PlacedOrders>(ctx.app, orderPaths.doubleCreate, {
      tid: 101,
      pno: ISSUE,
      'list.0.playId': SUM.id * 10000 + 1,
      'list.0.amount': '7',
      'list.0.betNum': 1,
      'list.0.playItemName': 'Small',
      confirm: 1,
    }, token);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.amount).toBe('7.000');
  });

  it('refuses an order list whose start is after its end, and chase issues of a lottery that does not exist', async () => {
    const list = await get(ctx.app, `${orderPaths.orderList}?startTime=2000&endTime=1000`, token);
    expect(list.code).not.toBe(0);
    expect(list.msg).toBe('The start date cannot be later than the end date');
    const issues = await post(ctx.app, chasePaths.traceIssues, { ticketId: 999_999, num: 3 }, token);
    expect(issues.msg).toBe('This lottery does not exist');
    expect(issues.code).not.toBe(0);
  });

  it("keeps the member's quick amounts when a save names an index past the list", async () => {
    const before = await get<{ quickAmounts: unknown[] }>(ctx.app, memberPaths.userConf, token);
    expect(before.data.quickAmounts).toHaveLength(12);
    const res = await post(ctx.app, memberPaths.userConfSave, { 'quickAmounts.999.amount': 5, 'quickAmounts.999.enabled': 1 }, token);
    expect(res.code).not.toBe(0);
    const after = await get<{ quickAmounts: unknown[] }>(ctx.app, memberPaths.userConf, token);
    expect(after.data.quickAmounts).toEqual(before.data.quickAmounts);
  });

  it('names the bet-cancel account change in every language, never by its raw key', async () => {
    const placed = await post<PlacedOrders>(ctx.app, orderPaths.normalCreate, { tid: 101, pno: ISSUE, bd: JSON.stringify([sureLine(3)]), confirm: 1 }, token);
    expect(placed.code).toBe(0);
    expect((await post(ctx.app, orderPaths.cancel, { orderId: placed.data.orderIds[0]! }, token)).code).toBe(0);
    for (const lang of LANGUAGES) {
      const records = await get<{ list: { type: string; typeName: string }[] }>(ctx.app, `${walletPaths.balanceRecords}?size=100&startDate=2026-11-01&endDate=2026-12-31`, token, lang);
      expect(records.code).toBe(0);
      const names = records.data.list.map((r) => r.typeName);
      expect(records.data.list.some((r) => r.type === 'bet_cancel'), lang).toBe(true);
      for (const name of names) expect(name, lang).not.toMatch(/^wallet\.trade\./);
    }
  });

  it('serves the account section calls of docs/product.md §7 that answered 404', async () => {
    const chase = await post<{ chaseId: string }>(ctx.app, orderPaths.normalChase, { tid: 101, bd: JSON.stringify([sureLine()]), cd: `${ISSUE},1|202611211022,1`, confirm: 1 }, token);
    expect(chase.code).toBe(0);
    const { chaseId } = chase.data;
    const run = await get<{ chaseId: string; plans: { planNo: string }[] }>(ctx.app, `${accountAliasPaths.runDetail}?chaseId=${chaseId}`, token);
    expect(run.data).toMatchObject({ chaseId, plans: [{ planNo: ISSUE }, { planNo: '202611211022' }] });
    const plan = await get<{ planNo: string }[]>(ctx.app, `${accountAliasPaths.planQuery}?chaseId=${chaseId}&planNo=202611211022`, token);
    expect(plan.data.map((p) => p.planNo)).toEqual(['202611211022']);
    const orders = await get<{ total: number }>(ctx.app, accountAliasPaths.orderList, token);
    expect(orders.data.total).toBeGreaterThan(0);
    const summary = await get(ctx.app, accountAliasPaths.memberSummery, token);
    expect(summary.data).toEqual((await get(ctx.app, walletPaths.memberSummary, token)).data);
    const status = await post(ctx.app, accountAliasPaths.tagonStatusUpdate, {}, token);
    expect(status).toMatchObject({ code: 0, data: true });
    expect((await post(ctx.app, accountAliasPaths.tagonStatusUpdate, {})).code).toBe(401);
  });
});
