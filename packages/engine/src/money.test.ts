import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, parseMoney } from './money.ts';

describe('money', () => {
  it.each([
    ['12', 12000n],
    ['12.5', 12500n],
    ['0.0019', 1n],
    ['.5', 500n],
    ['0.01', 10n],
    ['1.9999', 1999n],
  ])('parses %s truncating to milli', (text, milli) => {
    expect(parseMoney(text)).toEqual({ ok: true, milli });
  });

  it.each(['', '-1', '1e3', '1,5', 'abc', '1.2.3'])('rejects %j', (text) => {
    expect(parseMoney(text).ok).toBe(false);
  });

  it('rejects amounts above the bound', () => {
    expect(parseMoney('9999999999999999')).toEqual({ ok: false, code: 'MONEY_RANGE' });
  });

  it('formats with 2 or 3 decimals, truncating', () => {
    expect(formatMoney(12345n)).toBe('12.345');
    expect(formatMoney(12349n, 2)).toBe('12.34');
    expect(formatMoney(5n)).toBe('0.005');
    expect(formatMoney(-1500n)).toBe('-1.500');
  });

  it('round-trips every formatted amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (milli) => {
        expect(parseMoney(formatMoney(milli))).toEqual({ ok: true, milli });
      }),
    );
  });
});
