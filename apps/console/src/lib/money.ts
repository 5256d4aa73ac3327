import i18n from 'i18next';
import { formatAmount, formatOdds, normalizeLanguage } from '@lotus/i18n';

// The console's one display path for amounts (issue #27), as the member site's showMoney: the
// operator's language's number format (@lotus/i18n formatAmount: "5.000,5" in Vietnamese,
// "5,000.5" in Chinese and English), truncated, never rounded (docs/product.md §5). CSV exports and
// inputs keep the server's plain text ("5000.500").

/** An amount of the server ("-5000.500") as the operator reads it; up to 3 decimals, truncated. */
export function showMoney(text: string | null | undefined, decimals: 2 | 3 = 3): string {
  if (text === null || text === undefined) return '';
  return formatAmount(text, normalizeLanguage(i18n.language || 'vi'), decimals);
}

/** Odds with the operator's decimal separator ("211,68" in Vietnamese). */
export function showOdds(text: string | number): string {
  return formatOdds(text, normalizeLanguage(i18n.language || 'vi'));
}

/** A percent figure ("6.5", a rebate or a bonus rate) with the operator's decimal mark ("6,5"); the caller adds "%". */
export function showPercent(text: string | number): string {
  return formatOdds(text, normalizeLanguage(i18n.language || 'vi'));
}

/** A table cell (tanstack `cell`) showing its value as an amount. */
export const moneyCell = (c: { getValue: () => unknown }): string => {
  const v = c.getValue();
  return v === null || v === undefined ? '' : showMoney(String(v));
};

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in bytes as the largest whole unit with one decimal, with the operator's decimal mark ("1,5 GB"). */
export function showSize(bytes: number): string {
  let i = 0;
  let v = bytes;
  while (v >= 1024 && i < SIZE_UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  return `${formatOdds(v.toFixed(1), normalizeLanguage(i18n.language || 'vi'))} ${SIZE_UNITS[i]}`;
}
