import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputMoney, milliOf, showMilli, showMoney, showOddsThousandths, turnoverPercent, withdrawalFeeOf } from './money.ts';

describe('centre money helpers', () => {
  // The page's language is Vietnamese when none is chosen (docs/product.md §1): "5.000" is five thousand.
  it("shows server amounts in the reader's number format, truncated, sign kept", () => {
    expect(showMoney('1000.000')).toBe('1.000');
    expect(showMoney('10000.020')).toBe('10.000,02');
    expect(showMoney('-5.979')).toBe('-5,97');
    expect(showMoney('-5.979', 3)).toBe('-5,979');
    expect(showMoney('x')).toBe('x');
    expect(showMilli(13_500_000n, 3)).toBe('13.500');
    expect(showOddsThousandths(211_680)).toBe('211,68');
    expect(milliOf('-0.001')).toBe(-1n);
  });

  it("writes an input's amount plain, as a member types it, and parses back", () => {
    expect(inputMoney(5_000_500n)).toBe('5000.5');
    expect(inputMoney(5_000_000n)).toBe('5000');
    expect(inputMoney(0n)).toBe('0');
    expect(milliOf(inputMoney(12_345n))).toBe(12_345n);
  });

  it('gives turnover progress as a truncated percent, 100 when nothing is required', () => {
    expect(turnoverPercent('0.000', '0.000')).toBe(100);
    expect(turnoverPercent('499.999', '1000.000')).toBe(49);
    expect(turnoverPercent('2000.000', '1000.000')).toBe(100);
  });

  it('takes the fee only past the free withdrawals, truncated, never more than the amount', () => {
    expect(withdrawalFeeOf(100_000n, '1', true)).toBe(0n);
    expect(withdrawalFeeOf(100_000n, '1', false)).toBe(1_000n);
    expect(withdrawalFeeOf(123_456n, '1.5', false)).toBe(1_851n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 100 }),
        (amount, pct) => {
          const fee = withdrawalFeeOf(amount, String(pct), false);
          expect(fee >= 0n && fee <= amount).toBe(true);
        },
      ),
    );
  });
});
