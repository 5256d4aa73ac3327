/**
 * Risk holds at settlement (issue #16 "Risk", domain §4.2): a winning order is held for review
 * before payout when its win reaches `riskHoldWin`, or `riskHoldRatio` times its stake, or when
 * it makes `riskHoldStreak` profitable wins in a row for its member ([BK] GameRiskConfig: order
 * max win, win/stake ratio, consecutive wins). Settlement asks `decideHolds` which of a batch's
 * wins to hold, leaves their payout out of its credits and records them with `insertHolds`, in
 * the batch's transaction: a batch that rolls back holds nothing, and the order's own status
 * guard keeps a resumed batch from holding twice.
 *
 * A "profitable win" is a won order whose win exceeds its stake: covering every number returns
 * less than the stake and is no sign of anything.
 */
import { and, eq, sql } from 'drizzle-orm';
import { OrderStatus } from '@lotus/contracts';
import { parseMoney } from '@lotus/engine';
import type { Tx } from '../../db/client.ts';
import { riskHolds } from '../../db/schema.ts';
import { loadSettings } from '../settings/index.ts';
import { rejected } from '../../lib/errors.ts';
import { bigintArray } from '../../db/arrays.ts';

export interface HoldCandidate {
  /** `placedAt`: the order's created_at to the millisecond, kept with its hold (its month bound). */
  o: { id: bigint; memberId: bigint; amountMilli: bigint; issueNo: string; placedAt?: Date };
  win: bigint;
  status: number;
}

export interface HoldDecision {
  reasons: string[];
  streak: number;
}

export interface RiskRules {
  winMilli: bigint;
  ratio: number;
  streak: number;
}

export async function riskRules(tx: Tx): Promise<RiskRules> {
  const s = await loadSettings(tx);
  const win = parseMoney(s.riskHoldWin);
  return { winMilli: win.ok ? win.milli : 0n, ratio: s.riskHoldRatio, streak: s.riskHoldStreak };
}

const profitable = (r: HoldCandidate) => r.status === OrderStatus.WON && r.win > r.o.amountMilli;

/**
 * Which of a batch's orders (in id order) to hold, with why. One statement reads, for the
 * members with a profitable win in the batch, their last settled orders before it.
 */
export async function decideHolds(
  tx: Tx,
  results: readonly HoldCandidate[],
): Promise<Map<bigint, HoldDecision>> {
  const held = new Map<bigint, HoldDecision>();
  if (!results.some((r) => r.win > 0n)) return held;
  const rules = await riskRules(tx);
  const streakOf = new Map<bigint, number>();
  if (rules.streak > 1) {
    // Each member's streak before his first order of the batch: his settled orders placed before
    // it. (Read from the top of his orders instead, the walk went through every open order of
    // the issue being settled — status is in no index — 0.7 s a 100,000-order issue.)
    const firstOf = new Map<bigint, bigint>();
    for (const r of results) if (!firstOf.has(r.o.memberId) || r.o.id < firstOf.get(r.o.memberId)!) firstOf.set(r.o.memberId, r.o.id);
    const members = [...new Set(results.filter(profitable).map((r) => r.o.memberId))];
    if (members.length > 0) {
      const res = await tx.execute(sql`
        select m.id::text as member_id, x.won
        from unnest(${bigintArray(members)}, ${bigintArray(members.map((m) => firstOf.get(m)!))}) as m(id, first)
        cross join lateral (
          select o.id, (o.status = ${OrderStatus.WON} and o.win_milli > o.amount_milli) as won from orders o
          where o.member_id = m.id and o.id < m.first and o.status in (${OrderStatus.WON}, ${OrderStatus.NOT_WON})
          order by o.id desc limit ${rules.streak - 1}) x
        order by m.id, x.id desc`);
      const broken = new Set<string>();
      for (const row of (res as unknown as { rows: { member_id: string; won: boolean }[] }).rows) {
        if (broken.has(row.member_id)) continue;
        if (!row.won) {
          broken.add(row.member_id);
          continue;
        }
        const id = BigInt(row.member_id);
        streakOf.set(id, (streakOf.get(id) ?? 0) + 1);
      }
    }
  }
  for (const r of results) {
    if (r.status !== OrderStatus.WON && r.status !== OrderStatus.NOT_WON) continue;
    const streak = profitable(r) ? (streakOf.get(r.o.memberId) ?? 0) + 1 : 0;
    streakOf.set(r.o.memberId, streak);
    if (r.win <= 0n) continue;
    const reasons: string[] = [];
    if (rules.winMilli > 0n && r.win >= rules.winMilli) reasons.push('win');
    if (rules.ratio > 0 && r.win >= r.o.amountMilli * BigInt(rules.ratio)) reasons.push('ratio');
    if (rules.streak > 0 && streak >= rules.streak) reasons.push('streak');
    if (reasons.length > 0) held.set(r.o.id, { reasons, streak });
  }
  return held;
}

/** Records the batch's held wins (their payouts were left out of the batch's credits). */
export async function insertHolds(
  tx: Tx,
  lotteryId: number,
  results: readonly HoldCandidate[],
  held: Map<bigint, HoldDecision>,
) {
  const rows = results
    .filter((r) => held.has(r.o.id))
    .map((r) => ({
      orderId: r.o.id,
      memberId: r.o.memberId,
      lotteryId,
      issueNo: r.o.issueNo,
      amountMilli: r.o.amountMilli,
      winMilli: r.win,
      reasons: held.get(r.o.id)!.reasons,
      streak: Math.min(held.get(r.o.id)!.streak, 32_767),
      orderPlacedAt: r.o.placedAt ?? null,
    }));
  if (rows.length === 0) return [];
  // The holds recorded now (not those of an earlier pass): the operators are told of these (issue #33).
  return tx
    .insert(riskHolds)
    .values(rows)
    .onConflictDoNothing()
    .returning({ memberId: riskHolds.memberId, winMilli: riskHolds.winMilli });
}

/**
 * Cancelling or re-settling an issue reverses what its orders were paid; a win still held would
 * escape that and be paid on release afterwards (under its old key, beside a re-settlement's own
 * payout). Both are refused while the issue has a pending hold: the caller holds the issue's row,
 * and settlement, the only writer of holds, takes the same row first.
 */
export async function refuseWhileHeld(tx: Tx, lotteryId: number, issueNo: string): Promise<void> {
  const [pending] = await tx
    .select({ orderId: riskHolds.orderId })
    .from(riskHolds)
    .where(and(eq(riskHolds.lotteryId, lotteryId), eq(riskHolds.issueNo, issueNo), eq(riskHolds.status, 'pending')))
    .limit(1);
  if (pending) throw rejected('risk.holdsPending');
}
