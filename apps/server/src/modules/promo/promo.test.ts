import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  BonusStatus,
  consolePaths,
  consoleMemberTabPaths,
  memberPaths,
  consolePromoPaths,
  orderPaths,
  OrderStatus,
  promoPaths,
  PushType,
  walletPaths,
  type PushEvent,
} from '@lotus/contracts';
import { addDays, buildBetLine, formatLocalDate, fromHex, parseLocalDate, promoDrawBytes, sha256, signDrawOutcome, toHex, type Play } from '@lotus/engine';
import { members, orders, promoBonuses, promoRuns, promoSeeds, promoValidBets, wallets } from '../../db/schema.ts';
import { DEMO } from '../../seed.ts';
import { describeApp } from '../../../test/app.ts';
import { expectMoneyConserved } from '../../../test/money.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { familyOf } from '../lottery/families.ts';
import { client, type Body } from '../../../test/client.ts';
import { businessDay } from './calendar.ts';
import { verifyMemberDraws } from '../../cli/verify.ts';

const execFileAsync = promisify(execFile);
type VerifyFetch = Parameters<typeof verifyMemberDraws>[2];

const ssc = familyOf('ssc')!;
const play = (code: string) => ssc.plays.find((p) => p.code === code)! as unknown as Play;
const DWD = play('ssc.5x.dwd');
const SUM = play('ssc.dbl.sum');
const TZ = 'Asia/Ho_Chi_Minh';
const U = 1000n;
const ok = (b: Body) => expect(b.code, b.msg).toBe(0);
const byId = (path: string, id: string) => path.replace(':id', id);

