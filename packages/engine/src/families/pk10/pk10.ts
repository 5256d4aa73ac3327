/**
 * PK10 北京赛车 / 幸运飞艇 (domain §6): the draw is a permutation of 1–10 over 冠军 … 第十名.
 * Plays and 1800 values from [HF] / [LB]; the two-sided board from [LP] / [XY], with 冠亚和 = 11
 * as a tie setting.
 */
import type { Draw, Family, Play, RowShape, TextShape } from '../../model.ts';
import { combinations, distinctTupleCount } from '../../combinatorics.ts';
import { buildCatalogs, idCounter, type CatalogueSpec } from '../../catalogue.ts';
import { bool, creditPlay, type CreditRow, type Verdict } from '../../credit.ts';
import { example, groupLevel, makePlay, NO_WIN, range, rowOf, win } from '../../playkit.ts';
import { drawDistinct } from '../../rng.ts';

const CARS = range(1, 10);
const RANKS = range(1, 10).map((i) => `rank${i}`);

const row = (key: string, min: number): RowShape => ({ key, nameKey: `play.row.${key}`, values: CARS, minPicks: min, maxPicks: 10 });
const text = (size: number): TextShape => ({ size, min: 1, max: 10, width: 2, distinct: true, unordered: false });

/** Ordered (冠, 亚) pairs per sum 3…19 out of 90: 2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8 … */
export const PK10_SUM_WAYS = range(3, 19).map((s) => CARS.filter((a) => s - a !== a && s - a >= 1 && s - a <= 10).length);
const sumWays = (s: number) => PK10_SUM_WAYS[s - 3] as number;

interface K { id: () => number }
function p(ctx: K, code: string, method: string, rest: Omit<Parameters<typeof makePlay<Draw>>[0], 'id' | 'code' | 'nameKey' | 'playMethodName'>): Play {
  return makePlay({ id: ctx.id(), code: `pk10.${code}`, nameKey: `play.name.pk10.${code}`, playMethodName: `play.method.${method}`, ...rest });
}

/** Ordered permutations of the first k places: 10, 90, 720, 5040, 30240. */
const perms = (k: number) => range(0, k - 1).reduce((a, i) => a * (10 - i), 1);

/**
 * A draw (a permutation of 1…10) placing at as many ranks as possible a ball that rank's row holds:
 * a maximum bipartite matching (augmenting paths), the other balls at the other ranks.
 */
export function matchingDraw(rows: readonly (readonly number[])[]): number[] {
  const rankOf = new Map<number, number>();
  const augment = (r: number, seen: Set<number>): boolean => {
    for (const b of rows[r] ?? []) {
      if (seen.has(b)) continue;
      seen.add(b);
      const other = rankOf.get(b);
      if (other === undefined || augment(other, seen)) {
        rankOf.set(b, r);
        return true;
      }
    }
    return false;
  };
  for (let r = 0; r < 10; r++) augment(r, new Set());
  const draw = new Array<number>(10).fill(0);
  for (const [b, r] of rankOf) draw[r] = b;
  const rest = range(1, 10).filter((b) => !rankOf.has(b));
  for (let r = 0; r < 10; r++) if (draw[r] === 0) draw[r] = rest.shift() as number;
  return draw;
}

