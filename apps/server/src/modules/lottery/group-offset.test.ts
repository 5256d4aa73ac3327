/**
 * The prize-group offset per lottery (docs/decisions.md "Prize-group offset per lottery"): an
 * operator sets it in the console, and every price of the lottery follows — the member's play
 * list, an order's possible win and settlement all price at G − offset.
 */
import { beforeAll, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { translate } from '@lotus/i18n';
import { consolePaths, lotteryPaths, lotterySettingsPaths, orderPaths, OrderStatus, type GroupNode, type GroupOffsetProposalView, type LotterySettingsView, type Paged, type TicketCfg } from '@lotus/contracts';
import { buildBetLine, defaultRules, formatMoney, standardLineMoney, type Play } from '@lotus/engine';
import { auditLog, lotteries, members, orders } from '../../db/schema.ts';
import { DEMO } from '../../seed.ts';
import { describeApp } from '../../../test/app.ts';
import { FORM } from '../../../test/harness.ts';
import { get, memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { newOperator } from '../../../test/operators.ts';
import { settleOrder } from '../settlement/service.ts';
import { familyOf, parseDraw } from './families.ts';

const ssc = familyOf('ssc')!;
const DWD = ssc.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const LEVEL = DWD.levels[0]!;
const ISSUE = '202611211021';
const MEMBER_GROUP = 1800;
const one = (ticketId: number) => lotterySettingsPaths.one.replace(':ticketId', String(ticketId));
const proposeOffset = (ticketId: number) => lotterySettingsPaths.groupOffset.replace(':ticketId', String(ticketId));
const confirm = (id: string) => lotterySettingsPaths.groupOffsetConfirm.replace(':id', id);

/** The engine's win of one hit of the DWD level, 2-yuan mode, ×1, at a group. */
const oneHitMilli = (group: number) => standardLineMoney({ wins: { [LEVEL.key]: 1 }, pushes: 0 }, [LEVEL], { group, mode: 1, multiple: 1 }).winMilli;

describeApp('prize-group offset per lottery', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let op: string;
  let op2: string;
  let op3: string;
  let finance: string;
  let member: string;
  const clock = ctx.clock;
  const audits = () => ctx.db.select().from(auditLog).where(eq(auditLog.action, 'lottery.settings'));
  const offsetAudits = () => ctx.db.select().from(auditLog).where(like(auditLog.action, 'lottery.groupOffset%')).orderBy(auditLog.id);
  const lotteryRow = async (ticketId: number) => (await ctx.db.select().from(lotteries).where(eq(lotteries.id, ticketId)))[0]!;

  /** The member's play-list prize of the DWD level on the 1-minute SSC. */
  async function listedPrize(): Promise<string> {
    const res = await get<GroupNode[]>(ctx.app, `${lotteryPaths.ticketPlayList}?ticketId=101&mode=1`, member);
    expect(res.code, res.msg).toBe(0);
    const plays = res.data.flatMap((g) => g.series.flatMap((s) => s.catalogs.flatMap((c) => c.subCatalogs.flatMap((sc) => sc.plays))));
    return plays.find((p) => p.code === DWD.code)!.prizes!.find((p) => p.level === LEVEL.key)!.prize;
  }

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    await ctx.db.update(members).set({ prizeGroup: MEMBER_GROUP }).where(eq(members.account, DEMO.member.account));
    op = await operatorToken(ctx.app);
    op2 = await newOperator(ctx.app, 'ops-offset-2', 'operations');
    op3 = await newOperator(ctx.app, 'ops-offset-3', 'operations');
    finance = await newOperator(ctx.app, 'fin-offset', 'finance');
    member = await memberToken(ctx.app);
  });

  it('starts at 0: the play list prices at the member’s own group', async () => {
    expect((await get<LotterySettingsView>(ctx.app, one(101), op)).data.groupOffset).toBe(0);
    expect(await listedPrize()).toBe(formatMoney(oneHitMilli(MEMBER_GROUP), 3));
    expect(await listedPrize()).toBe('18.000');
  });

  it.each([
    ['-1', 'en', 'Invalid value for the lottery setting groupOffset'],
    ['201', 'vi', 'Giá trị không hợp lệ cho cài đặt xổ số groupOffset'],
    ['x', 'zh', '彩种设置 groupOffset 的值无效'],
    ['1.5', 'id', 'Nilai tidak valid untuk pengaturan lotre groupOffset'],
  ])('refuses groupOffset %j and changes nothing', async (value, lang, msg) => {
    const before = (await audits()).length;
    const rowBefore = await lotteryRow(101);
    const res = await post(ctx.app, one(101), { groupOffset: value }, op, lang);
    expect(res.msg).toBe(msg);
    expect(res.code).not.toBe(0);
    expect((await audits()).length).toBe(before);
    expect(await lotteryRow(101)).toEqual(rowBefore);
    expect(await listedPrize()).toBe('18.000');
  });

  it('the settings call alone cannot change it (two-person rule), and changes nothing else either', async () => {
    const rowBefore = await lotteryRow(101);
    const res = await post(ctx.app, one(101), { groupOffset: '30', graceMinutes: '20' }, op);
    expect(res.msg).toBe('The prize-group offset is changed by two operators: propose it, and another operator confirms');
    expect(await lotteryRow(101)).toEqual(rowBefore);
    expect(await audits()).toHaveLength(0);
  });

  it('proposed by one operator and confirmed by another (concurrent confirmations apply once), audited; the play list, the possible win and settlement price at G − 30', async () => {
    const proposed = await post<{ id: string }>(ctx.app, proposeOffset(101), { groupOffset: '30', reason: 'house edge on SSC' }, op);
    expect(proposed.code, proposed.msg).toBe(0);
    expect((await lotteryRow(101)).groupOffset).toBe(0);
    // Not by the proposer, nor by a role that may not change lotteries, nor by a member.
    expect((await post(ctx.app, confirm(proposed.data.id), {}, op)).msg).toBe(translate('en', 'console.secondPersonRequired'));
    expect((await post(ctx.app, confirm(proposed.data.id), {}, finance)).code).not.toBe(0);
    expect((await ctx.app.inject({ method: 'POST', url: confirm(proposed.data.id), headers: { token: member } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: proposeOffset(101), headers: { token: member, ...FORM }, payload: 'groupOffset=5&reason=x' })).statusCode).toBe(403);
    expect((await lotteryRow(101)).groupOffset).toBe(0);

    const decisions = await Promise.all([confirm(proposed.data.id), confirm(proposed.data.id), confirm(proposed.data.id)].map((url, i) => post(ctx.app, url, {}, i === 1 ? op3 : op2)));
    expect(decisions.filter((d) => d.code === 0)).toHaveLength(1);
    expect(decisions.filter((d) => d.code !== 0).map((d) => d.msg)).toEqual([translate('en', 'console.proposalDecided'), translate('en', 'console.proposalDecided')]);
    expect((await get<LotterySettingsView>(ctx.app, one(101), op)).data.groupOffset).toBe(30);
    expect((await lotteryRow(101)).groupOffset).toBe(30);
    const trail = await offsetAudits();
    expect(trail.map((a) => [a.action, a.before, a.after])).toEqual([
      ['lottery.groupOffset.propose', { groupOffset: 0 }, { proposalId: proposed.data.id, status: 'pending', groupOffset: 30 }],
      ['lottery.groupOffset', { groupOffset: 0 }, { groupOffset: 30 }],
    ]);
    expect(trail[1]!.detail).toMatchObject({ proposalId: proposed.data.id, reason: 'house edge on SSC' });

    // The ticket config tells the web client (its profit-rate chase plan prices with it).
    expect((await get<TicketCfg>(ctx.app, `${lotteryPaths.ticketCfg}?ticketId=101`)).data.groupOffset).toBe(30);
    // The member's play list: 1800 → 1770.
    expect(await listedPrize()).toBe(formatMoney(oneHitMilli(MEMBER_GROUP - 30), 3));
    expect(await listedPrize()).toBe('17.700');

    // An order's possible win: every digit at the first position, so exactly one bet wins.
    const line = buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 });
    const placed = await post(ctx.app, orderPaths.normalCreate, { tid: 101, pno: ISSUE, bd: JSON.stringify([line]), confirm: 1 }, member);
    expect(placed.code, placed.msg).toBe(0);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.lotteryId, 101));
    expect(order!.prizeGroup).toBe(MEMBER_GROUP);
    expect(order!.possibleWinMilli).toBe(oneHitMilli(MEMBER_GROUP - 30));
    expect(order!.possibleWinMilli).toBe(17_700n);

    // Settlement pays exactly the engine's amount at G − 30.
    clock.set('2026-11-21T10:01:00Z');
    await ctx.app.scheduler.draws.closeDue(clock.now());
    await ctx.app.scheduler.draws.drawDue(clock.now());
    while ((await ctx.app.scheduler.settlement.settleBatch(order!.issueId)) > 0);
    const [settled] = await ctx.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(settled!.status).toBe(OrderStatus.WON);
    expect(settled!.winMilli).toBe(17_700n);
    const draw = parseDraw(ssc, (await get<{ code: string }>(ctx.app, `${lotteryPaths.lastIssue}?ticketId=101`)).data.code)!;
    expect(settled!.winMilli).toBe(settleOrder(settled!, draw, { ...defaultRules('ssc'), groupOffset: 30 }).winMilli);
  });
  it('a stale proposal is refused: the offset changed after it was made', async () => {
    const a = await post<{ id: string }>(ctx.app, proposeOffset(101), { groupOffset: '40', reason: 'a' }, op);
    const b = await post<{ id: string }>(ctx.app, proposeOffset(101), { groupOffset: '50', reason: 'b' }, op2);
    expect(b.code, b.msg).toBe(0);
    expect((await post(ctx.app, confirm(b.data.id), {}, op)).code).toBe(0);
    expect((await lotteryRow(101)).groupOffset).toBe(50);
    const stale = await post(ctx.app, confirm(a.data.id), {}, op2, 'vi');
    expect(stale.msg).toBe(translate('vi', 'console.proposalStale'));
    expect((await lotteryRow(101)).groupOffset).toBe(50);
    expect((await offsetAudits()).filter((x) => x.action === 'lottery.groupOffset').map((x) => x.after)).toEqual([{ groupOffset: 30 }, { groupOffset: 50 }]);
  });
});

