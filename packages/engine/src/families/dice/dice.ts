/**
 * Racing-car dice (赛车骰宝): our interpretation (docs/product.md §11.4) is sic-bo on three
 * dice presented as a race. The reference found no source for the game itself
 * (docs/product.md §11.4), so the bets and payouts are the classic sic-bo table.
 */
import type { Draw, Family, Play } from '../../model.ts';
import { DEFAULT_TIES } from '../../model.ts';
import { comboPlay, oddsLevels, range, valuePlay, wholePickPlay, playInfo } from '../lhc/kit.ts';
import { threeDiceFamily } from '../fpc/fpc.ts';
import type { DragonMarket } from '../../dragon/dragon.ts';

const P = 'play.dice';
const FACES = range(1, 6);

const info = (id: number, code: string, method: string) => playInfo(P, id, code, method);
const levels = (odds: Record<string, number>) => oddsLevels(`${P}.level`, odds);
const isTriple = (d: Draw) => d[0] === d[1] && d[1] === d[2];
const sumOf = (d: Draw) => d.reduce((a, b) => a + b, 0);
const countFace = (d: Draw, face: number) => d.filter((x) => x === face).length;

/** Sic-bo totals 4–17 pay 60:1 … 6:1 (decimal odds include the stake). */
export const TOTAL_ODDS: Readonly<Record<number, number>> = {
  4: 61_000,
  5: 31_000,
  6: 18_000,
  7: 13_000,
  8: 9_000,
  9: 7_000,
  10: 7_000,
  11: 7_000,
  12: 7_000,
  13: 9_000,
  14: 13_000,
  15: 18_000,
  16: 31_000,
  17: 61_000,
};

/**
 * Plays (ids 71001–71099): 大 11–17 / 小 4–10 and 单 / 双 of the total, all losing on a triple
 * (通杀; the per-lottery flag `k3TripleKill` turns the kill off); a total 4–17; a single face
 * 1:1 / 2:1 / 3:1; a specific double (face on ≥ 2 dice) 10:1; any double (some face on ≥ 2 dice,
 * fair 2.25) 1.1:1; any triple 30:1; a specific triple 180:1; a two-face combination 5:1.
 */
export function dicePlays(): Play[] {
  const BIG_SMALL = ['big', 'small', 'odd', 'even'] as const;
  return [
    valuePlay<Draw>(info(71_001, 'twoSided', 'twoSided'), {
      values: range(0, 3),
      valueKeys: BIG_SMALL.map((o) => `${P}.opt.${o}`),
      rowNameKey: `${P}.row.total`,
      levels: oddsLevels(`${P}.opt`, { big: 2000, small: 2000, odd: 2000, even: 2000 }),
      judge: (v, d, ties = DEFAULT_TIES) => {
        if (ties.k3TripleKill && isTriple(d)) return null;
        const s = sumOf(d);
        const o = BIG_SMALL[v] as (typeof BIG_SMALL)[number];
        const has = o === 'big' ? s >= 11 : o === 'small' ? s <= 10 : o === 'odd' ? s % 2 === 1 : s % 2 === 0;
        return has ? o : null;
      },
    }),
    valuePlay<Draw>(info(71_002, 'total', 'single'), {
      values: range(4, 17),
      rowNameKey: `${P}.row.total`,
      levels: levels(Object.fromEntries(Object.entries(TOTAL_ODDS).map(([s, o]) => [`s${s}`, o]))),
      judge: (v, d) => (sumOf(d) === v ? `s${v}` : null),
    }),
    valuePlay<Draw>(info(71_003, 'single', 'single'), {
      values: FACES,
      rowNameKey: `${P}.row.face`,
      levels: levels({ one: 2000, two: 3000, three: 4000 }),
      judge: (face, d) => [null, 'one', 'two', 'three'][countFace(d, face)] ?? null,
    }),
    valuePlay<Draw>(info(71_004, 'double', 'single'), {
      values: FACES,
      rowNameKey: `${P}.row.face`,
      levels: levels({ hit: 11_000 }),
      judge: (face, d) => (countFace(d, face) >= 2 ? 'hit' : null),
    }),
    wholePickPlay<Draw>(info(71_005, 'anyDouble', 'single'), {
      values: [0],
      valueKeys: [`${P}.opt.anyDouble`],
      rowNameKey: `${P}.row.double`,
      levels: levels({ hit: 2100 }),
      minPicks: 1,
      maxPicks: 1,
      judge: (_p, d) => (new Set(d).size < 3 ? 'hit' : null),
    }),
    wholePickPlay<Draw>(info(71_006, 'anyTriple', 'single'), {
      values: [0],
      valueKeys: [`${P}.opt.anyTriple`],
      rowNameKey: `${P}.row.triple`,
      levels: levels({ hit: 31_000 }),
      minPicks: 1,
      maxPicks: 1,
      judge: (_p, d) => (isTriple(d) ? 'hit' : null),
    }),
    valuePlay<Draw>(info(71_007, 'triple', 'single'), {
      values: FACES,
      rowNameKey: `${P}.row.face`,
      levels: levels({ hit: 181_000 }),
      judge: (face, d) => (countFace(d, face) === 3 ? 'hit' : null),
    }),
    comboPlay<Draw>(info(71_008, 'combination', 'multi'), {
      k: 2,
      mode: 'multi',
      values: FACES,
      rowNameKey: `${P}.row.face`,
      levels: levels({ hit: 6000 }),
      maxPicks: 6,
      classes: 2,
      classify: (d) => (face) => (d.includes(face) ? 0 : 1),
      judge: (c) => (c[1] === 0 ? 'hit' : null),
    }),
  ];
}

export function createDiceFamily(): Family {
  return threeDiceFamily('dice', P, 71_100, dicePlays());
}

/**
 * Long-dragon markets of racing-car dice: 大/小 and 单/双 of the total; a triple is a kill (tie)
 * and ends a streak.
 */
export function diceDragonMarkets(): DragonMarket<Draw>[] {
  const market = (
    attribute: string,
    sides: [string, string],
    of: (sum: number) => string,
  ): DragonMarket<Draw> => ({
    key: `dice.total.${attribute}`,
    position: -1,
    attribute,
    sides,
    classify: (d) => (isTriple(d) ? null : of(sumOf(d))),
  });
  return [
    market('big-small', ['big', 'small'], (s) => (s >= 11 ? 'big' : 'small')),
    market('odd-even', ['odd', 'even'], (s) => (s % 2 === 1 ? 'odd' : 'even')),
  ];
}
