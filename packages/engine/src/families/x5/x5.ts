/**
 * 11选5 (domain §3): 5 distinct numbers from 01–11, ordered. 注 counts and win counts as in the
 * reference's tables ([XY] wanfa_11x5, [HF]); two-sided conventions A (push) and B as a setting.
 */
import type { Draw, Family, Play, PrizeLevel, RowShape, Selection, TextShape } from '../../model.ts';
import { choose, combinations, distinctTupleCount } from '../../combinatorics.ts';
import { buildCatalogs, idCounter, type CatalogueSpec } from '../../catalogue.ts';
import { bool, creditPlay, type CreditRow, type Verdict } from '../../credit.ts';
import { example, groupLevel, makePlay, NO_WIN, range, rowOf, rowsSymmetry, win } from '../../playkit.ts';
import { drawDistinct } from '../../rng.ts';

const BALLS = range(1, 11);
const POS = ['first', 'second', 'third', 'fourth', 'fifth'];
const MAX_BALLS = 11;

const row = (key: string, min: number, max = MAX_BALLS, role?: RowShape['role']): RowShape =>
  role
    ? { key, nameKey: `play.row.${key}`, values: BALLS, minPicks: min, maxPicks: max, role }
    : { key, nameKey: `play.row.${key}`, values: BALLS, minPicks: min, maxPicks: max };

const text = (size: number, unordered: boolean): TextShape => ({ size, min: 1, max: 11, width: 2, distinct: true, unordered });

/** p of 任选K (domain §3 table): K ≤ 5 → C(5,K)/C(11,K); K ≥ 5 → C(K,5)/462 (all 5 inside the K). */
export function renxuanP(k: number): [number, number] {
  return k <= 5 ? [choose(5, k), choose(11, k)] : [choose(k, 5), 462];
}

/** Winning bets of 任选K 复式 with n picks, m of them drawn (domain §3). */
export function renxuanWins(k: number, n: number, m: number): number {
  if (k <= 5) return choose(m, k);
  return m === 5 ? choose(n - 5, k - 5) : 0;
}

/** Winning bets of 任选K 胆拖 with d bankers, t drags, m_B and m_T of them drawn (domain §3). */
export function dantuoWins(k: number, d: number, t: number, mB: number, mT: number): number {
  if (k <= 5) return mB === d ? choose(mT, k - d) : 0;
  return mB + mT === 5 ? choose(t - mT, k - d - mT) : 0;
}

interface X5Ctx {
  id: () => number;
}

function p(ctx: X5Ctx, code: string, method: string, rest: Omit<Parameters<typeof makePlay<Draw>>[0], 'id' | 'code' | 'nameKey' | 'playMethodName'>): Play {
  return makePlay({ id: ctx.id(), code: `x5.${code}`, nameKey: `play.name.x5.${code}`, playMethodName: `play.method.${method}`, ...rest });
}

function frontDirect(ctx: X5Ctx, k: 2 | 3): Play[] {
  const level = groupLevel(`q${k}direct`, `play.level.q${k}direct`, 1, k === 3 ? 990 : 110);
  const front = (d: Draw) => d.slice(0, k);
  return [
    p(ctx, `q${k}.direct.fushi`, 'fushi', {
      symmetry: 'rows',
      ticketPlayExample: example('x5.frontDirect', { k }),
      shape: { kind: 'rows', rows: POS.slice(0, k).map((r) => row(r, 1)) },
      levels: [level],
      count: (sel) => distinctTupleCount(sel.rows),
      settle: (sel, d) => win(level.key, front(d).every((x, i) => rowOf(sel, i).includes(x)) ? 1 : 0),
    }),
    p(ctx, `q${k}.direct.danshi`, 'danshi', {
      symmetry: 'rows',
      // Tickets are distinct, so a draw matches one at most: any ticket, drawn in front, is a best draw.
      frontier: (sel) => {
        const t = sel.tokens?.[0];
        if (!t) return undefined;
        const draw = [...t, ...BALLS.filter((b) => !t.includes(b))].slice(0, 5);
        return [{ outcome: win(level.key, (sel.tokens ?? []).filter((x) => x.join() === draw.slice(0, k).join()).length), draw }];
      },
      ticketPlayExample: example('x5.frontDirectDanshi', { k }),
      shape: { kind: 'text', rows: [], text: text(k, false) },
      levels: [level],
      count: (sel) => sel.tokens?.length ?? 0,
      settle: (sel, d) => win(level.key, (sel.tokens ?? []).filter((t) => t.join() === front(d).join()).length),
    }),
  ];
}

