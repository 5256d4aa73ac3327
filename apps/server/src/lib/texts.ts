import { formatMoney, type Milli } from '@lotus/engine';
import { formatAmount, formatOdds, translate, type Language } from '@lotus/i18n';

/**
 * A value put into a translated text (a refusal, a message, an offer card). An amount is not a
 * string when it is raised: it is written in the reader's number format only when the text is
 * translated into his language (issue #27: "5.000" in Vietnamese, "5,000" in English), so the
 * same refusal never reads "100.000" to a Vietnamese member meaning one hundred.
 */
export type TextParam = string | number | ((lang: Language) => string);
export type TextParams = Readonly<Record<string, TextParam>>;

/** An amount of milli-units, in the reader's format (truncated to 2 decimals, zeros dropped). */
export const amountText =
  (milli: Milli): ((lang: Language) => string) =>
  (lang) =>
    formatAmount(formatMoney(milli), lang);

/** A whole amount of a currency without minor units (VND), grouped in the reader's format. */
export const wholeText =
  (units: bigint | number): ((lang: Language) => string) =>
  (lang) =>
    formatAmount(BigInt(units), lang);

/** A decimal figure that is not money (a percent "12.5"), with the reader's decimal mark. */
export const decimalText =
  (text: string): ((lang: Language) => string) =>
  (lang) =>
    formatOdds(text, lang);

/** A list of items, each written for the reader (e.g. "an (1.000), binh (25,5)"). */
export const listText =
  (items: readonly ((lang: Language) => string)[], separator = ', '): ((lang: Language) => string) =>
  (lang) =>
    items.map((item) => item(lang)).join(separator);

/** The parameters with every amount written for `lang`. */
export function localize(params: TextParams, lang: Language): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'function' ? v(lang) : v]));
}

/** `translate` with parameters that may hold amounts. */
export const say = (lang: Language, key: string, params: TextParams = {}): string => translate(lang, key, localize(params, lang));
