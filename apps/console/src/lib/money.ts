import i18n from 'i18next';
import { amountSeparators, formatAmount, formatOdds, normalizeLanguage } from '@lotus/i18n';

// The console's one display path for amounts (issue #27), as the member site's showMoney: the
// operator's language's number format (@lotus/i18n formatAmount: "5.000,5" in Vietnamese,
// "5,000.5" in Chinese and English), truncated, never rounded (docs/product.md §5). CSV exports keep
// the server's plain text ("5000.500"); an amount input (components/MoneyInput) shows the operator's
// separators, holds the typed digits as plain text ("5000.5", `inputMoney`) and the call sends
// `serverMoney` of it ("5000.500"), built from the digits, never through a float.

/** An amount of the server ("-5000.500") as the operator reads it; up to 3 decimals, truncated. */
export function showMoney(text: string | null | undefined, decimals: 2 | 3 = 3): string {
  if (text === null || text === undefined) return '';
  return formatAmount(text, normalizeLanguage(i18n.language || 'vi'), decimals);
}

/** The operator's thousands and decimal marks, for an amount input. */
export function moneySeparators(): { group: string; decimal: string } {
  return amountSeparators(normalizeLanguage(i18n.language || 'vi'));
}

/**
 * An amount of the server ("1000000.000", "0.001") as an amount input's plain value: the trailing
 * zeros dropped ("1000000", "0.001"); a text that is not an amount is kept as is.
 */
export function inputMoney(text: string | null | undefined): string {
  const s = (text ?? '').trim();
  const m = /^(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || s === '' || s === '.') return s;
  const whole = m[1]!.replace(/^0+(?=\d)/, '') || '0';
  const frac = (m[2] ?? '').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

/**
 * An amount input's plain value ("1000000", "0.5", "12.") as the server's text with three decimals
 * ("1000000.000", "0.500", "12.000"), from the digits alone (exact milli-units, no float). Empty
 * stays empty; a text that is not an amount, or has more than three decimals, is kept as is for the
 * server's schema to refuse.
 */
export function serverMoney(plain: string): string {
  const s = plain.trim();
  const m = /^(\d*)(?:\.(\d{0,3}))?$/.exec(s);
  if (!m || s === '' || s === '.') return s;
  const whole = m[1]!.replace(/^0+(?=\d)/, '') || '0';
  return `${whole}.${(m[2] ?? '').padEnd(3, '0')}`;
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
