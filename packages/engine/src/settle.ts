/**
 * Per-lottery rules and the settlement of one parsed line: what the server calls per bet line after
 * a draw. A lottery (ticket) is a family plus settings: group offset, tie settings, credit odds,
 * and optionally fixed official prizes that replace group pricing (domain §1, §2, §8).
 */
import type { Draw, Family, Outcome, Play, PrizeLevel, Selection, TieSettings } from './model.ts';
import { lineFrontier, maxPayout } from './max-payout.ts';
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

/** What a lottery's row says of its rules (server table `lotteries`; the member app's ticket configuration). */
export interface RulesSource {
  readonly family: string;
  readonly drawKind: 'house' | 'official' | string;
  readonly groupOffset: number;
  readonly ties?: Partial<TieSettings> | null | unknown;
  readonly odds?: Readonly<Record<string, Readonly<Record<string, number>>>> | null | unknown;
}

/**
 * A lottery's rules: its group offset, tie settings and two-sided odds overrides; official 3D /
 * Pick 3 / Pick 5 pay the official fixed prizes (domain §2). Settlement, the possible win and the
 * board all price through these.
 */
export function lotteryRules(l: RulesSource): LotteryRules {
  const fixed = l.drawKind !== 'official' ? undefined : l.family === 'p5' ? OFFICIAL_P5_PRIZES : l.family === '3d' || l.family === 'p3' ? OFFICIAL_3D_PRIZES : undefined;
  const odds = l.odds && typeof l.odds === 'object' ? (l.odds as LotteryRules['odds']) : undefined;
  return {
    ...defaultRules(l.family),
    groupOffset: l.groupOffset,
    ties: { ...DEFAULT_TIES, ...((l.ties && typeof l.ties === 'object' ? l.ties : {}) as Partial<TieSettings>) },
    ...(odds ? { odds } : {}),
    ...(fixed ? { fixedPrizes: fixed } : {}),
  };
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

/**
 * The odds a two-sided line is priced at on a draw: the lottery's odds for the play, and for a play
 * whose price depends on the draw (Play.drawOdds, e.g. 正码过关) the odds that draw gives.
 */
export function creditOdds<D>(play: Play<D>, selection: Selection, draw: D | undefined, rules: LotteryRules): Readonly<Record<string, number>> | undefined {
  const lottery = rules.odds?.[play.code];
  if (!play.drawOdds || draw === undefined) return lottery;
  return { ...lottery, ...play.drawOdds(selection, draw, lottery) };
}

/** Settles a double (credit) line: amount × odds on a win, the amount back on a push. */
export function settleDoubleLine(line: DoubleLine, draw: Draw, rules: LotteryRules): LineResult {
  const play = line.item.play;
  const outcome = play.settle(line.selection, draw, rules.ties);
  const money = creditLineMoney(outcome, play.levels, line.amountMilli, creditOdds(play, line.selection, draw, rules));
  return { outcome, stakeMilli: line.amountMilli * BigInt(line.bets), ...money };
}

/**
 * The possible win of a standard line (issue #27): the most it pays — wins and refunds, priced as
 * settleBetLine prices them — over every draw of its family (max-payout.ts); undefined only when
 * the line is beyond the search's budget.
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

/**
 * The odds of each prize level a line can win at, highest first (issue #27: a selection with
 * several odds shows each — K3 sums 3 and 10 pay 211.68 and 7.84 a bet): decimal odds of one bet
 * in thousandths, stake included, truncated. Standard lines at the bet's group, mode and multiple;
 * two-sided lines at the lottery's odds. Undefined as lineFrontier.
 */
export function lineOdds<D>(
  family: Family<D>,
  play: Play<D>,
  selection: Selection,
  rules: LotteryRules,
  p: { betGroup: number; mode: MoneyMode; multiple: number } | { amountMilli: Milli },
): number[] | undefined {
  const found = lineFrontier(family, play, selection, rules.ties);
  if (!found) return undefined;
  const keys = new Set<string>();
  for (const r of found) for (const [k, n] of Object.entries(r.outcome.wins)) if (n > 0) keys.add(k);
  const out = new Set<number>();
  if ('amountMilli' in p && play.drawOdds) {
    // Odds set by the draw: each reachable outcome at the odds of the draw that reaches it.
    const unit = 1_000_000n;
    for (const r of found)
      for (const [key, n] of Object.entries(r.outcome.wins))
        if (n > 0) out.add(Number((creditLineMoney({ wins: { [key]: 1 }, pushes: 0 }, play.levels, unit, creditOdds(play, selection, r.draw, rules)).winMilli * 1000n) / unit));
    return [...out].sort((a, b) => b - a);
  }
  for (const key of keys) {
    const one = { wins: { [key]: 1 }, pushes: 0 };
    if ('amountMilli' in p) {
      const unit = 1_000_000n;
      out.add(Number((creditLineMoney(one, play.levels, unit, rules.odds?.[play.code]).winMilli * 1000n) / unit));
    } else {
      const stake = stakeMilli(1, p.mode, p.multiple);
      const win = standardLineMoney(one, pricedLevels(play.levels, rules), { group: effectiveGroup(p.betGroup, rules.groupOffset), mode: p.mode, multiple: p.multiple }).winMilli;
      out.add(Number((win * 1000n) / stake));
    }
  }
  return [...out].sort((a, b) => b - a);
}

/** The possible win of a two-sided line (amount per bet, the lottery's odds), as settleDoubleLine pays it. */
export function maxDoublePayout<D>(family: Family<D>, play: Play<D>, selection: Selection, rules: LotteryRules, amountMilli: Milli): Milli | undefined {
  if (play.drawOdds) {
    // Odds set by the draw: the frontier's outcomes each priced at the odds of the draw reaching it.
    const found = lineFrontier(family, play, selection, rules.ties);
    if (!found) return undefined;
    let best = 0n;
    for (const r of found) {
      const m = creditLineMoney(r.outcome, play.levels, amountMilli, creditOdds(play, selection, r.draw, rules));
      if (m.winMilli + m.refundMilli > best) best = m.winMilli + m.refundMilli;
    }
    return best;
  }
  return maxPayout(family, play, selection, (o) => {
    const m = creditLineMoney(o, play.levels, amountMilli, rules.odds?.[play.code]);
    return m.winMilli + m.refundMilli;
  }, rules.ties);
}
