import type { Language } from './define.ts';

/**
 * One number format per language (issue #27): Vietnamese and Indonesian group thousands with "."
 * and write decimals after ",", Chinese and English the other way round ("5.000" is five thousand
 * to a Vietnamese reader, so an amount of 5 must never be written "5.000" there). Written out here
 * rather than with Intl.NumberFormat: amounts are milli-unit integers that may pass 2^53, and are
 * truncated, never rounded (docs/product.md §5).
 *
 * Every amount a member or an operator is shown (balances, stakes, wins, fees, reports, ranges) goes
 * through `formatAmount`; the web's `showMoney` and the console's `showMoney` call it with the page's
 * language, and a repo test forbids other display formatting (`formatMoney(`, `.toFixed(`) in screens.
 * Odds are numbers too, written by `formatOdds` with the same separators (a Vietnamese reader sees
 * "211,68"), without padding decimals. Counts (bets, issues, members) stay plain integers. What a
 * person types is read in his language's form too: the member site's text fields by `readAmount`
 * ("5.000,5" or the plain "5000.5"), the console's number inputs with `amountSeparators`; the
 * server is handed the plain "5000.500".
 */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  vi: { group: '.', decimal: ',' },
  id: { group: '.', decimal: ',' },
  zh: { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
};

/** The reader's thousands and decimal marks (an amount input groups what is typed with them). */
export function amountSeparators(lang: Language): { group: string; decimal: string } {
  return SEPARATORS[lang];
}

/**
 * An amount as the reader's language writes it: a decimal text of the server ("-5000.500") or an
 * integer, thousands grouped; decimals (up to `decimals`, truncated) only when not zero, so a whole
 * amount reads "5.000" in Vietnamese and "5,000" in English. A text that is not a number is returned as is.
 */
export function formatAmount(value: string | number | bigint, lang: Language, decimals: 2 | 3 = 2): string {
  const text = typeof value === 'string' ? value.trim() : String(value);
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return text;
  const { group, decimal } = SEPARATORS[lang];
  const whole = m[2]!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const frac = (m[3] ?? '').slice(0, decimals).replace(/0+$/, '');
  const shown = frac ? `${whole}${decimal}${frac.padEnd(Math.min(2, decimals), '0')}` : whole;
  return /^[0.,]+$/.test(shown) ? shown : `${m[1]}${shown}`;
}

/**
 * An amount as a person types it, back to the plain decimal text the API reads (parseMoney), or
 * null when it is neither form. His language's form: "150.000" and "2,5" in Vietnamese, "150,000"
 * in English; a group separator counts only between whole groups of three after a leading 1–999,
 * so "150.000" is a hundred and fifty thousand to a Vietnamese reader, as the page writes it. The
 * plain form is read as typed wherever it cannot be a grouped number ("0.001", "12.5", "2500").
 */
export function readAmount(typed: string, lang: Language): string | null {
  const text = typed.replace(/\s+/g, '');
  const { group, decimal } = SEPARATORS[lang];
  const g = group === '.' ? '\\.' : group;
  const d = decimal === '.' ? '\\.' : decimal;
  const grouped = new RegExp(`^([1-9]\\d{0,2}(?:${g}\\d{3})+)(?:${d}(\\d+))?$`).exec(text);
  if (grouped) return grouped[2] === undefined ? grouped[1]!.split(group).join('') : `${grouped[1]!.split(group).join('')}.${grouped[2]}`;
  const local = new RegExp(`^(\\d+)${d}(\\d+)$`).exec(text);
  if (local) return `${local[1]}.${local[2]}`;
  return /^\d+(?:\.\d+)?$/.test(text) ? text : null;
}

/** A range of amounts ("100 – 500.000"), both ends in the reader's format. */
export function formatAmountRange(min: string | number | bigint, max: string | number | bigint, lang: Language, decimals: 2 | 3 = 2): string {
  return `${formatAmount(min, lang, decimals)} – ${formatAmount(max, lang, decimals)}`;
}

/**
 * Odds ("211.680", 9.8) with the reader's separators, trailing zeros dropped: "211,68" in Vietnamese,
 * "211.68" in English; a list of odds ("211.680 / 7.840") each.
 */
export function formatOdds(value: string | number, lang: Language): string {
  const text = typeof value === 'string' ? value.trim() : String(value);
  if (text.includes('/')) return text.split('/').map((part) => formatOdds(part, lang)).join(' / ');
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return text;
  const shown = formatAmount(text, lang, 3);
  const { decimal } = SEPARATORS[lang];
  return shown.includes(decimal) ? shown.replace(/0+$/, '') : shown;
}
