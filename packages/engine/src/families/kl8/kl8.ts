/**
 * 快乐8 (domain §5): 20 distinct numbers from 1–80. Official 选一 … 选十 pays by matches from a
 * prize table, which is configuration (default: the launch table); the credit board follows the
 * 北京快乐8-based rules ([BC], [FS BJKL8Util]) with the 810 tie as a setting.
 */
import type { Draw, Family, Play, PrizeLevel } from '../../model.ts';
import type { Milli } from '../../money.ts';
import { choose } from '../../combinatorics.ts';
import { buildCatalogs, idCounter, type CatalogueSpec } from '../../catalogue.ts';
import { bool, creditPlay, type Verdict } from '../../credit.ts';
import { example, makePlay, range, rowOf } from '../../playkit.ts';
import { drawDistinct } from '../../rng.ts';

/** Prize (yuan × 1000 = milli) of one 2-yuan bet per number of matches, for 选 n = 1 … 10. */
export type Kl8PrizeTable = Readonly<Record<number, Readonly<Record<number, Milli>>>>;

const y = (yuan: number): Milli => BigInt(Math.round(yuan * 1000));

/** The launch table ([FS]); 选十 10 is floating, set here at its 5,000,000 cap. */
export const KL8_LAUNCH_TABLE: Kl8PrizeTable = {
  1: { 1: y(4.6) },
  2: { 2: y(19) },
  3: { 3: y(53), 2: y(3) },
  4: { 4: y(100), 3: y(5), 2: y(3) },
  5: { 5: y(1000), 4: y(21), 3: y(3) },
  6: { 6: y(3000), 5: y(30), 4: y(10), 3: y(3) },
  7: { 7: y(10000), 6: y(288), 5: y(28), 4: y(4), 0: y(2) },
  8: { 8: y(50000), 7: y(800), 6: y(88), 5: y(10), 4: y(3), 0: y(2) },
  9: { 9: y(300000), 8: y(2000), 7: y(200), 6: y(20), 5: y(5), 4: y(3), 0: y(2) },
  10: { 10: y(5000000), 9: y(8000), 8: y(800), 7: y(80), 6: y(5), 5: y(3), 0: y(2) },
};

/** P(m hits) for one 选n bet: C(20,m)·C(60,n−m)/C(80,n). */
export function kl8HitProbability(n: number, m: number): number {
  return (choose(20, m) * choose(60, n - m)) / choose(80, n);
}

const NUMBERS = range(1, 80);
/** Largest 复式 a board accepts (C(20,10) = 184,756 bets at most). */
export const KL8_MAX_PICKS = 20;

function pickN(id: number, n: number, table: Kl8PrizeTable): Play {
  const prizes = table[n] ?? {};
  const levels: PrizeLevel[] = Object.entries(prizes)
    .map(([m, prize]) => ({ key: `hit${m}`, nameKey: `play.level.kl8.hit${m}`, payout: { kind: 'fixed' as const, prizeMilli: prize } }))
    .sort((a, b) => b.key.localeCompare(a.key));
  return makePlay({
    symmetry: 'rows',
    id,
    code: `kl8.pick${n}`,
    nameKey: `play.name.kl8.pick${n}`,
    playMethodName: 'play.method.fushi',
    ticketPlayExample: example('kl8.pick', { n }),
    shape: { kind: 'rows', rows: [{ key: 'pick', nameKey: 'play.row.pick', values: NUMBERS, minPicks: n, maxPicks: KL8_MAX_PICKS }] },
    levels,
    count: (sel) => choose(rowOf(sel, 0).length, n),
    settle: (sel, d) => {
      // With N picks of which H are drawn, C(H,m)·C(N−H,n−m) of the C(N,n) bets hit exactly m.
      const picks = rowOf(sel, 0);
      const drawn = new Set(d);
      const h = picks.filter((x) => drawn.has(x)).length;
      const wins: Record<string, number> = {};
      for (const m of Object.keys(prizes).map(Number)) {
        const w = choose(h, m) * choose(picks.length - h, n - m);
        if (w > 0) wins[`hit${m}`] = w;
      }
      return { wins, pushes: 0 };
    },
  });
}

const sumOf = (d: Draw) => d.reduce((a, b) => a + b, 0);

/** 五行 by sum ([BC]): 金 210–695, 木 696–763, 水 764–855, 火 856–923, 土 924–1410. */
export const FIVE_ELEMENTS = [
  ['metal', 210, 695, 9200],
  ['wood', 696, 763, 4600],
  ['water', 764, 855, 2400],
  ['fire', 856, 923, 4600],
  ['earth', 924, 1410, 9200],
] as const;