describeApp('prize-group offset proposals list', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let admin: string;
  let ops: string;
  let finance: string;
  const list = (token: string, query = '') => get<Paged<GroupOffsetProposalView>>(ctx.app, `${lotterySettingsPaths.groupOffsetProposals}${query}`, token);

  beforeAll(async () => {
    admin = await operatorToken(ctx.app);
    ops = await newOperator(ctx.app, 'ops-offset-list', 'operations');
    finance = await newOperator(ctx.app, 'fin-offset-list', 'finance');
  });

  it('lists only offset proposals, with the lottery, from → to, proposer and reason, by status; an operations operator reads it, finance may not', async () => {
    // A balance adjustment is a proposal of another kind: not in this list.
    const adjust = await post(ctx.app, consolePaths.adjust.replace(':account', DEMO.member.account), { amount: '5', reason: 'not an offset', requestId: crypto.randomUUID() }, admin);
    expect(adjust.code, adjust.msg).toBe(0);
    const proposed = await post<{ id: string }>(ctx.app, proposeOffset(101), { groupOffset: '20', reason: 'house edge' }, admin);
    expect(proposed.code, proposed.msg).toBe(0);

    const pending = await list(ops);
    expect(pending.code, pending.msg).toBe(0);
    expect(pending.data.total).toBe(1);
    expect(pending.data.list).toEqual([
      expect.objectContaining({ id: proposed.data.id, ticketId: 101, code: expect.any(String), from: 0, to: 20, reason: 'house edge', status: 'pending', proposer: 'admin', decider: null }),
    ]);
    expect((await list(ops, '?status=confirmed')).data.list).toEqual([]);

    expect((await post(ctx.app, confirm(proposed.data.id), {}, ops)).code).toBe(0);
    expect((await list(ops)).data.total).toBe(0);
    expect((await list(ops, '?status=confirmed')).data.list).toEqual([expect.objectContaining({ id: proposed.data.id, from: 0, to: 20, decider: 'ops-offset-list' })]);
    expect((await list(finance)).code).not.toBe(0);
    expect((await list(ops, '?status=nope')).code).not.toBe(0);
  });
});
