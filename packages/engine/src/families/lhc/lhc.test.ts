import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combinations } from '../../combinatorics.ts';
import { creditLineMoney } from '../../pricing.ts';
import { defaultRules, lineOdds, maxDoublePayout, settleDoubleLine } from '../../settle.ts';
import type { DoubleLine } from '../../wire.ts';
import { sha256, utf8 } from '../../rng.ts';
import type { Draw, Play, Selection } from '../../model.ts';
import { HALF_WAVES, TWO_SIDED, ZODIACS, computedTables, groupsOf, ownZodiac } from './attributes.ts';
import {
  POSITION_OPTIONS,
  createLhcFamily,
  isValidLhcDraw,
  lhcFamilyForDate,
  parlayLineMoney,
  parlayOddsThousandths,
  positionVerdict,
  zodiacCountOdds,
  zodiacCountWays,
} from './lhc.ts';

const family = createLhcFamily(computedTables(2026));
const play = (code: string): Play => {
  const p = family.plays.find((x) => x.code === code);
  if (!p) throw new Error(`no play ${code}`);
  return p;
};
const sel = (...rows: number[][]): Selection => ({ rows });
const z = (name: (typeof ZODIACS)[number]) => ZODIACS.indexOf(name);
const opt = (o: string) => (TWO_SIDED as readonly string[]).indexOf(o);
const pos = (o: string) => (POSITION_OPTIONS as readonly string[]).indexOf(o);

// 2026 tables: 马 (本命) 01 13 25 37 49 · 蛇 02 14 26 38 · 龙 03 15 27 39 · 鼠 07 19 31 43 …
const DRAW: Draw = [3, 15, 27, 10, 22, 40, 25]; // regular 03 15 27 10 22 40, special 25
const DRAW49: Draw = [3, 15, 27, 10, 22, 40, 49];

describe('Mark Six family', () => {
  it('has unique ids and codes and catalogues every play once', () => {
    const ids = family.plays.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(family.plays.map((p) => p.code)).size).toBe(ids.length);
    const catalogued = family.catalogs.flatMap((c) => c.subCatalogs.flatMap((s) => s.playIds)).sort();
    expect(catalogued).toEqual([...ids].sort());
    expect(ids.every((id) => id > 50_000 && id < 50_100)).toBe(true);
  });

  it('derives valid, deterministic draws from 32 seed bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (seed) => {
        const d = family.deriveDraw(seed);
        expect(isValidLhcDraw(d)).toBe(true);
        expect(family.deriveDraw(seed)).toEqual(d);
      }),
      { numRuns: 50 },
    );
    expect(family.isValidDraw([1, 2, 3, 4, 5, 6, 6])).toBe(false);
    expect(family.isValidDraw([1, 2, 3, 4, 5, 6])).toBe(false);
    expect(family.isValidDraw([0, 2, 3, 4, 5, 6, 7])).toBe(false);
  });
});

