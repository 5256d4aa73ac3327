import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combinations } from '../../combinatorics.ts';
import { creditLineMoney } from '../../pricing.ts';
import { sha256, utf8 } from '../../rng.ts';
import type { Play, Selection } from '../../model.ts';
import {
  VN_LOTTERIES,
  VN_SCHEDULE,
  isValidVnDraw,
  loCount,
  loEndings,
  positionDigits,
  prizePositions,
  stationsOn,
  type VnDraw,
  type VnRegion,
} from './structure.ts';
import { createVnFamily, daOutcome, deriveVnDraw } from './vn.ts';

// Results in the published formats (§2.1): MB 27 numbers, 5-digit ĐB; MN 18 numbers, 6-digit ĐB.
const MB: VnDraw = [
  '38917', // ĐB
  '52480', // G1
  '10217',
  '66934', // G2
  '04595',
  '87411',
  '23617',
  '90188',
  '45072',
  '71356', // G3
  '3017',
  '8817',
  '4502',
  '6690', // G4
  '1234',
  '5678',
  '9017',
  '2345',
  '6789',
  '0123', // G5
  '417',
  '852',
  '069', // G6
  '17',
  '45',
  '88',
  '03', // G7
];
const MN: VnDraw = [
  '123456', // ĐB
  '54321', // G1
  '99999', // G2
  '12056',
  '78956', // G3
  '11111',
  '22222',
  '33356',
  '44444',
  '55555',
  '66666',
  '77777', // G4
  '8856', // G5
  '0001',
  '0202',
  '0356', // G6
  '956', // G7
  '56', // G8
];

const mb = createVnFamily('mb');
const mn = createVnFamily('mn');
const mt = createVnFamily('mt');
const play = (f: { plays: readonly Play<VnDraw>[] }, code: string): Play<VnDraw> => {
  const p = f.plays.find((x) => x.code === code);
  if (!p) throw new Error(`no play ${code}`);
  return p;
};
const sel = (...rows: number[][]): Selection => ({ rows });

describe('result structure (§2.1)', () => {
  it('has 27 / 18 numbers and lô counts 27/23/20 and 18/17/16', () => {
    expect(positionDigits('mb')).toHaveLength(27);
    expect(positionDigits('mn')).toHaveLength(18);
    expect([2, 3, 4].map((w) => loCount('mb', w as 2 | 3 | 4))).toEqual([27, 23, 20]);
    expect([2, 3, 4].map((w) => loCount('mn', w as 2 | 3 | 4))).toEqual([18, 17, 16]);
    expect([2, 3, 4].map((w) => loCount('mt', w as 2 | 3 | 4))).toEqual([18, 17, 16]);
    expect(isValidVnDraw('mb', MB)).toBe(true);
    expect(isValidVnDraw('mn', MN)).toBe(true);
    expect(isValidVnDraw('mb', MN)).toBe(false);
    expect(isValidVnDraw('mn', [...MN.slice(0, 17), '5a'])).toBe(false);
    expect(prizePositions('mb', 'g7')).toEqual([23, 24, 25, 26]);
    expect(prizePositions('mn', 'g8')).toEqual([17]);
  });

  it('takes lô endings from every prize long enough', () => {
    expect(loEndings(MB, 2).filter((n) => n === 17)).toHaveLength(8);
    expect(loEndings(MB, 3).filter((n) => n === 17)).toHaveLength(2); // 3017, 9017
    expect(loEndings(MN, 2).filter((n) => n === 56)).toHaveLength(8);
  });
});

describe('schedule and lotteries (§2.2, §2.4)', () => {
  it('lists the official stations by weekday', () => {
    expect(stationsOn('mn', 1).map((s) => s.name)).toEqual(['TP.HCM', 'Đồng Tháp', 'Cà Mau']);
    expect(stationsOn('mn', 6)).toHaveLength(4);
    expect(stationsOn('mt', 0).map((s) => s.name)).toEqual(['Kon Tum', 'Khánh Hòa', 'Thừa Thiên Huế']);
    expect(stationsOn('mb', 4).map((s) => s.name)).toEqual(['Hà Nội']);
    expect(stationsOn('mb', 7)).toEqual([]);
    expect(VN_SCHEDULE.mb.drawMinuteIct).toBe(18 * 60 + 15);
    expect(VN_SCHEDULE.mn.drawMinuteIct).toBe(16 * 60 + 15);
    expect(VN_SCHEDULE.mt.drawMinuteIct).toBe(17 * 60 + 15);
  });

  it('offers each family official and fast house-drawn', () => {
    expect(VN_LOTTERIES.map((l) => l.code)).toEqual([
      'vn.mb.official',
      'vn.mn.official',
      'vn.mt.official',
      'vn.mb.fast45',
      'vn.mb.fast75',
      'vn.mb.fast180',
      'vn.mb.fast300',
      'vn.mn.fast60',
      'vn.mn.fast300',
      'vn.mt.fast60',
      'vn.mt.fast300',
    ]);
  });
});

