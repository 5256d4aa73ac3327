/**
 * Money modes, stakes, prize groups, rebates and win amounts (docs/product.md §3, §5; domain §1). Everything
 * is bigint milli; every division truncates (docs/product.md §5: truncate, never round), and a line's win is
 * summed exactly over its levels before the single truncation.
 */
import type { Milli } from './money.ts';
import type { Outcome, Payout, PrizeLevel } from './model.ts';

export type MoneyMode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** Stake of one bet (注) per money mode (docs/product.md §3): 2 yuan, 2 jiao, 2 fen, 2 li, 1 yuan … 1 li. */
export const MONEY_MODE_UNIT_MILLI: Readonly<Record<MoneyMode, Milli>> = {
  1: 2000n,
  2: 200n,
  3: 20n,
  4: 2n,
  5: 1000n,
  6: 100n,
  7: 10n,
  8: 1n,
};

export const MONEY_MODES: readonly MoneyMode[] = [1, 2, 3, 4, 5, 6, 7, 8];

export function isMoneyMode(v: unknown): v is MoneyMode {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 8;
}

/** Limits on one line: multiples and bets (a bound on everything, STYLE habit 7). */
export const MAX_MULTIPLE = 100_000;
export const MAX_BETS_PER_LINE = 10_000_000;

/** Prize-group bounds ([XY]: max 1960, min 1700). */
export const MIN_GROUP = 1700;
export const MAX_GROUP = 1960;

/** stake = bets × unit × multiple. */
export function stakeMilli(bets: number, mode: MoneyMode, multiple: number): Milli {
  return BigInt(bets) * MONEY_MODE_UNIT_MILLI[mode] * BigInt(multiple);
}

/** The group a line settles at: the bet's group less the lottery's offset ([HF] 3D/P3: −30). */
export function effectiveGroup(betGroup: number, lotteryOffset = 0): number {
  return betGroup - lotteryOffset;
}

/**
 * Prize of one 2-yuan bet at a level, truncated to milli: group levels Full × G/2000 =
 * G × pDen/pNum; fixed levels their amount. Odds levels have no 2-yuan prize (0).
 */
export function prizeMilli(payout: Payout, group: number): Milli {
  if (payout.kind === 'group') return (BigInt(group) * BigInt(payout.pDen)) / BigInt(payout.pNum);
  if (payout.kind === 'fixed') return payout.prizeMilli;
  return 0n;
}

/** Full payout (group 2000) of a level, for display and the theoretical columns. */
export function fullPrizeMilli(payout: Payout): Milli {
  return prizeMilli(payout, 2000);
}

export interface StandardPricing {
  /** Group the line settles at (effectiveGroup). */
  readonly group: number;
  readonly mode: MoneyMode;
  readonly multiple: number;
}

export interface LineMoney {
  readonly winMilli: Milli;
  /** Refund of pushed bets (和局), the stake of those bets. */
  readonly refundMilli: Milli;
}

/**
 * Win amount of a standard line: Σ_levels wins × prize(G) × unit/2000 × multiple, summed as an
 * exact fraction and truncated once.
 */
export function standardLineMoney(outcome: Outcome, levels: readonly PrizeLevel[], p: StandardPricing): LineMoney {
  const unit = MONEY_MODE_UNIT_MILLI[p.mode];
  const mult = BigInt(p.multiple);
  let num = 0n;
  let den = 1n;
  for (const level of levels) {
    const n = outcome.wins[level.key] ?? 0;
    if (n === 0) continue;
    let lNum: bigint;
    let lDen: bigint;
    if (level.payout.kind === 'group') {
      lNum = BigInt(n) * BigInt(p.group) * BigInt(level.payout.pDen) * unit * mult;
      lDen = BigInt(level.payout.pNum) * 2000n;
    } else if (level.payout.kind === 'fixed') {
      lNum = BigInt(n) * level.payout.prizeMilli * unit * mult;
      lDen = 2000n;
    } else {
      throw new Error(`standard line priced with odds level ${level.key}`);
    }
    num = num * lDen + lNum * den;
    den = den * lDen;
  }
  return { winMilli: num / den, refundMilli: BigInt(outcome.pushes) * unit * mult };
}

/**
 * Win amount of a credit (two-sided) line where every bet carries `amountMilli`: decimal odds in
 * thousandths include the stake; `odds` overrides the levels' defaults (per-lottery configuration).
 */
export function creditLineMoney(
  outcome: Outcome,
  levels: readonly PrizeLevel[],
  amountMilli: Milli,
  odds: Readonly<Record<string, number>> = {},
): LineMoney {
  let win = 0n;
  for (const level of levels) {
    const n = outcome.wins[level.key] ?? 0;
    if (n === 0) continue;
    const o = odds[level.key] ?? (level.payout.kind === 'odds' ? level.payout.oddsThousandths : undefined);
    if (o === undefined) throw new Error(`credit line priced without odds for ${level.key}`);
    win += (BigInt(n) * amountMilli * BigInt(o)) / 1000n;
  }
  return { winMilli: win, refundMilli: BigInt(outcome.pushes) * amountMilli };
}

export type GroupCode = 'GROUP_OUT_OF_RANGE' | 'GROUP_ABOVE_MEMBER';

/** A bet may use any group from MIN_GROUP up to the member's own. */
export function checkBetGroup(memberGroup: number, betGroup: number): { ok: true } | { ok: false; code: GroupCode } {
  if (!Number.isInteger(betGroup) || betGroup < MIN_GROUP || betGroup > MAX_GROUP)
    return { ok: false, code: 'GROUP_OUT_OF_RANGE' };
  if (betGroup > memberGroup) return { ok: false, code: 'GROUP_ABOVE_MEMBER' };
  return { ok: true };
}

/** Rebate in basis points: (member group − bet group)/20 % = ×5 bp (20 points = 1%). */
export function rebateBasisPoints(memberGroup: number, betGroup: number): number {
  return Math.max(0, memberGroup - betGroup) * 5;
}

/** Rebate on a stake: stake × (G_member − G_bet)/2000, truncated. Also the upline's share between two groups. */
export function rebateMilli(stake: Milli, memberGroup: number, betGroup: number): Milli {
  const diff = memberGroup - betGroup;
  if (diff <= 0) return 0n;
  return (stake * BigInt(diff)) / 2000n;
}
