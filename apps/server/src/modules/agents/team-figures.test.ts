/**
 * team/summary against a brute-force sum (issue #14 "Done when"): a generated team of 1,000
 * members over 5 levels with random money movements; the subtree is found by walking parent links
 * in JS (not the materialised path), and its ledger rows are summed by hand.
 */
import { DEFAULT_PLATFORM_TIME_ZONE, businessDay, shiftDay, type LedgerType } from '@lotus/contracts';
import { beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { agentPaths, type TeamSummaryView } from '@lotus/contracts';
import { formatMoney } from '@lotus/engine';
import { ledger, members, wallets } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, testClock } from '../../../test/lottery-helpers.ts';
import { expectMoneyConserved } from '../../../test/money.ts';
import { HOUSE, creditMany, houseAccount, memberAccount, moveMoney, type CreditInput, type HouseCode } from '../ledger/service.ts';

const PASSWORD = 'qwe7913zx';
const LEVELS = [10, 40, 150, 300, 500];
/** A business day (02:00 platform time) counted from today's, as the server names it. */
const day = (offsetDays: number) => shiftDay(businessDay(new Date(), DEFAULT_PLATFORM_TIME_ZONE), offsetDays);
const REAL_DAYS = `startDate=${day(-1)}&endDate=${day(1)}`;

