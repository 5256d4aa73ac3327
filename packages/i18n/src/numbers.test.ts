import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountRange } from './numbers.ts';

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
});
