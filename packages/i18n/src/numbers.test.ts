import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAmount, formatAmountRange, formatOdds, readAmount } from './numbers.ts';

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

describe('an amount as a person types it', () => {
  it.each([
    ['150.000', { vi: '150000', id: '150000', zh: '150.000', en: '150.000' }],
    ['2.500', { vi: '2500', id: '2500', zh: '2.500', en: '2.500' }],
    ['2,5', { vi: '2.5', id: '2.5', zh: null, en: null }],
    ['2,500', { vi: '2.500', id: '2.500', zh: '2500', en: '2500' }],
    ['1.234.567,89', { vi: '1234567.89', id: '1234567.89', zh: null, en: null }],
    ['1,234,567.89', { vi: null, id: null, zh: '1234567.89', en: '1234567.89' }],
    ['0.001', { vi: '0.001', id: '0.001', zh: '0.001', en: '0.001' }],
    ['12.5', { vi: '12.5', id: '12.5', zh: '12.5', en: '12.5' }],
    ['2500', { vi: '2500', id: '2500', zh: '2500', en: '2500' }],
    [' 1 000 ', { vi: '1000', id: '1000', zh: '1000', en: '1000' }],
    ['1.2.3', { vi: null, id: null, zh: null, en: null }],
    ['-5', { vi: null, id: null, zh: null, en: null }],
    ['abc', { vi: null, id: null, zh: null, en: null }],
    ['', { vi: null, id: null, zh: null, en: null }],
  ] as const)('%s', (typed, byLang) => {
    for (const [lang, read] of Object.entries(byLang)) expect(readAmount(typed, lang as 'vi'), lang).toBe(read);
  });

  it('reads back every amount as the page writes it, in every language', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.constantFrom('vi', 'id', 'zh', 'en'), (milli, lang) => {
        const plain = `${milli / 1000n}.${String(milli % 1000n).padStart(3, '0')}`;
        const read = readAmount(formatAmount(plain, lang, 3), lang);
        // The page drops trailing zeros; the value is the same.
        expect(read).not.toBeNull();
        const [whole, frac = ''] = read!.split('.');
        expect(BigInt(whole!) * 1000n + BigInt(frac.padEnd(3, '0').slice(0, 3))).toBe(milli);
      }),
    );
  });
});
