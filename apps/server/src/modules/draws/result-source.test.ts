import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { lotteryPaths, lotterySettingsPaths, orderPaths, ResultCode, type LotterySettingsView } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { auditLog, issues, moneyMoves, operators, orders } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { totalBalance } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';
import { httpJsonSource } from './result-source.ts';

const settingsOf = (ticketId: number) => lotterySettingsPaths.one.replace(':ticketId', String(ticketId));

/** A stand-in for an official results feed, on the loopback interface only. */
async function startFeed() {
  const results = new Map<string, unknown>();
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '';
    hits.push(url);
    const [, mode, lottery, issue] = new URL(url, 'http://feed').pathname.split('/');
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (mode === 'slow') return void setTimeout(() => send(200, JSON.stringify({ issue, code: '1 2 3 4 5 6 7' })), 3_000);
    if (mode === 'late') {
      const late = results.get(`${lottery}:${issue}`);
      return void setTimeout(() => (late === undefined ? send(404, '{}') : send(200, JSON.stringify(late))), 1_500);
    }
    if (mode === 'garbage') return send(200, '<html>maintenance</html>');
    if (mode === 'error') return send(503, '{}');
    if (mode === 'huge') return send(200, JSON.stringify({ issue, code: '1 '.repeat(40_000) }));
    const body = results.get(`${lottery}:${issue}`);
    if (body === undefined) return send(404, '{}');
    send(200, JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { results, hits, base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the HTTP JSON result source', () => {
  let feed: Awaited<ReturnType<typeof startFeed>>;
  let closedPort: number;
  beforeAll(async () => {
    feed = await startFeed();
    const s = createServer();
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    closedPort = (s.address() as AddressInfo).port;
    await new Promise<void>((resolve) => s.close(() => resolve()));
  });
  afterAll(() => feed.close());

  const lottery = { id: 602, code: 'p3.daily', family: 'p3', tzOffsetMin: 480 };
  const issue = { issueNo: '20261121', drawAt: new Date('2026-11-21T13:25:00Z') };

  it.each([
    ['the envelope form', { code: 0, msg: 'ok', data: { issue: '20261121', code: '4 0 9' } }, 'good', { ok: true, draw: [4, 0, 9] }],
    ['a plain record with an array', { issue: '20261121', code: [4, 0, 9] }, 'good', { ok: true, draw: [4, 0, 9] }],
    ['another issue', { issue: '20261120', code: '4 0 9' }, 'good', { ok: false, reason: 'mismatch' }],
    ['an invalid draw for the family', { issue: '20261121', code: '4 0 19' }, 'good', { ok: false, reason: 'invalid' }],
    ['too few numbers', { issue: '20261121', code: '4 0' }, 'good', { ok: false, reason: 'invalid' }],
    ['no result yet', { issue: '20261121', code: '' }, 'good', { ok: false, reason: 'notYet' }],
    ['a missing page', undefined, 'good', { ok: false, reason: 'notYet' }],
    ['a non-JSON page', undefined, 'garbage', { ok: false, reason: 'malformed' }],
    ['a server error', undefined, 'error', { ok: false, reason: 'http' }],
    ['a body over 64 KB', undefined, 'huge', { ok: false, reason: 'malformed' }],
    ['a slow source', undefined, 'slow', { ok: false, reason: 'timeout' }],
  ])('reads %s', async (_name, body, mode, expected) => {
    feed.results.clear();
    if (body !== undefined) feed.results.set('p3.daily:20261121', body);
    const source = httpJsonSource({ url: `${feed.base}/${mode}/{lottery}/{issue}?d={date}`, timeoutMs: 300 });
    const started = Date.now();
    expect(await source.fetchResult(lottery, issue)).toEqual(expected);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(feed.hits.at(-1)).toBe(`/${mode}/p3.daily/20261121?d=20261121`);
  });

  it('reports an unreachable source', async () => {
    const source = httpJsonSource({ url: `http://127.0.0.1:${closedPort}/{issue}`, timeoutMs: 1000 });
    expect(await source.fetchResult(lottery, issue)).toEqual({ ok: false, reason: 'unreachable' });
  });
});

describeApp('result sources feeding official draws', { clock: () => testClock('2026-11-21T13:10:30Z') }, (ctx) => {
  let feed: Awaited<ReturnType<typeof startFeed>>;
  let op: string;
  let op2: string;
  let member: string;
  // Close to the official draws: house lotteries then have only minutes of issues to settle per step.
  const clock = ctx.clock;

  const dwd = (family: string, positions: number) => {
    const play = familyOf(family)!.plays.find((p) => p.code === `${family}.${positions}x.dwd`)! as unknown as Play;
    const rows = Array.from({ length: positions }, (_, i) => (i === 0 ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : []));
    return buildBetLine({ play, selection: { rows }, mode: 1, multiple: 1, lineNo: 1 });
  };
  const issueRow = async (ticketId: number) =>
    (await ctx.db.select().from(issues).where(and(eq(issues.lotteryId, ticketId), eq(issues.issueNo, '20261121'))))[0]!;
  const ordersOn = async (ticketId: number) => ctx.db.select().from(orders).where(eq(orders.lotteryId, ticketId));
  const balanced = () => ctx.db.transaction(async (tx) => expect(await totalBalance(tx)).toBe(0n));

  beforeAll(async () => {
    feed = await startFeed();
    await ctx.app.scheduler.tick();
    op = await operatorToken(ctx.app);
    await ctx.db.insert(operators).values({ account: 'admin2', passwordHash: await hashPassword('lotus2468'), role: 'admin' });
    op2 = await operatorToken(ctx.app, 'admin2', 'lotus2468');
    member = await memberToken(ctx.app);
    for (const [tid, family, n] of [[601, '3d', 3], [602, 'p3', 3]] as const) {
      const res = await post(ctx.app, orderPaths.normalCreate, { tid, pno: '20261121', bd: JSON.stringify([dwd(family, n)]), confirm: 1 }, member);
      expect(res.code, res.msg).toBe(0);
    }
  });
  afterAll(async () => {
    await feed?.close();
  });

  it('fetches nothing while no source is configured', async () => {
    // 3D draws at 21:15 Hong Kong time; no lottery has a source yet.
    clock.set('2026-11-21T13:15:05Z');
    const report = await ctx.app.scheduler.tick();
    expect(report.imported).toBe(0);
    expect(feed.hits).toEqual([]);
    expect(await issueRow(601)).toMatchObject({ status: 1, result: null });
  });

  it('is configured per official lottery through the audited console call', async () => {
    const url = `${feed.base}/good/{lottery}/{issue}`;
    const bad = await post(ctx.app, settingsOf(101), { resultSource: url }, op);
    expect(bad).toMatchObject({ code: ResultCode.VALIDATION, msg: 'Invalid value for the lottery setting resultSource' });
    expect((await post(ctx.app, settingsOf(601), { resultSource: `${feed.base}/good/{lottery}` }, op)).msg).toBe(
      'The result source must be an http or https address containing {issue}',
    );
    expect((await post(ctx.app, settingsOf(601), { resultSource: 'ftp://x/{issue}' }, op, 'vi')).msg).toBe(
      'Nguồn kết quả phải là địa chỉ http hoặc https có chứa {issue}',
    );
    const saved = await post<LotterySettingsView>(ctx.app, settingsOf(601), { resultSource: url, resultSourceHoldMinutes: 0, resultSourceTimeoutMs: 1000 }, op);
    expect(saved.data.resultSource).toEqual({ ticketId: 601, url, timeoutMs: 1000, holdMinutes: 0, pollSeconds: 30 });
    // A member is not an operator: forbidden.
    expect((await post(ctx.app, settingsOf(603), { resultSource: url }, member)).code).toBe(ResultCode.FORBIDDEN);
    await post(ctx.app, settingsOf(603), { resultSource: `${feed.base}/late/{lottery}/{issue}`, resultSourceHoldMinutes: 10 }, op);
    await post(ctx.app, settingsOf(602), { resultSource: `${feed.base}/good/{lottery}/{issue}`, resultSourcePollSeconds: 60 }, op2);
    const audit = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'lottery.settings'), eq(auditLog.target, 'lottery:601')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ before: { resultSource: null }, after: { resultSource: { url, holdMinutes: 0 } } });
  });

  it('applies a valid result at once, settles the issue and pays by the engine', async () => {
    feed.results.set('3d.daily:20261121', { code: 0, data: { issue: '20261121', code: '7,3,1' } });
    clock.set('2026-11-21T13:15:10Z');
    const report = await ctx.app.scheduler.tick();
    expect(report.imported).toBe(1);
    expect(feed.hits.filter((h) => h.includes('3d.daily'))).toEqual(['/good/3d.daily/20261121']);
    const issue = await issueRow(601);
    expect(issue).toMatchObject({ status: 3, result: '7 3 1' });
    const [order] = await ordersOn(601);
    expect(order).toMatchObject({ status: 3 });
    expect(order!.winMilli).toBeGreaterThan(0n);
    expect((await get(ctx.app, `${lotteryPaths.lastIssue}?ticketId=601`)).data).toMatchObject({ issue: '20261121', code: '7 3 1' });
    const [imported] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'lottery.result.source'));
    expect(imported).toMatchObject({ actorKind: 'source', target: 'issue:3d.daily:20261121', detail: { code: '7 3 1' } });
    // Settled: the result stands, even for two operators.
    await post(ctx.app, lotteryPaths.consoleResult, { ticketId: 601, issue: '20261121', code: '1 1 1' }, op);
    expect((await post(ctx.app, lotteryPaths.consoleResult, { ticketId: 601, issue: '20261121', code: '1 1 1' }, op2)).msg).toBe('This issue already has a result');
    await balanced();
  });

  it('waits for a slow source in the background, then holds its result while two operators may replace it', async () => {
    // Pick 5's feed answers in 1.5 s: the tick goes on after 1 s and the result lands after it.
    feed.results.set('p5.daily:20261121', { issue: '20261121', code: '1 2 3 4 5' });
    // Pick 3's feed gives numbers that are no Pick 3 draw: the issue is left alone.
    feed.results.set('p3.daily:20261121', { issue: '20261121', code: '1 2 3 4' });
    clock.set('2026-11-21T13:25:05Z');
    const report = await ctx.app.scheduler.tick();
    expect(report.imported).toBe(0);
    expect(report.drawn).toBeGreaterThan(0);
    for (let i = 0; i < 100 && (await issueRow(603)).status === 1; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await issueRow(603)).toMatchObject({ status: 2, result: '1 2 3 4 5' });
    expect(await issueRow(602)).toMatchObject({ status: 1, result: null });
    clock.set('2026-11-21T13:30:00Z');
    await ctx.app.scheduler.tick();
    expect(await issueRow(603)).toMatchObject({ status: 2 });
    expect((await post<{ confirmed: boolean }>(ctx.app, lotteryPaths.consoleResult, { ticketId: 603, issue: '20261121', code: '9 9 9 9 8' }, op)).data.confirmed).toBe(false);
    const replaced = await post<{ confirmed: boolean }>(ctx.app, lotteryPaths.consoleResult, { ticketId: 603, issue: '20261121', code: '9 9 9 9 8' }, op2);
    expect(replaced).toMatchObject({ code: 0, data: { confirmed: true } });
    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'lottery.result'), eq(auditLog.target, 'issue:p5.daily:20261121')));
    expect(entry!.detail).toMatchObject({ code: '9 9 9 9 8', replaced: '1 2 3 4 5' });
    // Settlement takes issues oldest draw first, 50 a pass: the house lotteries' minutes come first.
    for (let i = 0; i < 10 && (await issueRow(603)).status === 2; i++) await ctx.app.scheduler.tick();
    expect(await issueRow(603)).toMatchObject({ status: 3, result: '9 9 9 9 8' });
  });

  it('leaves an issue whose source is slow or wrong to the operators and the grace period', async () => {
    // Mark Six drew at 21:30 Hong Kong time; its feed answers after 3 s, its timeout is 300 ms.
    await post(ctx.app, settingsOf(701), { resultSource: `${feed.base}/slow/{lottery}/{issue}`, resultSourceTimeoutMs: 300 }, op);
    clock.set('2026-11-21T13:30:05Z');
    const started = Date.now();
    const report = await ctx.app.scheduler.tick();
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(report.imported).toBe(0);
    expect(await issueRow(701)).toMatchObject({ status: 1 });
    // Polled again only after pollSeconds (30 s for Mark Six, 60 s for Pick 3).
    const before = feed.hits.length;
    clock.set('2026-11-21T13:30:20Z');
    await ctx.app.scheduler.tick();
    expect(feed.hits.length).toBe(before);
    clock.set('2026-11-21T13:30:40Z');
    await ctx.app.scheduler.tick();
    expect(feed.hits.slice(before)).toEqual(['/slow/lhc.hk/20261121']);
    // The operators enter Mark Six by hand.
    await post(ctx.app, lotteryPaths.consoleResult, { ticketId: 701, issue: '20261121', code: '1 2 3 4 5 6 7' }, op);
    expect((await post<{ confirmed: boolean }>(ctx.app, lotteryPaths.consoleResult, { ticketId: 701, issue: '20261121', code: '1 2 3 4 5 6 7' }, op2)).data.confirmed).toBe(true);
    // Pick 3 never gets a valid result: 30 minutes after its draw it is cancelled and refunded.
    clock.set('2026-11-21T13:56:00Z');
    await ctx.app.scheduler.tick();
    expect(await issueRow(602)).toMatchObject({ status: 4, cancelReason: 'late_draw' });
    const [order] = await ordersOn(602);
    expect(order).toMatchObject({ status: 6 });
    const [refund] = await ctx.db.select().from(moneyMoves).where(and(eq(moneyMoves.type, 'bet_refund'), eq(moneyMoves.refId, order!.id.toString())));
    expect(refund!.amount).toBe(order!.amountMilli);
    expect(feed.hits.filter((h) => h.includes('p3.daily')).length).toBeGreaterThanOrEqual(2);
    // Cancelled issues are not fetched any more.
    const n = feed.hits.length;
    clock.set('2026-11-21T14:10:00Z');
    await ctx.app.scheduler.tick();
    expect(feed.hits.slice(n).filter((h) => h.includes('p3.daily') || h.includes('lhc.hk'))).toEqual([]);
    await balanced();
  });
});