function frontGroup(ctx: X5Ctx, k: 2 | 3): Play[] {
  const level = groupLevel(`q${k}group`, `play.level.q${k}group`, 1, k === 3 ? 165 : 55);
  const inFront = (d: Draw, xs: readonly number[]) => xs.filter((x) => d.slice(0, k).includes(x)).length;
  return [
    p(ctx, `q${k}.group.fushi`, 'fushi', {
      symmetry: (sel) => ({ ...rowsSymmetry(sel), positions: [range(0, k - 1)] }),
      ticketPlayExample: example('x5.frontGroup', { k }),
      shape: { kind: 'rows', rows: [row('group', k)] },
      levels: [level],
      count: (sel) => choose(rowOf(sel, 0).length, k),
      settle: (sel, d) => win(level.key, inFront(d, rowOf(sel, 0)) === k ? 1 : 0),
    }),
    p(ctx, `q${k}.group.danshi`, 'danshi', {
      symmetry: (sel) => ({ ...rowsSymmetry(sel), positions: [range(0, k - 1)] }),
      ticketPlayExample: example('x5.frontGroupDanshi', { k }),
      shape: { kind: 'text', rows: [], text: text(k, true) },
      levels: [level],
      count: (sel) => sel.tokens?.length ?? 0,
      settle: (sel, d) => win(level.key, (sel.tokens ?? []).filter((t) => inFront(d, t) === k).length),
    }),
    p(ctx, `q${k}.group.dantuo`, 'dantuo', {
      symmetry: (sel) => ({ ...rowsSymmetry(sel), positions: [range(0, k - 1)] }),
      ticketPlayExample: example('x5.frontDantuo', { k }),
      shape: { kind: 'bankerDrag', rows: [row('banker', 1, k - 1, 'banker'), row('drag', 1, MAX_BALLS, 'drag')] },
      levels: [level],
      count: (sel) => choose(rowOf(sel, 1).length, k - rowOf(sel, 0).length),
      settle: (sel, d) => {
        const b = rowOf(sel, 0);
        return win(level.key, inFront(d, b) === b.length && inFront(d, rowOf(sel, 1)) === k - b.length ? 1 : 0);
      },
    }),
  ];
}

