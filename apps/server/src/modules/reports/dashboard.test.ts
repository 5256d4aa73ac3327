/**
 * The console dashboard (issue #16): every figure exact on a controlled clock — review queues and
 * the age of their oldest order, today's bets, wins, GGR (the P/L report's own numbers) and new
 * members on the platform's business day (02:00–02:00 Vietnam), online members, each lottery's
 * issue health, recent alerts — and who may read it.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  consoleAccessPaths,
  consoleDashPaths,
  consoleReportPaths,
  DwKind,
  DwStatus,
  lotteryPaths,
  orderPaths,
  type ConsoleDashboard,
  type PlacedOrders,
  type PnlDailyReport,
} from '@lotus/contracts';
import { buildBetLine, formatMoney, type Play } from '@lotus/engine';
import {
  auditLog,
  dwOrders,
  issues,
  lotteries,
  members,
  orders,
  sessions,
  wallets,
} from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { newOperator } from '../../../test/operators.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const PASSWORD = 'qwe7913zx';

describeApp('the console dashboard', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let admin: string;
  // 17:00:30 in Vietnam on 21 November: business day 2026-11-21.
  const clock = ctx.clock;
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    admin = await operatorToken(ctx.app);
  });

  async function member(account: string, createdAt: Date) {
    const [row] = await ctx.db
      .insert(members)
      .values({ account, passwordHash: await hashPassword(PASSWORD), createdAt })
      .returning({ id: members.id });
    await ctx.db.insert(wallets).values({ memberId: row!.id });
    return row!.id;
  }
  const session = (memberId: bigint, n: number, lastSeenAt: Date, revokedAt: Date | null = null) =>
    ctx.db
      .insert(sessions)
      .values({
        tokenHash: `dash-${ctx.target}-${n}`,
        memberId,
        ip: '127.0.0.1',
        lastSeenAt,
        expiresAt: at('2026-11-22T10:00:00Z'),
        revokedAt,
      });
  const dw = (
    memberId: bigint,
    n: number,
    kind: number,
    status: number,
    amount: bigint,
    submittedAt: Date | null,
  ) =>
    ctx.db
      .insert(dwOrders)
      .values({
        orderNo: `DASH${n}${ctx.target.slice(0, 2).toUpperCase()}`,
        memberId,
        kind,
        status,
        amount,
        actualAmount: amount,
        requestKey: `dash-${n}`,
        submittedAt,
        createdAt: at('2026-11-21T09:00:00Z'),
      });

  it("gives exact figures for today's business day, queues, online members, issue health and alerts", async () => {
    const empty = (await get<ConsoleDashboard>(ctx.app, consoleDashPaths.summary, admin)).data;
    expect(empty).toMatchObject({
      day: '2026-11-21',
      online: 0,
      today: { orders: 0, bets: '0.000', wins: '0.000', ggr: '0.000', placed: '0.000', newMembers: 0 },
    });
    expect(empty.deposits).toEqual({ count: 0, amount: '0.000', oldestAt: null });

    // Members: joined at 03:00 and 17:00 local on the 21st (today), and at 01:30 local (still the 20th's business day).
    const a = await member('dasha1', at('2026-11-20T20:00:00Z'));
    const b = await member('dashb1', at('2026-11-21T10:00:00Z'));
    const c = await member('dashc1', at('2026-11-20T18:30:00Z'));
    // Online: a seen a minute ago (two sessions count once); b seen 11 minutes ago; c's session revoked.
    await session(a, 1, at('2026-11-21T09:59:30Z'));
    await session(a, 2, at('2026-11-21T10:00:00Z'));
    await session(b, 3, at('2026-11-21T09:49:30Z'));
    await session(c, 4, at('2026-11-21T10:00:00Z'), at('2026-11-21T10:00:10Z'));
    // Queues: submitted deposits wait for review (the unsubmitted one does not); withdrawals under review.
    await dw(a, 1, DwKind.DEPOSIT, DwStatus.SUBMITTED, 100_000n, at('2026-11-21T09:50:00Z'));
    await dw(a, 2, DwKind.DEPOSIT, DwStatus.SUBMITTED, 250_500n, at('2026-11-21T09:58:00Z'));
    await dw(b, 3, DwKind.DEPOSIT, DwStatus.PROCESSING, 999_000n, null);
    await dw(b, 4, DwKind.DEPOSIT, DwStatus.COMPLETED, 999_000n, at('2026-11-21T09:40:00Z'));
    await dw(b, 5, DwKind.WITHDRAWAL, DwStatus.PROCESSING, 80_000n, null);
    // Alerts of the last day: an order set aside, a money audit that found problems, a result a
    // source applied. Not alerts: a money audit that balanced, a member's own action, an
    // operator's write, an entry older than a day.
    await ctx.db.insert(auditLog).values([
      {
        actorKind: 'system',
        actorId: 'settlement',
        action: 'settlement.order.setAside',
        target: 'order:1',
        createdAt: at('2026-11-21T10:00:20Z'),
      },
      {
        actorKind: 'system',
        actorId: 'settlement',
        action: 'settlement.order.setAside',
        target: 'order:0',
        createdAt: at('2026-11-19T10:00:00Z'),
      },
      {
        actorKind: 'operator',
        actorId: '1',
        action: 'settings.update',
        target: 'settings',
        createdAt: at('2026-11-21T10:00:25Z'),
      },
      { actorKind: 'system', actorId: 'ledger-audit', action: 'ledger.audit', target: 'balanced', createdAt: at('2026-11-21T10:00:10Z') },
      { actorKind: 'system', actorId: 'ledger-audit', action: 'ledger.audit', target: 'problems', createdAt: at('2026-11-21T10:00:11Z') },
      { actorKind: 'source', actorId: 'feed', action: 'lottery.result.source', target: 'issue:vn.mb:20261120', createdAt: at('2026-11-21T10:00:12Z') },
      { actorKind: 'member', actorId: '7', action: 'protection.limit.set', target: 'member:7', createdAt: at('2026-11-21T10:00:13Z') },
    ]);

    // a bets: a sure line (ten digits on the first position) and one on a single digit; the issue closes at 10:01 and settles.
    await ctx.db.transaction((tx) =>
      moveMoney(tx, {
        idempotencyKey: `dash-fund-${a}`,
        type: 'adjustment',
        from: houseAccount(HOUSE.adjustments),
        to: memberAccount(a),
        amount: 1_000_000n,
        memberId: a,
      }),
    );
    const token = await memberToken(ctx.app, 'dasha1', PASSWORD);
    const pno = (await get<{ issue: string }>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=101`)).data
      .issue;
    const sure = buildBetLine({
      play: DWD,
      selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] },
      mode: 1,
      multiple: 1,
      lineNo: 1,
    });
    const one = buildBetLine({
      play: DWD,
      selection: { rows: [[], [7], [], [], []] },
      mode: 1,
      multiple: 3,
      lineNo: 2,
    });
    const placed = await post<PlacedOrders>(
      ctx.app,
      orderPaths.normalCreate,
      { tid: 101, pno, bd: JSON.stringify([sure, one]), pg: 1950, confirm: 1, key: `dash-${ctx.target}` },
      token,
    );
    expect(placed.code, placed.msg).toBe(0);
    clock.set('2026-11-21T10:01:00Z');
    await ctx.app.scheduler.tick();
    const settled = await ctx.db
      .select()
      .from(orders)
      .where(inArray(orders.id, placed.data.orderIds.map(BigInt)));
    const stake = settled.reduce((s, o) => s + o.amountMilli, 0n);
    const won = settled.reduce((s, o) => s + o.winMilli, 0n);
    expect(stake).toBe(26_000n); // 10 bets + 3 × 1 bet at 2 each
    expect(won).toBeGreaterThan(0n);

    // Issue health: 102 suspended; 701's open issue is 30 minutes past its draw (late); 1001's draw was a minute ago (drawing).
    await ctx.db.update(lotteries).set({ isSuspended: true }).where(eq(lotteries.id, 102));
    await ctx.db
      .update(issues)
      .set({ status: 1, endAt: at('2026-11-21T09:25:00Z'), drawAt: at('2026-11-21T09:30:00Z') })
      .where(and(eq(issues.lotteryId, 701), eq(issues.issueNo, '20261121')));
    await ctx.db
      .update(issues)
      .set({ status: 1, endAt: at('2026-11-21T09:59:00Z'), drawAt: at('2026-11-21T10:00:00Z') })
      .where(and(eq(issues.lotteryId, 1001), eq(issues.issueNo, '20261121')));

    const res = await get<ConsoleDashboard>(ctx.app, consoleDashPaths.summary, admin);
    expect(res.code, res.msg).toBe(0);
    const d = res.data;
    expect(d).toMatchObject({
      now: '2026-11-21T10:01:00.000Z',
      day: '2026-11-21',
      online: 1,
      onlineMinutes: 10,
      lateMinutes: 5,
    });
    expect(d.deposits).toEqual({ count: 2, amount: '350.500', oldestAt: '2026-11-21T09:50:00.000Z' });
    expect(d.withdrawals).toEqual({ count: 1, amount: '80.000', oldestAt: '2026-11-21T09:00:00.000Z' });
    expect(d.today).toEqual({
      orders: 2,
      bets: '26.000',
      wins: formatMoney(won),
      ggr: formatMoney(stake - won),
      placed: '26.000',
      newMembers: 2,
    });
    // The same numbers as the profit-and-loss report of the day.
    const pnl = (
      await get<PnlDailyReport>(ctx.app, `${consoleReportPaths.pnlDaily}?from=2026-11-21&to=2026-11-21`, admin)
    ).data;
    expect(pnl.total).toMatchObject({ bets: d.today.bets, prizes: d.today.wins, ggr: d.today.ggr });
    const state = (id: number) => d.lotteries.find((l) => l.ticketId === id);
    expect(state(101)).toEqual({
      ticketId: 101,
      code: 'ssc.1m',
      state: 'onSale',
      issue: '202611211022',
      at: '2026-11-21T10:02:00.000Z',
    });
    expect(state(102)).toMatchObject({ state: 'suspended', issue: null });
    expect(state(701)).toEqual({
      ticketId: 701,
      code: 'lhc.hk',
      state: 'late',
      issue: '20261121',
      at: '2026-11-21T09:30:00.000Z',
    });
    expect(state(1001)).toMatchObject({
      state: 'drawing',
      issue: '20261121',
      at: '2026-11-21T10:00:00.000Z',
    });
    expect(d.alerts.map((x) => [x.actor, x.action, x.target])).toEqual([
      // The last written first.
      ['source:feed', 'lottery.result.source', 'issue:vn.mb:20261120'],
      ['system:ledger-audit', 'ledger.audit', 'problems'],
      ['system:settlement', 'settlement.order.setAside', 'order:1'],
    ]);
  });

  it('is read by every built-in role with dashboard.view, and refused to a role without it and to members', async () => {
    const service = await newOperator(ctx.app, `svc_dash_${ctx.target.slice(0, 2)}`, 'service');
    expect((await get(ctx.app, consoleDashPaths.summary, service)).code).toBe(0);
    const saved = await post(
      ctx.app,
      consoleAccessPaths.roles,
      { code: 'nodash', name: 'No dashboard', permissions: 'report.view' },
      admin,
    );
    expect(saved.code, saved.msg).toBe(0);
    const nodash = await newOperator(ctx.app, `nodash_${ctx.target.slice(0, 2)}`, 'nodash');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: consoleDashPaths.summary,
      headers: { token: nodash },
    });
    expect(refused.statusCode).toBe(403);
    const member = await ctx.app.inject({
      method: 'GET',
      url: consoleDashPaths.summary,
      headers: { token: await memberToken(ctx.app) },
    });
    expect(member.statusCode).toBe(403);
  });
});
