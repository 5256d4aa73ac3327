import {
  lineOdds,
  lotteryRules,
  maxDoublePayout,
  maxStandardPayout,
  type LotteryRules,
  type Milli,
  type MoneyMode,
  type Play,
  type Selection,
} from '@lotus/engine';
import type { TicketCfg } from '@lotus/contracts';
import type { AnyFamily } from './families.ts';
import { showOddsThousandths } from '../../components/centre/money.ts';

/**
 * What a line may win, as the server stores it (issue #27): the engine's most it pays over every
 * draw, and the odds of one bet at each level it can win at. The board, the confirmation and the
 * bet record show the same figure.
 */
export interface Possible {
  readonly winMilli: Milli;
  /** Decimal odds of one bet per level, thousandths, highest first. */
  readonly odds: readonly number[];
}

/** The lottery's rules from its configuration (engine lotteryRules, as the server builds them). */
export function rulesOfCfg(cfg: Pick<TicketCfg, 'family' | 'drawKind' | 'groupOffset' | 'ties' | 'odds'>): LotteryRules {
  return lotteryRules({ family: cfg.family, drawKind: cfg.drawKind, groupOffset: cfg.groupOffset, ties: cfg.ties, odds: cfg.odds });
}

export function standardPossible(
  family: AnyFamily,
  play: Play<unknown>,
  selection: Selection,
  rules: LotteryRules,
  p: { betGroup: number; mode: MoneyMode; multiple: number },
): Possible | null {
  const f = family as never;
  const win = maxStandardPayout(f, play, selection, rules, p);
  const odds = lineOdds(f, play, selection, rules, p);
  return win === undefined || !odds ? null : { winMilli: win, odds };
}

export function doublePossible(family: AnyFamily, play: Play<unknown>, selection: Selection, rules: LotteryRules, amountMilli: Milli): Possible | null {
  const f = family as never;
  const win = maxDoublePayout(f, play, selection, rules, amountMilli);
  const odds = lineOdds(f, play, selection, rules, { amountMilli });
  return win === undefined || !odds ? null : { winMilli: win, odds };
}

/** Odds as read: "211.68 / 7.84" in English, "211,68 / 7,84" in Vietnamese (thousandths, trailing zeros dropped). */
export function oddsText(odds: readonly number[]): string {
  return odds.map(showOddsThousandths).join(' / ');
}
