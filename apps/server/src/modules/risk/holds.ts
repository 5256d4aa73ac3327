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
import { PLACED_CLOCK_SLACK_MS, placedSpan, placedWithin, type PlacedSpan } from '../ledger/index.ts';

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

/** How far before a batch's orders a member's streak is looked for first (decideHolds). */
export const STREAK_WINDOW_MS = 7 * 86_400_000;

/**
 * The created_at span a member's last settled orders before a batch's are looked for in first:
 * from STREAK_WINDOW_MS before the earliest of the batch's orders to PLACED_CLOCK_SLACK_MS after
 * the latest (an order with a smaller id was placed before it, by a node whose clock differs by
 * less). Null (every month) when an order's instant is not known.
 */
export function streakSpan(placed: readonly (Date | null)[]): PlacedSpan | null {
  const span = placedSpan(placed);
  if (!span?.from || !span.to) return null;
  return { from: new Date(span.from.getTime() - STREAK_WINDOW_MS), to: new Date(span.to.getTime() + PLACED_CLOCK_SLACK_MS) };
}

/**
 * Each member's last `limit` settled orders placed before `firsts` (his first order of the batch),
 * newest first, with whether each was a profitable win, within `span` as constants: PostgreSQL
 * reads only the months it covers; by (member_id, id) alone each member opened every month's
 * orders_member_idx (issue #30). Span null: every month.
 */
export const streakRowsSql = (members: readonly bigint[], firsts: readonly bigint[], span: PlacedSpan | null, limit: number) => sql`
  select m.id::text as member_id, x.won
  from unnest(${bigintArray(members)}, ${bigintArray(firsts)}) as m(id, first)
  cross join lateral (
    select o.id, (o.status = ${OrderStatus.WON} and o.win_milli > o.amount_milli) as won from orders o
    where o.member_id = m.id and o.id < m.first and o.status in (${OrderStatus.WON}, ${OrderStatus.NOT_WON})
      and ${placedWithin(sql`o.created_at`, span)}
    order by o.id desc limit ${limit}) x
  order by m.id, x.id desc`;

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
      const limit = rules.streak - 1;
      const read = async (who: bigint[], span: PlacedSpan | null) => {
        const res = await tx.execute(streakRowsSql(who, who.map((m) => firstOf.get(m)!), span, limit));
        const rows = new Map<bigint, boolean[]>();
        for (const row of (res as unknown as { rows: { member_id: string; won: boolean }[] }).rows) {
          const id = BigInt(row.member_id);
          const list = rows.get(id);
          if (list) list.push(row.won);
          else rows.set(id, [row.won]);
        }
        return rows;
      };
      // First in the window before the batch; a member whose window holds fewer orders than the
      // streak and all of them profitable wins is read again over every month.
      const winners = new Set(members);
      const span = streakSpan(results.filter((r) => winners.has(r.o.memberId)).map((r) => r.o.placedAt ?? null));
      const found = await read(members, span);
      const again = span ? members.filter((m) => (found.get(m) ?? []).length < limit && (found.get(m) ?? []).every((w) => w)) : [];
      if (again.length > 0) for (const [m, list] of await read(again, null)) found.set(m, list);
      for (const [id, list] of found) {
        let n = 0;
        while (n < list.length && list[n]) n++;
        if (n > 0) streakOf.set(id, n);
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