describeApp('team figures', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  const levels: bigint[][] = [];
  let topId: bigint;

  beforeAll(async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const rand = fc.sample(fc.integer({ min: 0, max: 1_000_000 }), { numRuns: 20_000, seed: 14 });
    let r = 0;
    const next = (n: number) => rand[r++ % rand.length]! % n;
    const [top] = await ctx.db.insert(members).values({ account: 'teamtop01', passwordHash, memberType: 2, prizeGroup: 1960 }).returning({ id: members.id });
    topId = top!.id;
    let parents = [topId];
    for (const [depth, size] of LEVELS.entries()) {
      const rows = await ctx.db
        .insert(members)
        .values(
          Array.from({ length: size }, (_, i) => ({
            account: `t${depth}x${String(i).padStart(5, '0')}`,
            passwordHash,
            parentId: parents[next(parents.length)]!,
            memberType: depth < LEVELS.length - 1 ? 2 : 1,
            prizeGroup: 1950 - 2 * depth,
          })),
        )
        .returning({ id: members.id });
      levels.push(rows.map((x) => x.id));
      parents = rows.map((x) => x.id);
    }
    const everyone = [topId, ...levels.flat()];
    await ctx.db.insert(wallets).values(everyone.map((memberId) => ({ memberId })));
    // Credits first (deposits for a third of the team, prizes, rebates, bonuses), then debits.
    const credit = (memberId: bigint, type: LedgerType, from: HouseCode, amount: bigint, n: number): CreditInput => ({
      idempotencyKey: `gen:${type}:${memberId}:${n}`,
      type,
      from,
      memberId,
      amount,
    });
    const credits: CreditInput[] = [];
    for (const [n, id] of everyone.entries()) {
      if (next(3) === 0) credits.push(credit(id, 'deposit', HOUSE.deposits, BigInt(100_000 + next(900_000)), n));
      if (next(4) === 0) credits.push(credit(id, 'payout', HOUSE.payouts, BigInt(1 + next(50_000)), n));
      if (next(5) === 0) credits.push(credit(id, 'rebate', HOUSE.rebates, BigInt(1 + next(3_000)), n));
      if (next(10) === 0) credits.push(credit(id, 'bonus', HOUSE.bonuses, BigInt(1 + next(10_000)), n));
    }
    await ctx.db.transaction(async (tx) => {
      await creditMany(tx, credits);
    });
    const funded = credits.filter((c) => c.type === 'deposit');
    await ctx.db.transaction(async (tx) => {
      for (const [n, c] of funded.entries()) {
        const move = (type: LedgerType, to: HouseCode, amount: bigint) =>
          moveMoney(tx, { idempotencyKey: `gen:${type}:${c.memberId}:${n}`, type, from: memberAccount(c.memberId), to: houseAccount(to), amount, memberId: c.memberId });
        if (next(2) === 0) await move('bet', HOUSE.stakes, c.amount / 4n);
        if (next(4) === 0) await move('withdraw', HOUSE.withdrawals, c.amount / 3n);
      }
    });
    // A refunded bet and a returned withdrawal for the first depositor.
    const first = funded[0]!;
    await ctx.db.transaction((tx) =>
      creditMany(tx, [
        credit(first.memberId, 'bet_refund', HOUSE.stakes, 1_000n, 0),
        credit(first.memberId, 'withdrawReturn', HOUSE.withdrawals, 2_000n, 0),
      ]),
    );
  }, 300_000);

  async function bruteForce(agentId: bigint, directOnly: boolean) {
    const all = await ctx.db.select({ id: members.id, parentId: members.parentId, type: members.memberType }).from(members);
    const children = new Map<bigint, bigint[]>();
    for (const m of all) if (m.parentId !== null) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m.id]);
    const team = new Set<bigint>();
    const queue = [...(children.get(agentId) ?? [])];
    while (queue.length > 0) {
      const id = queue.shift()!;
      team.add(id);
      if (!directOnly) queue.push(...(children.get(id) ?? []));
    }
    const rows = (await ctx.db.select().from(ledger)).filter((l) => l.memberId !== null && team.has(l.memberId));
    const balances = (await ctx.db.select().from(wallets)).filter((w) => team.has(w.memberId));
    const sum = (type: string, sign: 1 | -1) => rows.filter((l) => l.type === type && (sign > 0 ? l.amount > 0n : l.amount < 0n)).reduce((a, l) => a + (l.amount < 0n ? -l.amount : l.amount), 0n);
    const bet = sum('bet', -1) - sum('bet', 1) - sum('bet_refund', 1) - sum('bet_cancel', 1) - sum('chase_refund', 1);
    const payout = sum('payout', 1);
    const rebate = sum('rebate', 1);
    const bonus = sum('bonus', 1);
    return {
      headcount: team.size,
      agents: all.filter((m) => team.has(m.id) && m.type === 2).length,
      newRegistrations: team.size,
      recharge: formatMoney(sum('deposit', 1)),
      rechargeMembers: new Set(rows.filter((l) => l.type === 'deposit').map((l) => l.memberId)).size,
      withdrawal: formatMoney(sum('withdraw', -1) - sum('withdrawReturn', 1)),
      activeCount: new Set(rows.filter((l) => l.type === 'bet').map((l) => l.memberId)).size,
      teamBalance: formatMoney(balances.reduce((a, w) => a + w.balance, 0n)),
      bet: formatMoney(bet),
      payout: formatMoney(payout),
      rebate: formatMoney(rebate),
      bonus: formatMoney(bonus),
      profit: formatMoney(payout + rebate + bonus - bet),
    };
  }

  it('team/summary equals the brute-force sums for the top agent (all and direct) and a level-2 agent', async () => {
    await expectMoneyConserved(ctx.db);
    const token = await memberToken(ctx.app, 'teamtop01', PASSWORD);
    const summary = async (direct: number, tk = token) => (await get<TeamSummaryView>(ctx.app, `${agentPaths.teamSummary}?${REAL_DAYS}&direct=${direct}`, tk)).data;
    const all = await summary(0);
    expect(all).toMatchObject(await bruteForce(topId, false));
    expect(all.headcount).toBe(1000);
    for (const figure of [all.bet, all.recharge, all.withdrawal, all.payout, all.rebate, all.bonus]) expect(Number(figure)).toBeGreaterThan(0);
    expect(all.activeCount).toBeGreaterThan(0);
    // The days add up to the period.
    const days = all.days.reduce((a, d) => a + Math.round(Number(d.bet) * 1000), 0);
    expect(days).toBe(Math.round(Number(all.bet) * 1000));
    expect(await summary(1)).toMatchObject(await bruteForce(topId, true));
    // A level-2 agent with at least one subordinate: the parent of the first level-3 member.
    const everyone = await ctx.db.select().from(members);
    const mid = everyone.find((m) => m.id === levels[2]![0])!.parentId!;
    const row = everyone.find((m) => m.id === mid);
    const midToken = await memberToken(ctx.app, row!.account, PASSWORD);
    expect(await summary(0, midToken)).toMatchObject(await bruteForce(mid, false));
  }, 120_000);
});
