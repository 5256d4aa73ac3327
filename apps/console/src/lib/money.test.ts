import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputMoney, serverMoney, showMoney } from './money.ts';

// The console's one display path for the server's money text ("4.000" = four points, three
// places): the operator's number format, never the raw text, whose "." a Vietnamese reader takes
// for a thousands separator.
describe('showMoney in each console language', () => {
  beforeAll(() => i18n.init({ lng: 'vi', resources: {} }));
  afterAll(() => i18n.changeLanguage('vi'));

  const cases = {
    vi: ['4', '0,02', '3,98', '-1.234.567,50', '5.000'],
    zh: ['4', '0.02', '3.98', '-1,234,567.50', '5,000'],
    en: ['4', '0.02', '3.98', '-1,234,567.50', '5,000'],
    id: ['4', '0,02', '3,98', '-1.234.567,50', '5.000'],
  } as const;
  for (const [lang, shown] of Object.entries(cases)) {
    it(`formats amounts as ${lang} operators read them`, async () => {
      await i18n.changeLanguage(lang);
      expect(['4.000', '0.020', '3.980', '-1234567.500', '5000.000'].map((v) => showMoney(v))).toEqual(shown);
      expect(showMoney(null)).toBe('');
    });
  }
});

// An amount input holds the typed digits as plain text and the server gets three decimals, built
// from the digits (no float): 1000000.001 and 9999999999999.999 stay exact.
describe('inputMoney and serverMoney', () => {
  it('shows the server amount without its trailing zeros', () => {
    expect(['1000000.000', '0.001', '1.000', '100000.500', '0.000', '', null].map((v) => inputMoney(v))).toEqual(['1000000', '0.001', '1', '100000.5', '0', '', '']);
  });
  it('sends the typed amount with three decimals, exactly', () => {
    expect(['1000000', '0.001', '1', '100000.5', '12.', '9999999999999.999', '1000000.001', '007', ''].map(serverMoney)).toEqual([
      '1000000.000',
      '0.001',
      '1.000',
      '100000.500',
      '12.000',
      '9999999999999.999',
      '1000000.001',
      '7.000',
      '',
    ]);
    // Not an amount, or finer than a milli-unit: left for the server's schema to refuse.
    expect(serverMoney('1.2345')).toBe('1.2345');
    expect(serverMoney('abc')).toBe('abc');
  });
});
