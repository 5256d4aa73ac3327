import { expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { verifyIssue } from '../../cli/verify.ts';
import { lotteryPaths, orderPaths, type CurrentIssue, type DrawVerification, type GroupNode, type LotteryCategory, type TicketCfg } from '@lotus/contracts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { LOTTERY_SEEDS } from './catalogue.ts';
import { auditLog, issues, operators, orders } from '../../db/schema.ts';
import { buildBetLine, D3, type Play } from '@lotus/engine';
import { newOperator } from '../../../test/operators.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { eq } from 'drizzle-orm';
import { availableFamilies } from './families.ts';

const execFileAsync = promisify(execFile);

describeApp('lottery catalogue, issues and draws', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  // 2026-11-21 17:00:30 in Vietnam: the 1021st minute of the day is on sale.
  const clock = ctx.clock;

  it('ships a lottery of every family the engine has, grouped by category with hot labels', async () => {
    const families = new Set(LOTTERY_SEEDS.map((l) => l.family));
    for (const f of ['ssc', 'x5', 'k3', 'pk10', 'kl8', '3d', 'p3', 'p5', 'lhc', 'dice', 'fpc', 'vn.mb', 'vn.mn', 'vn.mt']) {
      expect(families.has(f)).toBe(true);
      expect(availableFamilies()).toContain(f);
    }
    const res = await get<LotteryCategory[]>(ctx.app, lotteryPaths.ticketTypeList);
    expect(res.code).toBe(0);
    expect(res.data.map((c) => c.seriesType)).toEqual([1, 2, 3, 4, 8, 5, 9, 6, 7, 10, 11, 12]);
    const ssc = res.data[0]!;
    expect(ssc.name).toBe('SSC');
    expect(ssc.list[0]).toEqual({ ticketId: 101, code: 'ssc.1m', name: '1-Minute SSC', family: 'ssc', hotLabel: 1, suspended: false });
    expect(res.data.find((c) => c.seriesType === 10)!.list[0]).toMatchObject({ code: 'vn.mb.official', family: 'vn.mb' });
    const vi = await get<LotteryCategory[]>(ctx.app, lotteryPaths.ticketTypeList, undefined, 'vi');
    expect(vi.data.find((c) => c.seriesType === 11)!.list.map((l) => l.name)).toContain('Xổ số TP.HCM');
  });

  it('gives the ticket config with the eight money modes', async () => {
    const res = await get<TicketCfg>(ctx.app, `${lotteryPaths.ticketCfg}?ticketId=101`);
    expect(res.data).toMatchObject({ ticketId: 101, seriesType: 1, family: 'ssc', drawKind: 'house' });
    expect(res.data.moneyModeList).toEqual([
      { key: 1, value: '2.000' },
      { key: 2, value: '0.200' },
      { key: 3, value: '0.020' },
      { key: 4, value: '0.002' },
      { key: 5, value: '1.000' },
      { key: 6, value: '0.100' },
      { key: 7, value: '0.010' },
      { key: 8, value: '0.001' },
    ]);
    const missing = await get(ctx.app, `${lotteryPaths.ticketCfg}?ticketId=999`);
    expect(missing).toMatchObject({ code: 1002, msg: 'This lottery does not exist' });
  });

  it("lists the engine's catalogue: group → series → catalog → sub-catalog → play, standard and two-sided", async () => {
    const std = await get<GroupNode[]>(ctx.app, `${lotteryPaths.ticketPlayList}?ticketId=101&mode=1`);
    const [group] = std.data;
    expect(group!.code).toBe('standard');
    const series = group!.series[0]!;
    expect(series.code).toBe('ssc');
    const plays = series.catalogs.flatMap((c) => c.subCatalogs.flatMap((s) => s.plays));
    expect(plays.length).toBeGreaterThan(50);
    expect(plays.every((p) => p.market === 'standard')).toBe(true);
    const fushi = plays.find((p) => p.code === 'ssc.5x.direct.fushi')!;
    // 五星直选 at the guest's group 1960: 196,000 (domain §2).
    expect(fushi.prizes).toEqual([expect.objectContaining({ prize: '196000.000' })]);
    const dbl = await get<GroupNode[]>(ctx.app, `${lotteryPaths.ticketPlayList}?ticketId=101&mode=2`);
    const credit = dbl.data[0]!.series[0]!.catalogs.flatMap((c) => c.subCatalogs.flatMap((s) => s.plays));
    expect(credit.every((p) => p.market === 'credit')).toBe(true);
    const bsoe = credit.find((p) => p.code === 'ssc.dbl.sum')!;
    expect(bsoe.items!.map((i) => [i.playItemId, i.odds])).toEqual([
      [bsoe.playId * 10000, '1.980'],
      [bsoe.playId * 10000 + 1, '1.980'],
      [bsoe.playId * 10000 + 2, '1.980'],
      [bsoe.playId * 10000 + 3, '1.980'],
    ]);
  });

  it('lists each level\'s odds of a pick play with several (Bầu cua "Một con": 2, 3, 4), none for one level', async () => {
    const res = await get<GroupNode[]>(ctx.app, `${lotteryPaths.ticketPlayList}?ticketId=901&mode=2`);
    const plays = res.data.flatMap((g) => g.series.flatMap((s) => s.catalogs.flatMap((c) => c.subCatalogs.flatMap((sc) => sc.plays))));
    const single = plays.find((p) => p.code === 'single')!;
    expect(single.items![0]!.levels!.map((l) => l.odds)).toEqual(['2.000', '3.000', '4.000']);
    expect(single.items![0]!.levels!.every((l) => l.name.length > 0)).toBe(true);
    expect(plays.find((p) => p.code === 'pair')!.items![0]!.levels).toBeUndefined();
  });

  it('serves play descriptions per series at the play_desc_url', async () => {
    const res = await get<{ series: string; plays: { playId: number; rule: string }[] }>(ctx.app, '/sk/cashew/play/desc/ssc.json');
    expect(res.data.series).toBe('ssc');
    expect(res.data.plays.length).toBeGreaterThan(50);
    expect((await get(ctx.app, '/sk/cashew/play/desc/nope.json')).code).toBe(1002);
    expect((await get(ctx.app, '/sk/cashew/play/desc/..%2Fx')).code).toBe(1001);
  });

  it('serves the home banners of the host configuration, all and by date', async () => {
    const all = await get<{ image: string }[]>(ctx.app, lotteryPaths.topBanner);
    expect(all.data.map((b) => b.image)).toEqual(['/web/banners/lotus-1.svg', '/web/banners/lotus-2.svg']);
    expect((await get(ctx.app, lotteryPaths.topBannerByDate)).data).toEqual(all.data);
  });

  it('requires a login for recently played lotteries', async () => {
    expect((await get(ctx.app, lotteryPaths.recentPlay)).code).toBe(401);
    const token = await memberToken(ctx.app);
    expect(await get(ctx.app, lotteryPaths.recentPlay, token)).toMatchObject({ code: 0, data: [] });
  });

  it('opens issues ahead and shows the one on sale with its countdown and commitment', async () => {
    expect((await get(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=101`)).msg).toBe('Failed To Get The Issue');
    const report = await ctx.app.scheduler.tick();
    expect(report.leader).toBe(true);
    expect(report.opened).toBeGreaterThan(120);
    const again = await ctx.app.scheduler.tick();
    expect(again.opened).toBe(0);
    const res = await get<CurrentIssue>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=101`);
    expect(res.data).toMatchObject({
      ticketId: 101,
      issue: '202611211021',
      startTime: Date.parse('2026-11-21T10:00:00Z'),
      endTime: Date.parse('2026-11-21T10:01:00Z'),
      sale: 0,
      remain: 30,
      total: 60,
      ended: false,
    });
    expect(res.data.commitment).toMatch(/^[0-9a-f]{64}$/);
    const list = await get<CurrentIssue[]>(ctx.app, `${lotteryPaths.currentSaleIssueList}?ticketIds=101,103,1101,701`);
    expect(list.data.map((i) => i.ticketId).sort((a, b) => a - b)).toEqual([101, 103, 701, 1101]);
    const hk = list.data.find((i) => i.ticketId === 701)!;
    expect(hk.commitment).toBeNull();
    // Hong Kong Mark Six draws Tuesday, Thursday, Saturday 21:30 HKT: Saturday 21 November 13:30 UTC.
    expect(hk.endTime).toBe(Date.parse('2026-11-21T13:30:00Z'));
  });

  it('suspends and resumes a lottery through the audited console call', async () => {
    const op = await operatorToken(ctx.app);
    expect((await post(ctx.app, lotteryPaths.consoleSuspend, { ticketId: 102, suspended: 'true' })).code).toBe(401);
    expect(await post(ctx.app, lotteryPaths.consoleSuspend, { ticketId: 102, suspended: 'true', reason: 'maintenance' }, op)).toMatchObject({ code: 0 });
    const issue = await get<CurrentIssue>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=102`);
    expect(issue.data.sale).toBe(1);
    const list = await get<LotteryCategory[]>(ctx.app, lotteryPaths.ticketTypeList);
    expect(list.data[0]!.list.find((l) => l.ticketId === 102)!.suspended).toBe(true);
    await post(ctx.app, lotteryPaths.consoleSuspend, { ticketId: 102, suspended: 'false' }, op);
    expect((await get<CurrentIssue>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=102`)).data.sale).toBe(0);
  });

  it('closes, draws from the revealed seed, and lets anyone verify the draw', async () => {
    const before = await get<CurrentIssue>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=101`);
    expect((await get(ctx.app, `${lotteryPaths.verifyDraw}?ticketId=101&issue=202611211021`)).msg).toBe('This issue has not been drawn yet');
    clock.set('2026-11-21T10:01:00Z');
    const report = await ctx.app.scheduler.tick();
    expect(report.closed).toBeGreaterThan(0);
    expect(report.drawn).toBeGreaterThan(0);
    const last = await get<{ issue: string; code: string }>(ctx.app, `${lotteryPaths.lastIssue}?ticketId=101`);
    expect(last.data.issue).toBe('202611211021');
    expect(last.data.code).toMatch(/^\d( \d){4}$/);
    const v = await get<DrawVerification>(ctx.app, `${lotteryPaths.verifyDraw}?ticketId=101&issue=202611211021`);
    expect(v.data.checks).toEqual({ commitmentMatches: true, chainMatches: true, resultMatches: true });
    expect(createHash('sha256').update(Buffer.from(v.data.seed, 'hex')).digest('hex')).toBe(before.data.commitment);
    expect(v.data.code).toBe(last.data.code);
    // The next issue's commitment is this issue's seed (the chain runs backwards).
    const next = await get<CurrentIssue>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=101`);
    expect(next.data.issue).toBe('202611211022');
    const recent = await get<{ issue: string }[]>(ctx.app, `${lotteryPaths.recentResults}?ticketId=101&num=5`);
    expect(recent.data.map((r) => r.issue)).toEqual(['202611211021']);
  });

  it('re-derives the draw with the standalone verifier, and catches a tampered record', async () => {
    const inject = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: { lang: 'en' } })).json();
    const ok = await verifyIssue('', 'ssc.1m', '202611211021', inject);
    expect(ok.ok).toBe(true);
    expect(ok.lines.join('\n')).toContain('matches');
    const tampered = async (url: string) => {
      const body = await inject(url);
      if (url.includes('verify')) body.data.code = '0 0 0 0 0' === body.data.code ? '1 1 1 1 1' : '0 0 0 0 0';
      return body;
    };
    expect((await verifyIssue('', '101', '202611211021', tampered)).ok).toBe(false);
    expect((await verifyIssue('', 'no.such', '1', inject)).ok).toBe(false);
    // The npm script itself, against the listening server.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const run = await execFileAsync('npx', ['tsx', 'src/cli/verify.ts', 'ssc.1m', '202611211021', '--url', `http://127.0.0.1:${port}`], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      timeout: 60_000,
    });
    expect(run.stdout).toContain('VERIFIED');
    expect(run.stdout).not.toContain('NOT VERIFIED');
  });

  it('takes official results confirmed by a second operator (audited), and cancels a draw later than its grace period', async () => {
    const op = await operatorToken(ctx.app);
    await ctx.db.insert(operators).values({ account: 'admin2', passwordHash: await hashPassword('lotus2468'), role: 'admin' });
    const op2 = await operatorToken(ctx.app, 'admin2', 'lotus2468');
    // Hong Kong Mark Six, Saturday 21:30 HKT.
    clock.set('2026-11-21T13:30:05Z');
    await ctx.app.scheduler.tick();
    const bad = await post(ctx.app, lotteryPaths.consoleResult, { ticketId: 701, issue: '20261121', code: '1 2 3 4 5 6 6' }, op);
    // The form says what is wrong with the result (issue #27), not only that it does not fit.
    expect(bad.msg).toBe('6 appears twice: this result’s numbers are all different');
    const proposed = await post(ctx.app, lotteryPaths.consoleResult, { ticketId: 701, issue: '20261121', code: '1 2 3 4 5 6 49' }, op);
    expect(proposed).toMatchObject({ code: 0, data: { code: '1 2 3 4 5 6 49', confirmed: false } });
    // The same operator cannot confirm; a second operator with other numbers replaces the proposal.
    expect((await post(ctx.app, lotteryPaths.consoleResult, { ticketId: 701, issue: '20261121', code: '1 2 3 4 5 6 49' }, op)).data).toMatchObject({ confirmed: false });
    expect((await post(ctx.app, lotteryPaths.consoleResult, { ticketId: 701, issue: '20261121', code: '1 2 3 4 5 6 48' }, op2)).data).toMatchObject({ confirmed: false });
    expect((await get(ctx.app, `${lotteryPaths.lastIssue}?ticketId=701`)).data).toMatchObject({ issue: '-' });
    const confirmed = await post(ctx.app, lotteryPaths.consoleResult, { ticketId: 701, issue: '20261121', code: '1,2,3,4,5,6,48' }, op);
    expect(confirmed).toMatchObject({ code: 0, data: { code: '1 2 3 4 5 6 48', confirmed: true } });
    expect((await get(ctx.app, `${lotteryPaths.lastIssue}?ticketId=701`)).data).toMatchObject({ issue: '20261121', code: '1 2 3 4 5 6 48' });
    const twice = await post(ctx.app, lotteryPaths.consoleResult, { ticketId: 701, issue: '20261121', code: '1 2 3 4 5 6 47' }, op2);
    expect(twice.msg).toBe('This issue already has a result');
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.target, 'issue:lhc.hk:20261121'));
    expect(audit.map((a) => a.action)).toEqual(['lottery.result.propose', 'lottery.result.propose', 'lottery.result.propose', 'lottery.result']);
    // Pick 3 drew at 21:25 HKT (13:25 UTC) with no result: 30 minutes later it is cancelled.
    clock.set('2026-11-21T13:56:00Z');
    await ctx.app.scheduler.tick();
    const late = await post(ctx.app, lotteryPaths.consoleResult, { ticketId: 602, issue: '20261121', code: '1 2 3' }, op);
    expect(late.msg).toBe('This issue was cancelled and its bets refunded');
    const recent = await get<{ issue: string }[]>(ctx.app, `${lotteryPaths.recentResults}?ticketId=602`);
    expect(recent.data).toEqual([]);
  });
  it("closes an official issue's sales early (one operator, audited); its orders wait for the two-person result and settle", async () => {
    const op = await operatorToken(ctx.app);
    const ops = await newOperator(ctx.app, 'ops_close', 'operations');
    const finance = await newOperator(ctx.app, 'fin_close', 'finance');
    // 3D draws daily at 21:15 HKT: the issue on sale now ends hours from now.
    await ctx.app.scheduler.tick();
    const cur = (await get<CurrentIssue>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=601`)).data;
    const direct = D3.plays.find((p) => p.code === '3d.3x.direct.fushi')! as unknown as Play;
    const line = buildBetLine({ play: direct, selection: { rows: [[1], [2], [3]] }, mode: 1, multiple: 1, lineNo: 1 });
    const placed = await post<{ orderIds: string[] }>(ctx.app, orderPaths.normalCreate, { tid: 601, pno: cur.issue, bd: JSON.stringify([line]), confirm: 1 }, await memberToken(ctx.app));
    expect(placed.code, placed.msg).toBe(0);
    const orderId = BigInt(placed.data.orderIds[0]!);
    const close = (token: string, ticketId = 601) => post(ctx.app, lotteryPaths.consoleCloseSales, { ticketId, issue: cur.issue, reason: 'official draw held early' }, token);
    // Before the close a result is refused; a house lottery's sales cannot be closed by hand; finance may not.
    expect((await post(ctx.app, lotteryPaths.consoleResult, { ticketId: 601, issue: cur.issue, code: '1 2 3' }, op)).code).not.toBe(0);
    expect((await post(ctx.app, lotteryPaths.consoleCloseSales, { ticketId: 101, issue: cur.issue, reason: 'x' }, op)).msg).toBe('This lottery is drawn by the system');
    expect((await close(finance)).code).not.toBe(0);
    const closed = await close(ops);
    expect(closed).toMatchObject({ code: 0, data: { ticketId: 601, issue: cur.issue, closedAt: clock.now().toISOString(), orders: 1 } });
    expect((await close(op)).msg).toBe('This issue is not on sale now');
    expect((await get<CurrentIssue>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=601`)).data.issue).not.toBe(cur.issue);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'lottery.closeSales'));
    expect(audit).toMatchObject({ target: `issue:3d.daily:${cur.issue}`, before: { status: 0 }, after: { status: 1, endAt: clock.now().toISOString() }, detail: { reason: 'official draw held early', orders: 1 } });
    expect((await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe(2);
    // Two operators enter the result; the scheduler settles the order at the official prize.
    expect((await post(ctx.app, lotteryPaths.consoleResult, { ticketId: 601, issue: cur.issue, code: '1 2 3' }, ops)).data).toMatchObject({ confirmed: false });
    expect((await post(ctx.app, lotteryPaths.consoleResult, { ticketId: 601, issue: cur.issue, code: '1 2 3' }, op)).data).toMatchObject({ confirmed: true });
    // Settled as the scheduler settles a drawn issue (a scheduler pass here would first draw hours of house issues).
    const settlement = ctx.app.services.settlement;
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    while ((await settlement.settleBatch(order!.issueId)) > 0);
    await settlement.settleBatch(order!.issueId);
    expect((await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: 3, winMilli: 1_040_000n });
    expect((await ctx.db.select().from(issues).where(eq(issues.id, order!.issueId)))[0]).toMatchObject({ status: 3, result: '1 2 3' });
  });
});
