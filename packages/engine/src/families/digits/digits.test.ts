import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Draw, Family, Play, Selection } from '../../model.ts';
import { DEFAULT_TIES } from '../../model.ts';
import { combinations, product } from '../../combinatorics.ts';
import { bruteSettle, norm, selectionArb, type Ticket } from '../../testing/arbitraries.ts';
import { D3, P3, P5, SSC, shape3 } from './families.ts';
import { tupleTables } from './plays.ts';

// ------------------------------------------------------------ brute-force ticket expansion
// Written from the domain table (§2), independently of the play code: every ticket a selection
// stands for, as a predicate on the draw.

const SCOPES: Record<string, Record<string, number[]>> = {
  ssc: { '5x': [0, 1, 2, 3, 4], q4: [0, 1, 2, 3], h4: [1, 2, 3, 4], q3: [0, 1, 2], z3: [1, 2, 3], h3: [2, 3, 4], q2: [0, 1], h2: [3, 4] },
  '3d': { '3x': [0, 1, 2], q2: [0, 1], h2: [1, 2] },
  p3: { '3x': [0, 1, 2], q2: [0, 1], h2: [1, 2] },
  p5: { '5x': [0, 1, 2, 3, 4], q3: [0, 1, 2], q2: [0, 1], h2: [3, 4] },
};

const proj = (d: Draw, pos: readonly number[]) => pos.map((p) => d[p] as number);
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const kinds = (xs: readonly number[]) => new Set(xs).size;
const allTuples = (k: number) => [...product(Array.from({ length: k }, () => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))];
const allMultisets = (k: number) => allTuples(k).filter((t) => t.every((v, i) => i === 0 || (t[i - 1] as number) <= v));

/** Winning draws to test with: each exact / multiset ticket records where its digits go. */
const witnesses = new WeakMap<Ticket<Draw>, [readonly number[], readonly number[]]>();
function exact(pos: readonly number[], digits: readonly number[], level: string, tag = ''): Ticket<Draw> {
  const want = digits.join('');
  const t: Ticket<Draw> = { key: `E${tag}${pos.join('')}:${want}`, level, match: (d) => proj(d, pos).join('') === want };
  witnesses.set(t, [pos, digits]);
  return t;
}
function multiset(pos: readonly number[], digits: readonly number[], level: string): Ticket<Draw> {
  const want = sorted(digits).join('');
  const t: Ticket<Draw> = { key: `M${pos.join('')}:${want}`, level, match: (d) => sorted(proj(d, pos)).join('') === want };
  witnesses.set(t, [pos, [...digits].reverse()]);
  return t;
}
/** Draws on which some of the tickets win (the rest of the draw from `rnd`). */
function winningDraws(tickets: readonly Ticket<Draw>[], length: number, rnd: readonly number[]): Draw[] {
  return tickets.slice(0, 8).flatMap((t) => {
    const w = witnesses.get(t);
    if (!w) return [];
    const d = rnd.slice(0, length);
    w[0].forEach((p, i) => (d[p] = w[1][i] as number));
    return [d];
  });
}
const g3Level = (t: readonly number[]) => (kinds(t) === 2 ? 'group3' : 'group6');
const bsoeOk = (o: number, v: number) => [v >= 5, v <= 4, v % 2 === 1, v % 2 === 0][o] as boolean;
const groupPatterns: Record<string, { sig: string; rows: number[] }> = {
  // multiplicity supplied by row 0, row 1
  '120': { sig: '11111', rows: [1] },
  '60': { sig: '2111', rows: [2, 1] },
  '30': { sig: '221', rows: [2, 1] },
  '20': { sig: '311', rows: [3, 1] },
  '10': { sig: '32', rows: [3, 2] },
  '5': { sig: '41', rows: [4, 1] },
  '24': { sig: '1111', rows: [1] },
  '12': { sig: '211', rows: [2, 1] },
  '6': { sig: '22', rows: [2] },
  '4': { sig: '31', rows: [3, 1] },
};

