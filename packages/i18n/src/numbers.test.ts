import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountRange, formatOdds } from './numbers.ts';

describe('one number format per language', () => {
  it.each([
    ['5000.000', { vi: '5.000', id: '5.000', zh: '5,000', en: '5,000' }],
    ['5.000', { vi: '5', id: '5', zh: '5', en: '5' }],
    ['1234567.5', { vi: '1.234.567,50', id: '1.234.567,50', zh: '1,234,567.50', en: '1,234,567.50' }],
    ['-12345.678', { vi: '-12.345,67', id: '-12.345,67', zh: '-12,345.67', en: '-12,345.67' }],
    ['0.000', { vi: '0', id: '0', zh: '0', en: '0' }],
    ['-0.004', { vi: '0', id: '0', zh: '0', en: '0' }],
    ['9007199254740993123.000', { vi: '9.007.199.254.740.993.123', id: '9.007.199.254.740.993.123', zh: '9,007,199,254,740,993,123', en: '9,007,199,254,740,993,123' }],
  ] as const)('%s', (text, byLang) => {
    for (const [lang, shown] of Object.entries(byLang)) expect(formatAmount(text, lang as 'vi', 2), lang).toBe(shown);
  });
  it('truncates, keeps three decimals when asked, takes numbers and bigints, and leaves other text alone', () => {
    expect(formatAmount('1.999', 'en')).toBe('1.99');
    expect(formatAmount('1.999', 'vi', 3)).toBe('1,999');
    expect(formatAmount(100000, 'vi')).toBe('100.000');
    expect(formatAmount(100000n, 'en')).toBe('100,000');
    expect(formatAmount('—', 'vi')).toBe('—');
  });
  it('writes ranges with both ends grouped', () => {
    expect(formatAmountRange('100.000', '500000.000', 'vi')).toBe('100 – 500.000');
    expect(formatAmountRange(1, 100000000, 'en')).toBe('1 – 100,000,000');
  });
  it("writes odds with the language's separators, trailing zeros dropped, each of a list", () => {
    expect(formatOdds('211.680', 'vi')).toBe('211,68');
    expect(formatOdds('211.680', 'en')).toBe('211.68');
    expect(formatOdds('9.800', 'id')).toBe('9,8');
    expect(formatOdds('1.995', 'zh')).toBe('1.995');
    expect(formatOdds('1960.000', 'vi')).toBe('1.960');
    expect(formatOdds(2, 'en')).toBe('2');
    expect(formatOdds('210.600 / 7.800', 'vi')).toBe('210,6 / 7,8');
    expect(formatOdds('-', 'vi')).toBe('-');
  });
  it('groups negatives beyond 2^53 and truncates, never rounds, in every language', () => {
    const big = '-12345678901234567890.999';
    expect(formatAmount(big, 'vi')).toBe('-12.345.678.901.234.567.890,99');
    expect(formatAmount(big, 'id', 3)).toBe('-12.345.678.901.234.567.890,999');
    expect(formatAmount(big, 'zh')).toBe('-12,345,678,901,234,567,890.99');
    expect(formatAmount(-12345678901234567890n, 'en')).toBe('-12,345,678,901,234,567,890');
    expect(formatAmount('0.995', 'en')).toBe('0.99');
    expect(formatAmount('5000.5', 'vi')).toBe('5.000,50');
  });
});
