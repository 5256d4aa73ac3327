/**
 * Chase (追号) plans, domain §1: a list of (issue, multiple). Same multiple, doubling every g issues
 * by r, and profit-rate plans; the stop-after-win flag (`isSuppend`) cancels and refunds the later
 * undrawn issues once one wins.
 */
import type { Milli } from './money.ts';
import type { Play } from './model.ts';
import { MAX_MULTIPLE, MONEY_MODE_UNIT_MILLI, prizeMilli, type MoneyMode } from './pricing.ts';

export interface ChaseItem {
  readonly planNo: string;
  readonly multiple: number;
}

export interface ChasePlan {
  readonly items: readonly ChaseItem[];
  /** Stop after a win ([HF] trace_win_stop, [XY] zhuiHaoMode). */
  readonly isSuppend: boolean;
}

/** At most this many issues in one plan. */
export const MAX_CHASE_ISSUES = 1000;

export type ChaseCode = 'CHASE_EMPTY' | 'CHASE_TOO_LONG' | 'CHASE_MULTIPLE' | 'CHASE_PROFIT_IMPOSSIBLE' | 'CHASE_FORMAT' | 'CHASE_DUPLICATE_ISSUE';

/** 同倍: every issue at m0. */
export function sameMultiplePlan(issues: readonly string[], m0: number): ChaseItem[] {
  return issues.map((planNo) => ({ planNo, multiple: m0 }));
}

/**
 * 翻倍: m_i = m0 · r^⌊i/g⌋ ("隔 g 期, 倍 × r"), or the additive variant m0 + r·⌊i/g⌋; capped at
 * `maxMultiple`.
 */
export function doublingPlan(
  issues: readonly string[],
  m0: number,
  every: number,
  r: number,
  opts: { additive?: boolean; maxMultiple?: number } = {},
): ChaseItem[] {
  const cap = opts.maxMultiple ?? MAX_MULTIPLE;
  const g = Math.max(1, Math.floor(every));
  return issues.map((planNo, i) => {
    const steps = Math.floor(i / g);
    const m = opts.additive ? m0 + r * steps : m0 * r ** steps;
    return { planNo, multiple: Math.min(cap, m) };
  });
}

export interface ProfitPlanInput {
  readonly issues: readonly string[];
  readonly startMultiple: number;
  /** P: the prize at multiple 1 (one order, one prize level). */
  readonly prizeMilli: Milli;
  /** c: the cost of the order at multiple 1. */
  readonly costMilli: Milli;
  /** r as a whole percentage (利润率 ≥ r %). */
  readonly ratePercent: number;
  readonly maxMultiple?: number;
}

/**
 * 利润率 plan: m_i = max(m_{i−1}, ⌈(1+r)·C / (P − (1+r)·c)⌉) with C the cost of all earlier
 * issues; the plan stops before the first issue whose multiple passes the maximum. Impossible when
 * P ≤ (1+r)·c.
 */
export function profitRatePlan(input: ProfitPlanInput): { ok: true; items: ChaseItem[] } | { ok: false; code: ChaseCode } {
  const cap = BigInt(input.maxMultiple ?? MAX_MULTIPLE);
  const k = BigInt(100 + input.ratePercent);
  const P = input.prizeMilli * 100n;
  const denom = P - k * input.costMilli;
  if (denom <= 0n) return { ok: false, code: 'CHASE_PROFIT_IMPOSSIBLE' };
  const items: ChaseItem[] = [];
  let prev = BigInt(input.startMultiple);
  let spent = 0n;
  for (const planNo of input.issues) {
    const need = (k * spent + denom - 1n) / denom;
    const m = need > prev ? need : prev;
    if (m > cap) break;
    items.push({ planNo, multiple: Number(m) });
    spent += m * input.costMilli;
    prev = m;
  }
  if (items.length === 0) return { ok: false, code: 'CHASE_MULTIPLE' };
  return { ok: true, items };
}

/**
 * P for a profit-rate plan: the prize of one winning bet at ×1 in the line's money mode. Only
 * plays with a single prize level qualify (domain §1); undefined otherwise.
 */
export function profitPlanPrizeMilli(play: Play<unknown>, group: number, mode: MoneyMode): Milli | undefined {
  const [level, ...more] = play.levels;
  if (!level || more.length > 0 || level.payout.kind === 'odds') return undefined;
  return (prizeMilli(level.payout, group) * MONEY_MODE_UNIT_MILLI[mode]) / 2000n;
}

/** Cost of a plan: Σ m_i × cost at multiple 1 ([XY] debits all issues at submit). */
export function planCostMilli(items: readonly ChaseItem[], costMilli: Milli): Milli {
  return items.reduce((a, it) => a + BigInt(it.multiple) * costMilli, 0n);
}

/**
 * Issues cancelled and refunded once the issue at `wonIndex` wins on a stop-after-win plan (none
 * otherwise): every later item.
 */
export function cancelAfterWin(plan: ChasePlan, wonIndex: number, costMilli: Milli): { cancelled: ChaseItem[]; refundMilli: Milli } {
  if (!plan.isSuppend) return { cancelled: [], refundMilli: 0n };
  const cancelled = plan.items.slice(wonIndex + 1);
  return { cancelled, refundMilli: planCostMilli(cancelled, costMilli) };
}

const ISSUE = /^[0-9A-Za-z-]{1,32}$/;

/** Wire form (docs/product.md §7): "planNo,multiple" joined by "|". */
export function formatChase(items: readonly ChaseItem[]): string {
  return items.map((it) => `${it.planNo},${it.multiple}`).join('|');
}

export function parseChase(text: string, maxMultiple = MAX_MULTIPLE): { ok: true; items: ChaseItem[] } | { ok: false; code: ChaseCode } {
  if (text.trim() === '') return { ok: false, code: 'CHASE_EMPTY' };
  const parts = text.split('|');
  if (parts.length > MAX_CHASE_ISSUES) return { ok: false, code: 'CHASE_TOO_LONG' };
  const items: ChaseItem[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    const m = /^([^,]+),(\d{1,9})$/.exec(part);
    if (!m || !ISSUE.test(m[1] as string)) return { ok: false, code: 'CHASE_FORMAT' };
    const multiple = Number(m[2]);
    if (multiple < 1 || multiple > maxMultiple) return { ok: false, code: 'CHASE_MULTIPLE' };
    if (seen.has(m[1] as string)) return { ok: false, code: 'CHASE_DUPLICATE_ISSUE' };
    seen.add(m[1] as string);
    items.push({ planNo: m[1] as string, multiple });
  }
  return { ok: true, items };
}
