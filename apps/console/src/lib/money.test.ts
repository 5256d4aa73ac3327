import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showMoney } from './money.ts';

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