describe('special number and its two-sided bets', () => {
  it('特码 A / B: n numbers = n bets, wins on the special only', () => {
    for (const code of ['special.a', 'special.b']) {
      const p = play(code);
      expect(p.countBets(sel([25, 3, 49]))).toBe(3);
      expect(p.settle(sel([25, 3, 49]), DRAW)).toEqual({ wins: { hit: 1 }, pushes: 0 });
      expect(p.validate(sel([]))).toMatchObject({ ok: false, code: 'SELECTION_EMPTY' });
      expect(p.validate(sel([50]))).toMatchObject({ ok: false, code: 'VALUE_OUT_OF_RANGE' });
      expect(p.validate(sel([1, 1]))).toMatchObject({ ok: false, code: 'DUPLICATE_VALUE' });
      expect(p.validate(sel([1], [2]))).toMatchObject({ ok: false, code: 'ROW_COUNT' });
      expect(p.countBets(sel([50]))).toBe(0);
      expect(p.settle(sel([50]), DRAW)).toEqual({ wins: {}, pushes: 0 });
    }
    expect(play('special.b').levels[0]?.payout).toEqual({ kind: 'odds', oddsThousandths: 48_500 });
  });

  it.each([
    ['big', 25, 'big'],
    ['small', 25, null],
    ['odd', 25, 'odd'],
    ['even', 24, 'even'],
    ['sumOdd', 25, 'sumOdd'], // 2+5 = 7
    ['sumBig', 25, 'sumBig'],
    ['sumSmall', 24, 'sumSmall'], // 6
    ['tailBig', 25, 'tailBig'],
    ['tailSmall', 24, 'tailSmall'],
    ['bigOdd', 25, 'bigOdd'],
    ['smallEven', 24, 'smallEven'],
  ])('two-sided %s on special %i', (o, special, level) => {
    const out = play('special.twoSided').settle(sel([opt(o)]), [1, 2, 3, 4, 5, 6, special]);
    expect(out).toEqual({ wins: level ? { [level]: 1 } : {}, pushes: 0 });
  });

  it('refunds every two-sided option, one by one, when the special is 49', () => {
    for (const o of TWO_SIDED)
      expect(play('special.twoSided').settle(sel([opt(o)]), DRAW49)).toEqual({ wins: {}, pushes: 1 });
    const all = sel(TWO_SIDED.map((_, i) => i));
    expect(play('special.twoSided').countBets(all)).toBe(14);
    expect(play('special.twoSided').settle(all, DRAW49)).toEqual({ wins: {}, pushes: 14 });
  });

  it('pays combined size-parity at about double odds', () => {
    const lv = Object.fromEntries(play('special.twoSided').levels.map((l) => [l.key, l.payout]));
    expect(lv.big).toEqual({ kind: 'odds', oddsThousandths: 1980 });
    expect(lv.bigOdd).toEqual({ kind: 'odds', oddsThousandths: 3960 });
  });

  it('colour wave: 49 counts as green and wins', () => {
    const p = play('special.colour');
    expect(p.settle(sel([0, 1, 2]), DRAW49)).toEqual({ wins: { green: 1 }, pushes: 0 });
    expect(p.settle(sel([0, 1, 2]), DRAW)).toEqual({ wins: { blue: 1 }, pushes: 0 });
    expect(p.settle(sel([0]), [4, 5, 6, 7, 8, 9, 1])).toEqual({ wins: { red: 1 }, pushes: 0 });
  });

  it('half-waves: wins by set, every one refunded on 49', () => {
    const p = play('special.halfWave');
    const idx = (code: string) => HALF_WAVES.findIndex((h) => h.code === code);
    expect(
      p.settle(sel([idx('blue.big'), idx('blue.odd'), idx('blue.sumOdd'), idx('red.big')]), DRAW),
    ).toEqual({
      wins: { 'blue.big': 1, 'blue.odd': 1, 'blue.sumOdd': 1 },
      pushes: 0,
    });
    HALF_WAVES.forEach((_, i) => expect(p.settle(sel([i]), DRAW49)).toEqual({ wins: {}, pushes: 1 }));
    const lv = Object.fromEntries(p.levels.map((l) => [l.key, l.payout]));
    expect(lv['red.big']).toEqual({ kind: 'odds', oddsThousandths: 6651 }); // 48/7 × 0.97
    expect(lv['blue.big']).toEqual({ kind: 'odds', oddsThousandths: 5173 }); // 48/9 × 0.97
  });

  it('special zodiac: 本命 pays the own level, 49 counts', () => {
    const p = play('special.zodiac');
    expect(p.settle(sel([z('horse')]), DRAW)).toEqual({ wins: { own: 1 }, pushes: 0 });
    expect(p.settle(sel([z('horse'), z('snake')]), DRAW49)).toEqual({ wins: { own: 1 }, pushes: 0 });
    expect(p.settle(sel([z('snake')]), [1, 3, 4, 5, 6, 7, 14])).toEqual({ wins: { other: 1 }, pushes: 0 });
    expect(p.settle(sel([z('rat')]), DRAW)).toEqual({ wins: {}, pushes: 0 });
  });

  it('heads and tails of the special: 0头 = 01–09, 0尾 = 10 20 30 40, 49 counts', () => {
    expect(play('special.head').settle(sel([0, 2]), [1, 2, 3, 4, 6, 7, 5])).toEqual({
      wins: { head0: 1 },
      pushes: 0,
    });
    expect(play('special.head').settle(sel([4]), DRAW49)).toEqual({ wins: { head: 1 }, pushes: 0 });
    expect(play('special.tail').settle(sel([0]), [1, 2, 3, 4, 6, 7, 40])).toEqual({
      wins: { tail0: 1 },
      pushes: 0,
    });
    expect(play('special.tail').settle(sel([9, 0]), DRAW49)).toEqual({ wins: { tail: 1 }, pushes: 0 });
  });

  it('five elements by the year table, priced by the set size', () => {
    const p = play('special.element');
    // 2026: 01 is 水 (9 numbers), 02 is 火 (12 numbers), 06 is 土 (8 numbers)
    expect(p.settle(sel([2]), [2, 3, 4, 5, 6, 7, 1])).toEqual({ wins: { n9: 1 }, pushes: 0 });
    expect(p.settle(sel([3, 2]), [1, 3, 4, 5, 6, 7, 2])).toEqual({ wins: { n12: 1 }, pushes: 0 });
    expect(p.settle(sel([4]), [1, 3, 4, 5, 2, 7, 6])).toEqual({ wins: { n8: 1 }, pushes: 0 });
    expect(p.settle(sel([0]), [1, 3, 4, 5, 2, 7, 6])).toEqual({ wins: {}, pushes: 0 });
    const lv = Object.fromEntries(p.levels.map((l) => [l.key, l.payout]));
    expect(lv.n12).toEqual({ kind: 'odds', oddsThousandths: 3879 });
  });

  it('domestic / wild: the class with 本命 (马 is domestic in 2026) pays less, 49 counts', () => {
    const p = play('special.domesticWild');
    expect(p.settle(sel([0, 1]), DRAW49)).toEqual({ wins: { withOwn: 1 }, pushes: 0 });
    expect(p.settle(sel([0, 1]), [1, 2, 3, 4, 5, 6, 7])).toEqual({ wins: { withoutOwn: 1 }, pushes: 0 }); // 07 鼠
    expect(p.settle(sel([0]), [1, 2, 3, 4, 5, 6, 7])).toEqual({ wins: {}, pushes: 0 });
    // 2025 (蛇, wild): the wild class holds 本命
    const p25 = createLhcFamily(computedTables(2025)).plays.find((x) => x.code === 'special.domesticWild')!;
    expect(p25.settle(sel([1]), [2, 3, 4, 5, 6, 7, 1])).toEqual({ wins: { withOwn: 1 }, pushes: 0 });
  });
});

