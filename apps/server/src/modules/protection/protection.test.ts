import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  chasePaths,
  ChaseStatus,
  orderPaths,
  protectionConsolePaths,
  protectionPaths,
  ResultCode,
  walletPaths,
  type LedgerType,
  type NetDepositsView,
  type PlacedOrders,
  type ProtectionState,
  type RemindersView,
} from '@lotus/contracts';
import { formatAmount, translate } from '@lotus/i18n';
import { buildBetLine, type Play } from '@lotus/engine';
import { auditLog, chases, members, orders, wallets } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { describeApp } from '../../../test/app.ts';
import { newOperator } from '../../../test/operators.ts';
import { get, memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';
import { promotionsBarred } from '../promo/barred.ts';

const ssc = familyOf('ssc')!;
const play = (code: string) => ssc.plays.find((p) => p.code === code)! as unknown as Play;
const DWD = play('ssc.5x.dwd');
const SUM = play('ssc.dbl.sum');
/** Every digit on 万 at 2 yuan: 20.000 a line. */
const line = () =>
  buildBetLine({
    play: DWD,
    selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] },
    mode: 1,
    multiple: 1,
    lineNo: 1,
  });
const ISSUE = '202611211021';
const NEXT = ['202611211022', '202611211023', '202611211024'];
const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);

