import { describe, expect, it } from 'vitest';
import {
  VN_LOTTERIES,
  computedTables,
  createDiceFamily,
  createFpcFamily,
  createLhcFamily,
  createVnFamily,
  i18nKeysOf,
} from '@lotus/engine';
import { LANGUAGES } from '../define.ts';
import { playsTwo } from './plays-2.ts';

describe('plays-2 catalogue (Rules engine II)', () => {
  const families = [
    createLhcFamily(computedTables(2026)),
    createVnFamily('mb'),
    createVnFamily('mn'),
    createVnFamily('mt'),
    createFpcFamily(),
    createDiceFamily(),
  ];
  const used = new Set<string>([
    ...families.flatMap((f) => i18nKeysOf(f as Parameters<typeof i18nKeysOf>[0])),
    ...VN_LOTTERIES.map((l) => l.nameKey),
  ]);

  it('has a text in every language for every key the families use, and no unused key', () => {
    for (const lang of LANGUAGES) {
      const defined = Object.keys(playsTwo[lang]);
      expect([...used].filter((k) => !defined.includes(k))).toEqual([]);
      expect(defined.filter((k) => !used.has(k))).toEqual([]);
    }
  });

  it('is Vietnamese by default and translated, not copied', () => {
    expect(playsTwo.vi['play.lhc.special.zodiac']).toBe('Con giáp đặc biệt');
    expect(playsTwo.zh['play.lhc.special.zodiac']).toBe('特肖');
    const same = Object.keys(playsTwo.vi).filter(
      (k) => playsTwo.vi[k as keyof typeof playsTwo.vi] === playsTwo.en[k as keyof typeof playsTwo.en],
    );
    // only proper names and codes (lô, đề, xiên, 3 càng …) may be identical across vi and en
    expect(same.length).toBeLessThan(20);
  });
});