function renxuan(ctx: X5Ctx, k: number): Play[] {
  const [pNum, pDen] = renxuanP(k);
  const level = groupLevel(`r${k}`, `play.level.x5.r${k}`, pNum, pDen);
  const drawn = (d: Draw, xs: readonly number[]) => xs.filter((x) => d.includes(x)).length;
  const plays = [
    p(ctx, `r${k}.fushi`, 'fushi', {
      symmetry: (sel) => ({ ...rowsSymmetry(sel), positions: [[0, 1, 2, 3, 4]] }),
      ticketPlayExample: example('x5.renxuan', { k }),
      shape: { kind: 'rows', rows: [row('pick', k)] },
      levels: [level],
      count: (sel) => choose(rowOf(sel, 0).length, k),
      settle: (sel, d) => win(level.key, renxuanWins(k, rowOf(sel, 0).length, drawn(d, rowOf(sel, 0)))),
    }),
    p(ctx, `r${k}.danshi`, 'danshi', {
      symmetry: (sel) => ({ ...rowsSymmetry(sel), positions: [[0, 1, 2, 3, 4]] }),
      // One level, one win per ticket meeting the drawn set: the best draw is the 5-set of the
      // 462 that the most tickets meet — counted from the tickets' own subsets (k ≤ 5: a 5-set
      // meets the tickets among its k-subsets; k > 5: a ticket meets each of its 5-subsets).
      frontier: (sel) => {
        const tokens = sel.tokens ?? [];
        if (!tokens.length) return undefined;
        const mask = (xs: readonly number[]) => xs.reduce((a, x) => a | (1 << x), 0);
        const count = new Map<number, number>();
        let best: readonly number[] = BALLS.slice(0, 5);
        let most = -1;
        if (k <= 5) {
          for (const t of tokens) count.set(mask(t), (count.get(mask(t)) ?? 0) + 1);
          for (const set of combinations(BALLS, 5)) {
            let n = 0;
            for (const sub of combinations(set, k)) n += count.get(mask(sub)) ?? 0;
            if (n > most) [most, best] = [n, set];
          }
        } else
          for (const t of tokens)
            for (const set of combinations(t, 5)) {
              const m = mask(set);
              const n = (count.get(m) ?? 0) + 1;
              count.set(m, n);
              if (n > most) [most, best] = [n, [...set].sort((a, b) => a - b)];
            }
        const draw = [...best];
        return [{ outcome: win(level.key, tokens.filter((t) => drawn(draw, t) === Math.min(k, 5)).length), draw }];
      },
      ticketPlayExample: example('x5.renxuanDanshi', { k }),
      shape: { kind: 'text', rows: [], text: text(k, true) },
      levels: [level],
      count: (sel) => sel.tokens?.length ?? 0,
      settle: (sel, d) => win(level.key, (sel.tokens ?? []).filter((t) => drawn(d, t) === Math.min(k, 5)).length),
    }),
  ];
  if (k >= 2)
    plays.push(
      p(ctx, `r${k}.dantuo`, 'dantuo', {
      symmetry: (sel) => ({ ...rowsSymmetry(sel), positions: [[0, 1, 2, 3, 4]] }),
        ticketPlayExample: example('x5.renxuanDantuo', { k }),
        shape: { kind: 'bankerDrag', rows: [row('banker', 1, k - 1, 'banker'), row('drag', 1, MAX_BALLS, 'drag')] },
        levels: [level],
        count: (sel) => choose(rowOf(sel, 1).length, k - rowOf(sel, 0).length),
        settle: (sel, d) =>
          win(
            level.key,
            dantuoWins(k, rowOf(sel, 0).length, rowOf(sel, 1).length, drawn(d, rowOf(sel, 0)), drawn(d, rowOf(sel, 1))),
          ),
      }),
    );
  return plays;
}

/** 定单双 options: number of odd numbers among the 5 (0 … 5); sets per 462: 1, 30, 150, 200, 75, 6. */
const ODD_SETS = [1, 30, 150, 200, 75, 6];
/** 猜中位: the 3rd smallest, 03 … 09; sets per 462: C(m−1,2)·C(11−m,2). */
const middleSets = (m: number) => choose(m - 1, 2) * choose(11 - m, 2);

function funPlays(ctx: X5Ctx): Play[] {
  return [
    p(ctx, 'fun.oddCount', 'oddCount', {
      symmetry: () => ({ classOf: (v) => v % 2, positions: [[0, 1, 2, 3, 4]] }),
      ticketPlayExample: example('x5.oddCount'),
      shape: {
        kind: 'rows',
        rows: [{ key: 'oddCount', nameKey: 'play.row.oddCount', values: range(0, 5), valueKeys: range(0, 5).map((j) => `play.opt.odd${j}`), minPicks: 1, maxPicks: 6 }],
      },
      levels: range(0, 5).map((j) => groupLevel(`odd${j}`, `play.opt.odd${j}`, ODD_SETS[j] as number, 462)),
      count: (sel) => rowOf(sel, 0).length,
      settle: (sel, d) => {
        const j = d.filter((x) => x % 2 === 1).length;
        return rowOf(sel, 0).includes(j) ? win(`odd${j}`, 1) : NO_WIN;
      },
    }),
    p(ctx, 'fun.middle', 'middle', {
      symmetry: () => ({ positions: [[0, 1, 2, 3, 4]] }),
      ticketPlayExample: example('x5.middle'),
      shape: { kind: 'rows', rows: [{ ...row('middle', 1, 7), values: range(3, 9) }] },
      levels: [3, 4, 5, 6].map((m) => groupLevel(`mid${m}`, `play.level.mid${m}`, middleSets(m), 462)),
      count: (sel) => rowOf(sel, 0).length,
      settle: (sel, d) => {
        const m = [...d].sort((a, b) => a - b)[2] as number;
        return rowOf(sel, 0).includes(m) ? win(`mid${Math.min(m, 12 - m)}`, 1) : NO_WIN;
      },
    }),
  ];
}