function expand(family: string, rest: string, scope: number[], sel: Selection): Ticket<Draw>[] {
  const k = scope.length;
  const r = (i: number) => sel.rows[i] ?? [];
  const toks = sel.tokens ?? [];
  switch (rest) {
    case 'direct.fushi':
      return [...product(sel.rows)].map((t) => exact(scope, t, `direct${k}`));
    case 'direct.danshi':
      return toks.map((t) => exact(scope, t, `direct${k}`));
    case 'direct.combo':
      return [...product(sel.rows)].flatMap((t, n) =>
        Array.from({ length: k }, (_, j) => exact(scope.slice(k - j - 1), t.slice(k - j - 1), `direct${j + 1}`, `${n}.`)),
      );
    case 'direct.sum':
      return allTuples(k)
        .filter((t) => r(0).includes(t.reduce((a, b) => a + b, 0)))
        .map((t) => exact(scope, t, `direct${k}`));
    case 'direct.span':
      return allTuples(k)
        .filter((t) => r(0).includes(Math.max(...t) - Math.min(...t)))
        .map((t) => exact(scope, t, `direct${k}`));
    case 'group.sum':
      return allMultisets(k)
        .filter((t) => (k === 3 ? kinds(t) > 1 : kinds(t) === 2) && r(0).includes(t.reduce((a, b) => a + b, 0)))
        .map((t) => multiset(scope, t, k === 3 ? g3Level(t) : 'group2'));
    case 'group.baodan':
      return allMultisets(k)
        .filter((t) => (k === 3 ? kinds(t) > 1 : kinds(t) === 2) && r(0).some((x) => t.includes(x)))
        .map((t) => multiset(scope, t, k === 3 ? g3Level(t) : 'group2'));
    case 'group.z3':
    case 'group.z6':
      return allMultisets(3)
        .filter((t) => kinds(t) === (rest === 'group.z3' ? 2 : 3) && t.every((x) => r(0).includes(x)))
        .map((t) => multiset(scope, t, rest === 'group.z3' ? 'group3' : 'group6'));
    case 'group.fushi':
      return allMultisets(2)
        .filter((t) => kinds(t) === 2 && t.every((x) => r(0).includes(x)))
        .map((t) => multiset(scope, t, 'group2'));
    case 'group.z3danshi':
      return toks.map((t) => multiset(scope, t, 'group3'));
    case 'group.z6danshi':
      return toks.map((t) => multiset(scope, t, 'group6'));
    case 'group.mixeddanshi':
      return toks.map((t) => multiset(scope, t, g3Level(t)));
    case 'group.g2danshi':
      return toks.map((t) => multiset(scope, t, 'group2'));
    case 'sumTail':
      return r(0).map((v) => ({ key: `${v}`, level: 'tail', match: (d) => proj(d, scope).reduce((a, b) => a + b, 0) % 10 === v }));
    case 'special':
      return r(0).map((o) => ({
        key: `${o}`,
        level: ['leopard', 'straight', 'pair'][o] as string,
        match: (d) => {
          const t = sorted(proj(d, scope));
          if (o === 0) return kinds(t) === 1;
          if (o === 2) return kinds(t) === 2;
          return ['012', '123', '234', '345', '456', '567', '678', '789', '089', '019'].includes(t.join(''));
        },
      }));
    case 'dwd':
      return scope.flatMap((p, i) => r(i).map((v) => exact([p], [v], 'direct1')));
    case 'bsoe':
      return [...product(sel.rows)].map((opts) => ({
        key: opts.join(','),
        level: `bsoe${k}`,
        match: (d) => opts.every((o, i) => bsoeOk(o, d[scope[i] as number] as number)),
      }));
  }
  const bdw = /^bdw(\d)$/.exec(rest);
  if (bdw) {
    const n = Number(bdw[1]);
    return [...combinations(r(0), n)].map((c) => ({
      key: c.join(','),
      level: `bdw${n}`,
      match: (d) => c.every((x) => proj(d, scope).includes(x)),
    }));
  }
  const g = /^group\.g(\d+)$/.exec(rest);
  if (g) {
    const pat = groupPatterns[g[1] as string] as { sig: string; rows: number[] };
    return allMultisets(k)
      .filter((t) => {
        const c = new Map<number, number>();
        for (const x of t) c.set(x, (c.get(x) ?? 0) + 1);
        if ([...c.values()].sort((a, b) => b - a).join('') !== pat.sig) return false;
        return [...c].every(([digit, m]) => r(pat.rows.indexOf(m)).includes(digit));
      })
      .map((t) => multiset(scope, t, `group${g[1]}`));
  }
  throw new Error(`no brute force for ${family} ${rest}`);
}