describe('Miền Bắc plays on a real-format result', () => {
  it('lô 2 số: a point is 27 bets, paid per nháy', () => {
    const p = play(mb, 'mb.lo2');
    const s = sel([17, 45, 99]);
    expect(p.countBets(s)).toBe(81);
    const out = p.settle(s, MB);
    expect(out).toEqual({ wins: { hit: 10 }, pushes: 0 }); // 17 ×8, 45 ×2
    // 1 unit per bet (a 27-unit point): 10 nháy × 99 units
    expect(creditLineMoney(out, p.levels, 1000n)).toEqual({ winMilli: 990_000n, refundMilli: 0n });
  });

  it('lô 3 số (23 lô) and lô 4 số (20 lô)', () => {
    expect(play(mb, 'mb.lo3').countBets(sel([17, 917]))).toBe(46);
    expect(play(mb, 'mb.lo3').settle(sel([17, 917]), MB)).toEqual({ wins: { hit: 3 }, pushes: 0 });
    expect(play(mb, 'mb.lo4').countBets(sel([3017]))).toBe(20);
    expect(play(mb, 'mb.lo4').settle(sel([3017, 1234, 9999]), MB)).toEqual({ wins: { hit: 2 }, pushes: 0 });
  });

  it.each([
    ['mb.de', [17, 45], 1], // ĐB 38917
    ['mb.deHead', [38, 89], 1], // first 2 digits of ĐB
    ['mb.deFirst', [80, 17], 1], // G1 52480
    ['mb.deHeadPrize', [17, 45, 99], 2], // G7: 17 45 88 03 (4 lô, stake ×4)
    ['mb.digitHead', [1, 7], 1], // ĐB last 2 = 17
    ['mb.digitTail', [7, 1], 1],
    ['mb.cang3', [917, 17], 1],
    ['mb.cang3Head', [417, 69, 500], 2], // G6: 417 852 069 (3 lô, stake ×3)
    ['mb.cang4', [8917, 917], 1],
  ] as const)('%s %j → %i', (code, picks, hits) => {
    expect(play(mb, code).settle(sel([...picks]), MB)).toEqual({
      wins: hits ? { hit: hits } : {},
      pushes: 0,
    });
  });

  it('đề is one bet per number; the head prize costs its lô count', () => {
    expect(play(mb, 'mb.de').countBets(sel([1, 2, 3]))).toBe(3);
    expect(play(mb, 'mb.deHeadPrize').countBets(sel([1, 2, 3]))).toBe(12);
    expect(play(mb, 'mb.cang3Head').countBets(sel([1, 2]))).toBe(6);
  });

  it('xiên 2/3/4: C(n,k) tickets, each wins when all its numbers are lô', () => {
    const s = sel([17, 45, 88, 99]);
    expect(play(mb, 'mb.xien2').countBets(s)).toBe(6);
    expect(play(mb, 'mb.xien2').settle(s, MB)).toEqual({ wins: { hit: 3 }, pushes: 0 });
    expect(play(mb, 'mb.xien3').settle(s, MB)).toEqual({ wins: { hit: 1 }, pushes: 0 });
    expect(play(mb, 'mb.xien4').settle(s, MB)).toEqual({ wins: {}, pushes: 0 });
    expect(play(mb, 'mb.xien3').validate(sel([1, 2]))).toMatchObject({
      ok: false,
      code: 'SELECTION_TOO_SMALL',
    });
  });

  it('lô trượt k: each ticket wins when none of its numbers is lô', () => {
    expect(play(mb, 'mb.truot4').settle(sel([0, 1, 4, 5, 6]), MB)).toEqual({ wins: { hit: 5 }, pushes: 0 });
    expect(play(mb, 'mb.truot4').settle(sel([0, 1, 4, 5, 17]), MB)).toEqual({ wins: { hit: 1 }, pushes: 0 });
    expect(play(mb, 'mb.truot10').countBets(sel(Array.from({ length: 12 }, (_, i) => i)))).toBe(66);
  });

  it('đá: pairs whose numbers are both lô; extra nháy pay half', () => {
    const p = play(mb, 'mb.da');
    const s = sel([17, 45, 99]);
    expect(p.countBets(s)).toBe(2 * 3 * 27);
    expect(p.settle(s, MB)).toEqual({ wins: { pair: 1, repeat: 7 }, pushes: 0 }); // 17 appears 8 times
    expect(daOutcome([45, 88], MB)).toEqual({ pair: 1, repeat: 1 });
    expect(p.settle(sel([1, 2]), MB)).toEqual({ wins: {}, pushes: 0 });
    expect(p.validate(sel([1]))).toMatchObject({ ok: false, code: 'SELECTION_TOO_SMALL' });
    expect(p.countBets(sel([1]))).toBe(0);
    expect(p.settle(sel([1]), MB)).toEqual({ wins: {}, pushes: 0 });
    expect(Object.fromEntries(p.levels.map((l) => [l.key, l.payout]))).toEqual({
      pair: { kind: 'odds', oddsThousandths: 650_000 },
      repeat: { kind: 'odds', oddsThousandths: 325_000 },
    });
  });

  it('rejects bad selections', () => {
    const p = play(mb, 'mb.lo2');
    expect(p.validate(sel([100]))).toMatchObject({ ok: false, code: 'VALUE_OUT_OF_RANGE' });
    expect(p.validate(sel([]))).toMatchObject({ ok: false, code: 'SELECTION_EMPTY' });
    expect(p.validate(sel([1], [2]))).toMatchObject({ ok: false, code: 'ROW_COUNT' });
    expect(p.countBets(sel([100]))).toBe(0);
    expect(p.settle(sel([100]), MB)).toEqual({ wins: {}, pushes: 0 });
    expect(play(mb, 'mb.da').validate(sel([1], [2]))).toMatchObject({ ok: false, code: 'ROW_COUNT' });
  });
});