// ---------------------------------------------------------------- two-sided

function x5Credit(ctx: X5Ctx): Play[] {
  const sum = (d: Draw) => d.reduce((a, b) => a + b, 0);
  // Convention A pushes a drawn 11 (大小 and 单双) and sum 30 (大小); B counts 11 as 大·单 and loses 大小 on 30.
  const ballRow = (i: number): CreditRow<Draw> => {
    const v = (d: Draw) => d[i] as number;
    const opt = (key: string, test: (x: number) => boolean) => ({
      key,
      odds: 1980,
      resolve: (d: Draw, t: { x5Convention: 'A' | 'B' }): Verdict => (t.x5Convention === 'A' && v(d) === 11 ? 'push' : bool(test(v(d)))),
    });
    return {
      key: POS[i] as string,
      nameKey: `play.row.ball${i + 1}`,
      options: [opt('big', (x) => x >= 6), opt('small', (x) => x <= 5), opt('odd', (x) => x % 2 === 1), opt('even', (x) => x % 2 === 0)],
    };
  };
  const sumOpt = (key: string, a: (s: number) => Verdict, b: (s: number) => Verdict) => ({
    key,
    odds: 1980,
    resolve: (d: Draw, t: { x5Convention: 'A' | 'B' }) => (t.x5Convention === 'A' ? a(sum(d)) : b(sum(d))),
  });
  const shape = (xs: number[]): 'straight' | 'halfStraight' | 'mixed6' => {
    // Consecutive on the circle 1…11 (11-1-2 wraps, [LP]).
    const adj = (a: number, b: number) => Math.abs(a - b) === 1 || Math.abs(a - b) === 10;
    const [a, b, c] = xs as [number, number, number];
    const n = (adj(a, b) ? 1 : 0) + (adj(b, c) ? 1 : 0) + (adj(a, c) ? 1 : 0);
    return n >= 2 ? 'straight' : n === 1 ? 'halfStraight' : 'mixed6';
  };
  return [
    creditPlay({ id: ctx.id(), code: 'x5.dbl.ballBsoe', nameKey: 'play.name.dbl.ballBsoe', rows: range(0, 4).map(ballRow) }),
    creditPlay({
      id: ctx.id(),
      code: 'x5.dbl.ball',
      nameKey: 'play.name.dbl.ball',
      rows: range(0, 4).map((i) => ({
        key: POS[i] as string,
        nameKey: `play.row.ball${i + 1}`,
        options: BALLS.map((n) => ({ key: `n${n}`, level: 'ballNumber', odds: 10450, resolve: (d: Draw) => bool(d[i] === n) })),
      })),
    }),
    creditPlay({
      id: ctx.id(),
      code: 'x5.dbl.sum',
      nameKey: 'play.name.dbl.sum',
      rows: [
        {
          key: 'sum',
          nameKey: 'play.row.sum',
          options: [
            sumOpt('big', (s) => (s === 30 ? 'push' : bool(s > 30)), (s) => bool(s >= 31)),
            sumOpt('small', (s) => (s === 30 ? 'push' : bool(s < 30)), (s) => bool(s <= 29)),
            sumOpt('odd', (s) => bool(s % 2 === 1), (s) => bool(s % 2 === 1)),
            sumOpt('even', (s) => bool(s % 2 === 0), (s) => bool(s % 2 === 0)),
            { key: 'sum30', odds: 10000, resolve: (d) => bool(sum(d) === 30) },
            { key: 'tailBig', odds: 1980, resolve: (d) => bool(sum(d) % 10 >= 5) },
            { key: 'tailSmall', odds: 1980, resolve: (d) => bool(sum(d) % 10 < 5) },
          ],
        },
      ],
    }),
    creditPlay({
      id: ctx.id(),
      code: 'x5.dbl.dt',
      nameKey: 'play.name.dbl.dt',
      rows: [
        {
          key: 'dt',
          nameKey: 'play.row.dt.04',
          options: [
            { key: 'dragon', odds: 1980, resolve: (d) => bool((d[0] as number) > (d[4] as number)) },
            { key: 'tiger', odds: 1980, resolve: (d) => bool((d[0] as number) < (d[4] as number)) },
          ],
        },
      ],
    }),
    creditPlay({
      id: ctx.id(),
      code: 'x5.dbl.shape',
      nameKey: 'play.name.dbl.shape',
      rows: (
        [
          ['q3', 0],
          ['z3', 1],
          ['h3', 2],
        ] as const
      ).map(([key, from]) => ({
        key,
        nameKey: `play.cat.${key}`,
        options: (
          [
            ['straight', 14250],
            ['halfStraight', 2030],
            ['mixed6', 2030],
          ] as const
        ).map(([k, odds]) => ({ key: k, odds, resolve: (d: Draw) => bool(shape(d.slice(from, from + 3)) === k) })),
      })),
    }),
  ];
}

