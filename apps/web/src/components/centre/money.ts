import { formatMoney, MONEY_MODE_UNIT_MILLI, parseMoney, type Milli, type MoneyMode } from '@lotus/engine';
import { formatAmount, formatOdds, readAmount } from '@lotus/i18n';
import { currentLanguage } from '../../lib/language.ts';

/** A signed decimal amount text of the server ("-5.970") → milli-units; null when malformed. */
export function milliOf(text: string): Milli | null {
  const negative = text.trim().startsWith('-');
  const parsed = parseMoney(negative ? text.trim().slice(1) : text);
  if (!parsed.ok) return null;
  return negative ? -parsed.milli : parsed.milli;
}

/**
 * The one way an amount is shown to a member (issue #27): a server decimal text ("-5000.500") in
 * the reader's language's number format (@lotus/i18n formatAmount: "-5.000,50" in Vietnamese,
 * "-5,000.50" in English), truncated to `decimals` (docs/product.md §5), sign kept.
 */
export function showMoney(text: string, decimals: 2 | 3 = 2): string {
  return formatAmount(text, currentLanguage(), decimals);
}

/** A milli-unit amount (a stake, a possible win) as `showMoney` writes it. */
export function showMilli(milli: Milli, decimals: 2 | 3 = 2): string {
  return formatAmount(formatMoney(milli, 3), currentLanguage(), decimals);
}

/**
 * The stake of one bet in a money mode (docs/product.md §3) as the bet's amount is written: "2",
 * "0,20" … "0,001" in Vietnamese and Indonesian, "2", "0.20" in English and Chinese. Never a
 * hand-written "2.000", which a Vietnamese or Indonesian reader takes for two thousand.
 */
export function showModeUnit(mode: MoneyMode): string {
  return showMilli(MONEY_MODE_UNIT_MILLI[mode], 3);
}

/**
 * A quick amount on a chip ("500", "1K", "2,5K" in Vietnamese): thousands shortened to "K", the
 * number in the reader's format.
 */
export function showQuickAmount(amount: number): string {
  // The thousands as a plain number ("2,5", not "2,50"): showOdds drops the trailing zeros.
  return amount >= 1000 ? `${showOdds(amount / 1000)}K` : showAmount(amount, 3);
}

/** Odds ("211.680") with the reader's decimal separator, trailing zeros dropped ("211,68" in Vietnamese). */
export function showOdds(odds: string | number): string {
  return formatOdds(odds, currentLanguage());
}

/** A percent figure ("6.5", a rebate or a fee rate) with the reader's decimal mark ("6,5"); the caller adds "%". */
export function showPercent(text: string | number): string {
  return formatOdds(text, currentLanguage());
}

/** Odds the engine gives in thousandths (211680) as `showOdds` writes them. */
export function showOddsThousandths(odds: number): string {
  return showOdds(formatMoney(BigInt(odds), 3));
}

/**
 * An amount as an input's value ("5000.5"): what a member types and parseMoney reads, so never
 * grouped; whole when it has no decimals.
 */
export function inputMoney(milli: Milli): string {
  return formatMoney(milli, 3).replace(/\.?0+$/, '');
}

/**
 * What the member typed in an amount field, as the plain decimal text the API reads: his language's
 * form ("150.000" is a hundred and fifty thousand in Vietnamese, as the page writes it) or the plain
 * one (@lotus/i18n readAmount); null when it is neither.
 */
export const typedAmount = (text: string): string | null => readAmount(text, currentLanguage());

/** An amount written into an amount field for the member (the withdrawal's "all"): his language's form, which typedAmount reads back. */
export const fieldAmount = (milli: Milli): string => formatAmount(formatMoney(milli, 3), currentLanguage(), 3);

/** A range of amounts in the reader's format (deposits, withdrawals, bets). */
export function showAmount(value: string | number | bigint, decimals: 2 | 3 = 2): string {
  return formatAmount(value, currentLanguage(), decimals);
}

/** Turnover done as a whole percent of the required amount (0 required = 100 %), truncated. */
export function turnoverPercent(done: string, required: string): number {
  const d = milliOf(done) ?? 0n;
  const r = milliOf(required) ?? 0n;
  if (r <= 0n || d >= r) return 100;
  return Number((d * 100n) / r);
}

/**
 * The fee of a withdrawal of `amount` at `feePercent` once no free withdrawal is left, as the server
 * takes it (wallet service: percent in basis points, truncated to the milli). The server's figure on
 * the order is the one that counts; this is the preview.
 */
export function withdrawalFeeOf(amount: Milli, feePercent: string, free: boolean): Milli {
  const percent = Number(feePercent);
  if (free || !Number.isFinite(percent) || percent <= 0) return 0n;
  return (amount * BigInt(Math.round(percent * 100))) / 10_000n;
}