function credit(id: () => number): Play[] {
  type T = { kl8Sum810: 'lose' | 'push' | 'noTie' };
  // 大 > 810, 小 < 810; on 810: lose (default), push 大小, or no tie (小 ≤ 810, 大 ≥ 811).
  const bigSmall = (big: boolean) => (d: Draw, t: T): Verdict => {
    const s = sumOf(d);
    if (s === 810) return t.kl8Sum810 === 'noTie' ? bool(!big) : t.kl8Sum810 === 'push' ? 'push' : 'lose';
    return bool(big ? s > 810 : s < 810);
  };
  const oddEven = (odd: boolean) => (d: Draw, t: T): Verdict =>
    sumOf(d) === 810 && t.kl8Sum810 === 'lose' ? 'lose' : bool((sumOf(d) % 2 === 1) === odd);
  const combo = (big: boolean, odd: boolean) => (d: Draw, t: T): Verdict => {
    const a = bigSmall(big)(d, t);
    const b = oddEven(odd)(d, t);
    return a === 'push' ? (b === 'lose' ? 'lose' : 'push') : a === 'win' && b === 'win' ? 'win' : 'lose';
  };
  const halves = (count: (d: Draw) => number, keys: [string, string, string]) =>
    keys.map((key, i) => ({
      key,
      odds: i === 1 ? 4300 : 2300,
      resolve: (d: Draw) => {
        const c = count(d);
        return bool(i === 0 ? c > 10 : i === 1 ? c === 10 : c < 10);
      },
    }));
  return [
    creditPlay({
      id: id(),
      code: 'kl8.dbl.sum',
      nameKey: 'play.name.dbl.sum',
      rows: [
        {
          key: 'sum',
          nameKey: 'play.row.sum',
          options: [
            { key: 'big', odds: 1980, resolve: bigSmall(true) },
            { key: 'small', odds: 1980, resolve: bigSmall(false) },
            { key: 'odd', odds: 1980, resolve: oddEven(true) },
            { key: 'even', odds: 1980, resolve: oddEven(false) },
            { key: 'sum810', odds: 200000, resolve: (d) => bool(sumOf(d) === 810) },
          ],
        },
        {
          key: 'combo',
          nameKey: 'play.row.combo',
          options: [
            { key: 'bigOdd', odds: 3700, resolve: combo(true, true) },
            { key: 'bigEven', odds: 3700, resolve: combo(true, false) },
            { key: 'smallOdd', odds: 3700, resolve: combo(false, true) },
            { key: 'smallEven', odds: 3700, resolve: combo(false, false) },
          ],
        },
      ],
    }),
    creditPlay({
      id: id(),
      code: 'kl8.dbl.disc',
      nameKey: 'play.name.kl8.dbl.disc',
      rows: [
        { key: 'upDown', nameKey: 'play.row.upDown', options: halves((d) => d.filter((x) => x <= 40).length, ['up', 'middle', 'down']) },
        { key: 'oddEvenDisc', nameKey: 'play.row.oddEvenDisc', options: halves((d) => d.filter((x) => x % 2 === 1).length, ['oddDisc', 'tieDisc', 'evenDisc']) },
        {
          key: 'elements',
          nameKey: 'play.row.elements',
          options: FIVE_ELEMENTS.map(([key, lo, hi, odds]) => ({ key, odds, resolve: (d: Draw) => bool(sumOf(d) >= lo && sumOf(d) <= hi) })),
        },
      ],
    }),
    creditPlay({
      id: id(),
      code: 'kl8.dbl.number',
      nameKey: 'play.name.kl8.dbl.number',
      // 正码: the number is among the 20 (p = .25, fair 4; default 0.95 × fair).
      rows: [{ key: 'number', nameKey: 'play.row.pick', options: NUMBERS.map((n) => ({ key: `n${n}`, level: 'zheng', odds: 3800, resolve: (d: Draw) => bool(d.includes(n)) })) }],
    }),
  ];
}

/**
 * Credit 选号 ("3中3", "3中2"): pick exactly n numbers (1–5), one bet, paid at decimal odds by
 * matches. The reference gives no odds ("platform odds"), so the defaults are the launch table's
 * 2-yuan prize per yuan (3中3 26.5, 3中2 1.5 …): configuration, overridable per lottery.
 */
function creditPick(id: number, n: number): Play {
  const prizes = KL8_LAUNCH_TABLE[n] ?? {};
  const hits = Object.keys(prizes)
    .map(Number)
    .filter((m) => m > 0)
    .sort((a, b) => b - a);
  return makePlay({
    symmetry: 'rows',
    id,
    code: `kl8.dbl.pick${n}`,
    nameKey: `play.name.kl8.pick${n}`,
    playMethodName: 'play.method.double',
    ticketPlayExample: example('kl8.creditPick', { n }),
    market: 'credit',
    shape: { kind: 'rows', rows: [{ key: 'pick', nameKey: 'play.row.pick', values: NUMBERS, minPicks: n, maxPicks: n }] },
    levels: hits.map((m) => ({
      key: `${n}hit${m}`,
      nameKey: `play.level.kl8.hit${m}`,
      payout: { kind: 'odds' as const, oddsThousandths: Number((prizes[m] as Milli) / 2n) },
    })),
    count: () => 1,
    settle: (sel, d) => {
      const m = rowOf(sel, 0).filter((x) => d.includes(x)).length;
      return hits.includes(m) ? { wins: { [`${n}hit${m}`]: 1 }, pushes: 0 } : { wins: {}, pushes: 0 };
    },
  });
}

export function buildKl8(table: Kl8PrizeTable = KL8_LAUNCH_TABLE): Family {
  const id = idCounter(7000);
  const spec: CatalogueSpec<Draw> = [
    ['pick', [['pick', range(1, 10).map((n) => pickN(id(), n, table))]]],
    ['double', [['double', credit(id)], ['pick', range(1, 5).map((n) => creditPick(id(), n))]]],
  ];
  return {
    code: 'kl8',
    nameKey: 'play.family.kl8',
    draw: { length: 20, min: 1, max: 80, distinct: true, ordered: false },
    deriveDraw: (seed) => drawDistinct(seed, 20, 1, 80).sort((a, b) => a - b),
    isValidDraw: (d) => d.length === 20 && new Set(d).size === 20 && d.every((x) => Number.isInteger(x) && x >= 1 && x <= 80),
    catalogs: buildCatalogs('kl8', 7000, spec),
    plays: spec.flatMap(([, subs]) => subs.flatMap(([, ps]) => ps)),
  };
}

export const KL8 = buildKl8();