describe('regular numbers', () => {
  it('正码: any of the 6 regular numbers, the special does not count', () => {
    const p = play('regular.any');
    expect(p.settle(sel([3, 40, 25, 1]), DRAW)).toEqual({ wins: { hit: 2 }, pushes: 0 });
  });

  it('正一特…正六特: the number at that position in draw order', () => {
    const p = play('regular.position');
    const s = sel([3, 15], [3], [], [10], [], [40, 1]);
    expect(p.countBets(s)).toBe(6);
    expect(p.settle(s, DRAW)).toEqual({ wins: { hit: 3 }, pushes: 0 });
    expect(p.validate(sel([], [], [], [], [], []))).toMatchObject({ ok: false, code: 'SELECTION_EMPTY' });
    expect(p.validate(sel([50], [], [], [], [], []))).toMatchObject({
      ok: false,
      code: 'VALUE_OUT_OF_RANGE',
      row: 0,
    });
    expect(p.validate(sel([1]))).toMatchObject({ ok: false, code: 'ROW_COUNT' });
    expect(p.countBets(sel([1]))).toBe(0);
    expect(p.settle(sel([1]), DRAW)).toEqual({ wins: {}, pushes: 0 });
  });

  it('正码1–6 两面: attributes per position; 49 refunds each one but colours count it green', () => {
    const p = play('regular.twoSided');
    const d: Draw = [49, 2, 3, 4, 5, 6, 7];
    for (const o of POSITION_OPTIONS) {
      const out = p.settle(sel([pos(o)], [], [], [], [], []), d);
      if (o === 'green') expect(out).toEqual({ wins: { green: 1 }, pushes: 0 });
      else if (o === 'red' || o === 'blue') expect(out).toEqual({ wins: {}, pushes: 0 });
      else expect(out).toEqual({ wins: {}, pushes: 1 });
    }
    expect(
      p.settle(sel([], [pos('small'), pos('even'), pos('red'), pos('blue')], [], [], [], [pos('big')]), DRAW),
    ).toEqual({
      wins: { small: 1, blue: 1, big: 1 },
      pushes: 0,
    });
  });

  it('过关: every leg must win, odds multiply, a tied leg counts ×1, all tied refunds', () => {
    const p = play('regular.parlay');
    const s = sel([pos('small')], [pos('odd')], [], [pos('blue')], [], []); // 03 小, 15 单, 10 蓝
    expect(p.countBets(s)).toBe(1);
    expect(p.settle(s, DRAW)).toEqual({ wins: { parlay: 1 }, pushes: 0 });
    // 1.98 × 1.98 × 2.97 = 11.643588 → 11.643 (odds truncated to thousandths) × 10 units
    expect(parlayOddsThousandths(s, DRAW)).toBe(11_643);
    expect(parlayLineMoney(p, s, DRAW, 10_000n)).toEqual({ winMilli: 116_430n, refundMilli: 0n });
    expect(parlayOddsThousandths(s, DRAW, { blue: 3000 })).toBe(11_761);
    expect(parlayLineMoney(p, s, DRAW, 10_000n, { blue: 3000 })).toEqual({
      winMilli: 117_610n,
      refundMilli: 0n,
    });
    const lost = sel([pos('big')], [pos('odd')], [], [], [], []);
    expect(p.settle(lost, DRAW)).toEqual({ wins: {}, pushes: 0 });
    expect(parlayLineMoney(p, lost, DRAW, 10_000n)).toEqual({ winMilli: 0n, refundMilli: 0n });
    const d49: Draw = [49, 15, 27, 10, 22, 40, 25];
    const tied = sel([pos('big')], [pos('odd')], [], [], [], []);
    expect(p.settle(tied, d49)).toEqual({ wins: { parlay: 1 }, pushes: 0 });
    expect(parlayLineMoney(p, tied, d49, 10_000n)).toEqual({ winMilli: 19_800n, refundMilli: 0n });
    expect(p.settle(sel([pos('big')], [], [], [], [], []), d49)).toEqual({ wins: {}, pushes: 0 }); // one leg: invalid
    expect(p.validate(sel([pos('big')], [], [], [], [], []))).toMatchObject({
      ok: false,
      code: 'SELECTION_TOO_SMALL',
    });
    expect(p.validate(sel([pos('big'), pos('odd')], [pos('odd')], [], [], [], []))).toMatchObject({
      ok: false,
      code: 'SELECTION_TOO_LARGE',
      row: 0,
    });
    expect(p.countBets(sel([pos('big')], [], [], [], [], []))).toBe(0);
    const bothTied = sel([pos('big')], [pos('small')], [], [], [], []);
    const twoFortyNines = [49, 49, 1, 2, 3, 4, 5];
    expect(p.settle(bothTied, twoFortyNines)).toEqual({ wins: {}, pushes: 1 });
    expect(parlayLineMoney(p, bothTied, twoFortyNines, 10_000n)).toEqual({
      winMilli: 0n,
      refundMilli: 10_000n,
    });
    expect(parlayLineMoney(p, sel([], [], [], [], [], []), DRAW, 10_000n)).toEqual({
      winMilli: 0n,
      refundMilli: 0n,
    });
  });

  it('过关 is settled, offered and shown at the product of its legs (not the level of 1.0)', () => {
    const p = play('regular.parlay');
    const s = sel([pos('small')], [pos('odd')], [], [pos('blue')], [], []); // 03 小, 15 单, 10 蓝
    const line = { item: { play: p }, amountMilli: 10_000n, bets: 1, selection: s } as unknown as DoubleLine;
    const rules = defaultRules('lhc');
    // Settlement pays 10 × 11.643, as parlayLineMoney prices it.
    expect(settleDoubleLine(line, DRAW, rules)).toMatchObject({ winMilli: 116_430n, refundMilli: 0n });
    expect(settleDoubleLine(line, DRAW, { ...rules, odds: { 'regular.parlay': { blue: 3000 } } }).winMilli).toBe(117_610n);
    // The possible win and the odds shown are every leg winning: 1.98 × 1.98 × 2.97.
    expect(maxDoublePayout(family, p, s, rules, 10_000n)).toBe(116_430n);
    expect(lineOdds(family, p, s, rules, { amountMilli: 10_000n })).toEqual([11_643]);
  });

  it('过关 with the S1 rule: a two-leg ticket with a tied leg is a tie', () => {
    const s1 = createLhcFamily(computedTables(2026), { parlayTie: 'twoLegTicketPush' });
    const p = s1.plays.find((x) => x.code === 'regular.parlay')!;
    const d49: Draw = [49, 15, 27, 10, 22, 40, 25];
    expect(p.settle(sel([pos('big')], [pos('odd')], [], [], [], []), d49)).toEqual({ wins: {}, pushes: 1 });
    expect(p.settle(sel([pos('big')], [pos('even')], [], [], [], []), d49)).toEqual({ wins: {}, pushes: 0 });
    // three legs: the tied leg counts ×1 as usual
    expect(p.settle(sel([pos('big')], [pos('odd')], [pos('odd')], [], [], []), d49)).toEqual({
      wins: { parlay: 1 },
      pushes: 0,
    });
  });

  it('positionVerdict: colours never tie', () => {
    expect(positionVerdict(49, 'green')).toBe('win');
    expect(positionVerdict(49, 'big')).toBe('push');
  });
});

