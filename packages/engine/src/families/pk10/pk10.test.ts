import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Draw, Play, Selection } from '../../model.ts';
import { DEFAULT_TIES } from '../../model.ts';
import { product } from '../../combinatorics.ts';
import { bruteSettle, norm, selectionArb, type Ticket } from '../../testing/arbitraries.ts';
import { PK10, PK10_SUM_WAYS } from './pk10.ts';

const CARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const play = (code: string) => PK10.plays.find((p) => p.code === `pk10.${code}`) as Play;
const permArb = fc.shuffledSubarray(CARS, { minLength: 10, maxLength: 10 });

function tickets(p: Play, sel: Selection): Ticket<Draw>[] {
  const code = p.code.slice(5);
  let m: RegExpExecArray | null;
  const ordered = (t: readonly number[], level: string): Ticket<Draw> => ({
    key: t.join(','),
    level,
    match: (d) => t.every((x, i) => d[i] === x),
  });
  if ((m = /^top(\d)\.fushi$/.exec(code)))
    return [...product(sel.rows)].filter((t) => new Set(t).size === t.length).map((t) => ordered(t, `top${m?.[1]}`));
  if ((m = /^top(\d)\.danshi$/.exec(code))) return (sel.tokens ?? []).map((t) => ordered(t, `top${m?.[1]}`));
  if (code === 'dwd') return sel.rows.flatMap((r, i) => r.map((x) => ({ key: `${i}:${x}`, level: 'pos', match: (d: Draw) => d[i] === x })));
  if (code === 'sum')
    return (sel.rows[0] ?? []).map((s) => ({
      key: `${s}`,
      level: `sum${[...product([CARS, CARS])].filter(([a, b]) => a !== b && (a as number) + (b as number) === s).length}`,
      match: (d: Draw) => (d[0] as number) + (d[1] as number) === s,
    }));
  throw new Error(code);
}

describe('PK10 standard plays: brute force over sampled permutations', () => {
  it.each(PK10.plays.filter((p) => p.market === 'standard').map((p) => [p.code, p] as const))('%s', (_c, p) => {
    fc.assert(
      fc.property(selectionArb(p, 5, 6), fc.array(permArb, { minLength: 40, maxLength: 40 }), (sel, draws) => {
        if (!p.validate(sel).ok) {
          expect(p.countBets(sel)).toBe(0);
          return;
        }
        const ts = tickets(p, sel);
        expect(new Set(ts.map((t) => t.key)).size).toBe(ts.length);
        expect(p.countBets(sel)).toBe(ts.length);
        // Tickets that must win: put a ticket's numbers first in one draw.
        const forced = ts.slice(0, 3).map((t) => {
          const head = t.key.split(',').map(Number);
          return head.length > 1 || p.code.includes('top') ? [...head, ...CARS.filter((c) => !head.includes(c))] : CARS;
        });
        for (const d of [...draws, ...forced]) expect(norm(p.settle(sel, d))).toEqual(norm(bruteSettle(ts, d)));
      }),
      { numRuns: 20 },
    );
  });

  it('counts and sum classes', () => {
    expect(PK10_SUM_WAYS).toEqual([2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2]);
    expect(play('top3.fushi').countBets({ rows: [CARS, CARS, CARS] })).toBe(720);
    expect(play('top5.fushi').countBets({ rows: [CARS, CARS, CARS, CARS, CARS] })).toBe(30240);
    expect(play('top2.fushi').countBets({ rows: [[1, 2], [1, 2]] })).toBe(2);
    expect(play('top2.danshi').parseText?.('01 02,0102，02 01|01 01').tokens).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});

describe('PK10 two-sided', () => {
  const pairs = [...product([CARS, CARS])].filter(([a, b]) => a !== b);
  const tally = (p: Play, sel: Selection, ties = DEFAULT_TIES) => {
    const t: Record<string, number> = { pushes: 0 };
    for (const [a, b] of pairs) {
      const o = p.settle(sel, [a as number, b as number, ...CARS.filter((c) => c !== a && c !== b)], ties);
      for (const [k, v] of Object.entries(o.wins)) t[k] = (t[k] ?? 0) + v;
      t.pushes = (t.pushes ?? 0) + o.pushes;
    }
    return t;
  };
  it('冠亚和 大 40/90, 小 50/90, 单 50/90, 双 40/90; 11 pushes under the variant', () => {
    const sum = play('dbl.sum');
    expect(tally(sum, { rows: [[0, 1, 2, 3], [], []] })).toEqual({ gybig: 40, gysmall: 50, gyodd: 50, gyeven: 40, pushes: 0 });
    expect(tally(sum, { rows: [[0, 1, 2, 3], [], []] }, { ...DEFAULT_TIES, pk10Sum11: 'push' })).toEqual({
      gybig: 40,
      gysmall: 40,
      gyodd: 40,
      gyeven: 40,
      pushes: 40,
    });
    expect(tally(sum, { rows: [[], [0, 8], [0]] })).toEqual({ sum2: 2, sum10: 10, gyPair: 2, pushes: 0 });
  });
  it('rank 大小单双, numbers, 龙虎', () => {
    const d = [7, 2, 3, 4, 5, 6, 1, 8, 9, 10];
    expect(play('dbl.rankBsoe').settle({ rows: [[0, 1, 2, 3], ...new Array(9).fill([])] }, d)).toEqual({ wins: { big: 1, odd: 1 }, pushes: 0 });
    expect(play('dbl.rank').settle({ rows: [[6], [1], ...new Array(8).fill([])] }, d)).toEqual({ wins: { ballNumber: 2 }, pushes: 0 });
    expect(play('dbl.dt').settle({ rows: [[0, 1], [0], [], [], []] }, d)).toEqual({ wins: { tiger: 1 }, pushes: 0 });
  });
  it('derives permutations', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (s) => {
        expect(PK10.isValidDraw(PK10.deriveDraw(s))).toBe(true);
      }),
    );
    expect(PK10.isValidDraw([1, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe(false);
  });
});
