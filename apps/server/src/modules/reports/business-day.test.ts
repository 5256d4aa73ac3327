import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  agentPaths,
  consoleAccessPaths,
  consoleReportPaths,
  DwKind,
  DwStatus,
  OrderStatus,
  walletPaths,
} from '@lotus/contracts';
import { auditLog, dwOrders, issues, ledger, lotteries, members, moneyMoves, orders } from '../../db/schema.ts';
import { DEMO } from '../../seed.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, post, operatorToken, testClock } from '../../../test/lottery-helpers.ts';
import { familyOf } from '../lottery/families.ts';
import { rollupPass } from '../agents/rollup.ts';

/** A shown amount other than zero ("12,345", not "0" or "0.000"). */
const nonZero = (shown: string) => /[1-9]/.test(shown);
const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')!;

/**
 * One business day everywhere (issue #27): 01:30 platform time on 11 November (18:30 UTC on the
 * 10th, Hồ Chí Minh City) belongs to the 10th's business day, which starts at 02:00. A deposit, its
 * ledger row, a settled order and an audit entry at that instant are walked through every query that
 * counts days — the member's records and reports, the agent's team screens, the console's reports
 * and audit log — and each puts them on the 10th, none on the 11th (the demo's own rows, written at the real time
 * of the run, fall outside both). Before, members' days started at
 * midnight (they said 11-27 where the console said 11-26).
 */
describeApp('one business day in every report', { clock: () => testClock('2026-11-10T18:40:00Z') }, (ctx) => {
  let member: string;
  let agent: string;
  let op: string;
  const at = new Date('2026-11-10T18:30:00Z');
  const DAY = '2026-11-10';
  const NEXT = '2026-11-11';
  const days = (d: string) => `startDate=${d}&endDate=${d}`;

  beforeAll(async () => {
    const db = ctx.db;
    const [m] = await db.select().from(members).where(eq(members.account, DEMO.member.account));
    const [lottery] = await db.select().from(lotteries).limit(1);
    const [move] = await db.insert(moneyMoves).values({ idempotencyKey: 'bd:deposit', type: 'deposit', amount: 12_345n }).returning();
    await db.insert(ledger).values({
      moveId: move!.id,
      memberId: m!.id,
      type: 'deposit',
      amount: 12_345n,
      balanceBefore: 0n,
      balanceAfter: 12_345n,
      createdAt: at,
    });
    await db.insert(dwOrders).values({
      orderNo: 'BD1',
      memberId: m!.id,
      kind: DwKind.DEPOSIT,
      status: DwStatus.COMPLETED,
      amount: 12_345n,
      fee: 0n,
      actualAmount: 12_345n,
      requestKey: 'BD1',
      createdAt: at,
      reviewedAt: at,
    });
    const [issue] = await db
      .insert(issues)
      .values({ lotteryId: lottery!.id, issueNo: 'BD-1', startAt: new Date(at.getTime() - 60_000), endAt: at, drawAt: at, status: 3 })
      .returning();
    await db.insert(orders).values({
      memberId: m!.id,
      lotteryId: lottery!.id,
      issueId: issue!.id,
      issueNo: 'BD-1',
      kind: 1,
      playId: DWD.id,
      content: '1',
      selection: {},
      betCount: 1,
      amountMilli: 7_000n,
      prizeGroup: 1950,
      status: OrderStatus.NOT_WON,
      winMilli: 0n,
      refundMilli: 0n,
      batchKey: 'bd',
      contentHash: 'bd',
      createdAt: at,
    });
    await db.insert(auditLog).values({ actorKind: 'operator', actorId: '1', action: 'bd.probe', createdAt: at });
    member = await memberToken(ctx.app);
    agent = await memberToken(ctx.app, DEMO.agent.account, DEMO.agent.password);
    op = await operatorToken(ctx.app);
  });

  /** Each report, asked for one business day, says whether the 01:30 instant is in it. */
  const reports: [string, (day: string) => Promise<boolean>][] = [
    ['member balance records', async (d) => {
      const r = await get<{ list: { amount: string }[] }>(ctx.app, `${walletPaths.balanceRecords}?${days(d)}`, member);
      return r.data.list.length > 0;
    }],
    ['member deposit and withdrawal orders', async (d) => {
      const r = await get<{ list: { orderNo: string }[] }>(ctx.app, `${walletPaths.dwOrderList}?${days(d)}`, member);
      return r.data.list.some((o) => o.orderNo === 'BD1');
    }],
    ['member daily profit', async (d) => {
      const r = await post<{ list: { date: string }[] }>(ctx.app, walletPaths.dailyProfit, { startDate: DAY, endDate: NEXT }, member);
      expect(r.code, r.msg).toBe(0);
      return r.data.list.some((x) => x.date === d);
    }],
    ['member summary', async (d) => {
      const r = await get<{ deposit: string }>(ctx.app, `${walletPaths.memberSummary}?${days(d)}`, member);
      return nonZero(r.data.deposit);
    }],
    ['team account changes', async (d) => {
      const r = await get<{ list: { account: string }[] }>(ctx.app, `${agentPaths.teamTransList}?${days(d)}&direct=0`, agent);
      return r.data.list.some((x) => x.account === DEMO.member.account);
    }],
    ['team summary (ledger scan)', async (d) => {
      const r = await get<{ days: { date: string; recharge: string }[] }>(ctx.app, `${agentPaths.teamSummary}?startDate=${DAY}&endDate=${NEXT}&direct=0`, agent);
      return r.data.days.some((x) => x.date === d && nonZero(x.recharge));
    }],
    ['console P&L by day', async (d) => {
      const r = await get<{ rows: { day: string; orders: number }[] }>(ctx.app, `${consoleReportPaths.pnlDaily}?from=${DAY}&to=${NEXT}`, op);
      return r.data.rows.some((x) => x.day === d && x.orders > 0);
    }],
    ['console cash by day', async (d) => {
      const r = await get<{ rows: { day: string; deposits: number }[] }>(ctx.app, `${consoleReportPaths.cashDaily}?from=${DAY}&to=${NEXT}`, op);
      return r.data.rows.some((x) => x.day === d && x.deposits > 0);
    }],
    ['console audit log', async (d) => {
      const r = await get<{ list: { action: string }[] }>(ctx.app, `${consoleAccessPaths.auditList}?from=${d}&to=${d}&action=bd.probe`, op);
      return r.data.list.length > 0;
    }],
  ];

  it.each(reports)('%s puts 01:30 platform time on the previous business day', async (_name, holds) => {
    expect(await holds(DAY)).toBe(true);
    expect(await holds(NEXT)).toBe(false);
  });

  it("names the 10th as today at 01:30, for the member's default range and the agent's presets", async () => {
    const records = await get<{ list: unknown[] }>(ctx.app, walletPaths.balanceRecords, member);
    expect(records.data.list.length).toBe(1);
    const scope = await get<{ today: string }>(ctx.app, agentPaths.rebateScope, agent);
    expect(scope.data.today).toBe(DAY);
  });

  it('the team rollup files the row under the same business day', async () => {
    while ((await rollupPass(ctx.app.deps.db)) > 0);
    const r = await get<{ days: { date: string; recharge: string }[] }>(ctx.app, `${agentPaths.teamSummary}?startDate=${DAY}&endDate=${NEXT}&direct=0`, agent);
    expect(r.data.days.filter((x) => nonZero(x.recharge)).map((x) => x.date)).toEqual([DAY]);
  });
});
