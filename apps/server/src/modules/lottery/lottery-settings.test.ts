import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { lotteryPaths, lotterySettingsPaths, ResultCode, type LotterySettingsView } from '@lotus/contracts';
import { auditLog, issues, lotteries } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { rulesOf } from './rules.ts';

const one = (ticketId: number) => lotterySettingsPaths.one.replace(':ticketId', String(ticketId));

describeApp('per-lottery settings in the console', { clock: () => testClock('2026-11-21T13:10:30Z') }, (ctx) => {
  let op: string;
  let member: string;
  const clock = ctx.clock;
  const audits = () => ctx.db.select().from(auditLog).where(eq(auditLog.action, 'lottery.settings'));

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    op = await operatorToken(ctx.app);
    member = await memberToken(ctx.app);
  });

  it('is for operators only', async () => {
    expect((await get(ctx.app, lotterySettingsPaths.list)).code).toBe(ResultCode.NOT_LOGGED_IN);
    expect((await get(ctx.app, lotterySettingsPaths.list, member)).code).toBe(ResultCode.FORBIDDEN);
    expect((await post(ctx.app, one(101), { graceMinutes: 40 }, member)).code).toBe(ResultCode.FORBIDDEN);
    const list = await get<LotterySettingsView[]>(ctx.app, lotterySettingsPaths.list, op);
    expect(list.data.find((l) => l.ticketId === 101)).toMatchObject({
      code: 'ssc.1m',
      drawKind: 'house',
      suspended: false,
      graceMinutes: 30,
      minStake: '0.001',
      maxOrderWin: '2000000.000',
      ties: { dragonTigerTie: 'lose', k3TripleKill: true },
      odds: null,
      resultSource: null,
    });
    expect((await get(ctx.app, one(424_242), op)).msg).toBe('This lottery does not exist');
  });

  it('changes stake ranges, win caps, ties and odds, each change audited with before and after', async () => {
    const res = await post<LotterySettingsView>(
      ctx.app,
      one(301),
      {
        minStake: '0.5',
        maxStake: '200',
        maxIssueStake: '1000',
        maxOrderWin: '1500',
        maxIssueWin: '3000',
        'ties.k3TripleKill': 'false',
        odds: JSON.stringify({ 'k3.dbl.sum': { big: 1950, small: 1950 } }),
        reason: 'promotion week',
      },
      op,
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ minStake: '0.500', maxStake: '200.000', maxOrderWin: '1500.000', ties: { k3TripleKill: false, x5Convention: 'A' } });
    // What the server reads when it sells and settles.
    const quota = await get<Record<string, unknown>>(ctx.app, `${lotteryPaths.mixQuota}?ticketId=301`, member);
    expect(quota.data).toMatchObject({ minStake: '0.500', maxStake: '200.000', maxIssueStake: '1000.000', maxOrderWin: '1500.000', maxIssueWin: '3000.000' });
    const [row] = await ctx.db.select().from(lotteries).where(eq(lotteries.id, 301));
    const rules = rulesOf(row!);
    expect(rules.ties.k3TripleKill).toBe(false);
    expect(rules.odds).toEqual({ 'k3.dbl.sum': { big: 1950, small: 1950 } });
    const [audit] = await audits();
    expect(audit).toMatchObject({ actorKind: 'operator', target: 'lottery:301' });
    expect(audit!.detail).toEqual({
      before: {
        minStakeMilli: '0.001',
        maxStakeMilli: '1000000.000',
        maxIssueStakeMilli: '5000000.000',
        maxOrderWinMilli: '2000000.000',
        maxIssueWinMilli: '5000000.000',
        ties: null,
        odds: null,
      },
      after: {
        minStakeMilli: '0.500',
        maxStakeMilli: '200.000',
        maxIssueStakeMilli: '1000.000',
        maxOrderWinMilli: '1500.000',
        maxIssueWinMilli: '3000.000',
        ties: { k3TripleKill: false },
        odds: { 'k3.dbl.sum': { big: 1950, small: 1950 } },
      },
      reason: 'promotion week',
    });
    // '' clears the odds overrides.
    expect((await post<LotterySettingsView>(ctx.app, one(301), { odds: '' }, op)).data.odds).toBeNull();
  });

  it.each([
    [{ graceMinutes: '0' }, 'en', 'Invalid value for the lottery setting graceMinutes'],
    [{ graceMinutes: '1441' }, 'vi', 'Giá trị không hợp lệ cho cài đặt xổ số graceMinutes'],
    [{ minStake: 'abc' }, 'zh', '彩种设置 minStake 的值无效'],
    [{ maxIssueWin: '0' }, 'id', 'Nilai tidak valid untuk pengaturan lotre maxIssueWin'],
    [{ minStake: '300', maxStake: '200' }, 'en', 'The minimum of stake must not be more than its maximum'],
    [{ maxStake: '2000' }, 'en', 'The minimum of maxStake must not be more than its maximum'],
    [{ maxOrderWin: '5000' }, 'en', 'The minimum of win must not be more than its maximum'],
    [{ doubleMin: '500000' }, 'en', 'The minimum of double must not be more than its maximum'],
    [{ 'ties.k3TripleKill': 'maybe' }, 'en', 'Invalid value for the lottery setting ties.k3TripleKill'],
    [{ 'ties.anything': 'x' }, 'en', 'Invalid value for the lottery setting ties'],
    [{ odds: '{"k3.dbl.nope":{"big":1950}}' }, 'en', 'Invalid value for the lottery setting odds.k3.dbl.nope'],
    [{ odds: '{"k3.dbl.sum":{"huge":1950}}' }, 'en', 'Invalid value for the lottery setting odds.k3.dbl.sum.huge'],
    [{ odds: '{"k3.dbl.sum":{"big":999}}' }, 'en', 'Invalid value for the lottery setting odds.k3.dbl.sum.big'],
    [{ odds: 'not json' }, 'en', 'Invalid value for the lottery setting odds'],
    [{ resultSource: 'http://feed.example/{issue}' }, 'en', 'Invalid value for the lottery setting resultSource'],
    [{ reason: 'nothing else' }, 'en', 'Nothing to change'],
  ])('refuses %j', async (body, lang, msg) => {
    const before = (await audits()).length;
    const [rowBefore] = await ctx.db.select().from(lotteries).where(eq(lotteries.id, 301));
    const res = await post(ctx.app, one(301), body, op, lang);
    expect(res.msg).toBe(msg);
    expect(res.code).not.toBe(0);
    expect((await audits()).length).toBe(before);
    const [rowAfter] = await ctx.db.select().from(lotteries).where(eq(lotteries.id, 301));
    expect(rowAfter).toEqual(rowBefore);
  });

  it('clears the odds and the result source with a blank, as the console sends an emptied field', async () => {
    // The console's client leaves empty values out of a form body, so an emptied field goes as ' '.
    const set = await post<LotterySettingsView>(ctx.app, one(601), { resultSource: 'https://feed.example/3d/{issue}', resultSourcePollSeconds: '20', reason: 'feed' }, op);
    expect(set.code).toBe(0);
    expect(set.data.resultSource).toMatchObject({ url: 'https://feed.example/3d/{issue}', pollSeconds: 20 });
    const cleared = await post<LotterySettingsView>(ctx.app, one(601), { resultSource: ' ', reason: 'feed retired' }, op);
    expect(cleared.code).toBe(0);
    expect(cleared.data.resultSource).toBeNull();
    expect((await get<LotterySettingsView>(ctx.app, one(601), op)).data.resultSource).toBeNull();

    expect((await post<LotterySettingsView>(ctx.app, one(301), { odds: '{"k3.dbl.sum":{"big":1960}}' }, op)).data.odds).toEqual({ 'k3.dbl.sum': { big: 1960 } });
    const noOdds = await post<LotterySettingsView>(ctx.app, one(301), { odds: ' ' }, op);
    expect(noOdds.code).toBe(0);
    expect(noOdds.data.odds).toBeNull();
  });

  it('sets the grace period after which a missing official result cancels the issue', async () => {
    // Pick 3 and 3D draw at 21:25 and 21:15 Hong Kong time; Pick 3 gets 45 minutes, 3D keeps 30.
    const res = await post<LotterySettingsView>(ctx.app, one(602), { graceMinutes: '45' }, op);
    expect(res.data.graceMinutes).toBe(45);
    clock.set('2026-11-21T13:56:00Z');
    await ctx.app.scheduler.tick();
    const status = async (ticketId: number) =>
      (await ctx.db.select().from(issues).where(and(eq(issues.lotteryId, ticketId), eq(issues.issueNo, '20261121'))))[0]!.status;
    expect(await status(601)).toBe(4);
    expect(await status(602)).toBe(1);
    clock.set('2026-11-21T14:11:00Z');
    await ctx.app.scheduler.tick();
    expect(await status(602)).toBe(4);
    const trail = (await audits()).filter((a) => a.target === 'lottery:602');
    expect(trail.map((a) => a.detail)).toEqual([{ before: { graceMinutes: 30 }, after: { graceMinutes: 45 }, reason: null }]);
  });
});
