/**
 * 快3 (domain §4): three dice 1–6, repeats allowed, 216 outcomes, order never matters. Platform
 * prizes are Full × G/2000 with Full = 2/p; the two-sided board follows [LP] with the triple kill
 * (通杀) as a tie setting.
 */
import type { Draw, Family, Play, RowShape } from '../../model.ts';
import { choose, combinations, counts } from '../../combinatorics.ts';
import { buildCatalogs, idCounter, type CatalogueSpec } from '../../catalogue.ts';
import { bool, creditPlay, type Verdict } from '../../credit.ts';
import { example, groupLevel, makePlay, NO_WIN, range, rowOf, win } from '../../playkit.ts';
import { drawIndependent } from '../../rng.ts';

const FACES = range(1, 6);
const sum = (d: Draw) => d.reduce((a, b) => a + b, 0);
const distinct = (d: Draw) => new Set(d).size;

/** Outcomes per sum 3…18 (1, 3, 6, 10, 15, 21, 25, 27, 27, 25 …). */
export const K3_SUM_WAYS = range(3, 18).map((s) => {
  let n = 0;
  for (const a of FACES) for (const b of FACES) for (const c of FACES) if (a + b + c === s) n++;
  return n;
});
const sumClass = (s: number) => Math.min(s, 21 - s);

const row = (key: string, min: number, max = 6, role?: RowShape['role']): RowShape =>
  role
    ? { key, nameKey: `play.row.${key}`, values: FACES, minPicks: min, maxPicks: max, role }
    : { key, nameKey: `play.row.${key}`, values: FACES, minPicks: min, maxPicks: max };

interface K { id: () => number }
function p(ctx: K, code: string, method: string, rest: Omit<Parameters<typeof makePlay<Draw>>[0], 'id' | 'code' | 'nameKey' | 'playMethodName' | 'ticketPlayExample'>): Play {
  return makePlay({
    id: ctx.id(),
    code: `k3.${code}`,
    nameKey: `play.name.k3.${code}`,
    playMethodName: `play.method.${method}`,
    ticketPlayExample: example(`k3.${code}`),
    ...rest,
  });
}

/** Draw is {a, a, b} with a ≠ b: returns [a, b]. */
function pairOf(d: Draw): [number, number] | undefined {
  if (distinct(d) !== 2) return undefined;
  const c = counts(d);
  let a = 0;
  let b = 0;
  for (const [v, n] of c) if (n === 2) a = v;
    else b = v;
  return [a, b];
}

const isStraight = (d: Draw) => {
  const s = [...d].sort((a, b) => a - b);
  return (s[1] as number) === (s[0] as number) + 1 && (s[2] as number) === (s[1] as number) + 1;
};

