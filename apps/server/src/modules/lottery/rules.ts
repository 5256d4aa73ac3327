import {
  creditItems,
  creditItemOdds,
  isPickCredit,
  lotteryRules,
  standardLineMoney,
  type LotteryRules,
  type Milli,
  type MoneyMode,
  type Play,
  type PrizeLevel,
} from '@lotus/engine';
import type { lotteries } from '../../db/schema.ts';

type LotteryRow = typeof lotteries.$inferSelect;

export type OddsOverrides = Record<string, Record<string, number>>;

/** What rulesOf reads of a lottery row. */
export type RulesSource = Pick<LotteryRow, 'family' | 'drawKind' | 'ties' | 'odds' | 'groupOffset'>;

/**
 * A lottery's rules for the engine (settle.ts): prize-group offset, tie settings and credit odds
 * overrides from its row; official 3D / Pick 3 / Pick 5 pay the official fixed prizes (domain §2).
 * Settlement, an order's possible win and the member's play list all price through these rules.
 */
export function rulesOf(l: RulesSource): LotteryRules {
  return lotteryRules({ family: l.family, drawKind: l.drawKind, groupOffset: l.groupOffset, ties: l.ties, odds: l.odds });
}

function priced(level: PrizeLevel, rules: LotteryRules): PrizeLevel {
  const prize = rules.fixedPrizes?.[level.key];
  return prize === undefined ? level : { ...level, payout: { kind: 'fixed', prizeMilli: prize } };
}

/**
 * The best single-bet win of a line (the "possible win" shown on an order): a standard line's best
 * prize at the bet's group; a two-sided line's amount per bet × its item's odds (the option's own
 * level, not the play's best: a K3 sum of 4 pays the odds of 4, not of 3).
 */
export function possibleWinMilli(
  play: Play<unknown>,
  rules: LotteryRules,
  p: { group: number; mode: MoneyMode | null; multiple: number; unitMilli: Milli | null; playItemId?: number },
): Milli {
  if (play.market === 'credit') {
    const odds = p.playItemId === undefined ? 0 : optionOdds(play, p.playItemId, rules);
    return ((p.unitMilli ?? 0n) * BigInt(odds)) / 1000n;
  }
  let best = 0n;
  for (const level of play.levels) {
    if (level.payout.kind === 'odds' && rules.fixedPrizes?.[level.key] === undefined) continue;
    const outcome = { wins: { [level.key]: 1 }, pushes: 0 };
    const m = standardLineMoney(outcome, [priced(level, rules)], { group: p.group - rules.groupOffset, mode: p.mode ?? 1, multiple: p.multiple }).winMilli;
    if (m > best) best = m;
  }
  return best;
}

/**
 * Each level's decimal odds (thousandths) of a pick play that has several, with the lottery's
 * overrides (Bầu cua "Một con" pays 2 / 3 / 4 as it shows on 1 / 2 / 3 dice); empty for a play of
 * one level, whose item odds say it all.
 */
export function pickLevelOdds(play: Play<unknown>, rules: LotteryRules): { nameKey: string; oddsThousandths: number }[] {
  if (!isPickCredit(play as Play) || play.levels.length < 2) return [];
  const overrides = rules.odds?.[play.code] ?? {};
  return play.levels.map((l) => ({
    nameKey: l.nameKey,
    oddsThousandths: overrides[l.key] ?? (l.payout.kind === 'odds' ? l.payout.oddsThousandths : 0),
  }));
}

/** Decimal odds (thousandths) of a two-sided item, with the lottery's override (engine creditItemOdds). */
export function optionOdds(play: Play<unknown>, playItemId: number, rules: LotteryRules): number {
  const item = creditItems(play as Play).find((i) => i.playItemId === playItemId);
  return item ? creditItemOdds(item, rules.odds?.[play.code]) : 0;
}