describe('Miền Nam / Miền Trung plays', () => {
  it.each([
    ['lo2', [56, 21], 9, 36],
    ['de', [56], 1, 1],
    ['deHead', [12], 1, 1],
    ['deHeadPrize', [56], 1, 1], // G8 (1 lô)
    ['cang3Head', [956], 1, 1], // G7
    ['digitHead', [5], 1, 1],
    ['digitTail', [6], 1, 1],
    ['cang3', [456], 1, 1],
    ['cang4', [3456], 1, 1],
    ['lo3', [956, 56], 3, 34], // 956 ×2 (G3 78956, G7) + 056 (G3 12056)
    ['lo4', [8856], 1, 16],
  ] as const)('%s %j → %i hits, %i bets', (code, picks, hits, bets) => {
    for (const f of [mn, mt]) {
      const p = play(f, `${f.code.slice(3)}.${code}`);
      expect(p.countBets(sel([...picks]))).toBe(bets);
      expect(p.settle(sel([...picks]), MN)).toEqual({ wins: { hit: hits }, pushes: 0 });
    }
  });

  it('prices xiên higher than Miền Bắc (fewer lô)', () => {
    const odds = (f: typeof mn, c: string) => play(f, c).levels[0]?.payout;
    expect(odds(mn, 'mn.xien2')).toEqual({ kind: 'odds', oddsThousandths: 27_000 });
    expect(odds(mb as unknown as typeof mn, 'mb.xien2')).toEqual({ kind: 'odds', oddsThousandths: 16_000 });
  });
});

