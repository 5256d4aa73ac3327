/**
 * Money is an integer count of milli-units (1/1000 of the currency unit), as a bigint, from input
 * parsing to the database. Amounts are truncated, never rounded (docs/product.md §5).
 */
export type Milli = bigint;

export const MILLI_PER_UNIT = 1000n;

/** Largest amount any single input may carry: 10^12 units. Bounds every parsed amount. */
export const MAX_AMOUNT_MILLI: Milli = 1_000_000_000_000n * MILLI_PER_UNIT;

export type ParseMoneyResult = { ok: true; milli: Milli } | { ok: false; code: 'MONEY_FORMAT' | 'MONEY_RANGE' };

/**
 * Parses a decimal amount ("12", "12.5", "0.0019") into milli-units, truncating digits past the
 * third decimal. Rejects signs, exponents, and anything above MAX_AMOUNT_MILLI.
 */
export function parseMoney(text: string): ParseMoneyResult {
  const s = text.trim();
  const m = /^(\d{1,16})(?:\.(\d{0,20}))?$/.exec(s) ?? /^()\.(\d{1,20})$/.exec(s);
  if (!m) return { ok: false, code: 'MONEY_FORMAT' };
  const whole = BigInt(m[1] || '0');
  const frac = BigInt(((m[2] ?? '') + '000').slice(0, 3));
  const milli = whole * MILLI_PER_UNIT + frac;
  if (milli > MAX_AMOUNT_MILLI) return { ok: false, code: 'MONEY_RANGE' };
  return { ok: true, milli };
}

/** Formats milli-units with `decimals` (2 or 3) digits, truncating (docs/product.md §5). */
export function formatMoney(milli: Milli, decimals: 2 | 3 = 3): string {
  const negative = milli < 0n;
  const abs = negative ? -milli : milli;
  const whole = abs / MILLI_PER_UNIT;
  const frac = (abs % MILLI_PER_UNIT).toString().padStart(3, '0').slice(0, decimals);
  return `${negative ? '-' : ''}${whole}.${frac}`;
}
