/**
 * Per-lottery rules and the settlement of one parsed line: what the server calls per bet line after
 * a draw. A lottery (ticket) is a family plus settings: group offset, tie settings, credit odds,
 * and optionally fixed official prizes that replace group pricing (domain §1, §2, §8).
 */
import type { Draw, Family, Outcome, Play, PrizeLevel, Selection, TieSettings } from './model.ts';
import { maxPayout } from './max-payout.ts';
import { DEFAULT_TIES } from './model.ts';
import type { Milli } from './money.ts';
import { creditLineMoney, effectiveGroup, MAX_MULTIPLE, MONEY_MODES, stakeMilli, standardLineMoney, type MoneyMode } from './pricing.ts';
import type { BetLine, DoubleLine } from './wire.ts';

export interface LotteryRules {
  readonly family: string;
  /** Lines settle at G − groupOffset ([HF] 3D/P3: 30). */
  readonly groupOffset: number;
  readonly ties: TieSettings;
  /** Credit odds overrides, by play code then level key, in thousandths. */
  readonly odds?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Fixed prizes (milli for one 2-yuan bet) by level key, replacing group pricing (official tables). */
  readonly fixedPrizes?: Readonly<Record<string, Milli>>;
  readonly moneyModes: readonly MoneyMode[];
  readonly maxMultiple: number;
}

export function defaultRules(family: string): LotteryRules {
  return { family, groupOffset: 0, ties: DEFAULT_TIES, moneyModes: MONEY_MODES, maxMultiple: MAX_MULTIPLE };
}

/** Official 2-yuan prizes of 3D / 排列三 (直选 1040, 组选三 346, 组选六 173) and 排列五 直选 100,000. */
export const OFFICIAL_3D_PRIZES: Readonly<Record<string, Milli>> = { direct3: 1_040_000n, group3: 346_000n, group6: 173_000n };
/** Official 快3 2-yuan prizes ([FS Jsk3AwardTest], [SG]); 和值 3/18 at 240 where the official game stops at 4/17. */
export const OFFICIAL_K3_PRIZES: Readonly<Record<string, Milli>> = {
  sum3: 240_000n,
  sum4: 80_000n,
  sum5: 40_000n,
  sum6: 25_000n,
  sum7: 16_000n,
  sum8: 12_000n,
  sum9: 10_000n,
  sum10: 9_000n,
  tripleAll: 40_000n,
  tripleOne: 240_000n,
  pairAny: 15_000n,
  pairOne: 80_000n,
  diff3: 40_000n,
  diff2: 8_000n,
  straightAll: 10_000n,
};
export const OFFICIAL_P5_PRIZES: Readonly<Record<string, Milli>> = { ...OFFICIAL_3D_PRIZES, direct5: 100_000_000n };

function pricedLevels(levels: readonly PrizeLevel[], rules: LotteryRules): PrizeLevel[] {
  const fixed = rules.fixedPrizes;
  if (!fixed) return [...levels];
  return levels.map((l) => {
    const prize = fixed[l.key];
    return prize === undefined ? l : { ...l, payout: { kind: 'fixed', prizeMilli: prize } };
  });
}

export interface LineResult {
  readonly outcome: Outcome;
  readonly stakeMilli: Milli;
  readonly winMilli: Milli;
  readonly refundMilli: Milli;
}

export type SettleCode = 'MONEY_MODE_NOT_ALLOWED' | 'MULTIPLE_OUT_OF_RANGE';

/** Settles a standard line at the bet's group (less the lottery offset). */
export function settleBetLine(
  line: BetLine,
  draw: Draw,
  rules: LotteryRules,
  betGroup: number,
): { ok: true; result: LineResult } | { ok: false; code: SettleCode } {
  if (!rules.moneyModes.includes(line.mode)) return { ok: false, code: 'MONEY_MODE_NOT_ALLOWED' };
  if (line.multiple > rules.maxMultiple) return { ok: false, code: 'MULTIPLE_OUT_OF_RANGE' };
  const outcome = line.play.settle(line.selection, draw, rules.ties);
  const money = standardLineMoney(outcome, pricedLevels(line.play.levels, rules), {
    group: effectiveGroup(betGroup, rules.groupOffset),
    mode: line.mode,
    multiple: line.multiple,
  });
  return { ok: true, result: { outcome, stakeMilli: stakeMilli(line.bets, line.mode, line.multiple), ...money } };
}

/** Settles a double (credit) line: amount × odds on a win, the amount back on a push. */
export function settleDoubleLine(line: DoubleLine, draw: Draw, rules: LotteryRules): LineResult {
  const play = line.item.play;
  const outcome = play.settle(line.selection, draw, rules.ties);
  const money = creditLineMoney(outcome, play.levels, line.amountMilli, rules.odds?.[play.code]);
  return { outcome, stakeMilli: line.amountMilli * BigInt(line.bets), ...money };
}

/**
 * The possible win of a standard line (issue #27): the most it pays — wins and refunds, priced as
 * settleBetLine prices them — over every draw of its family (max-payout.ts); undefined for a
 * family too large to search.
 */
export function maxStandardPayout<D>(
  family: Family<D>,
  play: Play<D>,
  selection: Selection,
  rules: LotteryRules,
  p: { betGroup: number; mode: MoneyMode; multiple: number },
): Milli | undefined {
  const levels = pricedLevels(play.levels, rules);
  const pricing = { group: effectiveGroup(p.betGroup, rules.groupOffset), mode: p.mode, multiple: p.multiple };
  return maxPayout(family, play, selection, (o) => {
    const m = standardLineMoney(o, levels, pricing);
    return m.winMilli + m.refundMilli;
  }, rules.ties);
}

/** The possible win of a two-sided line (amount per bet, the lottery's odds), as settleDoubleLine pays it. */
export function maxDoublePayout<D>(family: Family<D>, play: Play<D>, selection: Selection, rules: LotteryRules, amountMilli: Milli): Milli | undefined {
  return maxPayout(family, play, selection, (o) => {
    const m = creditLineMoney(o, play.levels, amountMilli, rules.odds?.[play.code]);
    return m.winMilli + m.refundMilli;
  }, rules.ties);
}
