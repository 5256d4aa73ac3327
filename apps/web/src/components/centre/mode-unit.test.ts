import { afterEach, describe, expect, it } from 'vitest';
import { MONEY_MODES } from '@lotus/engine';
import { setTextLanguage } from '../../lib/translate.ts';
import { showMilli, showModeUnit, showQuickAmount } from './money.ts';

// The bet unit (money mode) select and the basket line wrote the unit by hand ("2.000", "0.200"):
// an Indonesian reader, whose balance reads "10.000" for ten thousand, took it for two thousand.
describe("a money mode's unit", () => {
  afterEach(() => setTextLanguage('vi'));

  it('is written as the bet amount is, in Indonesian and Vietnamese', () => {
    for (const lang of ['id', 'vi'] as const) {
      setTextLanguage(lang);
      expect(MONEY_MODES.map(showModeUnit)).toEqual(['2', '0,20', '0,02', '0,002', '1', '0,10', '0,01', '0,001']);
      expect(showModeUnit(1)).not.toBe('2.000');
      // The basket's amount column for one bet of the mode reads the same.
      expect(showModeUnit(1)).toBe(showMilli(2_000n, 3));
      expect(showMilli(10_000_000n, 3)).toBe('10.000');
    }
  });

  it('is written as the bet amount is, in English and Chinese', () => {
    for (const lang of ['en', 'zh'] as const) {
      setTextLanguage(lang);
      expect(MONEY_MODES.map(showModeUnit)).toEqual(['2', '0.20', '0.02', '0.002', '1', '0.10', '0.01', '0.001']);
      expect(showModeUnit(1)).not.toBe('2.000');
    }
  });

  it('quick amounts are shortened in the reader format', () => {
    setTextLanguage('vi');
    expect([500, 1000, 2500, 50_000].map(showQuickAmount)).toEqual(['500', '1K', '2,5K', '50K']);
    setTextLanguage('en');
    expect([500, 2500].map(showQuickAmount)).toEqual(['500', '2.5K']);
  });
});