describe('families', () => {
  it.each<VnRegion>(['mb', 'mn', 'mt'])(
    '%s: unique ids, catalogued plays, valid deterministic draws',
    (region) => {
      const f = createVnFamily(region);
      const ids = f.plays.map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(f.catalogs.flatMap((c) => c.subCatalogs.flatMap((s) => s.playIds)).sort()).toEqual(
        [...ids].sort(),
      );
      fc.assert(
        fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (seed) => {
          const d = f.deriveDraw(seed);
          expect(f.isValidDraw(d)).toBe(true);
          expect(deriveVnDraw(region, seed)).toEqual(d);
        }),
        { numRuns: 30 },
      );
    },
  );

  it('ids of the three families do not overlap', () => {
    const all = [mb, mn, mt].flatMap((f) => f.plays.map((p) => p.id));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('properties against the prize list', () => {
  const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 });
  const regionArb = fc.constantFrom<VnRegion>('mb', 'mn', 'mt');

  it('lô 2/3/4 counts bets and nháy exactly as the prize list does', () => {
    fc.assert(
      fc.property(
        regionArb,
        seedArb,
        fc.constantFrom(2, 3, 4),
        fc.uniqueArray(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: 30 }),
        (region, seed, width, raw) => {
          const f = createVnFamily(region);
          const d = f.deriveDraw(seed);
          // make some picks hit: add the endings of a few prizes
          const picks = [
            ...new Set([
              ...raw.map((r) => r * (width === 2 ? 1 : width === 3 ? 7 : 97)),
              ...d.slice(0, 3).map((s) => Number(s.slice(-width))),
            ]),
          ];
          const p = play(f, `${region}.lo${width}`);
          const long = d.filter((s) => s.length >= width);
          let hits = 0;
          for (const v of picks)
            hits += long.filter((s) => s.endsWith(String(v).padStart(width, '0'))).length;
          expect(p.countBets(sel(picks))).toBe(picks.length * long.length);
          expect(p.settle(sel(picks), d)).toEqual({ wins: hits ? { hit: hits } : {}, pushes: 0 });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('xiên and lô trượt agree with enumeration of their tickets', () => {
    fc.assert(
      fc.property(
        regionArb,
        seedArb,
        fc.uniqueArray(fc.integer({ min: 0, max: 99 }), { minLength: 4, maxLength: 10 }),
        fc.integer({ min: 0, max: 9 }),
        (region, seed, raw, which) => {
          const f = createVnFamily(region);
          const d = f.deriveDraw(seed);
          const lo = new Set(d.map((s) => Number(s.slice(-2))));
          const picks = [...new Set([...raw.slice(0, 6), ...[...lo].slice(0, 4)])];
          const codes = [
            'xien2',
            'xien3',
            'xien4',
            'truot4',
            'truot5',
            'truot6',
            'truot7',
            'truot8',
            'truot9',
            'truot10',
          ];
          const code = codes[which] as string;
          const k = Number(code.replace(/\D/g, ''));
          const p = play(f, `${region}.${code}`);
          if (!p.validate(sel(picks)).ok) return;
          let tickets = 0;
          let wins = 0;
          for (const c of combinations(picks, k)) {
            tickets++;
            if (code.startsWith('xien') ? c.every((v) => lo.has(v)) : c.every((v) => !lo.has(v))) wins++;
          }
          expect(p.countBets(sel(picks))).toBe(tickets);
          expect(p.settle(sel(picks), d)).toEqual({ wins: wins ? { hit: wins } : {}, pushes: 0 });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('bao lô 7 / bao lô 8 (V1)', () => {
  it('MB bao lô 8: G7 ×4, G6 ×3 and ĐB; a point is 8 bets', () => {
    const p = play(mb, 'mb.bao');
    expect(p.countBets(sel([17, 52]))).toBe(16);
    // 17: ĐB 38917, G6 417, G7 17 → 3; 52: G6 852 → 1 (G3's …17 and G1 do not count)
    expect(p.settle(sel([17, 52, 80]), MB)).toEqual({ wins: { hit: 4 }, pushes: 0 });
  });
  it('MN bao lô 7: G8, G7, G6 ×3, G5 and ĐB; a point is 7 bets', () => {
    const p = play(mn, 'mn.bao');
    expect(p.countBets(sel([56]))).toBe(7);
    // 56: G8 56, G7 956, G6 0356, G5 8856, ĐB 123456 → 5 (G3 / G4 do not count)
    expect(p.settle(sel([56]), MN)).toEqual({ wins: { hit: 5 }, pushes: 0 });
  });
});

describe('house-drawn results are uniform (fixed seeds)', () => {
  it('spreads the 2-digit lô evenly over 00–99', () => {
    const counts = Array.from({ length: 100 }, () => 0);
    for (let i = 0; i < 400; i++)
      for (const n of loEndings(mb.deriveDraw(sha256(utf8(`vn:${i}`))), 2)) counts[n]!++;
    // 10,800 lô, expected 108 each; 99 degrees of freedom, 0.999 quantile ≈ 149
    const chi = counts.reduce((a, c) => a + (c - 108) ** 2 / 108, 0);
    expect(chi).toBeLessThan(149);
  });
});
