import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { milliOf, showMoney, turnoverPercent, withdrawalFeeOf } from './money.ts';

describe('centre money helpers', () => {
  it('shows server amounts truncated, sign kept', () => {
    expect(showMoney('1000.000')).toBe('1000.00');
    expect(showMoney('-5.979')).toBe('-5.97');
    expect(showMoney('-5.979', 3)).toBe('-5.979');
    expect(showMoney('x')).toBe('x');
    expect(milliOf('-0.001')).toBe(-1n);
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