describeApp('player protection', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let op: string;
  const clock = ctx.clock;
  let seq = 0;

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    op = await operatorToken(ctx.app);
  });

  /** A member with 1,000 in the wallet and a session. */
  async function member() {
    seq += 1;
    const account = `prot${ctx.target.slice(0, 2)}${seq}x`;
    const [m] = await ctx.db
      .insert(members)
      .values({ account, passwordHash: await hashPassword('pass12345') })
      .returning({ id: members.id });
    await ctx.db.insert(wallets).values({ memberId: m!.id });
    await ctx.db.transaction((tx) =>
      moveMoney(tx, {
        idempotencyKey: `test:${account}`,
        type: 'adjustment',
        from: houseAccount(HOUSE.adjustments),
        to: memberAccount(m!.id),
        amount: 1_000_000n,
        memberId: m!.id,
      }),
    );
    return { id: m!.id, account, token: await memberToken(ctx.app, account, 'pass12345') };
  }
  const balanceOf = async (id: bigint) =>
    (await ctx.db.select().from(wallets).where(eq(wallets.memberId, id)))[0]!.balance;

  const paths = {
    bet: (t: string) =>
      post<PlacedOrders>(
        ctx.app,
        orderPaths.normalCreate,
        { tid: 101, pno: ISSUE, bd: JSON.stringify([line()]), confirm: 1 },
        t,
      ),
    chase: (t: string) =>
      post<PlacedOrders>(
        ctx.app,
        orderPaths.normalChase,
        {
          tid: 101,
          bd: JSON.stringify([line()]),
          cd: [ISSUE, ...NEXT.slice(0, 2)].map((n) => `${n},1`).join('|'),
          cm: 0,
          confirm: 1,
        },
        t,
      ),
    double: (t: string) =>
      post<PlacedOrders>(
        ctx.app,
        orderPaths.doubleCreate,
        {
          tid: 101,
          pno: ISSUE,
          'list.0.playItemId': SUM.id * 10000,
          'list.0.betAmount': '10',
          'list.0.betCount': 1,
          'list.1.playItemId': SUM.id * 10000 + 1,
          'list.1.betAmount': '10',
          'list.1.betCount': 1,
          confirm: 1,
        },
        t,
      ),
    deposit: (t: string) => post(ctx.app, walletPaths.depositPre, { channelId: 1, amount: '100' }, t),
  };
  /** What each path costs: a line, a 3-issue chase of it, two 10s, a 100 deposit. */
  const COST = { bet: 20_000n, chase: 60_000n, double: 20_000n, deposit: 100_000n };
  const money = (m: bigint) => (Number(m) / 1000).toFixed(3);

  it.each([
    ['loss', 'bet'],
    ['wager', 'bet'],
    ['loss', 'chase'],
    ['wager', 'chase'],
    ['loss', 'double'],
    ['wager', 'double'],
    ['deposit', 'deposit'],
  ] as const)(
    'a %s limit at its edge on a %s: exactly at it passes, one milli over is refused',
    async (kind, path) => {
      const cost = COST[path];
      const at = await member();
      const setAt = await post(
        ctx.app,
        protectionPaths.setLimit,
        { kind, period: '24h', amount: money(cost) },
        at.token,
      );
      expect(setAt).toMatchObject({ code: 0, data: { applied: true } });
      const ok = await paths[path](at.token);
      expect(ok.code, ok.msg).toBe(0);

      const over = await member();
      await post(
        ctx.app,
        protectionPaths.setLimit,
        { kind, period: '24h', amount: money(cost - 1n) },
        over.token,
      );
      const before = await balanceOf(over.id);
      const refused = await paths[path](over.token);
      expect(refused.code).toBe(ResultCode.REJECTED);
      // Nothing in the window yet: it frees as soon as anything would, i.e. in 24 h.
      expect(refused.msg).toBe(
        en(`protection.limitReached.${kind}`, { days: 1, limit: formatAmount(money(cost - 1n), 'en'), time: '2026-11-22 17:00 GMT+7' }),
      );
      expect(refused.data).toMatchObject({ kind, period: '24h' });
      expect(await balanceOf(over.id)).toBe(before);
      // The next one on the member within the limit is refused too, with the 7-day limit looser.
      await post(ctx.app, protectionPaths.setLimit, { kind, period: '7d', amount: '100000' }, at.token);
      expect((await paths[path](at.token)).code).toBe(ResultCode.REJECTED);
    },
  );

  it.each(['loss', 'wager'] as const)(
    'concurrent bets at a %s limit: together they stake at most the limit',
    async (kind) => {
      const m = await member();
      // Five 20.000 lines fit a 100 limit; eight fired at once must not all pass the check.
      await post(ctx.app, protectionPaths.setLimit, { kind, period: '24h', amount: '100' }, m.token);
      const before = await balanceOf(m.id);
      const results = await Promise.all(Array.from({ length: 8 }, () => paths.bet(m.token)));
      const placed = results.filter((r) => r.code === 0);
      const refused = results.filter((r) => r.code !== 0);
      expect(placed).toHaveLength(5);
      for (const r of refused) expect(r.data).toMatchObject({ kind, period: '24h' });
      expect(before - (await balanceOf(m.id))).toBe(100_000n);
    },
  );

  it('deposits opened together at a deposit limit open at most the limit', async () => {
    const m = await member();
    // Three 100 deposits fit a 300 limit; six opened at once must not all pass the check.
    await post(ctx.app, protectionPaths.setLimit, { kind: 'deposit', period: '24h', amount: '300' }, m.token);
    const results = await Promise.all(Array.from({ length: 6 }, () => paths.deposit(m.token)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(3);
    for (const r of results.filter((x) => x.code !== 0)) expect(r.data).toMatchObject({ kind: 'deposit', period: '24h' });
  });

  it('lowers at once; raises after 24 h and a confirmation within 7 days, or the raise lapses', async () => {
    const m = await member();
    let token = m.token;
    const set = (amount: string) =>
      post<{ applied: boolean; state: ProtectionState }>(
        ctx.app,
        protectionPaths.setLimit,
        { kind: 'loss', period: '24h', amount },
        token,
      );
    expect((await set('100')).data.applied).toBe(true);
    expect((await set('60')).data.state.limits[0]).toMatchObject({
      kind: 'loss',
      period: '24h',
      value: '60.000',
      pendingValue: null,
    });
    const raise = await set('200');
    expect(raise.data.applied).toBe(false);
    const askedAt = clock.now().getTime();
    expect(raise.data.state.limits[0]).toMatchObject({
      value: '60.000',
      pendingValue: '200.000',
      confirmFrom: new Date(askedAt + 86_400_000).toISOString(),
      confirmUntil: new Date(askedAt + 8 * 86_400_000).toISOString(),
    });
    const early = await post(ctx.app, protectionPaths.confirmLimit, { kind: 'loss', period: '24h' }, token);
    expect(early.msg).toBe(en('protection.confirmNotYet', { time: '2026-11-22 17:00 GMT+7' }));
    clock.advance(86_400_000);
    token = await memberToken(ctx.app, m.account, 'pass12345');
    const confirmed = await post<ProtectionState>(
      ctx.app,
      protectionPaths.confirmLimit,
      { kind: 'loss', period: '24h' },
      token,
    );
    expect(confirmed.data.limits[0]).toMatchObject({ value: '200.000', pendingValue: null });
    // A removal waits the same way, and lapses unconfirmed after 7 days.
    await post(ctx.app, protectionPaths.setLimit, { kind: 'loss', period: '24h', remove: '1' }, token);
    clock.advance(8 * 86_400_000 + 1);
    token = await memberToken(ctx.app, m.account, 'pass12345');
    const lapsed = await get<ProtectionState>(ctx.app, protectionPaths.state, token);
    expect(lapsed.data.limits[0]).toMatchObject({
      value: '200.000',
      pendingRemove: false,
      confirmFrom: null,
    });
    expect((await post(ctx.app, protectionPaths.confirmLimit, { kind: 'loss', period: '24h' }, token)).msg).toBe(
      en('protection.nothingPending'),
    );
    clock.set('2026-11-21T10:00:30Z');
  });

  it("a time-out refunds a running chase's unsold issues, blocks every money-in and bet route of the route table, and leaves withdrawal open", async () => {
    const m = await member();
    const before = await balanceOf(m.id);
    const chase = await paths.chase(m.token);
    expect(chase.code, chase.msg).toBe(0);
    expect(await balanceOf(m.id)).toBe(before - 60_000n);

    const taken = await post<ProtectionState & { chasesStopped: number; refunded: string }>(
      ctx.app,
      protectionPaths.takeBreak,
      { kind: 'timeout', duration: '24h' },
      m.token,
    );
    expect(taken.data).toMatchObject({
      chasesStopped: 1,
      refunded: '60.000',
      block: { kind: 'timeout', until: '2026-11-22T10:00:30.000Z' },
    });
    expect(await balanceOf(m.id)).toBe(before);
    const [row] = await ctx.db.select().from(chases).where(eq(chases.memberId, m.id));
    expect(row!.status).toBe(ChaseStatus.STOPPED);

    // Every member POST route that takes money in or bets is marked, and refuses before reading the body.
    const moneyIn =
      /order\/(normal|double)\/|\/(double\/)?chase$|deposit|swipe|[Dd]raw$|doSign|\/up$|\/week$|\/month$/;
    const notMoneyIn = new Set<string>([
      walletPaths.withdraw,
      walletPaths.dwOrderList,
      chasePaths.cancelByChaseId,
      chasePaths.cancelByPlanNo,
    ]);
    const memberPosts = ctx.app.routeTable.filter((r) => r.method === 'POST' && r.auth === 'member');
    const guarded = memberPosts.filter((r) => r.protect);
    for (const r of memberPosts.filter((x) => moneyIn.test(x.url) && !notMoneyIn.has(x.url))) {
      expect(r.protect, `${r.url} takes money in or bets: it must carry protect`).toBeDefined();
    }
    expect(guarded.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        orderPaths.normalCreate,
        orderPaths.normalSolo,
        orderPaths.normalChase,
        orderPaths.doubleCreate,
        orderPaths.doubleChase,
        walletPaths.depositPre,
        walletPaths.depositPreThird,
        walletPaths.deposit,
        walletPaths.swipe,
      ]),
    );
    const blocked = en('protection.timedOut', { time: '2026-11-22 17:00 GMT+7' });
    for (const r of guarded) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: r.url.replace(/:(\w+)/g, 'x1'),
        headers: { lang: 'en', token: m.token, 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(res.json(), r.url).toMatchObject({ code: ResultCode.REJECTED, msg: blocked });
    }
    // The same through the services, whatever the route: no bet, no deposit.
    expect((await paths.bet(m.token)).msg).toBe(blocked);
    expect(await balanceOf(m.id)).toBe(before);
    // Not shortenable; an exclusion may follow.
    expect(
      (await post(ctx.app, protectionPaths.takeBreak, { kind: 'timeout', duration: '24h' }, m.token)).msg,
    ).toBe(en('protection.breakNotShorter'));
    const state = await get<ProtectionState>(ctx.app, protectionPaths.state, m.token);
    expect(state.data.block).toEqual({
      kind: 'timeout',
      from: '2026-11-21T10:00:30.000Z',
      until: '2026-11-22T10:00:30.000Z',
    });
    // A withdrawal is still possible (it fails only for want of a fund password here).
    expect(
      (await post(ctx.app, walletPaths.withdraw, { amount: '100', cardId: 1, fundPwd: 'abc12345' }, m.token)).msg,
    ).toBe(en('wallet.noFundPwd'));
    // When it ends, money may come in again.
    clock.advance(86_400_000);
    expect((await paths.deposit(await memberToken(ctx.app, m.account, 'pass12345'))).code).toBe(0);
    clock.set('2026-11-21T10:00:30Z');
  });

  it('self-exclusion: permanent, never shortened, audited', async () => {
    const m = await member();
    const taken = await post<ProtectionState>(
      ctx.app,
      protectionPaths.takeBreak,
      { kind: 'exclusion', duration: 'permanent' },
      m.token,
    );
    expect(taken.data.block).toMatchObject({ kind: 'exclusion', until: null });
    // Promotions earn nothing while it holds (promo's one check).
    expect(await promotionsBarred(ctx.db, m.id, clock.now())).toBe('exclusion');
    expect((await paths.deposit(m.token)).msg).toBe(en('protection.excludedPermanent'));
    expect(
      (await post(ctx.app, protectionPaths.takeBreak, { kind: 'exclusion', duration: '5y' }, m.token)).msg,
    ).toBe(en('protection.breakNotShorter'));
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'protection.break'), eq(auditLog.target, `member:${m.id}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'member',
      detail: { kind: 'exclusion', duration: 'permanent', until: null },
    });
  });

  it("operators see and only tighten a member's settings, audited", async () => {
    const m = await member();
    await post(ctx.app, protectionPaths.setLimit, { kind: 'wager', period: '7d', amount: '500' }, m.token);
    const url = (p: string) => p.replace(':account', m.account);
    expect(
      (await get<ProtectionState>(ctx.app, url(protectionConsolePaths.state), op)).data.limits[0],
    ).toMatchObject({ kind: 'wager', value: '500.000' });
    expect(
      (
        await post(
          ctx.app,
          url(protectionConsolePaths.tightenLimit),
          { kind: 'wager', period: '7d', amount: '600' },
          op,
        )
      ).msg,
    ).toBe(en('protection.operatorTightenOnly'));
    expect(
      (
        await post(
          ctx.app,
          url(protectionConsolePaths.tightenLimit),
          { kind: 'wager', period: '7d', remove: '1' },
          op,
        )
      ).msg,
    ).toBe(en('protection.operatorTightenOnly'));
    expect(
      (
        await post(
          ctx.app,
          url(protectionConsolePaths.tightenLimit),
          { kind: 'wager', period: '7d', amount: '300' },
          op,
        )
      ).data,
    ).toMatchObject({ applied: true });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'protection.limit'), eq(auditLog.target, `member:${m.id}`)));
    // The two refused loosenings left no row and changed nothing.
    expect(audit.map((a) => a.actorKind)).toEqual(['member', 'operator']);
    expect(audit[1]).toMatchObject({
      actorId: 'admin',
      detail: { kind: 'wager', period: '7d', from: '500000', to: '300000', atOnce: true },
    });
    const after = await get<ProtectionState>(ctx.app, url(protectionConsolePaths.state), op);
    expect(after.data.limits).toEqual([expect.objectContaining({ value: '300.000', pendingValue: null, confirmFrom: null })]);
    // The refusal is translated.
    expect(
      (await post(ctx.app, url(protectionConsolePaths.tightenLimit), { kind: 'wager', period: '7d', amount: '900' }, op, 'zh'))
        .msg,
    ).toBe(translate('zh', 'protection.operatorTightenOnly'));

    // An operator can impose a break (audited as his), never shorten one.
    const imposed = await post<ProtectionState>(
      ctx.app,
      url(protectionConsolePaths.takeBreak),
      { kind: 'timeout', duration: '7d' },
      op,
    );
    expect(imposed.data.block).toMatchObject({ kind: 'timeout', until: '2026-11-28T10:00:30.000Z' });
    expect(
      (await post(ctx.app, url(protectionConsolePaths.takeBreak), { kind: 'timeout', duration: '24h' }, op)).msg,
    ).toBe(en('protection.breakNotShorter'));
    const breaks = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'protection.break'), eq(auditLog.target, `member:${m.id}`)));
    expect(breaks).toEqual([expect.objectContaining({ actorKind: 'operator', actorId: 'admin' })]);

    // A role with member.view but not member.manage sees the settings and may change nothing.
    const service = await newOperator(ctx.app, `rgsvc${ctx.target.slice(0, 2)}`, 'service');
    expect((await get(ctx.app, url(protectionConsolePaths.state), service)).code).toBe(0);
    for (const [path, body] of [
      [protectionConsolePaths.tightenLimit, { kind: 'wager', period: '7d', amount: '100' }],
      [protectionConsolePaths.takeBreak, { kind: 'exclusion', duration: '1y' }],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: url(path),
        headers: { lang: 'en', token: service, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toMatchObject({ code: ResultCode.FORBIDDEN });
    }
    expect((await get<ProtectionState>(ctx.app, url(protectionConsolePaths.state), op)).data).toMatchObject({
      limits: [expect.objectContaining({ value: '300.000' })],
      block: { kind: 'timeout', until: '2026-11-28T10:00:30.000Z' },
    });
    // A member token cannot use the console's call.
    expect((await get(ctx.app, url(protectionConsolePaths.state), m.token)).code).toBe(ResultCode.FORBIDDEN);
  });

  it('review reminder every 182 days and no-limit prompt every 365 days, on the clock, until acknowledged', async () => {
    const DAY = 86_400_000;
    seq += 1;
    const account = `rev${ctx.target.slice(0, 2)}${seq}x`;
    const [row] = await ctx.db
      .insert(members)
      .values({ account, passwordHash: await hashPassword('pass12345'), createdAt: clock.now() })
      .returning({ id: members.id });
    await ctx.db.insert(wallets).values({ memberId: row!.id });
    const joined = clock.now().getTime();
    // Sessions do not outlive months of clock: sign in again at each step.
    const at = async (ms: number) => {
      clock.set(new Date(joined + ms).toISOString());
      return memberToken(ctx.app, account, 'pass12345');
    };
    const due = async (token: string) => (await get<RemindersView>(ctx.app, protectionPaths.reminders, token)).data;
    const ack = (token: string, kind: string) => post<RemindersView>(ctx.app, protectionPaths.ackReminder, { kind }, token);

    expect(await due(await at(0))).toEqual({ review: false, limit: false });
    expect(await due(await at(182 * DAY - 1))).toEqual({ review: false, limit: false });
    let token = await at(182 * DAY);
    expect(await due(token)).toEqual({ review: true, limit: false });
    expect((await ack(token, 'review')).data).toEqual({ review: false, limit: false });
    expect((await ack(token, 'other')).msg).toBe(en('protection.reminderInvalid'));
    // Acknowledged at day 182: due again at day 364, not before.
    expect(await due(await at(364 * DAY - 1))).toEqual({ review: false, limit: false });
    // Day 365: no limit in a year — the prompt too.
    token = await at(365 * DAY);
    expect(await due(token)).toEqual({ review: true, limit: true });
    // A limit in force ends the prompt; its removal (once confirmed) brings it back.
    await post(ctx.app, protectionPaths.setLimit, { kind: 'deposit', period: '30d', amount: '1000' }, token);
    expect((await due(token)).limit).toBe(false);
    await post(ctx.app, protectionPaths.setLimit, { kind: 'deposit', period: '30d', remove: '1' }, token);
    expect((await due(token)).limit).toBe(false);
    token = await at(366 * DAY);
    await post(ctx.app, protectionPaths.confirmLimit, { kind: 'deposit', period: '30d' }, token);
    expect(await due(token)).toEqual({ review: true, limit: true });
    expect((await ack(token, 'limit')).data).toEqual({ review: true, limit: false });
    expect(await due(await at((366 + 365) * DAY - 1))).toMatchObject({ limit: false });
    token = await at((366 + 365) * DAY);
    expect(await due(token)).toMatchObject({ limit: true });
    // Not during a break (he cannot play); the review reminder still shows.
    await post(ctx.app, protectionPaths.takeBreak, { kind: 'timeout', duration: '24h' }, token);
    expect(await due(token)).toEqual({ review: true, limit: false });
    const acks = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'protection.reminderAck'), eq(auditLog.target, `member:${row!.id}`)));
    expect(acks.map((a) => a.detail)).toEqual([{ kind: 'review' }, { kind: 'limit' }]);
    clock.set('2026-11-21T10:00:30Z');
  });

  it('net lifetime deposits: deposits minus withdrawals (a refused one counts back), nothing else', async () => {
    const m = await member();
    const token = m.token;
    expect((await get<NetDepositsView>(ctx.app, protectionPaths.netDeposits, token)).data).toEqual({
      deposits: '0.000',
      withdrawals: '0.000',
      net: '0.000',
    });
    const move = (key: string, type: LedgerType, amount: bigint, out: boolean) =>
      ctx.db.transaction((tx) =>
        moveMoney(tx, {
          idempotencyKey: `net:${m.account}:${key}`,
          type,
          from: out ? memberAccount(m.id) : houseAccount(type === 'deposit' ? HOUSE.deposits : HOUSE.withdrawals),
          to: out ? houseAccount(HOUSE.withdrawals) : memberAccount(m.id),
          amount,
          memberId: m.id,
        }),
      );
    await move('d1', 'deposit', 350_500n, false);
    await move('d2', 'deposit', 150_251n, false);
    await move('w1', 'withdraw', 200_125n, true);
    await move('w2', 'withdraw', 50_000n, true);
    await move('r2', 'withdrawReturn', 50_000n, false);
    // A bet and the 1,000 adjustment of member() are not deposits.
    expect((await paths.bet(token)).code).toBe(0);
    expect((await get<NetDepositsView>(ctx.app, protectionPaths.netDeposits, token)).data).toEqual({
      deposits: '500.751',
      withdrawals: '200.125',
      net: '300.626',
    });
    // More out than in: the figure is negative.
    await move('w3', 'withdraw', 400_000n, true);
    expect((await get<NetDepositsView>(ctx.app, protectionPaths.netDeposits, token)).data.net).toBe('-99.374');
  });

  it('session length: a bet past the minutes is refused; the reality check counts the session', async () => {
    const m = await member();
    await post(ctx.app, protectionPaths.setRealityCheck, { minutes: 15 }, m.token);
    expect((await post(ctx.app, protectionPaths.setRealityCheck, { minutes: 20 }, m.token)).msg).toBe(
      en('protection.realityInvalid'),
    );
    await post(ctx.app, protectionPaths.setLimit, { kind: 'session', minutes: 30 }, m.token);
    expect((await paths.bet(m.token)).code).toBe(0);
    clock.advance(20 * 60_000);
    const check = await get(ctx.app, protectionPaths.realityCheck, m.token);
    expect(check.data).toEqual({
      sessionStartedAt: '2026-11-21T10:00:30.000Z',
      elapsedSeconds: 1200,
      intervalMinutes: 15,
      nextAt: '2026-11-21T10:30:30.000Z',
      stakes: '20.000',
      wins: '0.000',
      net: '-20.000',
      pending: '20.000',
      pendingBets: 1,
    });
    clock.advance(10 * 60_000);
    expect((await paths.bet(m.token)).msg).toBe(en('protection.sessionLimitReached', { minutes: 30 }));
    // A new session starts the count again.
    const fresh = await memberToken(ctx.app, m.account, 'pass12345');
    expect((await get(ctx.app, protectionPaths.realityCheck, fresh)).data).toMatchObject({
      elapsedSeconds: 0,
      nextAt: '2026-11-21T10:45:30.000Z',
    });
    clock.set('2026-11-21T10:00:30Z');
  });

  // Last: it draws ISSUE, on which the tests above bet.
  it('the reality check counts the bets placed in the session and their results, not a chase from before it (#27)', async () => {
    const m = await member();
    // Before the session: a chase of 10 digits on 万 over three issues, which wins on each.
    const chased = await paths.chase(m.token);
    expect(chased.code, chased.msg).toBe(0);
    clock.advance(1000);
    const session = await memberToken(ctx.app, m.account, 'pass12345');
    // In the session: 10 on 大 and 10 on 小 of the sum, one of which wins 19.800.
    expect((await paths.double(session)).code).toBe(0);
    expect((await get(ctx.app, protectionPaths.realityCheck, session)).data).toMatchObject({
      stakes: '20.000',
      wins: '0.000',
      net: '-20.000',
      pending: '20.000',
      pendingBets: 2,
    });
    clock.set('2026-11-21T10:01:00Z');
    await ctx.app.scheduler.tick();
    // The chase's first issue paid its win into this session; the ledger of the session shows it.
    const [chaseWin] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, m.id), eq(orders.kind, 3), eq(orders.issueNo, ISSUE)));
    expect(chaseWin!.winMilli).toBeGreaterThan(0n);
    expect((await get(ctx.app, protectionPaths.realityCheck, session)).data).toMatchObject({
      stakes: '20.000',
      wins: '19.800',
      net: '-0.200',
      pending: '0.000',
      pendingBets: 0,
    });
  });
});