function topK(ctx: K, k: number): Play[] {
  const level = groupLevel(`top${k}`, `play.level.pk10.top${k}`, 1, perms(k));
  const head = (d: Draw) => d.slice(0, k).join(',');
  return [
    p(ctx, `top${k}.fushi`, 'fushi', {
      symmetry: 'rows',
      // One bet wins at most: when the first k ranks can take distinct picked balls (a maximum
      // matching of ranks to their picks covers them), the matching's draw wins; else none does.
      frontier: (sel) => {
        const draw = matchingDraw(sel.rows);
        return [{ outcome: win(level.key, draw.slice(0, k).every((x, i) => rowOf(sel, i).includes(x)) ? 1 : 0), draw }];
      },
      ticketPlayExample: example('pk10.top', { k }),
      shape: { kind: 'rows', rows: RANKS.slice(0, k).map((r) => row(r, 1)) },
      levels: [level],
      count: (sel) => distinctTupleCount(sel.rows),
      settle: (sel, d) => win(level.key, d.slice(0, k).every((x, i) => rowOf(sel, i).includes(x)) ? 1 : 0),
    }),
    p(ctx, `top${k}.danshi`, 'danshi', {
      symmetry: 'rows',
      // Tickets are distinct, so a draw matches one at most: any ticket, drawn, is a best draw.
      frontier: (sel) => {
        const t = sel.tokens?.[0];
        if (!t) return undefined;
        const draw = [...t, ...range(1, 10).filter((b) => !t.includes(b))];
        return [{ outcome: win(level.key, (sel.tokens ?? []).filter((x) => x.join(',') === head(draw)).length), draw }];
      },
      ticketPlayExample: example('pk10.topDanshi', { k }),
      shape: { kind: 'text', rows: [], text: text(k) },
      levels: [level],
      count: (sel) => sel.tokens?.length ?? 0,
      settle: (sel, d) => win(level.key, (sel.tokens ?? []).filter((t) => t.join(',') === head(d)).length),
    }),
  ];
}

function standard(ctx: K): CatalogueSpec<Draw> {
  const pos = groupLevel('pos', 'play.level.direct1', 1, 10);
  const [champFushi] = topK(ctx, 1);
  return [
    ['champ', [['champ', [champFushi as Play]]]],
    ['top2', [['top2', topK(ctx, 2)]]],
    ['top3', [['top3', topK(ctx, 3)]]],
    ['top4', [['top4', topK(ctx, 4)]]],
    ['top5', [['top5', topK(ctx, 5)]]],
    [
      'dwd',
      [
        [
          'dwd',
          [
            p(ctx, 'dwd', 'dwd', {
              // Hits are ranks holding a ball their row picked, each ball at one rank: at most a
              // maximum matching of ranks to picked balls, and the draw built from one reaches it.
              frontier: (sel) => {
                const draw = matchingDraw(sel.rows);
                return [{ outcome: win('pos', draw.filter((x, i) => rowOf(sel, i).includes(x)).length), draw }];
              },
              ticketPlayExample: example('dwd'),
              shape: { kind: 'rows', rows: RANKS.map((r) => row(r, 0)), minFilledRows: 1 },
              levels: [pos],
              count: (sel) => sel.rows.reduce((a, r) => a + r.length, 0),
              settle: (sel, d) => win('pos', d.filter((x, i) => rowOf(sel, i).includes(x)).length),
            }),
          ],
        ],
      ],
    ],
    [
      'sum',
      [
        [
          'sum',
          [
            p(ctx, 'sum', 'sum', {
              ticketPlayExample: example('pk10.sum'),
              shape: { kind: 'rows', rows: [{ key: 'sum', nameKey: 'play.row.sum', values: range(3, 19), minPicks: 1, maxPicks: 17 }] },
              levels: [2, 4, 6, 8, 10].map((w) => groupLevel(`sum${w}`, `play.level.pk10.sum${w}`, w, 90)),
              count: (sel) => rowOf(sel, 0).length,
              settle: (sel, d) => {
                const s = (d[0] as number) + (d[1] as number);
                return rowOf(sel, 0).includes(s) ? win(`sum${sumWays(s)}`, 1) : NO_WIN;
              },
            }),
          ],
        ],
      ],
    ],
  ];
}

/** [LP] 冠亚和 specific-sum odds by the count class of the sum. */
const SUM_ODDS: Record<number, number> = { 2: 42300, 4: 21300, 6: 14300, 8: 10300, 10: 8300 };