function standard(ctx: K): CatalogueSpec<Draw> {
  const diff3 = groupLevel('diff3', 'play.level.k3.diff3', 6, 216);
  const diff2 = groupLevel('diff2', 'play.level.k3.diff2', 30, 216);
  const diff3Win = (d: Draw, picks: readonly number[]) => distinct(d) === 3 && d.every((x) => picks.includes(x));
  const present = (d: Draw, xs: readonly number[]) => xs.filter((x) => d.includes(x)).length;
  return [
    [
      'sum',
      [
        [
          'sum',
          [
            p(ctx, 'sum', 'sum', {
              shape: { kind: 'rows', rows: [{ key: 'sum', nameKey: 'play.row.sum', values: range(3, 18), minPicks: 1, maxPicks: 16 }] },
              levels: range(3, 10).map((s) => groupLevel(`sum${s}`, `play.level.k3.sum${s}`, K3_SUM_WAYS[s - 3] as number, 216)),
              count: (sel) => rowOf(sel, 0).length,
              settle: (sel, d) => (rowOf(sel, 0).includes(sum(d)) ? win(`sum${sumClass(sum(d))}`, 1) : NO_WIN),
            }),
            p(ctx, 'sumBsoe', 'bsoe', {
              shape: {
                kind: 'rows',
                rows: [{ key: 'sum', nameKey: 'play.row.sum', values: [0, 1, 2, 3], valueKeys: ['big', 'small', 'odd', 'even'].map((o) => `play.opt.${o}`), minPicks: 1, maxPicks: 4 }],
              },
              // [HF]: p = 1/2 and no 豹子 kill (大 = 11–18).
              levels: [groupLevel('sumBsoe', 'play.level.bsoe', 1, 2)],
              count: (sel) => rowOf(sel, 0).length,
              settle: (sel, d) => {
                const s = sum(d);
                const hit = [s >= 11, s <= 10, s % 2 === 1, s % 2 === 0];
                return win('sumBsoe', rowOf(sel, 0).filter((o) => hit[o]).length);
              },
            }),
          ],
        ],
      ],
    ],
    [
      'triple',
      [
        [
          'triple',
          [
            p(ctx, 'tripleAll', 'tripleAll', {
              shape: { kind: 'rows', rows: [{ key: 'tripleAll', nameKey: 'play.row.tripleAll', values: [0], valueKeys: ['play.opt.anyTriple'], minPicks: 1, maxPicks: 1 }] },
              levels: [groupLevel('tripleAll', 'play.level.k3.tripleAll', 6, 216)],
              count: () => 1,
              settle: (_sel, d) => win('tripleAll', distinct(d) === 1 ? 1 : 0),
            }),
            p(ctx, 'tripleOne', 'tripleOne', {
              shape: { kind: 'rows', rows: [row('triple', 1)] },
              levels: [groupLevel('tripleOne', 'play.level.k3.tripleOne', 1, 216)],
              count: (sel) => rowOf(sel, 0).length,
              settle: (sel, d) => win('tripleOne', distinct(d) === 1 && rowOf(sel, 0).includes(d[0] as number) ? 1 : 0),
            }),
          ],
        ],
      ],
    ],
    [
      'pair',
      [
        [
          'pair',
          [
            // [SG]: a triple includes the pair, so 111 wins 11*.
            p(ctx, 'pairAny', 'pairAny', {
              shape: { kind: 'rows', rows: [row('pair', 1)] },
              levels: [groupLevel('pairAny', 'play.level.k3.pairAny', 16, 216)],
              count: (sel) => rowOf(sel, 0).length,
              settle: (sel, d) => {
                const c = counts(d);
                return win('pairAny', rowOf(sel, 0).filter((x) => (c.get(x) ?? 0) >= 2).length);
              },
            }),
            p(ctx, 'pairOne', 'pairOne', {
              shape: { kind: 'rows', rowsDisjoint: true, rows: [row('pair', 1), row('single', 1)] },
              levels: [groupLevel('pairOne', 'play.level.k3.pairOne', 3, 216)],
              count: (sel) => rowOf(sel, 0).length * rowOf(sel, 1).length,
              settle: (sel, d) => {
                const pr = pairOf(d);
                return win('pairOne', pr && rowOf(sel, 0).includes(pr[0]) && rowOf(sel, 1).includes(pr[1]) ? 1 : 0);
              },
            }),
          ],
        ],
      ],
    ],
    [
      'diff',
      [
        [
          'diff3',
          [
            p(ctx, 'diff3', 'fushi', {
              shape: { kind: 'rows', rows: [row('pick', 3)] },
              levels: [diff3],
              count: (sel) => choose(rowOf(sel, 0).length, 3),
              settle: (sel, d) => win('diff3', diff3Win(d, rowOf(sel, 0)) ? 1 : 0),
            }),
            p(ctx, 'diff3.dantuo', 'dantuo', {
              shape: { kind: 'bankerDrag', rows: [row('banker', 1, 2, 'banker'), row('drag', 1, 6, 'drag')] },
              levels: [diff3],
              count: (sel) => choose(rowOf(sel, 1).length, 3 - rowOf(sel, 0).length),
              settle: (sel, d) =>
                win('diff3', diff3Win(d, [...rowOf(sel, 0), ...rowOf(sel, 1)]) && rowOf(sel, 0).every((b) => d.includes(b)) ? 1 : 0),
            }),
          ],
        ],
        [
          'diff2',
          [
            // Several 注 may win: every picked pair whose two faces both appear.
            p(ctx, 'diff2', 'fushi', {
              shape: { kind: 'rows', rows: [row('pick', 2)] },
              levels: [diff2],
              count: (sel) => choose(rowOf(sel, 0).length, 2),
              settle: (sel, d) => win('diff2', choose(present(d, rowOf(sel, 0)), 2)),
            }),
            p(ctx, 'diff2.dantuo', 'dantuo', {
              shape: { kind: 'bankerDrag', rows: [row('banker', 1, 1, 'banker'), row('drag', 1, 5, 'drag')] },
              levels: [diff2],
              count: (sel) => rowOf(sel, 1).length,
              settle: (sel, d) => win('diff2', present(d, rowOf(sel, 0)) === 1 ? present(d, rowOf(sel, 1)) : 0),
            }),
          ],
        ],
      ],
    ],
    [
      'other',
      [
        [
          'other',
          [
            p(ctx, 'straightAll', 'straightAll', {
              shape: { kind: 'rows', rows: [{ key: 'straightAll', nameKey: 'play.row.straightAll', values: [0], valueKeys: ['play.opt.anyStraight'], minPicks: 1, maxPicks: 1 }] },
              levels: [groupLevel('straightAll', 'play.level.k3.straightAll', 24, 216)],
              count: () => 1,
              settle: (_sel, d) => win('straightAll', isStraight(d) ? 1 : 0),
            }),
            p(ctx, 'single', 'single', {
              shape: { kind: 'rows', rows: [row('pick', 1)] },
              levels: [groupLevel('single', 'play.level.k3.single', 91, 216)],
              count: (sel) => rowOf(sel, 0).length,
              settle: (sel, d) => win('single', present(d, rowOf(sel, 0))),
            }),
          ],
        ],
      ],
    ],
  ];
}

