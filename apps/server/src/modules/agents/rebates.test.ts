/**
 * Rebates at settlement by the exact rule of issue #14, through the real placement and settlement
 * paths: random agent chains, random bets at random bet groups, random draws.
 */
import { DEFAULT_PLATFORM_TIME_ZONE, businessDay, shiftDay } from '@lotus/contracts';
import { beforeAll, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  agentPaths,
  lotteryPaths,
  orderPaths,
  OrderStatus,
  PushType,
  pushTopics,
  type BetOrder,
  type PlacedOrders,
  type TeamSummaryView,
} from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { ledger, members, moneyMoves, orders, wallets } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { expectMoneyConserved } from '../../../test/money.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const PASSWORD = 'qwe7913zx';
/**
 * Ledger rows and registrations carry the database's time, not the test clock's: team reports are
 * asked for the platform days (UTC+7) around the real now.
 */
/** A business day (02:00 platform time) counted from today's, as the server names it. */
const day = (offsetDays: number) => shiftDay(businessDay(new Date(), DEFAULT_PLATFORM_TIME_ZONE), offsetDays);
const REAL_DAYS = `startDate=${day(-1)}&endDate=${day(1)}`;

describeApp('rebates at settlement', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let passwordHash: string;
  let seq = 0;
  const clock = ctx.clock;

  /** A chain from the top agent down to the bettor, groups given top first; returns ids bettor first. */
  async function chain(groupsTopDown: number[]): Promise<{ id: bigint; account: string; group: number }[]> {
    const out: { id: bigint; account: string; group: number }[] = [];
    let parentId: bigint | null = null;
    for (const [i, group] of groupsTopDown.entries()) {
      const account = `c${String(++seq).padStart(7, '0')}`;
      const last = i === groupsTopDown.length - 1;
      const [row]: { id: bigint }[] = await ctx.db
        .insert(members)
        .values({ account, passwordHash, parentId, memberType: last ? 1 : 2, prizeGroup: group })
        .returning({ id: members.id });
      await ctx.db.insert(wallets).values({ memberId: row!.id });
      out.unshift({ id: row!.id, account, group });
      parentId = row!.id;
    }
    const bettor = out[0]!;
    await ctx.db.transaction((tx) =>
      moveMoney(tx, {
        idempotencyKey: `fund:${bettor.id}`,
        type: 'adjustment',
        from: houseAccount(HOUSE.adjustments),
        to: memberAccount(bettor.id),
        amount: 100_000_000n,
        memberId: bettor.id,
      }),
    );
    return out;
  }

  async function currentIssue(): Promise<string> {
    return (await get<{ issue: string }>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=101`)).data.issue;
  }

  /** Closes, draws and settles everything due after moving the clock past the issue. */
  async function settleNow() {
    clock.advance(60_000);
    await ctx.app.scheduler.tick();
  }

  async function rebatesOf(orderIds: bigint[]) {
    const rows = await ctx.db
      .select({ memberId: ledger.memberId, amount: ledger.amount, refId: moneyMoves.refId })
      .from(ledger)
      .innerJoin(moneyMoves, eq(moneyMoves.id, ledger.moveId))
      .where(and(eq(ledger.type, 'rebate'), sql`${ledger.memberId} is not null`, eq(moneyMoves.refType, 'order'), inArray(moneyMoves.refId, orderIds.map(String))));
    return rows;
  }

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    passwordHash = await hashPassword(PASSWORD);
  });

  it('property: each account earns S·(G(ai) − G(ai−1))/2000 (the bettor S·(G(a0) − Gb)/2000) by the snapshot, ledger sums equal balances', async () => {
    const arb = fc.record({
      top: fc.integer({ min: 0, max: 80 }).map((k) => 1800 + 2 * k),
      drops: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 10 }),
      bets: fc.array(
        fc.record({
          below: fc.integer({ min: 0, max: 40 }),
          digits: fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 10 }),
          multiple: fc.integer({ min: 1, max: 7 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(arb, async ({ top, drops, bets }) => {
        // Groups top-down, each child at most its parent's; depth = drops.length (1–10 levels).
        const groups = [top];
        for (const d of drops) groups.push(Math.max(1800, groups[groups.length - 1]! - 2 * d));
        const accounts = await chain(groups);
        const bettor = accounts[0]!;
        const token = await memberToken(ctx.app, bettor.account, PASSWORD);
        const pno = await currentIssue();
        const placed: bigint[] = [];
        for (const [n, b] of bets.entries()) {
          const pg = Math.max(1700, bettor.group - 2 * b.below);
          const line = buildBetLine({ play: DWD, selection: { rows: [b.digits, [], [], [], []] }, mode: 1, multiple: b.multiple, lineNo: 1 });
          const res = await post<PlacedOrders>(ctx.app, orderPaths.normalCreate, { tid: 101, pno, bd: JSON.stringify([line]), pg, confirm: 1, key: `prop-${bettor.id}-${n}` }, token);
          expect(res.code, res.msg).toBe(0);
          placed.push(...res.data.orderIds.map(BigInt));
        }
        await settleNow();
        const settled = await ctx.db.select().from(orders).where(inArray(orders.id, placed));
        const expected = new Map<bigint, bigint>();
        for (const o of settled) {
          expect([OrderStatus.WON, OrderStatus.NOT_WON]).toContain(o.status);
          const stake = o.amountMilli - o.refundMilli;
          let lower = o.prizeGroup;
          let chainTotal = 0n;
          for (const a of accounts) {
            const share = (stake * BigInt(a.group - lower)) / 2000n;
            expected.set(a.id, (expected.get(a.id) ?? 0n) + share);
            chainTotal += share;
            lower = a.group;
          }
          // The bettor's order keeps his own share only.
          expect(o.rebateMilli).toBe((stake * BigInt(bettor.group - o.prizeGroup)) / 2000n);
          // The chain's total is S·(G(top) − Gb)/2000, less at most one milli truncated per account.
          const whole = (stake * BigInt(top - o.prizeGroup)) / 2000n;
          expect(whole - chainTotal >= 0n && whole - chainTotal < BigInt(accounts.length)).toBe(true);
        }
        const paid = new Map<bigint, bigint>();
        for (const r of await rebatesOf(placed)) paid.set(r.memberId!, (paid.get(r.memberId!) ?? 0n) + r.amount);
        for (const a of accounts) expect(paid.get(a.id) ?? 0n).toBe(expected.get(a.id) ?? 0n);
        // The bettor's profit in his bet record is his own: win + his rebate − stake.
        const list = await get<{ list: BetOrder[] }>(ctx.app, `${orderPaths.orderList}?pageSize=10`, token);
        for (const o of settled) {
          const shown = list.data.list.find((r) => r.orderId === o.id.toString())!;
          const profit = o.winMilli + o.refundMilli + o.rebateMilli - o.amountMilli;
          expect(shown.profit).toBe((Number(profit) / 1000).toFixed(3));
        }
      }),
      { numRuns: 8 },
    );
    await expectMoneyConserved(ctx.db);
  }, 240_000);

  it('pays by the groups in force when the bet was placed, not at settlement', async () => {
    const [bettor, agent, top] = await chain([1960, 1940, 1930]);
    const token = await memberToken(ctx.app, bettor!.account, PASSWORD);
    const topToken = await memberToken(ctx.app, top!.account, PASSWORD);
    const line = buildBetLine({ play: DWD, selection: { rows: [[1, 2, 3], [], [], [], []] }, mode: 1, multiple: 10, lineNo: 1 });
    const res = await post<PlacedOrders>(ctx.app, orderPaths.normalCreate, { tid: 101, pno: await currentIssue(), bd: JSON.stringify([line]), confirm: 1 }, token);
    expect(res.code, res.msg).toBe(0);
    // The top agent raises his agent from 1940 to 1950 before the draw.
    expect((await post(ctx.app, agentPaths.rebateUpdate, { memberId: agent!.id.toString(), group: 1950 }, topToken)).code).toBe(0);
    const balancePushes: string[] = [];
    const spy = vi.spyOn(ctx.app.deps.push, 'publish').mockImplementation(async (topic, event) => {
      if (event.type === PushType.BALANCE) balancePushes.push(topic);
    });
    await settleNow();
    spy.mockRestore();
    // Each upline's header balance follows his rebate by itself (push event 5, issue #13).
    expect(balancePushes).toEqual(expect.arrayContaining([pushTopics.member(agent!.id), pushTopics.member(top!.id)]));
    const orderId = BigInt(res.data.orderIds[0]!);
    const paid = new Map((await rebatesOf([orderId])).map((r) => [r.memberId!, r.amount]));
    // Stake 60: agent (1940 − 1930) = 0.300, top (1960 − 1940) = 0.600, as when the bet was placed.
    expect(paid.get(agent!.id)).toBe(300n);
    expect(paid.get(top!.id)).toBe(600n);
    expect(paid.has(bettor!.id)).toBe(false);

    // The top agent sees the bet in his team's records, the rebate in the team's account changes
    // and in his team report.
    const teamOrders = await get<{ list: (BetOrder & { account: string })[] }>(ctx.app, agentPaths.teamOrderList, topToken);
    expect(teamOrders.data.list).toEqual([expect.objectContaining({ orderId: orderId.toString(), account: bettor!.account, amount: '60.000' })]);
    const direct = await get<{ list: unknown[] }>(ctx.app, `${agentPaths.teamOrderList}?direct=1`, topToken);
    expect(direct.data.list).toEqual([]);
    // The member record's filters: lottery and status.
    const status = teamOrders.data.list[0]!.status;
    const filtered = (q: string) => get<{ list: BetOrder[] }>(ctx.app, `${agentPaths.teamOrderList}?${q}`, topToken).then((r) => r.data.list.map((o) => o.orderId));
    expect(await filtered(`ticketId=101&status=${status}`)).toEqual([orderId.toString()]);
    expect(await filtered('ticketId=102')).toEqual([]);
    expect(await filtered(`status=${status === 3 ? 4 : 3}`)).toEqual([]);
    const trans = await get<{ list: { account: string; type: string; amount: string }[] }>(ctx.app, `${agentPaths.teamTransList}?type=rebate&${REAL_DAYS}`, topToken);
    expect(trans.data.list).toEqual([expect.objectContaining({ account: agent!.account, type: 'rebate', amount: '0.300' })]);
    const summary = await get<TeamSummaryView>(ctx.app, `${agentPaths.teamSummary}?${REAL_DAYS}`, topToken);
    expect(summary.data).toMatchObject({ headcount: 2, agents: 1, members: 1, newRegistrations: 2, activeCount: 1, bet: '60.000', rebate: '0.300', myRebate: '0.600' });
    const agentToken = await memberToken(ctx.app, agent!.account, PASSWORD);
    expect((await get<TeamSummaryView>(ctx.app, `${agentPaths.teamSummary}?${REAL_DAYS}`, agentToken)).data).toMatchObject({ headcount: 1, myRebate: '0.300', rebate: '0.000' });
  });
});