export function buildX5(): Family {
  const ctx: X5Ctx = { id: idCounter(5000) };
  const bdwLevel: PrizeLevel = groupLevel('q3bdw', 'play.level.q3bdw', 3, 11);
  const dwdLevel: PrizeLevel = groupLevel('dwd', 'play.level.direct1', 1, 11);
  const spec: CatalogueSpec<Draw> = [
    ['q3', [['direct', frontDirect(ctx, 3)], ['group', frontGroup(ctx, 3)]]],
    ['q2', [['direct', frontDirect(ctx, 2)], ['group', frontGroup(ctx, 2)]]],
    [
      'bdw',
      [
        [
          'bdw',
          [
            p(ctx, 'q3.bdw', 'bdw1', {
      symmetry: (sel) => ({ ...rowsSymmetry(sel), positions: [[0, 1, 2]] }),
              ticketPlayExample: example('x5.bdw'),
              shape: { kind: 'rows', rows: [row('bdw', 1)] },
              levels: [bdwLevel],
              count: (sel) => rowOf(sel, 0).length,
              settle: (sel, d) => win('q3bdw', rowOf(sel, 0).filter((x) => d.slice(0, 3).includes(x)).length),
            }),
          ],
        ],
      ],
    ],
    [
      'dwd',
      [
        [
          'dwd',
          [
            p(ctx, 'dwd', 'dwd', {
      symmetry: 'rows',
              ticketPlayExample: example('dwd'),
              shape: { kind: 'rows', rows: POS.slice(0, 3).map((r) => row(r, 0)), minFilledRows: 1 },
              levels: [dwdLevel],
              count: (sel: Selection) => sel.rows.reduce((a, r) => a + r.length, 0),
              settle: (sel, d) => win('dwd', [0, 1, 2].filter((i) => rowOf(sel, i).includes(d[i] as number)).length),
            }),
          ],
        ],
      ],
    ],
    ['fun', [['fun', funPlays(ctx)]]],
    ['rx', range(1, 8).map((k) => [`r${k}`, renxuan(ctx, k)] as const)],
    ['double', [['double', x5Credit(ctx)]]],
  ];
  return {
    code: 'x5',
    nameKey: 'play.family.x5',
    draw: { length: 5, min: 1, max: 11, distinct: true, ordered: true },
    deriveDraw: (seed) => drawDistinct(seed, 5, 1, 11),
    isValidDraw: (d) => d.length === 5 && new Set(d).size === 5 && d.every((x) => Number.isInteger(x) && x >= 1 && x <= 11),
    catalogs: buildCatalogs('x5', 5000, spec),
    plays: spec.flatMap(([, subs]) => subs.flatMap(([, ps]) => ps)),
  };
}

export const X5 = buildX5();