describeApp('promotions', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let api: ReturnType<typeof client>;
  let op: string;
  // Saturday 2026-11-21 17:00:30 in Hồ Chí Minh City.
  const clock = ctx.clock;
  const events: { topic: string; event: PushEvent }[] = [];

  beforeAll(async () => {
    const publish = ctx.app.deps.push.publish.bind(ctx.app.deps.push);
    vi.spyOn(ctx.app.deps.push, 'publish').mockImplementation(async (topic, event) => {
      events.push({ topic, event });
      return publish(topic, event);
    });
    await ctx.app.scheduler.tick();
    api = client(ctx.app);
    op = await api.operator();
  });

  const db = () => ctx.db;
  const idOf = async (account: string) => (await db().select().from(members).where(eq(members.account, account)))[0]!.id;
  const wallet = async (id: bigint) => (await db().select().from(wallets).where(eq(wallets.memberId, id)))[0]!;
  const setValid = async (memberId: bigint, day: string, units: bigint) =>
    db()
      .insert(promoValidBets)
      .values({ memberId, day, validMilli: units * U })
      .onConflictDoUpdate({ target: [promoValidBets.memberId, promoValidBets.day], set: { validMilli: units * U } });
  /** A deposit through the wallet, approved by the console (which re-evaluates the level). */
  const deposit = async (token: string, amount: string) => {
    const pre = await api.post(walletPaths.depositPre, { channelId: 1, amount }, { token });
    ok(pre.body);
    ok((await api.post(walletPaths.deposit, { orderNo: pre.body.data.orderNo, payerName: 'Nguyen Van A' }, { token })).body);
    ok((await api.post(consolePaths.depositApprove.replace(':orderNo', pre.body.data.orderNo), {}, { token: op })).body);
  };
  const bonuses = async (memberId: bigint, kind?: string) =>
    db()
      .select()
      .from(promoBonuses)
      .where(and(eq(promoBonuses.memberId, memberId), kind ? eq(promoBonuses.kind, kind) : undefined))
      .orderBy(promoBonuses.id);

  it('records an issue’s valid bet once: settled stakes, opposite sides netted, into the day and the turnover', async () => {
    const token = await api.login(DEMO.member.account, DEMO.member.password);
    const memberId = await idOf(DEMO.member.account);
    const line = buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 });
    ok((await api.post(orderPaths.normalCreate, { tid: 101, pno: '202611211021', bd: JSON.stringify([line]), confirm: 1 }, { token })).body);
    // Big 10 and small 4 on the sum: only the difference, 6, is a valid bet.
    const double = {
      tid: 101,
      pno: '202611211021',
      'list.0.playItemId': SUM.id * 10000,
      'list.0.betAmount': '10',
      'list.0.betCount': 1,
      'list.1.playItemId': SUM.id * 10000 + 1,
      'list.1.betAmount': '4',
      'list.1.betCount': 1,
    };
    ok((await api.post(orderPaths.doubleCreate, double, { token })).body);
    const before = await wallet(memberId);
    clock.set('2026-11-21T10:01:00Z');
    const issueId = (await db().select().from(orders).limit(1))[0]!.issueId;
    await ctx.app.scheduler.draws.closeDue(clock.now());
    await ctx.app.scheduler.draws.drawDue(clock.now());
    while ((await ctx.app.scheduler.settlement.settleBatch(issueId, 1)) > 0);
    await ctx.app.scheduler.settlement.settleBatch(issueId, 1);
    const settled = await db().select().from(orders).where(eq(orders.issueId, issueId));
    expect(settled.every((o) => o.status === OrderStatus.WON || o.status === OrderStatus.NOT_WON)).toBe(true);
    expect(settled.every((o) => o.refundMilli === 0n)).toBe(true);
    const day = businessDay(clock.now(), TZ);
    expect(day).toBe('2026-11-21');
    const [vb] = await db().select().from(promoValidBets).where(and(eq(promoValidBets.memberId, memberId), eq(promoValidBets.day, day)));
    expect(vb?.validMilli).toBe(26n * U);
    expect((await wallet(memberId)).turnoverMilli - before.turnoverMilli).toBe(26n * U);
    await expectMoneyConserved(db());
  });

  it('sets the level from both lifetime thresholds; a jump earns each passed level-up bonus once', async () => {
    const m = await api.newMember('vipa');
    const id = await idOf(m.account);
    await setValid(id, '2026-11-20', 200_000n);
    await deposit(m.token, '5000');
    // Deposits 5,000 and valid bet 200,000: VIP2 (VIP3 needs deposits of 20,000).
    let detail = (await api.get(promoPaths.memberVipDetail, {}, { token: m.token })).body.data;
    expect(detail).toMatchObject({ level: 2, deposit: '5000.000', validBet: '200000.000', next: { level: 3, deposit: '20000.000' } });
    expect((await bonuses(id, 'up')).map((b) => [b.level, b.amountMilli, b.status])).toEqual([
      [1, 18n * U, BonusStatus.PENDING_REVIEW],
      [2, 58n * U, BonusStatus.PENDING_REVIEW],
    ]);
    await deposit(m.token, '15000');
    detail = (await api.get(promoPaths.memberVipDetail, {}, { token: m.token })).body.data;
    expect(detail.level).toBe(3);
    expect((await bonuses(id, 'up')).map((b) => b.level)).toEqual([1, 2, 3]);
    // Re-evaluating generates nothing more.
    await db().transaction(async (tx) => {
      const { evaluateVip } = await import('./vip.ts');
      expect(await evaluateVip(tx, [id], clock.now())).toBe(0);
    });
    expect(await bonuses(id, 'up')).toHaveLength(3);
    expect((await api.get(promoPaths.vipDetail)).body.data.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('advanced supreme and demo accounts earn no bonus', async () => {
    const sup = await api.newMember('supr');
    const demo = await api.newMember('demo');
    ok((await api.post(consolePromoPaths.member.replace(':account', sup.account), { creditValue: 1000 }, { token: op })).body);
    ok((await api.post(consolePromoPaths.member.replace(':account', demo.account), { demo: 'true' }, { token: op })).body);
    for (const m of [sup, demo]) {
      const id = await idOf(m.account);
      await setValid(id, '2026-11-20', 10_000n);
      await deposit(m.token, '1000');
      expect(await bonuses(id)).toEqual([]);
    }
    expect((await api.get(promoPaths.memberVipDetail, {}, { token: sup.token })).body.data).toMatchObject({ supreme: true, next: null });
    expect((await api.post(promoPaths.doSign, {}, { token: demo.token })).body.msg).toBe('This account cannot take part in promotions');
  });

  it('review → claim credits the wallet and raises the turnover requirement by exactly the amount; a second claim pays nothing', async () => {
    const m = await api.newMember('clm');
    const id = await idOf(m.account);
    await setValid(id, '2026-11-20', 10_000n);
    await deposit(m.token, '1000');
    const [b] = await bonuses(id, 'up');
    // Not claimable before review.
    expect((await api.post(promoPaths.memberVipDraw.replace(':kind', 'up'), { id: b!.id.toString() }, { token: m.token })).body.msg).toBe(
      'This bonus cannot be received yet (awaiting review or rejected)',
    );
    ok((await api.post(byId(consolePromoPaths.bonusApprove, b!.id.toString()), {}, { token: op })).body);
    const before = await wallet(id);
    events.length = 0;
    const claims = await Promise.all(
      [1, 2, 3].map(() => api.post(promoPaths.memberVipDraw.replace(':kind', 'up'), { id: b!.id.toString() }, { token: m.token })),
    );
    expect(claims.filter((c) => c.body.code === 0)).toHaveLength(1);
    const after = await wallet(id);
    expect(after.balance - before.balance).toBe(18n * U);
    expect(after.turnoverRequiredMilli - before.turnoverRequiredMilli).toBe(18n * U);
    expect(claims.find((c) => c.body.code === 0)!.body.data).toMatchObject({ balance: '1018.000', bonus: { status: BonusStatus.CLAIMED } });
    expect(events.some((e) => e.event.type === PushType.BALANCE && e.topic.endsWith(`/${id}`))).toBe(true);
    await expectMoneyConserved(db());
  });

  it('rejects with a reason (one and batch); an approved bonus not received in 7 days expires', async () => {
    const m = await api.newMember('exp');
    const id = await idOf(m.account);
    await setValid(id, '2026-11-20', 50_000n);
    await deposit(m.token, '5000');
    const [b1, b2] = await bonuses(id, 'up');
    expect((await api.post(byId(consolePromoPaths.bonusReject, b1!.id.toString()), {}, { token: op })).body.code).not.toBe(0);
    ok((await api.post(byId(consolePromoPaths.bonusReject, b1!.id.toString()), { reason: 'duplicate account' }, { token: op })).body);
    const batch = (await api.post(consolePromoPaths.bonusBatch, { action: 'approve', ids: `${b1!.id},${b2!.id}` }, { token: op })).body;
    expect(batch.data).toEqual({ done: [b2!.id.toString()], skipped: 1 });
    const vip = ctx.app.services.vip;
    const start = clock.now().getTime();
    expect(await vip.expire(new Date(start + 7 * 86_400_000 - 1000))).toBe(0);
    clock.set(new Date(start + 7 * 86_400_000).toISOString());
    const token = await api.login(m.account, m.password);
    op = await api.operator();
    expect((await api.post(promoPaths.memberVipDraw.replace(':kind', 'up'), { id: b2!.id.toString() }, { token })).body.msg).toBe('This bonus has expired');
    expect(await vip.expire()).toBeGreaterThanOrEqual(1);
    expect((await bonuses(id, 'up')).map((b) => b.status)).toEqual([BonusStatus.REJECTED, BonusStatus.EXPIRED]);
    const audit = (await api.get(consolePaths.audit, { size: 20 }, { token: op })).body.data.list as { action: string; target: string }[];
    expect(audit).toContainEqual(expect.objectContaining({ action: 'promo.bonus.reject', target: `bonus:${b1!.id}` }));
    clock.set('2026-11-21T10:01:00Z');
    op = await api.operator();
  });

  /** VIP1 the way it is earned: lifetime deposits 1,000 and valid bet 10,000, on a day before the tested periods. */
  const reachVip1Before = async (id: bigint, day: string) => {
    await setValid(id, day, 10_000n);
    await db().execute(sql`insert into dw_orders (order_no, member_id, kind, status, amount, actual_amount, request_key, reviewed_at)
      values (${`T${id}L`}, ${id}, 1, 2, ${1_000n * U}, ${1_000n * U}, ${`k${id}L`}, ${`${day}T05:00:00Z`})`);
    await db().update(members).set({ vipLevel: 1 }).where(eq(members.id, id));
  };

  it('a weekly bonus is for the level at the week’s end, not one reached on Monday before the run', async () => {
    const vip = ctx.app.services.vip;
    const m = await api.newMember('lvl');
    const id = await idOf(m.account);
    await reachVip1Before(id, '2026-09-01');
    // The week of Monday 2026-10-05: deposits 200 and valid bet 800 earn VIP1's weekly 8.
    await setValid(id, '2026-10-07', 800n);
    await db().execute(sql`insert into dw_orders (order_no, member_id, kind, status, amount, actual_amount, request_key, reviewed_at)
      values (${`T${id}W`}, ${id}, 1, 2, ${200n * U}, ${200n * U}, ${`k${id}W`}, ${'2026-10-06T05:00:00Z'})`);
    // Monday 2026-10-12 01:00 in Hồ Chí Minh City, two hours before the run: a deposit and bets that reach VIP2.
    await setValid(id, '2026-10-12', 50_000n);
    await db().execute(sql`insert into dw_orders (order_no, member_id, kind, status, amount, actual_amount, request_key, reviewed_at)
      values (${`T${id}M`}, ${id}, 1, 2, ${5_000n * U}, ${5_000n * U}, ${`k${id}M`}, ${'2026-10-11T18:00:00Z'})`);
    await db().update(members).set({ vipLevel: 2 }).where(eq(members.id, id));
    const run = await vip.generate(parseLocalDate('2026-10-12')!);
    expect(run).toMatchObject({ kind: 'week', period: '2026-10-05', generated: 1, totalMilli: 8n * U });
    expect(await bonuses(id, 'week')).toMatchObject([{ level: 1, amountMilli: 8n * U }]);
  });

  it('Monday generation: weekly on an ordinary Monday, monthly and no weekly on the first Monday; a crashed run reruns paying each bonus once', async () => {
    const vip = ctx.app.services.vip;
    const ms = await Promise.all([1, 2, 3].map(() => api.newMember('wk')));
    const ids = await Promise.all(ms.map((m) => idOf(m.account)));
    for (const [i, id] of ids.entries()) {
      await reachVip1Before(id, '2026-07-01');
      // Week of Monday 2026-08-24: deposits ≥ 80 and valid bet ≥ 800 for VIP1's weekly 8.
      await setValid(id, '2026-08-26', i === 2 ? 100n : 800n);
      // And the month of August for the monthly 18: deposits ≥ 180, valid bet ≥ 1,800.
      await setValid(id, '2026-08-05', 1_000n);
      await db().execute(sql`insert into dw_orders (order_no, member_id, kind, status, amount, actual_amount, request_key, reviewed_at)
        values (${`T${id}W`}, ${id}, 1, 2, ${200n * U}, ${200n * U}, ${`k${id}`}, ${'2026-08-25T05:00:00Z'})`);
    }
    // 2026-08-31 is an ordinary Monday (its month's first Monday was the 3rd): weekly bonus only.
    let failOnce = true;
    await expect(
      vip.generate(parseLocalDate('2026-08-31')!, {
        batchSize: 1,
        afterBatch: (n) => {
          if (failOnce && n === 2) {
            failOnce = false;
            throw new Error('crash');
          }
        },
      }),
    ).rejects.toThrow('crash');
    const rerun = await vip.generate(parseLocalDate('2026-08-31')!, { batchSize: 1 });
    expect(rerun).toMatchObject({ kind: 'week', period: '2026-08-24', status: 2, generated: 2, totalMilli: 16n * U });
    const weekly = await db().select().from(promoBonuses).where(and(eq(promoBonuses.kind, 'week'), eq(promoBonuses.period, '2026-08-24')));
    expect(weekly.map((b) => b.memberId).sort()).toEqual([ids[0], ids[1]].sort());
    // A third run (another node) generates nothing.
    expect(await vip.generate(parseLocalDate('2026-08-31')!)).toMatchObject({ generated: 2 });
    // 2026-09-07 is September's first Monday: the monthly payout for August and no weekly bonus.
    const month = await vip.generate(parseLocalDate('2026-09-07')!);
    // The third member's month (1,100) is short of 100× the monthly 18.
    expect(month).toMatchObject({ kind: 'month', period: '2026-08', generated: 2, totalMilli: 36n * U });
    // 2026-06-01 is a Monday that is the 1st: monthly for May (nobody qualifies).
    expect(await vip.generate(parseLocalDate('2026-06-01')!)).toMatchObject({ kind: 'month', period: '2026-05', generated: 0 });
    const weekRuns = (await db().select().from(promoRuns)).filter((r) => r.kind === 'week').map((r) => r.period);
    // The week that ended on Sunday 2026-09-06 is paid by the month: it has no weekly run.
    expect(weekRuns).toContain('2026-08-24');
    expect(weekRuns).not.toContain('2026-08-31');
    const runs = (await api.get(consolePromoPaths.runs, {}, { token: op })).body.data as { kind: string; generated: number }[];
    expect(runs.map((r) => r.kind)).toContain('month');
  });

  it('refuses a run for a period not over on the promotions’ clock (next Monday’s week, November’s month, December 2030) and closes nothing; from Monday 03:00 the week runs (#26)', async () => {
    const runsOf = async () => (await db().select().from(promoRuns)).map((r) => `${r.kind}:${r.period}`);
    const before = await runsOf();
    const run = async (date: string, lang = 'en') => (await api.post(consolePromoPaths.runs, { date }, { token: await api.operator(), lang })).body;
    // Saturday 2026-11-21 17:01 in Hồ Chí Minh City.
    clock.set('2026-11-21T10:01:00Z');
    expect(await run('2026-11-30')).toMatchObject({ code: 1002, msg: 'The period 2026-11-23 is not over yet: its payout can run from 2026-11-30 03:00 (platform time)' });
    expect(await run('2026-12-07')).toMatchObject({ code: 1002, msg: 'The period 2026-11 is not over yet: its payout can run from 2026-12-07 03:00 (platform time)' });
    expect((await run('2031-01-06', 'zh')).msg).toBe('周期 2030-12 尚未结束：派发最早于 2031-01-06 03:00（平台时间）运行');
    expect((await run('2031-01-06', 'vi')).msg).toContain('2030-12');
    expect((await run('2031-01-06', 'id')).msg).toContain('2030-12');
    // Nothing was opened or closed: the scheduler still runs each period when it comes.
    expect(await runsOf()).toEqual(before);
    // Monday 2026-11-23 02:59:59: the week of the 16th is still refused; at 03:00 it runs.
    clock.set('2026-11-22T19:59:59Z');
    expect((await run('2026-11-23')).code).toBe(1002);
    clock.set('2026-11-22T20:00:00Z');
    const b = await run('2026-11-23');
    ok(b);
    expect(b.data).toMatchObject({ kind: 'week', period: '2026-11-16', status: 2 });
    clock.set('2026-11-21T10:01:00Z');
  });

  it('signs in once per business day: 01:59 and 02:00 are different days; a missed day resets; day 7 is the richer table', async () => {
    const m = await api.newMember('sgn');
    // Each move of the clock starts a new session (sessions last 12 hours).
    const sign = async () => (await api.post(promoPaths.doSign, {}, { token: await api.login(m.account, m.password) })).body;
    // 2026-11-22 01:59 in Hồ Chí Minh City is still the business day of the 21st.
    clock.set('2026-11-21T18:59:00Z');
    ok(await sign());
    expect((await sign()).msg).toBe('You have already signed in today');
    clock.set('2026-11-21T19:00:00Z');
    const second = await sign();
    ok(second);
    expect(second.data).toMatchObject({ day: '2026-11-22', streak: 2 });
    // Skip the 23rd: the 24th starts again at day 1.
    clock.set('2026-11-24T05:00:00Z');
    expect((await sign()).data.streak).toBe(1);
    for (let d = 25; d <= 30; d++) {
      clock.set(`2026-11-${d}T05:00:00Z`);
      ok(await sign());
    }
    const detail = (await api.get(promoPaths.signDetail, {}, { token: await api.login(m.account, m.password) })).body.data;
    expect(detail).toMatchObject({ streak: 7, signedToday: true });
    expect(detail.calendar.every((c: { signed: boolean }) => c.signed)).toBe(true);
    expect(detail.prizes[5].amount).toBe('188.888');
    expect(detail.maxReward).toBe('188888.000');
    clock.set('2026-12-01T05:00:00Z');
    expect((await sign()).data.streak).toBe(1);
  });

  it('draw chances by the day’s valid bet tier, credited at once, ending at 02:00; outcomes re-derive from the revealed seed', async () => {
    const m = await api.newMember('drw');
    const id = await idOf(m.account);
    clock.set('2026-12-02T05:00:00Z');
    m.token = await api.login(m.account, m.password);
    const day = '2026-12-02';
    await setValid(id, day, 1_500n); // tier 2: two chances at ×5
    expect((await api.post(promoPaths.signDraw, {}, { token: m.token })).body.msg).toBe('Please sign in today before drawing');
    ok((await api.post(promoPaths.doSign, {}, { token: m.token })).body);
    const status = (await api.get(promoPaths.signStatus, {}, { token: m.token })).body.data;
    expect(status).toMatchObject({ tier: 2, chances: 2, left: 2, nextTier: { tier: 3, validBet: '10000.000' } });
    const before = await wallet(id);
    const draws = [];
    for (let i = 0; i < 2; i++) {
      const r = (await api.post(promoPaths.signDraw, {}, { token: m.token })).body;
      ok(r);
      draws.push(r.data.draw);
    }
    expect((await api.post(promoPaths.signDraw, {}, { token: m.token })).body.msg).toBe('You have no draw chances left');
    const paid = draws.reduce((a, d) => a + BigInt(Math.round(Number(d.amount) * 1000)), 0n);
    const after = await wallet(id);
    expect(after.balance - before.balance).toBe(paid);
    expect(after.turnoverRequiredMilli - before.turnoverRequiredMilli).toBe(paid);
    // The seed is not shown while the day runs…
    const detail = (await api.get(promoPaths.signDetail, {}, { token: m.token })).body.data;
    expect(detail.draws[0].seed).toBeNull();
    // …and at 02:00 the chances end and the seed is revealed.
    clock.set('2026-12-02T19:00:00Z');
    m.token = await api.login(m.account, m.password);
    const next = (await api.get(promoPaths.signDetail, {}, { token: m.token })).body.data;
    expect(next).toMatchObject({ day: '2026-12-03', chances: 0, left: 0, signedToday: false });
    const [seedRow] = await db().select().from(promoSeeds).where(and(eq(promoSeeds.kind, 'sign'), eq(promoSeeds.day, day)));
    for (const d of next.draws) {
      expect(d.seed).toBe(seedRow!.seed);
      expect(toHex(sha256(fromHex(d.seed)!))).toBe(d.commitment);
      const bytes = promoDrawBytes(fromHex(d.seed)!, id.toString(), d.day, d.chance);
      expect(toHex(bytes)).toBe(d.hmac);
      const o = signDrawOutcome(bytes, d.streak, 5);
      expect([o.index, o.amountMilli]).toEqual([d.prizeIndex, BigInt(Math.round(Number(d.amount) * 1000))]);
      expect(d).toMatchObject({ kind: 'sign', memberId: id.toString(), multiplier: 5 });
    }
    // The operator then changes the prize table: the draws still re-derive, from the table each recorded.
    op = await api.operator();
    const prizes = (await api.get(consolePromoPaths.table.replace(':key', 'signPrizes'), {}, { token: op })).body.data as {
      normal: { weight: number; amount: string }[];
      day7: { weight: number; amount: string }[];
    };
    const reversed = { normal: [...prizes.normal].reverse(), day7: prizes.day7 };
    ok((await api.post(consolePromoPaths.table.replace(':key', 'signPrizes'), { value: JSON.stringify(reversed) }, { token: op })).body);
    const inject: VerifyFetch = async (url, token) => (await ctx.app.inject({ method: 'GET', url, headers: { lang: 'en', ...(token ? { token } : {}) } })).json();
    const verified = await verifyMemberDraws('', m.token, inject);
    expect(verified, verified.lines.join('\n')).toMatchObject({ ok: true, verified: 2 });
    // A record that says another prize than its bytes pick is caught.
    const tampered: VerifyFetch = async (url, token) => {
      const body = await inject(url, token);
      const first = (body.data as { draws: { prizeIndex: number; table: unknown[] }[] }).draws[0]!;
      if (url === promoPaths.signDetail) first.prizeIndex = (first.prizeIndex + 1) % first.table.length;
      return body;
    };
    const caught = await verifyMemberDraws('', m.token, tampered);
    expect(caught.ok).toBe(false);
    expect(caught.lines.join('\n')).toContain('DIFFERS: the bytes pick prize');
    // The npm script itself, against the listening server, logging in with the member's password.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const run = await execFileAsync(
      'npx',
      ['tsx', 'src/cli/verify.ts', 'draws', '--account', m.account, '--password', m.password, '--url', `http://127.0.0.1:${port}`],
      { cwd: fileURLToPath(new URL('../../..', import.meta.url)), timeout: 60_000 },
    );
    expect(run.stdout).toContain('2 of 2 draws re-derived');
    expect(run.stdout).toMatch(/VERIFIED\n?$/);
    expect(run.stdout).not.toContain('NOT VERIFIED');
    await expectMoneyConserved(db());
  });

  it('invite draw: a chance per invitee who deposits and bets the minimums within 7 days, not from the inviter’s IP or device; large prizes wait for review', async () => {
    // Registration times come from the database's clock: this test runs at the real time.
    clock.set(new Date().toISOString());
    const today = parseLocalDate(businessDay(clock.now(), TZ))!;
    const dayPlus = (n: number) => formatLocalDate(addDays(today, n));
    op = await api.operator();
    const agentPhone = 'agent-phone-6f1c2b9a';
    const agent = await api.login(DEMO.agent.account, DEMO.agent.password, { ip: '10.0.0.1', deviceId: agentPhone });
    const agentId = await idOf(DEMO.agent.account);
    const invitee = async (prefix: string, ip: string, deviceId = `phone-of-${prefix}-0001`) => {
      const account = `${prefix}${Date.now().toString(36).slice(-6)}`;
      ok((await api.post(memberPaths.registerByCode.replace(':code', DEMO.agent.inviteCode), { account, password: 'abc45678x', confirmPassword: 'abc45678x' })).body);
      const token = await api.login(account, 'abc45678x', { ip, deviceId });
      return { account, token, id: await idOf(account) };
    };
    const good = await invitee('invg', '10.0.0.2');
    const sameIp = await invitee('invs', '10.0.0.1');
    const slow = await invitee('invl', '10.0.0.3');
    // Another IP, but registered and played on the agent's own phone.
    const sameDevice = await invitee('invd', '10.0.0.4', agentPhone);
    for (const m of [good, sameIp, sameDevice]) {
      await deposit(m.token, '100');
      await setValid(m.id, dayPlus(2), 1_000n);
    }
    // Enough, but the valid bet came on the 8th day.
    await deposit(slow.token, '100');
    await setValid(slow.id, dayPlus(9), 1_000n);
    const count = (await api.get(promoPaths.inviteDrawCount, {}, { token: agent })).body;
    ok(count);
    expect(count.data).toMatchObject({ enabled: true, inviteCode: DEMO.agent.inviteCode, qualified: 1, chances: 1, used: 0, left: 1 });
    const before = await wallet(agentId);
    const drawn = (await api.post(promoPaths.inviteDraw, {}, { token: agent })).body;
    ok(drawn);
    const amount = BigInt(Math.round(Number(drawn.data.draw.amount) * 1000));
    const after = await wallet(agentId);
    if (amount >= 388n * U) {
      expect(drawn.data.draw.status).toBe(2);
      expect(after.balance).toBe(before.balance);
      expect(await bonuses(agentId, 'invite')).toHaveLength(1);
    } else {
      expect(drawn.data.draw.status).toBe(1);
      expect(after.balance - before.balance).toBe(amount);
      expect(after.turnoverRequiredMilli - before.turnoverRequiredMilli).toBe(amount);
    }
    expect((await api.post(promoPaths.inviteDraw, {}, { token: agent })).body.msg).toBe('You have no draw chances left');
    await expectMoneyConserved(db());
  });

  it('offers the invite draw only to agents, who alone invite: a member gets no code, no chances and no draw (#27 M5)', async () => {
    clock.set(new Date().toISOString());
    const member = await api.login(DEMO.member.account, DEMO.member.password);
    const id = await idOf(DEMO.member.account);
    const before = await wallet(id);
    const count = (await api.get(promoPaths.inviteDrawCount, {}, { token: member })).body;
    ok(count);
    expect(count.data).toMatchObject({ enabled: true, canInvite: false, inviteCode: null, chances: 0, left: 0 });
    expect((await api.post(promoPaths.inviteDraw, {}, { token: member })).body.msg).toBe('The invite draw is for agents (who hold invitation codes)');
    expect(await wallet(id)).toEqual(before);
    const agent = await api.login(DEMO.agent.account, DEMO.agent.password);
    expect((await api.get(promoPaths.inviteDrawCount, {}, { token: agent })).body.data).toMatchObject({ enabled: true, canInvite: true, inviteCode: DEMO.agent.inviteCode });
  });

  it('a locked wallet receives no bonus and draws nothing (VIP claim, sign-in and invite draws), and nothing moves; unlocked, the claim pays', async () => {
    // Deposits are stamped by the database's clock: this test runs at the real time.
    clock.set(new Date().toISOString());
    op = await api.operator();
    const m = await api.newMember('lck');
    const id = await idOf(m.account);
    m.token = await api.login(m.account, m.password);
    await setValid(id, '2026-11-20', 10_000n);
    await deposit(m.token, '1000');
    const [b] = await bonuses(id, 'up');
    ok((await api.post(byId(consolePromoPaths.bonusApprove, b!.id.toString()), {}, { token: op })).body);
    const day = businessDay(clock.now(), TZ);
    await setValid(id, day, 1_500n);
    ok((await api.post(promoPaths.doSign, {}, { token: m.token })).body);
    const lock = (locked: number) =>
      api.post(consoleMemberTabPaths.walletLock.replace(':account', m.account), { locked, reason: 'fraud check' }, { token: op });
    ok((await lock(1)).body);
    const before = await wallet(id);
    const claim = () => api.post(promoPaths.memberVipDraw.replace(':kind', 'up'), { id: b!.id.toString() }, { token: m.token });
    const locked = 'Your wallet is locked; please contact customer service';
    expect((await claim()).body.msg).toBe(locked);
    expect((await api.post(promoPaths.signDraw, {}, { token: m.token })).body.msg).toBe(locked);
    expect((await api.post(promoPaths.inviteDraw, {}, { token: m.token })).body.msg).toBe(locked);
    expect(await wallet(id)).toEqual(before);
    expect((await bonuses(id, 'up'))[0]!.status).toBe(BonusStatus.CLAIMABLE);
    ok((await lock(0)).body);
    ok((await claim()).body);
    expect((await wallet(id)).balance - before.balance).toBe(b!.amountMilli);
    await expectMoneyConserved(db());
  });

  it('edits the VIP table through the console (audited) and refuses a table the rules cannot use', async () => {
    op = await api.operator();
    const table = (await api.get(consolePromoPaths.table.replace(':key', 'vip'), {}, { token: op })).body.data as { upBonus: string }[];
    table[1]!.upBonus = '20';
    ok((await api.post(consolePromoPaths.table.replace(':key', 'vip'), { value: JSON.stringify(table) }, { token: op })).body);
    expect((await api.get(promoPaths.vipDetail)).body.data[1].upBonus).toBe('20.000');
    const bad = (await api.post(consolePromoPaths.table.replace(':key', 'vip'), { value: '[{"level":3}]' }, { token: op })).body;
    expect(bad.msg).toBe('The promotion table is not valid');
    const audit = (await api.get(consolePaths.audit, { size: 5 }, { token: op })).body.data.list as { action: string }[];
    expect(audit.map((a) => a.action)).toContain('promo.table.update');
    // The promotions' clock can be shifted only where PROMO_CLOCK_CONTROL is on (not here).
    expect((await api.post(consolePromoPaths.clock, { offsetMinutes: 1440 }, { token: op })).res.statusCode).toBe(404);
  });
});