function credit(ctx: K): Play[] {
  const rankRow = (i: number): CreditRow<Draw> => ({
    key: RANKS[i] as string,
    nameKey: `play.row.${RANKS[i] as string}`,
    options: [
      { key: 'big', odds: 1980, resolve: (d) => bool((d[i] as number) >= 6) },
      { key: 'small', odds: 1980, resolve: (d) => bool((d[i] as number) <= 5) },
      { key: 'odd', odds: 1980, resolve: (d) => bool((d[i] as number) % 2 === 1) },
      { key: 'even', odds: 1980, resolve: (d) => bool((d[i] as number) % 2 === 0) },
    ],
  });
  const s12 = (d: Draw) => (d[0] as number) + (d[1] as number);
  // Variant ([FS] yibo): 11 = 和, refunded, 大 > 11 and 小 < 11 — and 单双 are refunded too (fair 2.0).
  const sumOpt = (key: string, odds: number, test: (s: number) => boolean) => ({
    key: `gy${key}`,
    odds,
    resolve: (d: Draw, t: { pk10Sum11: 'small' | 'push' }): Verdict => (t.pk10Sum11 === 'push' && s12(d) === 11 ? 'push' : bool(test(s12(d)))),
  });
  return [
    creditPlay({ id: ctx.id(), code: 'pk10.dbl.rankBsoe', nameKey: 'play.name.dbl.ballBsoe', rows: range(0, 9).map(rankRow) }),
    creditPlay({
      id: ctx.id(),
      code: 'pk10.dbl.rank',
      nameKey: 'play.name.dbl.ball',
      rows: range(0, 9).map((i) => ({
        key: RANKS[i] as string,
        nameKey: `play.row.${RANKS[i] as string}`,
        options: CARS.map((n) => ({ key: `n${n}`, level: 'ballNumber', odds: 9900, resolve: (d: Draw) => bool(d[i] === n) })),
      })),
    }),
    creditPlay({
      id: ctx.id(),
      code: 'pk10.dbl.dt',
      nameKey: 'play.name.dbl.dt',
      // Rank i against rank 11 − i (1v10 … 5v6); a tie is impossible.
      rows: range(0, 4).map((i) => ({
        key: `dt${i + 1}`,
        nameKey: `play.row.pk10dt${i + 1}`,
        options: [
          { key: 'dragon', odds: 1980, resolve: (d: Draw) => bool((d[i] as number) > (d[9 - i] as number)) },
          { key: 'tiger', odds: 1980, resolve: (d: Draw) => bool((d[i] as number) < (d[9 - i] as number)) },
        ],
      })),
    }),
    creditPlay({
      id: ctx.id(),
      code: 'pk10.dbl.sum',
      nameKey: 'play.name.dbl.sum',
      rows: [
        {
          key: 'sum',
          nameKey: 'play.row.sum12',
          options: [
            sumOpt('big', 2200, (s) => s >= 12),
            sumOpt('small', 1770, (s) => s <= 11),
            sumOpt('odd', 1770, (s) => s % 2 === 1),
            sumOpt('even', 2200, (s) => s % 2 === 0),
          ],
        },
        {
          key: 'sumValue',
          nameKey: 'play.row.sumValue',
          options: range(3, 19).map((s) => ({
            key: `sum${s}`,
            level: `sum${sumWays(s)}`,
            odds: SUM_ODDS[sumWays(s)] as number,
            resolve: (d: Draw) => bool(s12(d) === s),
          })),
        },
        {
          key: 'pair',
          nameKey: 'play.row.gyPair',
          // 冠亚组合: the unordered pair of 冠 and 亚; fair 45, default 0.95 × fair.
          options: [...combinations(CARS, 2)].map(([a, b]) => ({
            key: `pair${a}_${b}`,
            level: 'gyPair',
            odds: 42750,
            resolve: (d: Draw) => bool((d[0] === a && d[1] === b) || (d[0] === b && d[1] === a)),
          })),
        },
      ],
    }),
  ];
}

export function buildPk10(): Family {
  const ctx: K = { id: idCounter(8000) };
  const spec: CatalogueSpec<Draw> = [...standard(ctx), ['double', [['double', credit(ctx)]]]];
  return {
    code: 'pk10',
    nameKey: 'play.family.pk10',
    draw: { length: 10, min: 1, max: 10, distinct: true, ordered: true },
    deriveDraw: (seed) => drawDistinct(seed, 10, 1, 10),
    isValidDraw: (d) => d.length === 10 && new Set(d).size === 10 && d.every((x) => Number.isInteger(x) && x >= 1 && x <= 10),
    catalogs: buildCatalogs('pk10', 8000, spec),
    plays: spec.flatMap(([, subs]) => subs.flatMap(([, ps]) => ps)),
  };
}

export const PK10 = buildPk10();