function bruteTickets(family: string, play: Play, sel: Selection): Ticket<Draw>[] {
  const [, scopeCode, ...restParts] = play.code.split('.');
  const rest = restParts.join('.');
  if (scopeCode === 'x' && rest.startsWith('fun')) {
    const t = Number(rest.slice(3));
    return (sel.rows[0] ?? []).map((v) => ({ key: `${v}`, level: `fun${t}`, match: (d) => d.filter((x) => x === v).length >= t }));
  }
  if (scopeCode === 'x' && rest === 'dt') {
    const pairs = [...combinations([0, 1, 2, 3, 4], 2)];
    return pairs.flatMap(([a, b], i) =>
      (sel.rows[i] ?? []).map((o) => ({
        key: `${i}:${o}`,
        level: o === 2 ? 'dtTie' : 'dt',
        match: (d: Draw) => {
          const x = d[a as number] as number;
          const y = d[b as number] as number;
          if (o === 2) return x === y;
          if (x === y) return DEFAULT_TIES.dragonTigerTie === 'refund' ? 'push' : false;
          return o === 0 ? x > y : x < y;
        },
      })),
    );
  }
  const any = /^r(\d)$/.exec(scopeCode as string);
  if (any) {
    const k = Number(any[1]);
    if (rest === 'direct.fushi') {
      return [...combinations([0, 1, 2, 3, 4], k)].flatMap((s) =>
        [...product(s.map((i) => sel.rows[i] ?? []))].map((t) => exact(s, t, `direct${k}`)),
      );
    }
    // Every k-subset of the checked positions is its own scope; keys carry the subset.
    return [...combinations(sorted(sel.positions ?? []), k)].flatMap((s) =>
      expand(family, rest, s, sel).map((t) => ({ ...t, key: `${s.join('')}|${t.key}` })),
    );
  }
  return expand(family, rest, SCOPES[family]?.[scopeCode as string] as number[], sel);
}

const FAMILIES: Family[] = [SSC, D3, P3, P5];

function scopeOf(family: string, play: Play): number[] | undefined {
  const scopeCode = play.code.split('.')[1] as string;
  return SCOPES[family]?.[scopeCode];
}

/** Draws for a play: exhaustive over its scope when it has ≤ 3 digits (other digits random), else sampled. */
function drawsFor(family: Family, play: Play, rnd: number[]): Draw[] {
  const scope = scopeOf(family.code, play);
  if (scope && scope.length <= 3 && !play.code.includes('.r')) {
    return [...product(scope.map(() => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))].map((t) => {
      const d = rnd.slice(0, family.draw.length);
      scope.forEach((p, i) => (d[p] = t[i] as number));
      return d;
    });
  }
  const out: Draw[] = [];
  for (let i = 0; i + family.draw.length <= rnd.length; i += family.draw.length) out.push(rnd.slice(i, i + family.draw.length));
  return out;
}