describe('7-number total', () => {
  it.each([
    [[49, 48, 47, 10, 11, 6, 4], 'big', true], // 175
    [[49, 48, 47, 10, 11, 6, 3], 'big', false], // 174
    [[49, 48, 47, 10, 11, 6, 3], 'small', true],
    [[1, 2, 3, 4, 5, 6, 7], 'even', true], // 28
    [[1, 2, 3, 4, 5, 6, 8], 'odd', true], // 29
  ] as const)('%j %s → %s', (d, o, win) => {
    const i = ['big', 'small', 'odd', 'even'].indexOf(o);
    expect(play('total').settle(sel([i]), d)).toEqual({ wins: win ? { [o]: 1 } : {}, pushes: 0 });
  });
});

describe('linked numbers (连码)', () => {
  it('counts 复式 as C(n,k) and 胆拖 as C(t,k−d) (S1 examples)', () => {
    expect(play('link.2all.bankerDrag').countBets(sel([8], [18, 28, 13, 25]))).toBe(4);
    expect(play('link.3hit2.bankerDrag').countBets(sel([8, 18], [19, 20, 21]))).toBe(3);
    expect(play('link.3all.multi').countBets(sel([1, 2, 3, 4, 5]))).toBe(10);
    expect(play('link.4all.multi').countBets(sel([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))).toBe(210);
    expect(play('link.2all.multi').validate(sel([1]))).toMatchObject({
      ok: false,
      code: 'SELECTION_TOO_SMALL',
    });
    expect(play('link.2all.multi').validate(sel(Array.from({ length: 11 }, (_, i) => i + 1)))).toMatchObject({
      ok: false,
      code: 'SELECTION_TOO_LARGE',
    });
    expect(play('link.3all.bankerDrag').validate(sel([1, 2, 3], [4]))).toMatchObject({ ok: false, row: 0 });
    expect(play('link.3all.bankerDrag').validate(sel([1, 2], []))).toMatchObject({ ok: false, row: 1 });
    expect(play('link.3all.bankerDrag').validate(sel([1, 2], [2]))).toMatchObject({
      ok: false,
      code: 'BANKER_DRAG_OVERLAP',
    });
    expect(play('link.3all.bankerDrag').validate(sel([1, 2], [60]))).toMatchObject({
      ok: false,
      code: 'VALUE_OUT_OF_RANGE',
      row: 1,
    });
    expect(play('link.3all.bankerDrag').validate(sel([1, 2]))).toMatchObject({
      ok: false,
      code: 'ROW_COUNT',
    });
    expect(play('link.3all.multi').validate(sel([1, 2, 3], [4]))).toMatchObject({
      ok: false,
      code: 'ROW_COUNT',
    });
    expect(play('link.3all.bankerDrag').countBets(sel([1, 2], [2]))).toBe(0);
    expect(play('link.3all.bankerDrag').settle(sel([1, 2], [2]), DRAW)).toEqual({ wins: {}, pushes: 0 });
  });

  it.each([
    ['link.3all.multi', [3, 15, 27, 1], { hit: 1 }],
    ['link.3hit2.multi', [3, 15, 27, 1], { hit3: 1, hit2: 3 }],
    ['link.3hit2.multi', [3, 15, 25], { hit2: 1 }], // the third is the special: still 中二
    ['link.2all.multi', [3, 25], {}], // regular + special loses
    ['link.2all.multi', [3, 15, 27], { hit: 3 }],
    ['link.2hitSpecial.multi', [3, 15, 25], { hit2: 1, hitSpecial: 2 }],
    ['link.specialString.multi', [3, 15, 25, 1], { hit: 2 }],
    ['link.specialString.multi', [3, 15], {}], // both regular loses
    ['link.4all.multi', [3, 15, 27, 10, 25], { hit: 1 }],
    ['link.2hitSpecial.bankerDrag', [[25], [3, 15, 1]], { hitSpecial: 2 }],
    [
      'link.3hit2.bankerDrag',
      [
        [3, 15],
        [27, 1, 25],
      ],
      { hit3: 1, hit2: 2 },
    ],
  ] as const)('%s %j → %j', (code, picks, wins) => {
    const s = Array.isArray(picks[0])
      ? sel(...(picks as unknown as number[][]))
      : sel(picks as unknown as number[]);
    expect(play(code).settle(s, DRAW)).toEqual({ wins, pushes: 0 });
  });

  // Brute force: enumerate every bet of the selection and judge it directly.
  const directVerdict = (code: string, combo: number[], d: Draw): string | null => {
    const regular = combo.filter((n) => d.slice(0, 6).includes(n)).length;
    const special = combo.includes(d[6] as number);
    const name = code.split('.')[1];
    if (name === '4all' || name === '3all' || name === '2all') return regular === combo.length ? 'hit' : null;
    if (name === '3hit2') return regular === 3 ? 'hit3' : regular === 2 ? 'hit2' : null;
    if (name === '2hitSpecial')
      return regular === 2 ? 'hit2' : regular === 1 && special ? 'hitSpecial' : null;
    return regular === 1 && special ? 'hit' : null;
  };
  const bruteForce = (p: Play, s: Selection, d: Draw) => {
    const k =
      p.shape.kind === 'bankerDrag' ? (p.shape.rows[0]?.maxPicks ?? 0) + 1 : (p.shape.rows[0]?.minPicks ?? 0);
    const bankers = p.shape.kind === 'bankerDrag' ? (s.rows[0] ?? []) : [];
    const free = p.shape.kind === 'bankerDrag' ? (s.rows[1] ?? []) : (s.rows[0] ?? []);
    const wins: Record<string, number> = {};
    let bets = 0;
    for (const c of combinations(free, k - bankers.length)) {
      bets++;
      const v = directVerdict(p.code, [...bankers, ...c], d);
      if (v) wins[v] = (wins[v] ?? 0) + 1;
    }
    return { bets, wins };
  };
  const linked = family.plays.filter((p) => p.code.startsWith('link.'));

  it('agrees with enumeration exhaustively over small synthetic draws', () => {
    // Universe 1–7; draws put 0–4 of them among the regular numbers, with or without the special.
    const draws: Draw[] = [
      [1, 2, 3, 4, 40, 41, 5],
      [1, 2, 40, 41, 42, 43, 3],
      [1, 40, 41, 42, 43, 44, 45],
      [40, 41, 42, 43, 44, 45, 1],
      [7, 6, 5, 41, 42, 43, 44],
    ];
    let checked = 0;
    for (const d of draws) {
      for (const p of linked) {
        if (p.shape.kind === 'rows') {
          for (let mask = 1; mask < 1 << 7; mask++) {
            const picks = [1, 2, 3, 4, 5, 6, 7].filter((_, i) => mask & (1 << i));
            const s = sel(picks);
            if (!p.validate(s).ok) continue;
            const bf = bruteForce(p, s, d);
            expect(p.countBets(s)).toBe(bf.bets);
            expect(p.settle(s, d)).toEqual({ wins: bf.wins, pushes: 0 });
            checked++;
          }
        } else {
          // every assignment of 1–7 to banker / drag / unused
          for (let code = 0; code < 3 ** 7; code++) {
            const bankers: number[] = [];
            const drags: number[] = [];
            for (let i = 0, c = code; i < 7; i++, c = Math.floor(c / 3)) {
              if (c % 3 === 1) bankers.push(i + 1);
              else if (c % 3 === 2) drags.push(i + 1);
            }
            const s = sel(bankers, drags);
            if (!p.validate(s).ok) continue;
            const bf = bruteForce(p, s, d);
            expect(p.countBets(s)).toBe(bf.bets);
            expect(p.settle(s, d)).toEqual({ wins: bf.wins, pushes: 0 });
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('agrees with enumeration on random draws and selections', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          Array.from({ length: 49 }, (_, i) => i + 1),
          { minLength: 7, maxLength: 7 },
        ),
        fc.uniqueArray(fc.integer({ min: 1, max: 49 }), { minLength: 2, maxLength: 10 }),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(...linked),
        (d, picks, d0, p) => {
          const s = p.shape.kind === 'rows' ? sel(picks) : sel(picks.slice(0, d0), picks.slice(d0));
          if (!p.validate(s).ok) return;
          const bf = bruteForce(p, s, d);
          expect(p.countBets(s)).toBe(bf.bets);
          expect(p.settle(s, d)).toEqual({ wins: bf.wins, pushes: 0 });
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('zodiac and tail plays', () => {
  it('一肖: zodiac among all 7, paid once', () => {
    const p = play('zodiac.one');
    // 03 15 27 are all 龙: paid once; 25 (special, 马 本命) counts
    expect(p.settle(sel([z('dragon'), z('horse'), z('rat')]), DRAW)).toEqual({
      wins: { other: 1, own: 1 },
      pushes: 0,
    });
  });

  it('平特尾: tail among all 7, paid once', () => {
    const p = play('tail.one');
    expect(p.settle(sel([0, 5, 7, 3]), DRAW)).toEqual({ wins: { tail0: 1, tail: 3 }, pushes: 0 }); // 10 40; 15 25; 27; 03
  });

  it('正肖: among the 6 regular, pays per hit', () => {
    const p = play('zodiac.regular');
    expect(p.settle(sel([z('dragon'), z('horse')]), DRAW)).toEqual({ wins: { other: 3 }, pushes: 0 });
    expect(p.settle(sel([z('horse')]), [1, 13, 2, 3, 4, 5, 25])).toEqual({ wins: { own: 2 }, pushes: 0 });
    expect(p.settle(sel([12]), DRAW)).toEqual({ wins: {}, pushes: 0 });
    expect(p.settle(sel([1], [2]), DRAW)).toEqual({ wins: {}, pushes: 0 });
  });

  it('合肖: one bet for k zodiacs, priced by k; 49 refunds', () => {
    const p = play('zodiac.combined');
    const s = sel([z('horse'), z('rat'), z('snake')]);
    expect(p.countBets(s)).toBe(1);
    expect(p.settle(s, DRAW)).toEqual({ wins: { k3: 1 }, pushes: 0 });
    expect(p.settle(sel([z('rat'), z('snake')]), DRAW)).toEqual({ wins: {}, pushes: 0 });
    expect(p.settle(s, DRAW49)).toEqual({ wins: {}, pushes: 1 });
    expect(p.validate(sel([z('rat')]))).toMatchObject({ ok: false, code: 'SELECTION_TOO_SMALL' });
    expect(p.validate(sel(Array.from({ length: 12 }, (_, i) => i)))).toMatchObject({
      ok: false,
      code: 'SELECTION_TOO_LARGE',
    });
    expect(p.countBets(sel([z('rat')]))).toBe(0);
    expect(p.settle(sel([z('rat')]), DRAW)).toEqual({ wins: {}, pushes: 0 });
    expect(Object.fromEntries(p.levels.map((l) => [l.key, l.payout])).k2).toEqual({
      kind: 'odds',
      oddsThousandths: 5700,
    });
  });

  it('连肖 中 / 不中: each combination of k zodiacs, level by 本命', () => {
    // DRAW zodiacs: 龙 (03 15 27), 鸡 (10 22), 兔 (40), 马 (25)
    const hit2 = play('zodiac.link2.hit');
    expect(hit2.countBets(sel([z('dragon'), z('rooster'), z('horse'), z('rat')]))).toBe(6);
    expect(hit2.settle(sel([z('dragon'), z('rooster'), z('horse'), z('rat')]), DRAW)).toEqual({
      wins: { withOwn: 2, withoutOwn: 1 },
      pushes: 0,
    });
    const miss3 = play('zodiac.link3.miss');
    expect(miss3.settle(sel([z('rat'), z('ox'), z('horse'), z('pig')]), DRAW)).toEqual({
      wins: { withoutOwn: 1 },
      pushes: 0,
    });
    expect(play('zodiac.link2.miss').settle(sel([z('rat'), z('ox')]), [1, 2, 3, 4, 5, 6, 49])).toEqual({
      wins: {},
      pushes: 0,
    });
    expect(hit2.validate(sel([0, 1, 2, 3, 4, 5, 6]))).toMatchObject({
      ok: false,
      code: 'SELECTION_TOO_LARGE',
    });
  });

  it('连尾 中 / 不中: level by 0尾', () => {
    const hit2 = play('tail.link2.hit');
    // DRAW tails: 3 5 7 0 2 0 5
    expect(hit2.settle(sel([0, 3, 9]), DRAW)).toEqual({ wins: { withZero: 1 }, pushes: 0 });
    expect(hit2.settle(sel([5, 3]), DRAW)).toEqual({ wins: { withoutZero: 1 }, pushes: 0 });
    expect(play('tail.link2.miss').settle(sel([1, 4, 9, 0]), DRAW)).toEqual({
      wins: { withoutZero: 3 },
      pushes: 0,
    });
  });

  it('连肖 / 连尾 agree with enumeration', () => {
    const groupPlays = family.plays.filter((p) => /^(zodiac|tail)\.link/.test(p.code));
    const t = computedTables(2026);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          Array.from({ length: 49 }, (_, i) => i + 1),
          { minLength: 7, maxLength: 7 },
        ),
        fc.uniqueArray(fc.integer({ min: 0, max: 11 }), { minLength: 2, maxLength: 6 }),
        fc.constantFrom(...groupPlays),
        (d, picks, p) => {
          const isTail = p.code.startsWith('tail');
          const values = isTail ? picks.filter((v) => v <= 9) : picks;
          const s = sel(values);
          if (!p.validate(s).ok) return;
          const k = p.shape.rows[0]?.minPicks ?? 0;
          const drawn = new Set(d.map((n) => (isTail ? n % 10 : (t.zodiacOf[n] as number))));
          const marked = isTail ? 0 : (t.zodiacOf[1] as number);
          const wins: Record<string, number> = {};
          let bets = 0;
          for (const c of combinations(values, k)) {
            bets++;
            const ok = p.code.endsWith('.hit') ? c.every((v) => drawn.has(v)) : c.every((v) => !drawn.has(v));
            const level = c.includes(marked)
              ? isTail
                ? 'withZero'
                : 'withOwn'
              : isTail
                ? 'withoutZero'
                : 'withoutOwn';
            if (ok) wins[level] = (wins[level] ?? 0) + 1;
          }
          expect(p.countBets(s)).toBe(bets);
          expect(p.settle(s, d)).toEqual({ wins, pushes: 0 });
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('自选不中 (pick-out 5–11)', () => {
  const p = play('pickOut');
  it('is one bet priced by n, winning when none of the 7 is picked', () => {
    const s = sel([1, 2, 4, 5, 6]);
    expect(p.countBets(s)).toBe(1);
    expect(p.settle(s, DRAW)).toEqual({ wins: { n5: 1 }, pushes: 0 });
    expect(p.settle(sel([1, 2, 4, 5, 25]), DRAW)).toEqual({ wins: {}, pushes: 0 }); // the special counts
    expect(p.settle(sel([1, 2, 4, 5, 6, 7, 8, 9, 11, 12, 13]), DRAW)).toEqual({
      wins: { n11: 1 },
      pushes: 0,
    });
  });
  it('needs 5 to 11 numbers (docs/product.md §5)', () => {
    expect(p.validate(sel([1, 2, 4, 5]))).toMatchObject({ ok: false, code: 'SELECTION_TOO_SMALL' });
    expect(p.validate(sel([1, 2, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14]))).toMatchObject({
      ok: false,
      code: 'SELECTION_TOO_LARGE',
    });
    expect(p.levels.map((l) => l.key)).toEqual(['n5', 'n6', 'n7', 'n8', 'n9', 'n10', 'n11']);
  });
});

describe('pricing a Mark Six line', () => {
  it('credit money: special B at 48.5 on 10 units; refunds on 49', () => {
    const p = play('special.b');
    expect(creditLineMoney(p.settle(sel([25]), DRAW), p.levels, 10_000n)).toEqual({
      winMilli: 485_000n,
      refundMilli: 0n,
    });
    const tw = play('special.twoSided');
    expect(creditLineMoney(tw.settle(sel([0, 2]), DRAW49), tw.levels, 5_000n)).toEqual({
      winMilli: 0n,
      refundMilli: 10_000n,
    });
  });
});

describe('总肖 and k不中', () => {
  it('总肖: counts distinct zodiacs among the 7 numbers, and its parity', () => {
    const p = play('zodiac.count');
    const idx = (o: string) => ['c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'odd', 'even'].indexOf(o);
    // DRAW zodiacs: 龙 龙 龙 鸡 鸡 兔 马 → 4 distinct
    expect(p.settle(sel([idx('c4'), idx('c5'), idx('even'), idx('odd')]), DRAW)).toEqual({
      wins: { c4: 1, even: 1 },
      pushes: 0,
    });
    expect(p.settle(sel([idx('c7'), idx('odd')]), [1, 2, 3, 4, 5, 6, 7])).toEqual({
      wins: { c7: 1, odd: 1 },
      pushes: 0,
    });
  });

  it('总肖 odds come from an exact distribution of distinct zodiacs', () => {
    const t = computedTables(2026);
    const ways = zodiacCountWays(t);
    const total = ways.reduce((a, b) => a + b, 0);
    expect(total).toBe(85_900_584); // C(49,7)
    expect(ways[0]).toBe(0);
    expect(ways[1]).toBe(0);
    // E[distinct] = Σ_groups P(group touched): one group of 5, eleven of 4
    const mean = ways.reduce((a, w, j) => a + j * w, 0) / total;
    const c = (n: number, k: number) => {
      let r = 1;
      for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
      return r;
    };
    const expected = 1 - c(44, 7) / c(49, 7) + 11 * (1 - c(45, 7) / c(49, 7));
    expect(mean).toBeCloseTo(expected, 9);
    // exactly 2 zodiacs: the 5-group + a 4-group (C(9,7) − C(5,7) − C(4,7) each) or two 4-groups
    expect(ways[2]).toBe(11 * (36 - 0 - 0) + 55 * (8 - 0 - 0));
    expect(zodiacCountOdds(t).c2).toBe(Math.floor((85_900_584 * 1000 * 95) / (ways[2]! * 100)));
  });

  it.each([
    [5, 10, 2129],
    [6, 10, 2532],
    [7, 10, 3024],
    [8, 11, 3629],
    [9, 12, 4377],
    [10, 13, 5305],
    [11, 13, 6466],
  ])('%i不中: picks k…%i, C(n,k) bets, odds %i (fair C(49,k)/C(42,k) × 0.95)', (k, max, odds) => {
    const p = play(`miss.k${k}`);
    const picks = Array.from({ length: max }, (_, i) => i + 1);
    expect(p.validate(sel(picks)).ok).toBe(true);
    expect(p.validate(sel([...picks, 49]))).toMatchObject({ ok: false, code: 'SELECTION_TOO_LARGE' });
    expect(p.validate(sel(picks.slice(0, k - 1)))).toMatchObject({ ok: false, code: 'SELECTION_TOO_SMALL' });
    expect(p.levels[0]?.payout).toEqual({ kind: 'odds', oddsThousandths: odds });
  });

  it('k不中 tickets win when none of their numbers is drawn (enumeration)', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          Array.from({ length: 49 }, (_, i) => i + 1),
          { minLength: 7, maxLength: 7 },
        ),
        fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 5, maxLength: 10 }),
        fc.integer({ min: 5, max: 10 }),
        (d, picks, k) => {
          const p = play(`miss.k${k}`);
          if (!p.validate(sel(picks)).ok) return;
          let bets = 0;
          let wins = 0;
          for (const c of combinations(picks, k)) {
            bets++;
            if (c.every((n) => !d.includes(n))) wins++;
          }
          expect(p.countBets(sel(picks))).toBe(bets);
          expect(p.settle(sel(picks), d)).toEqual({ wins: wins ? { hit: wins } : {}, pushes: 0 });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the family for a draw date', () => {
  it('keys the tables by the lunar year and takes operator tables', () => {
    const before = lhcFamilyForDate(2026, 2, 16);
    const after = lhcFamilyForDate(2026, 2, 17);
    expect(before.ok && ZODIACS[ownZodiac(before.tables)]).toBe('snake');
    expect(after.ok && ZODIACS[ownZodiac(after.tables)]).toBe('horse');
    expect(lhcFamilyForDate(2019, 6, 1)).toEqual({ ok: false, code: 'ANIMAL_YEAR_MISSING' });
    expect(lhcFamilyForDate(2026, 3, 1, { 2026: { zodiacNumbers: [[1]] } })).toEqual({
      ok: false,
      code: 'TABLE_NOT_PARTITION',
    });
    const elements = groupsOf(computedTables(2017).elementOf, 5);
    const custom = lhcFamilyForDate(2026, 3, 1, { 2026: { elementNumbers: elements } });
    expect(custom.ok && custom.tables.elementOf).toEqual(computedTables(2017).elementOf);
    expect(custom.ok && custom.family.plays.length).toBe(family.plays.length);
  });
});

describe('Mark Six draws from seeds', () => {
  it('are uniform over numbers and positions (fixed seeds, chi-square)', () => {
    const special = Array.from({ length: 50 }, () => 0);
    const any = Array.from({ length: 50 }, () => 0);
    const N = 4900;
    for (let i = 0; i < N; i++) {
      const d = family.deriveDraw(sha256(utf8(`lhc:${i}`)));
      special[d[6] as number]!++;
      for (const n of d) any[n]!++;
    }
    const chi = (counts: number[], expected: number) =>
      counts.slice(1).reduce((a, c) => a + (c - expected) ** 2 / expected, 0);
    // 48 degrees of freedom: the 0.999 quantile is ≈ 84
    expect(chi(special, N / 49)).toBeLessThan(84);
    expect(chi(any, (N * 7) / 49)).toBeLessThan(84);
  });
});

describe('roads and statistics from Mark Six draws', () => {
  it('feeds the special number’s 大/小 (49 = tie) into the roads and the stats', async () => {
    const { buildRoads } = await import('../../roads/roads.ts');
    const { featureStats } = await import('../../stats/stats.ts');
    const { lhcDragonMarkets } = await import('./dragon-markets.ts');
    const market = lhcDragonMarkets(computedTables(2026)).find((m) => m.key === 'lhc.pos6.big-small')!;
    // the §3 sequence as specials: B = 30, S = 10, T = 49
    const specials = 'B B S B B B T S S B S S S S S S S B B S B'
      .split(' ')
      .map((c) => (c === 'B' ? 30 : c === 'S' ? 10 : 49));
    const draws = specials.map((s) => [1, 2, 3, 4, 5, 6, s]);
    const roads = buildRoads(draws.map((d) => market.classify(d)));
    expect(roads.big.columns).toBe(9);
    expect(roads.bigEye.cells.map((c) => (c.value === 'red' ? 'R' : 'B')).join('')).toBe('BBRBRBBBRRRRRBRBB');
    const s = featureStats(
      draws.map((d) => market.classify(d) === 'big'),
      'missed',
    );
    expect(s).toMatchObject({ occurrences: 9, maxMissing: 7, maxConsecutive: 3, averageMissing: 1 });
  });
});
