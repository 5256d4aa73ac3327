import {
  doublingPlan,
  planCostMilli,
  profitPlanPrizeMilli,
  profitRatePlan,
  sameMultiplePlan,
  type ChaseCode,
  type ChaseItem,
  type Milli,
  type Play,
} from '@lotus/engine';
import { playById, type AnyFamily } from './families.ts';
import type { Slip } from './store.ts';

export type ChaseMode = 'same' | 'double' | 'profit';

/** The planner's inputs (docs/product.md §4 chase: same multiple, doubling, profit rate). */
export interface ChaseSettings {
  mode: ChaseMode;
  /** Start multiple (m0). */
  start: number;
  /** Doubling: every `every` issues the multiple is multiplied by `ratio`. */
  every: number;
  ratio: number;
  /** Profit rate: the minimum profit in whole percent. */
  ratePercent: number;
}

export type ChasePlanResult =
  | { ok: true; items: ChaseItem[]; prizeMilli: Milli | null }
  | { ok: false; key: string };

/** The i18n key of an engine chase-plan code. */
export const chaseCodeKey = (code: ChaseCode) => `webPlay.chase.code.${code}`;

/**
 * Builds the plan over the upcoming issues with the engine's plan functions. The profit-rate plan
 * takes one slip whose play has one prize level (domain §1): P is its prize at ×1 for the slip's
 * money mode and multiple at the group settlement uses — the member's prize group less the
 * lottery's offset (TicketCfg.groupOffset) — c the slip's stake; the engine refuses an
 * unreachable rate (P ≤ (1 + r)·c) with CHASE_PROFIT_IMPOSSIBLE.
 */
export function buildChasePlan(
  issues: readonly string[],
  settings: ChaseSettings,
  basket: { family: AnyFamily; slips: readonly Slip[]; prizeGroup: number; groupOffset?: number },
): ChasePlanResult {
  if (issues.length === 0) return { ok: false, key: chaseCodeKey('CHASE_EMPTY') };
  if (settings.mode === 'same') return { ok: true, items: sameMultiplePlan(issues, settings.start), prizeMilli: null };
  if (settings.mode === 'double')
    return {
      ok: true,
      items: doublingPlan(issues, settings.start, settings.every, settings.ratio),
      prizeMilli: null,
    };
  const [slip, ...more] = basket.slips;
  if (!slip || more.length > 0) return { ok: false, key: 'webPlay.chase.profitOneSlip' };
  const play = playById(basket.family, slip.playId);
  const perUnit = play ? profitPlanPrizeMilli(play as Play<unknown>, basket.prizeGroup - (basket.groupOffset ?? 0), slip.mode) : undefined;
  if (perUnit === undefined) return { ok: false, key: 'webPlay.chase.profitOneLevel' };
  const prizeMilli = perUnit * BigInt(slip.multiple);
  const plan = profitRatePlan({
    issues,
    startMultiple: settings.start,
    prizeMilli,
    costMilli: slip.stakeMilli,
    ratePercent: settings.ratePercent,
  });
  return plan.ok ? { ok: true, items: plan.items, prizeMilli } : { ok: false, key: chaseCodeKey(plan.code) };
}

/** One row of the plan table: stake of the issue, total so far, and the profit if it wins. */
export interface PlanRow {
  planNo: string;
  multiple: number;
  amountMilli: Milli;
  totalMilli: Milli;
  /** Prize × multiple − everything staked up to this issue (profit-rate plans only). */
  profitMilli: Milli | null;
}

export function planRows(items: readonly ChaseItem[], costMilli: Milli, prizeMilli: Milli | null): PlanRow[] {
  let total = 0n;
  return items.map((it) => {
    const amountMilli = BigInt(it.multiple) * costMilli;
    total += amountMilli;
    return {
      planNo: it.planNo,
      multiple: it.multiple,
      amountMilli,
      totalMilli: total,
      profitMilli: prizeMilli === null ? null : BigInt(it.multiple) * prizeMilli - total,
    };
  });
}

/**
 * What a chase's footer and confirmation count: every planned issue places the same bets, so the
 * bets are the bets of one issue × the issues, and the amount is each issue's stake at its
 * multiple, summed (the footer showed one issue's bets beside the whole plan's amount).
 */
export function chaseTotals(
  betsPerIssue: number,
  items: readonly ChaseItem[],
  costMilli: Milli,
): { bets: number; issues: number; amountMilli: Milli } {
  return { bets: betsPerIssue * items.length, issues: items.length, amountMilli: planCostMilli(items, costMilli) };
}
