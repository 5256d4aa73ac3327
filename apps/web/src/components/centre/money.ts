import { formatMoney, parseMoney, type Milli } from '@lotus/engine';
import { formatAmount } from '@lotus/i18n';
import { currentLanguage } from '../../lib/language.ts';

/** A signed decimal amount text of the server ("-5.970") → milli-units; null when malformed. */
export function milliOf(text: string): Milli | null {
  const negative = text.trim().startsWith('-');
  const parsed = parseMoney(negative ? text.trim().slice(1) : text);
  if (!parsed.ok) return null;
  return negative ? -parsed.milli : parsed.milli;
}

/** An amount of the server as a member reads it: truncated to `decimals` (docs/product.md §5), sign kept. */
export function showMoney(text: string, decimals: 2 | 3 = 2): string {
  const milli = milliOf(text);
  return milli === null ? text : formatMoney(milli, decimals);
}

/**
 * An amount in the reader's language's number format (@lotus/i18n formatAmount: "5.000" in
 * Vietnamese, "5,000" in English), truncated; used for the ranges of deposits, withdrawals and bets.
 */
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