describe.each(FAMILIES.map((f) => [f.code, f] as const))('%s standard plays: brute force', (_code, family) => {
  const plays = family.plays.filter((p) => p.market === 'standard');
  it.each(plays.map((p) => [p.code, p] as const))('%s', (_c, play) => {
    fc.assert(
      fc.property(
        selectionArb(play, 4, 5),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 200, maxLength: 200 }),
        (sel, rnd) => {
          const v = play.validate(sel);
          if (!v.ok) {
            expect(play.countBets(sel)).toBe(0);
            return;
          }
          const tickets = bruteTickets(family.code, play, sel);
          const keys = new Set(tickets.map((t) => t.key));
          expect(keys.size).toBe(tickets.length);
          expect(play.countBets(sel)).toBe(tickets.length);
          const sample = [...tickets].sort((x, y) => (x.key < y.key ? -1 : 1)).filter((_, i) => i % 7 === 0);
          for (const draw of [...drawsFor(family, play, rnd), ...winningDraws(sample, family.draw.length, rnd)]) {
            expect(norm(play.settle(sel, draw))).toEqual(norm(bruteSettle(tickets, draw)));
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});

// ------------------------------------------------------------ worked examples (domain §2)

const ssc = (code: string) => SSC.plays.find((p) => p.code === `ssc.${code}`) as Play;

describe('SSC worked examples', () => {
  it.each([
    ['5x.direct.fushi', { rows: [[1], [2], [3], [4], [5, 6]] }, 2],
    ['5x.direct.combo', { rows: [[1], [2], [3], [4], [5]] }, 5],
    ['5x.group.g120', { rows: [[0, 1, 2, 3, 4, 5]] }, 6],
    ['5x.group.g60', { rows: [[1], [2, 3, 4]] }, 1],
    ['5x.group.g60', { rows: [[1, 2], [1, 2, 3, 4]] }, 2 * 1 + 0 + 0], // a=1: C(|{2,3,4}|,3)=1, a=2: C(|{1,3,4}|,3)=1
    ['5x.group.g30', { rows: [[1, 2, 3], [4]] }, 3],
    ['5x.group.g20', { rows: [[1], [2, 3, 4]] }, 3],
    ['5x.group.g10', { rows: [[1, 2], [1, 2, 3]] }, 4],
    ['5x.group.g5', { rows: [[1], [1, 2]] }, 1],
    ['h4.group.g24', { rows: [[1, 2, 3, 4, 5]] }, 5],
    ['h4.group.g6', { rows: [[1, 2, 3]] }, 3],
    ['h3.direct.sum', { rows: [[0, 27, 13]] }, 1 + 1 + 75],
    ['h3.direct.span', { rows: [[0, 9]] }, 10 + 54],
    ['h3.group.z3', { rows: [[1, 2, 3]] }, 6],
    ['h3.group.z6', { rows: [[1, 2, 3, 4]] }, 4],
    ['h3.group.sum', { rows: [[1, 13]] }, 1 + 15],
    ['h3.group.baodan', { rows: [[5]] }, 54],
    ['h2.group.baodan', { rows: [[5]] }, 9],
    ['h2.direct.sum', { rows: [[9]] }, 10],
    ['h2.direct.span', { rows: [[1]] }, 18],
    ['h2.group.sum', { rows: [[9]] }, 5],
    ['5x.dwd', { rows: [[1, 2], [], [3], [], []] }, 3],
    ['h4.bdw2', { rows: [[1, 2, 3, 4]] }, 6],
    ['h2.bsoe', { rows: [[0, 1], [2, 3]] }, 4],
    ['x.dt', { rows: [[0, 1, 2], [1], [], [], [], [], [], [], [], []] }, 4],
    ['r2.direct.fushi', { rows: [[1], [2], [3], [], []] }, 3],
    ['r3.direct.fushi', { rows: [[1, 2], [2], [3], [4], []] }, 2 + 2 + 2 + 1],
  ] as [string, Selection, number][])('%s %j → %i bets', (code, sel, n) => {
    const play = ssc(code);
    expect(play.validate(sel)).toEqual({ ok: true });
    expect(play.countBets(sel)).toBe(n);
  });

  it('任选 with positions: C(p,k) × base', () => {
    const p = ssc('r3.group.z3');
    expect(p.countBets({ rows: [[1, 2]], positions: [0, 1, 2, 3] })).toBe(4 * 2);
    expect(p.validate({ rows: [[1, 2]], positions: [0, 1] })).toEqual({ ok: false, code: 'POSITIONS_TOO_FEW' });
    expect(p.validate({ rows: [[1, 2]], positions: [0, 1, 7] })).toEqual({ ok: false, code: 'POSITION_OUT_OF_RANGE' });
    expect(p.validate({ rows: [[1, 2]], positions: [0, 0, 1] })).toEqual({ ok: false, code: 'DUPLICATE_VALUE' });
    expect(p.validate({ rows: [[1]], positions: [0, 1, 2] })).toEqual({ ok: false, code: 'SELECTION_TOO_SMALL', row: 0 });
    // draw 1 1 2 x x with positions 万千百: 组三 wins once.
    expect(p.settle({ rows: [[1, 2]], positions: [0, 1, 2] }, [1, 1, 2, 5, 6])).toEqual({ wins: { group3: 1 }, pushes: 0 });
  });

  it('组合 pays each star level', () => {
    expect(ssc('5x.direct.combo').settle({ rows: [[1], [2], [3], [4], [5]] }, [9, 2, 3, 4, 5])).toEqual({
      wins: { direct4: 1, direct3: 1, direct2: 1, direct1: 1 },
      pushes: 0,
    });
  });

  it('sum, span and group tables match the reference', () => {
    const t3 = tupleTables(3);
    expect(t3.bySum.slice(0, 15)).toEqual([1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75]);
    expect(t3.bySpan).toEqual([10, 54, 96, 126, 144, 150, 144, 126, 96, 54]);
    expect(t3.groupBySum.slice(1, 14)).toEqual([1, 2, 2, 4, 5, 6, 8, 10, 11, 13, 14, 14, 15]);
    const t2 = tupleTables(2);
    expect(t2.bySum.slice(0, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9]);
    expect(t2.bySpan).toEqual([10, 18, 16, 14, 12, 10, 8, 6, 4, 2]);
    expect(t2.groupBySum.slice(1, 12)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 4, 4]);
  });

  it('validation codes', () => {
    const p = ssc('5x.direct.fushi');
    expect(p.validate({ rows: [[1], [2], [3], [4]] })).toEqual({ ok: false, code: 'ROW_COUNT' });
    expect(p.validate({ rows: [[], [], [], [], []] })).toEqual({ ok: false, code: 'SELECTION_EMPTY' });
    expect(p.validate({ rows: [[1], [2], [3], [4], []] })).toEqual({ ok: false, code: 'SELECTION_TOO_SMALL', row: 4 });
    expect(p.validate({ rows: [[1], [2], [3], [4], [10]] })).toEqual({ ok: false, code: 'VALUE_OUT_OF_RANGE', row: 4 });
    expect(p.validate({ rows: [[1, 1], [2], [3], [4], [5]] })).toEqual({ ok: false, code: 'DUPLICATE_VALUE', row: 0 });
    expect(ssc('h3.group.baodan').validate({ rows: [[1, 2]] })).toEqual({ ok: false, code: 'SELECTION_TOO_LARGE', row: 0 });
    expect(ssc('5x.group.g60').validate({ rows: [[1], [1, 2, 3]] })).toEqual({ ok: false, code: 'SELECTION_TOO_SMALL' });
    expect(ssc('5x.dwd').validate({ rows: [[], [], [], [], []] })).toEqual({ ok: false, code: 'SELECTION_EMPTY' });
    expect(ssc('r2.direct.fushi').validate({ rows: [[1], [], [], [], []] })).toEqual({ ok: false, code: 'SELECTION_TOO_SMALL' });
    expect(ssc('5x.direct.danshi').validate({ rows: [] })).toEqual({ ok: false, code: 'TOKENS_EMPTY' });
    expect(ssc('5x.direct.danshi').validate({ rows: [], tokens: [[1, 2, 3]] })).toEqual({ ok: false, code: 'TOKEN_INVALID' });
    expect(ssc('5x.direct.danshi').validate({ rows: [], tokens: [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5]] })).toEqual({
      ok: false,
      code: 'DUPLICATE_VALUE',
    });
    expect(p.countBets({ rows: [[1]] })).toBe(0);
  });

  it('特殊号 and 龙虎 settle by the reference rules', () => {
    const sp = ssc('h3.special');
    expect(sp.settle({ rows: [[0, 1, 2]] }, [0, 0, 9, 0, 1])).toEqual({ wins: { straight: 1 }, pushes: 0 });
    expect(sp.settle({ rows: [[0, 1, 2]] }, [0, 0, 7, 7, 7])).toEqual({ wins: { leopard: 1 }, pushes: 0 });
    expect(sp.settle({ rows: [[0, 1, 2]] }, [0, 0, 7, 1, 7])).toEqual({ wins: { pair: 1 }, pushes: 0 });
    expect(sp.settle({ rows: [[0, 1, 2]] }, [0, 0, 7, 1, 3])).toEqual({ wins: {}, pushes: 0 });
    const dt = ssc('x.dt');
    const sel = { rows: [[0, 1, 2], [], [], [], [], [], [], [], [], []] };
    expect(dt.settle(sel, [3, 3, 0, 0, 0])).toEqual({ wins: { dtTie: 1 }, pushes: 0 });
    expect(dt.settle(sel, [3, 3, 0, 0, 0], { ...DEFAULT_TIES, dragonTigerTie: 'refund' })).toEqual({
      wins: { dtTie: 1 },
      pushes: 2,
    });
    expect(dt.settle(sel, [4, 3, 0, 0, 0])).toEqual({ wins: { dt: 1 }, pushes: 0 });
  });
});

// ------------------------------------------------------------ probabilities of the levels

describe('level probabilities equal the reference p (exhaustive over 10^5 SSC draws)', () => {
  const draws = [...product([0, 1, 2, 3, 4].map(() => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))];
  it.each([
    ['5x.direct.fushi', { rows: [[1], [2], [3], [4], [5]] }, 'direct5'],
    ['5x.group.g120', { rows: [[0, 1, 2, 3, 4]] }, 'group120'],
    ['5x.group.g60', { rows: [[1], [2, 3, 4]] }, 'group60'],
    ['5x.group.g30', { rows: [[1, 2], [3]] }, 'group30'],
    ['5x.group.g20', { rows: [[1], [2, 3]] }, 'group20'],
    ['5x.group.g10', { rows: [[1], [2]] }, 'group10'],
    ['5x.group.g5', { rows: [[1], [2]] }, 'group5'],
    ['h4.group.g24', { rows: [[1, 2, 3, 4]] }, 'group24'],
    ['h4.group.g12', { rows: [[1], [2, 3]] }, 'group12'],
    ['h4.group.g6', { rows: [[1, 2]] }, 'group6'],
    ['h4.group.g4', { rows: [[1], [2]] }, 'group4'],
    ['h3.group.z3', { rows: [[1, 2]] }, 'group3'],
    ['h3.group.z6', { rows: [[1, 2, 3]] }, 'group6'],
    ['h2.group.fushi', { rows: [[1, 2]] }, 'group2'],
    ['h3.bdw1', { rows: [[1]] }, 'bdw1'],
    ['h3.bdw2', { rows: [[1, 2]] }, 'bdw2'],
    ['h4.bdw1', { rows: [[1]] }, 'bdw1'],
    ['h4.bdw2', { rows: [[1, 2]] }, 'bdw2'],
    ['5x.bdw2', { rows: [[1, 2]] }, 'bdw2'],
    ['5x.bdw3', { rows: [[1, 2, 3]] }, 'bdw3'],
    ['x.fun1', { rows: [[1]] }, 'fun1'],
    ['x.fun2', { rows: [[1]] }, 'fun2'],
    ['x.fun3', { rows: [[1]] }, 'fun3'],
    ['x.fun4', { rows: [[1]] }, 'fun4'],
    ['h3.special', { rows: [[0]] }, 'leopard'],
    ['h3.special', { rows: [[1]] }, 'straight'],
    ['h3.special', { rows: [[2]] }, 'pair'],
    ['h2.bsoe', { rows: [[0], [2]] }, 'bsoe2'],
    ['h3.bsoe', { rows: [[0], [2], [3]] }, 'bsoe3'],
    ['h3.sumTail', { rows: [[3]] }, 'tail'],
    ['5x.dwd', { rows: [[1], [], [], [], []] }, 'direct1'],
    ['x.dt', { rows: [[0], [], [], [], [], [], [], [], [], []] }, 'dt'],
    ['x.dt', { rows: [[2], [], [], [], [], [], [], [], [], []] }, 'dtTie'],
  ] as [string, Selection, string][])('%s %s', (code, sel, level) => {
    const play = ssc(code);
    const lvl = play.levels.find((l) => l.key === level);
    if (lvl?.payout.kind !== 'group') throw new Error('not a group level');
    let wins = 0;
    for (const d of draws) wins += play.settle(sel, d).wins[level] ?? 0;
    // Average wins per bet over all draws = the level's p.
    expect(wins / draws.length / play.countBets(sel)).toBeCloseTo(lvl.payout.pNum / lvl.payout.pDen, 12);
  });
});

describe('credit (双面) digit plays', () => {
  const play = (code: string) => SSC.plays.find((p) => p.code === `ssc.dbl.${code}`) as Play;
  it('shapes of three digits follow 豹子 > 顺子 > 对子 > 半顺 > 杂六 with wrap', () => {
    expect(shape3([7, 7, 7])).toBe('leopard');
    expect(shape3([9, 0, 1])).toBe('straight');
    expect(shape3([2, 2, 5])).toBe('pair');
    expect(shape3([1, 2, 7])).toBe('halfStraight');
    expect(shape3([9, 4, 0])).toBe('halfStraight');
    expect(shape3([1, 3, 7])).toBe('mixed6');
    const c: Record<string, number> = {};
    for (const t of product([0, 1, 2].map(() => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))) c[shape3(t)] = (c[shape3(t)] ?? 0) + 1;
    expect(c).toEqual({ leopard: 10, straight: 60, pair: 270, halfStraight: 360, mixed6: 300 });
  });

  it('总和 大 ≥ 23 has p = .5; one bet per option; 龙虎 push on refund setting', () => {
    const sum = play('sum');
    let big = 0;
    for (const d of product([0, 1, 2, 3, 4].map(() => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))) big += sum.settle({ rows: [[0]] }, d).wins.big ?? 0;
    expect(big).toBe(50000);
    expect(sum.countBets({ rows: [[0, 1, 2, 3]] })).toBe(4);
    const dt = play('dt');
    expect(dt.settle({ rows: [[0, 1, 2]] }, [5, 0, 0, 0, 5])).toEqual({ wins: { tie: 1 }, pushes: 0 });
    expect(dt.settle({ rows: [[0, 1, 2]] }, [5, 0, 0, 0, 5], { ...DEFAULT_TIES, dragonTigerTie: 'refund' })).toEqual({
      wins: { tie: 1 },
      pushes: 2,
    });
    expect(dt.settle({ rows: [[0, 1]] }, [6, 0, 0, 0, 5])).toEqual({ wins: { dragon: 1 }, pushes: 0 });
    expect(play('ball').settle({ rows: [[3], [], [], [], [4]] }, [3, 0, 0, 0, 4])).toEqual({ wins: { ballNumber: 2 }, pushes: 0 });
    expect(play('ballBsoe').settle({ rows: [[0, 1, 2, 3], [], [], [], []] }, [7, 0, 0, 0, 4])).toEqual({
      wins: { big: 1, odd: 1 },
      pushes: 0,
    });
    expect(play('shape').settle({ rows: [[0], [], [1]] }, [1, 1, 1, 2, 3])).toEqual({ wins: { leopard: 1, straight: 1 }, pushes: 0 });
  });

  it('3D credit sum uses 大 ≥ 14 and 龙虎 百 vs 个', () => {
    const sum = D3.plays.find((p) => p.code === '3d.dbl.sum') as Play;
    expect(sum.settle({ rows: [[0, 1]] }, [5, 5, 4])).toEqual({ wins: { big: 1 }, pushes: 0 });
    expect(sum.settle({ rows: [[0, 1]] }, [5, 5, 3])).toEqual({ wins: { small: 1 }, pushes: 0 });
    const dt = D3.plays.find((p) => p.code === '3d.dbl.dt') as Play;
    expect(dt.settle({ rows: [[0]] }, [5, 0, 3])).toEqual({ wins: { dragon: 1 }, pushes: 0 });
  });
});

describe('digit families', () => {
  it.each(FAMILIES.map((f) => [f.code, f] as const))('%s: unique ids and codes, valid derived draws', (_c, f) => {
    expect(new Set(f.plays.map((p) => p.id)).size).toBe(f.plays.length);
    expect(new Set(f.plays.map((p) => p.code)).size).toBe(f.plays.length);
    const inCatalog = f.catalogs.flatMap((c) => c.subCatalogs.flatMap((s) => s.playIds));
    expect(inCatalog.sort()).toEqual(f.plays.map((p) => p.id).sort());
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (seed) => {
        const d = f.deriveDraw(seed);
        expect(f.isValidDraw(d)).toBe(true);
      }),
      { numRuns: 50 },
    );
    expect(f.isValidDraw([1, 2])).toBe(false);
    expect(f.isValidDraw(new Array<number>(f.draw.length).fill(10))).toBe(false);
  });
});