/** K3 two-sided odds ([LP]); sums between the documented ends are set at about 0.75 × fair. */
const SUM_ODDS: Record<number, number> = { 3: 165000, 4: 54000, 5: 27000, 6: 16200, 7: 10800, 8: 7700, 9: 6400, 10: 5600 };

function credit(ctx: K): Play[] {
  // 大 11–17, 小 4–10 with the triple kill (通杀); without it 大 11–18, 小 3–10.
  const bsoe = (test: (s: number) => boolean) => (d: Draw, t: { k3TripleKill: boolean }): Verdict =>
    t.k3TripleKill && distinct(d) === 1 ? 'lose' : bool(test(sum(d)));
  const pairs = [...combinations(FACES, 2)];
  return [
    creditPlay({
      id: ctx.id(),
      code: 'k3.dbl.sum',
      nameKey: 'play.name.dbl.sum',
      rows: [
        {
          key: 'sum',
          nameKey: 'play.row.sum',
          options: [
            { key: 'big', odds: 1980, resolve: bsoe((s) => s >= 11) },
            { key: 'small', odds: 1980, resolve: bsoe((s) => s <= 10) },
            { key: 'odd', odds: 1980, resolve: bsoe((s) => s % 2 === 1) },
            { key: 'even', odds: 1980, resolve: bsoe((s) => s % 2 === 0) },
          ],
        },
        {
          key: 'sumValue',
          nameKey: 'play.row.sumValue',
          options: range(3, 18).map((s) => ({
            key: `sum${s}`,
            level: `sum${sumClass(s)}`,
            odds: SUM_ODDS[sumClass(s)] as number,
            resolve: (d: Draw) => bool(sum(d) === s),
          })),
        },
      ],
    }),
    creditPlay({
      id: ctx.id(),
      code: 'k3.dbl.dice',
      nameKey: 'play.name.k3.dbl.dice',
      rows: [
        {
          key: 'single',
          nameKey: 'play.row.single',
          options: FACES.map((f) => ({ key: `face${f}`, level: 'single', odds: 2050, resolve: (d: Draw) => bool(d.includes(f)) })),
        },
        {
          key: 'pair',
          nameKey: 'play.row.pair',
          options: FACES.map((f) => ({ key: `pair${f}`, level: 'pair', odds: 9800, resolve: (d: Draw) => bool(d.filter((x) => x === f).length >= 2) })),
        },
        {
          key: 'triple',
          nameKey: 'play.row.triple',
          options: [
            ...FACES.map((f) => ({ key: `triple${f}`, level: 'triple', odds: 165000, resolve: (d: Draw) => bool(d.every((x) => x === f)) })),
            { key: 'anyTriple', odds: 27500, resolve: (d: Draw) => bool(distinct(d) === 1) },
          ],
        },
        {
          key: 'twoFaces',
          nameKey: 'play.row.twoFaces',
          options: pairs.map(([a, b]) => ({
            key: `two${a}${b}`,
            level: 'twoFaces',
            odds: 4800,
            resolve: (d: Draw) => bool(d.includes(a as number) && d.includes(b as number)),
          })),
        },
      ],
    }),
  ];
}

export function buildK3(): Family {
  const ctx: K = { id: idCounter(6000) };
  const spec: CatalogueSpec<Draw> = [...standard(ctx), ['double', [['double', credit(ctx)]]]];
  return {
    code: 'k3',
    nameKey: 'play.family.k3',
    draw: { length: 3, min: 1, max: 6, distinct: false, ordered: false },
    deriveDraw: (seed) => drawIndependent(seed, 3, 1, 6),
    isValidDraw: (d) => d.length === 3 && d.every((x) => Number.isInteger(x) && x >= 1 && x <= 6),
    catalogs: buildCatalogs('k3', 6000, spec),
    plays: spec.flatMap(([, subs]) => subs.flatMap(([, ps]) => ps)),
  };
}

export const K3 = buildK3();
