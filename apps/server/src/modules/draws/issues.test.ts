import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consoleIssuePaths, lotteryPaths, ResultCode, type ConsoleIssueList, type ConsoleIssueVerification, type DrawVerification } from '@lotus/contracts';
import { issues } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, operatorToken, testClock } from '../../../test/lottery-helpers.ts';
import { newOperator } from '../../../test/operators.ts';

const listOf = (ticketId: number, page = 1, size = 5) => `${consoleIssuePaths.list.replace(':ticketId', String(ticketId))}?page=${page}&size=${size}`;
const verifyOf = (ticketId: number, issue: string) => consoleIssuePaths.verify.replace(':ticketId', String(ticketId)).replace(':issue', issue);

describeApp("a lottery's issues and the fairness verifier in the console", { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let admin: string;
  // 17:00:30 in Vietnam: ssc.1m (101) issue 202611211021 sells; at 10:01 UTC it is drawn.
  const clock = ctx.clock;
  const DRAWN = '202611211021';
  const tamper = (issueNo: string, values: Partial<typeof issues.$inferInsert>) =>
    ctx.db.update(issues).set(values).where(and(eq(issues.lotteryId, 101), eq(issues.issueNo, issueNo)));

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    clock.set('2026-11-21T10:01:00Z');
    await ctx.app.scheduler.tick();
    admin = await operatorToken(ctx.app);
  });

  it('lists started issues newest first, bounded pages, the seed only once revealed', async () => {
    const risk = await newOperator(ctx.app, 'risk_iss', 'risk');
    const res = await get<ConsoleIssueList>(ctx.app, listOf(101), risk);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ ticketId: 101, lottery: 'ssc.1m', drawKind: 'house', page: 1, size: 5 });
    // Issues of the day up to the one now on sale; none of the future ones (their commitments would reveal seeds).
    expect(res.data.list[0]).toMatchObject({ issue: '202611211022', status: 0, seed: null, result: null, commitment: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const drawn = res.data.list.find((i) => i.issue === DRAWN)!;
    expect(drawn).toMatchObject({ status: expect.any(Number), seed: expect.stringMatching(/^[0-9a-f]{64}$/), result: expect.stringMatching(/^\d( \d){4}$/) });
    expect([2, 3]).toContain(drawn.status);
    // The next issue's commitment is this issue's seed (the chain runs backwards), shown only now.
    expect(res.data.list[0]!.commitment).toBe(drawn.seed);
    expect(res.data.list.map((i) => i.issue)).toEqual([...res.data.list.map((i) => i.issue)].sort().reverse());
    expect(res.data.total).toBe(res.data.list.length);
    const page2 = await get<ConsoleIssueList>(ctx.app, listOf(101, 2, 1), risk);
    expect(page2.data).toMatchObject({ total: res.data.total, page: 2, size: 1, list: [res.data.list[1]] });
    expect((await get(ctx.app, `${consoleIssuePaths.list.replace(':ticketId', '101')}?size=500`, risk)).code).toBe(ResultCode.VALIDATION);
    expect((await get(ctx.app, listOf(424_242), risk)).msg).toBe('This lottery does not exist');
  });

  it('verifies a drawn house issue on all three checks, as the public verify call does', async () => {
    const ops = await newOperator(ctx.app, 'ops_iss', 'operations');
    const res = await get<ConsoleIssueVerification>(ctx.app, verifyOf(101, DRAWN), ops);
    expect(res.code, res.msg).toBe(0);
    const v = res.data;
    if (!v.verifiable) throw new Error('not verifiable');
    expect(v.ok).toBe(true);
    expect(v.checks.commitment.ok && v.checks.chain.ok && v.checks.result.ok).toBe(true);
    const pub = (await get<DrawVerification>(ctx.app, `${lotteryPaths.verifyDraw}?ticketId=101&issue=${DRAWN}`)).data;
    expect(v).toMatchObject({ seed: pub.seed, hmac: pub.hmac, result: pub.code, chainIndex: pub.chainIndex });
    expect(v.checks).toEqual({
      commitment: { ok: true, computed: pub.commitment, recorded: pub.commitment },
      chain: { ok: true, computed: pub.chainAnchor, recorded: pub.chainAnchor },
      result: { ok: true, computed: pub.code, recorded: pub.code },
    });
  });

  it('says an official issue, and a house issue not drawn yet, have no seed to re-derive', async () => {
    const list = await get<ConsoleIssueList>(ctx.app, listOf(701), admin);
    expect(list.data.drawKind).toBe('official');
    const official = list.data.list[0]!;
    expect(official.commitment).toBeNull();
    const res = await get<ConsoleIssueVerification>(ctx.app, verifyOf(701, official.issue), admin);
    expect(res.data).toMatchObject({ verifiable: false, noSeed: 'official', lottery: 'lhc.hk', issue: official.issue });
    expect((await get<ConsoleIssueVerification>(ctx.app, verifyOf(101, '202611211022'), admin)).data).toMatchObject({ verifiable: false, noSeed: 'notDrawn' });
    // An issue not yet started is not shown at all.
    expect((await get(ctx.app, verifyOf(101, '202611211030'), admin)).msg).toBe('This issue does not exist');
  });

  it('catches a tampered record on the check it breaks', async () => {
    const [original] = await ctx.db.select().from(issues).where(and(eq(issues.lotteryId, 101), eq(issues.issueNo, DRAWN)));
    const check = async () => {
      const v = (await get<ConsoleIssueVerification>(ctx.app, verifyOf(101, DRAWN), admin)).data;
      if (!v.verifiable) throw new Error('not verifiable');
      return { ok: v.ok, commitment: v.checks.commitment.ok, chain: v.checks.chain.ok, result: v.checks.result.ok };
    };
    try {
      // A result changed after the draw: the seed still commits and chains, the result differs.
      await tamper(DRAWN, { result: original!.result === '0 0 0 0 0' ? '1 1 1 1 1' : '0 0 0 0 0' });
      expect(await check()).toEqual({ ok: false, commitment: true, chain: true, result: false });
      // A commitment rewritten: only the commitment check fails.
      await tamper(DRAWN, { result: original!.result, commitment: 'ab'.repeat(32) });
      expect(await check()).toEqual({ ok: false, commitment: false, chain: true, result: true });
      // A seed swapped in the database: it commits to nothing recorded and reaches no anchor.
      await tamper(DRAWN, { commitment: original!.commitment, seed: 'cd'.repeat(32) });
      const swapped = await check();
      expect(swapped).toMatchObject({ ok: false, commitment: false, chain: false });
    } finally {
      await tamper(DRAWN, { seed: original!.seed, commitment: original!.commitment, result: original!.result });
    }
    expect((await check()).ok).toBe(true);
  });

  it('refuses a member token and a role without report.view', async () => {
    const member = await memberToken(ctx.app);
    const service = await newOperator(ctx.app, 'svc_iss', 'service');
    for (const url of [listOf(101), verifyOf(101, DRAWN)]) {
      const asMember = await ctx.app.inject({ method: 'GET', url, headers: { token: member } });
      expect(asMember.statusCode, url).toBe(403);
      const asService = await ctx.app.inject({ method: 'GET', url, headers: { token: service } });
      expect(asService.statusCode, url).toBe(403);
      expect(asService.json().code).toBe(ResultCode.FORBIDDEN);
    }
  });
});
