import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Draw, Play, Selection } from '../../model.ts';
import { DEFAULT_TIES } from '../../model.ts';
import { combinations, product } from '../../combinatorics.ts';
import { bruteSettle, norm, selectionArb, type Ticket } from '../../testing/arbitraries.ts';
import { X5 } from './x5.ts';

const play = (code: string) => X5.plays.find((p) => p.code === `x5.${code}`) as Play;
const BALLS = Array.from({ length: 11 }, (_, i) => i + 1);
const ALL_SETS = [...combinations(BALLS, 5)];

// ------------------------------------------------------------ brute force (domain §3 "wins when")

function tickets(p: Play, sel: Selection): Ticket<Draw>[] {
  const code = p.code.slice(3);
  const r = (i: number) => sel.rows[i] ?? [];
  const toks = sel.tokens ?? [];
  const ordered = (t: readonly number[], level: string): Ticket<Draw> => ({
    key: t.join(','),
    level,
    match: (d) => d.slice(0, t.length).join(',') === t.join(','),
  });
  const front = (t: readonly number[], k: number, level: string): Ticket<Draw> => ({
    key: [...t].sort((a, b) => a - b).join(','),
    level,
    match: (d) => t.every((x) => d.slice(0, k).includes(x)),
  });
  const any = (t: readonly number[], k: number): Ticket<Draw> => ({
    key: [...t].sort((a, b) => a - b).join(','),
    level: `r${k}`,
    match: (d) => (k <= 5 ? t.every((x) => d.includes(x)) : d.every((x) => t.includes(x))),
  });
  let m: RegExpExecArray | null;
  if ((m = /^q(\d)\.direct\.fushi$/.exec(code)))
    return [...product(sel.rows)].filter((t) => new Set(t).size === t.length).map((t) => ordered(t, `q${m?.[1]}direct`));
  if ((m = /^q(\d)\.direct\.danshi$/.exec(code))) return toks.map((t) => ordered(t, `q${m?.[1]}direct`));
  if ((m = /^q(\d)\.group\.fushi$/.exec(code))) {
    const k = Number(m[1]);
    return [...combinations(r(0), k)].map((t) => front(t, k, `q${k}group`));
  }
  if ((m = /^q(\d)\.group\.danshi$/.exec(code))) {
    const k = Number(m[1]);
    return toks.map((t) => front(t, k, `q${k}group`));
  }
  if ((m = /^q(\d)\.group\.dantuo$/.exec(code))) {
    const k = Number(m[1]);
    return [...combinations(r(1), k - r(0).length)].map((t) => front([...r(0), ...t], k, `q${k}group`));
  }
  if (code === 'q3.bdw') return r(0).map((x) => front([x], 3, 'q3bdw'));
  if (code === 'dwd') return [0, 1, 2].flatMap((i) => r(i).map((x) => ({ key: `${i}:${x}`, level: 'dwd', match: (d: Draw) => d[i] === x })));
  if (code === 'fun.oddCount')
    return r(0).map((j) => ({ key: `${j}`, level: `odd${j}`, match: (d: Draw) => d.filter((x) => x % 2).length === j }));
  if (code === 'fun.middle')
    return r(0).map((v) => ({
      key: `${v}`,
      level: `mid${Math.min(v, 12 - v)}`,
      match: (d: Draw) => [...d].sort((a, b) => a - b)[2] === v,
    }));
  if ((m = /^r(\d)\.fushi$/.exec(code))) {
    const k = Number(m[1]);
    return [...combinations(r(0), k)].map((t) => any(t, k));
  }
  if ((m = /^r(\d)\.danshi$/.exec(code))) {
    const k = Number(m[1]);
    return toks.map((t) => any(t, k));
  }
  if ((m = /^r(\d)\.dantuo$/.exec(code))) {
    const k = Number(m[1]);
    return [...combinations(r(1), k - r(0).length)].map((t) => any([...r(0), ...t], k));
  }
  throw new Error(`no brute force for ${code}`);
}

const orderedDraw = fc.shuffledSubarray(BALLS, { minLength: 5, maxLength: 5 });

describe('11x5 standard plays: brute force over sampled ordered draws and all 462 sets', () => {
  it.each(X5.plays.filter((p) => p.market === 'standard').map((p) => [p.code, p] as const))('%s', (_c, p) => {
    fc.assert(
      fc.property(selectionArb(p, 11, 6), fc.array(orderedDraw, { minLength: 30, maxLength: 30 }), (sel, draws) => {
        if (!p.validate(sel).ok) {
          expect(p.countBets(sel)).toBe(0);
          return;
        }
        const ts = tickets(p, sel);
        expect(new Set(ts.map((t) => t.key)).size).toBe(ts.length);
        expect(p.countBets(sel)).toBe(ts.length);
        // Order-free plays: every one of the 462 sets; ordered plays: sampled orderings.
        const ds = p.code.includes('.direct') || p.code === 'x5.dwd' || p.code.includes('.q') ? draws : [...draws, ...ALL_SETS];
        for (const d of ds) expect(norm(p.settle(sel, d))).toEqual(norm(bruteSettle(ts, d)));
      }),
      { numRuns: 15 },
    );
  });
});

describe('11x5 worked examples and limits', () => {
  it.each([
    ['q3.direct.fushi', { rows: [[1, 2], [1, 2], [1, 3]] }, 2 * 2 * 2 - 2 * 1 - 2 * 1 - 2 * 2 + 2 * 1],
    ['q2.direct.fushi', { rows: [[1, 2, 3], [2, 3, 4]] }, 9 - 2],
    ['q3.group.fushi', { rows: [[1, 2, 3, 4, 5]] }, 10],
    ['q3.group.dantuo', { rows: [[1, 2], [3, 4, 5]] }, 3],
    ['q2.group.dantuo', { rows: [[1], [3, 4, 5]] }, 3],
    ['r5.fushi', { rows: [[1, 2, 3, 4, 5, 6, 7]] }, 21],
    ['r8.fushi', { rows: [BALLS] }, 165],
    ['r6.dantuo', { rows: [[1, 2], [3, 4, 5, 6, 7, 8, 9, 10, 11]] }, 126],
  ] as [string, Selection, number][])('%s %j → %i', (code, sel, n) => {
    expect(play(code).validate(sel)).toEqual({ ok: true });
    expect(play(code).countBets(sel)).toBe(n);
  });

  it('rejects too many balls, banker/drag overlap, too many bankers, too few drags', () => {
    expect(play('r5.fushi').validate({ rows: [[...BALLS, 12]] }).ok).toBe(false);
    expect(play('r5.fushi').validate({ rows: [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11]] })).toEqual({
      ok: false,
      code: 'DUPLICATE_VALUE',
      row: 0,
    });
    expect(play('r3.dantuo').validate({ rows: [[1], [1, 2, 3]] })).toEqual({ ok: false, code: 'BANKER_DRAG_OVERLAP' });
    expect(play('r3.dantuo').validate({ rows: [[1, 2, 3], [4, 5]] })).toEqual({ ok: false, code: 'SELECTION_TOO_LARGE', row: 0 });
    expect(play('r4.dantuo').validate({ rows: [[1], [2, 3]] })).toEqual({ ok: false, code: 'SELECTION_TOO_SMALL' });
    expect(play('r5.fushi').validate({ rows: [[1, 2, 3, 4]] })).toEqual({ ok: false, code: 'SELECTION_TOO_SMALL', row: 0 });
    expect(play('q3.direct.fushi').validate({ rows: [[1], [1], [1]] })).toEqual({ ok: false, code: 'SELECTION_TOO_SMALL' });
  });

  it('任选 win counts: K ≤ 5 C(m,K); K ≥ 6 C(n−5,K−5) when all 5 drawn', () => {
    const d = [1, 2, 3, 4, 5];
    expect(play('r2.fushi').settle({ rows: [[1, 2, 3, 9]] }, d)).toEqual({ wins: { r2: 3 }, pushes: 0 });
    expect(play('r7.fushi').settle({ rows: [[1, 2, 3, 4, 5, 6, 7, 8]] }, d)).toEqual({ wins: { r7: 3 }, pushes: 0 });
    expect(play('r7.fushi').settle({ rows: [[1, 2, 3, 4, 6, 7, 8, 9]] }, d)).toEqual({ wins: {}, pushes: 0 });
  });

  it('single entry: "01 02 03" with full-width forms, chunks, dedup and invalid tokens', () => {
    const r = play('q3.direct.danshi').parseText?.('01 02 03，０４ 05 06\n01 02 03|010203|01 01 02;01 02 12;07 08 09 10 11 01');
    expect(r?.tokens).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
      [10, 11, 1],
    ]);
    expect(r?.duplicates).toEqual(['01 02 03', '01 02 03']);
    expect(r?.invalid).toEqual(['01 01 02', '01 02 12']);
    const g = play('r3.danshi').parseText?.('03 02 01;01 02 03;1 2 3');
    expect(g?.tokens).toEqual([[1, 2, 3]]);
    expect(g?.duplicates).toEqual(['01 02 03']);
    expect(g?.invalid).toEqual(['1 2 3']);
  });
});

describe('11x5 prize table probabilities (exhaustive over the 462 sets / 55,440 ordered draws)', () => {
  const ordered = [...combinations(BALLS, 5)].flatMap((s) => [...permutations(s)]);
  it.each([
    ['q3.direct.fushi', { rows: [[1], [2], [3]] }, 'q3direct'],
    ['q3.group.fushi', { rows: [[1, 2, 3]] }, 'q3group'],
    ['q2.direct.fushi', { rows: [[1], [2]] }, 'q2direct'],
    ['q2.group.fushi', { rows: [[1, 2]] }, 'q2group'],
    ['dwd', { rows: [[1], [], []] }, 'dwd'],
    ['q3.bdw', { rows: [[1]] }, 'q3bdw'],
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => [`r${k}.fushi`, { rows: [BALLS.slice(0, k)] }, `r${k}`]),
    ...[0, 1, 2, 3, 4, 5].map((j) => ['fun.oddCount', { rows: [[j]] }, `odd${j}`]),
    ...[3, 4, 5, 6].map((m) => ['fun.middle', { rows: [[m]] }, `mid${m}`]),
  ] as [string, Selection, string][])('%s %s', (code, sel, level) => {
    const p = play(code);
    const lvl = p.levels.find((l) => l.key === level);
    if (lvl?.payout.kind !== 'group') throw new Error('level');
    let w = 0;
    for (const d of ordered) w += p.settle(sel, d).wins[level] ?? 0;
    expect(w / ordered.length).toBeCloseTo(lvl.payout.pNum / lvl.payout.pDen, 12);
  });
});

function* permutations(xs: number[]): Generator<number[]> {
  if (xs.length <= 1) {
    yield xs;
    return;
  }
  for (let i = 0; i < xs.length; i++)
    for (const rest of permutations([...xs.slice(0, i), ...xs.slice(i + 1)])) yield [xs[i] as number, ...rest];
}

describe('11x5 two-sided conventions', () => {
  const sumPlay = play('dbl.sum');
  const count = (sel: Selection, key: string, ties = DEFAULT_TIES) => {
    let w = 0;
    let pu = 0;
    for (const d of ALL_SETS) {
      const o = sumPlay.settle(sel, d, ties);
      w += o.wins[key] ?? 0;
      pu += o.pushes;
    }
    return [w, pu];
  };
  it('sum: A pushes 30; B has 大 ≥ 31 (215/462), 总和30 32/462, odd 236/462', () => {
    expect(count({ rows: [[0]] }, 'big')).toEqual([215, 32]);
    expect(count({ rows: [[0]] }, 'big', { ...DEFAULT_TIES, x5Convention: 'B' })).toEqual([215, 0]);
    expect(count({ rows: [[4]] }, 'sum30')).toEqual([32, 0]);
    expect(count({ rows: [[2]] }, 'odd')).toEqual([236, 0]);
    expect(count({ rows: [[2, 3]] }, 'odd', { ...DEFAULT_TIES, x5Convention: 'B' })).toEqual([236, 0]);
    expect(count({ rows: [[3]] }, 'even', { ...DEFAULT_TIES, x5Convention: 'B' })).toEqual([226, 0]);
    expect(count({ rows: [[1]] }, 'small', { ...DEFAULT_TIES, x5Convention: 'B' })).toEqual([215, 0]);
  });
  it('ball 11 pushes 大小单双 under A and is 大·单 under B', () => {
    const b = play('dbl.ballBsoe');
    const sel = { rows: [[0, 1, 2, 3], [], [], [], []] };
    expect(b.settle(sel, [11, 1, 2, 3, 4])).toEqual({ wins: {}, pushes: 4 });
    expect(b.settle(sel, [11, 1, 2, 3, 4], { ...DEFAULT_TIES, x5Convention: 'B' })).toEqual({ wins: { big: 1, odd: 1 }, pushes: 0 });
    expect(b.settle(sel, [6, 1, 2, 3, 4])).toEqual({ wins: { big: 1, even: 1 }, pushes: 0 });
  });
  it('龙虎, numbers and 顺子 / 半顺 / 杂六 with the 11-1-2 wrap (66 / 462 / 462 of 990)', () => {
    expect(play('dbl.dt').settle({ rows: [[0, 1]] }, [9, 1, 2, 3, 4])).toEqual({ wins: { dragon: 1 }, pushes: 0 });
    expect(play('dbl.ball').settle({ rows: [[8], [], [], [], []] }, [9, 1, 2, 3, 4])).toEqual({ wins: { ballNumber: 1 }, pushes: 0 });
    const shape = play('dbl.shape');
    const c: Record<string, number> = {};
    for (const t of product([BALLS, BALLS, BALLS])) {
      if (new Set(t).size < 3) continue;
      const o = shape.settle({ rows: [[0, 1, 2], [], []] }, [...t, 0, 0]);
      for (const k of Object.keys(o.wins)) c[k] = (c[k] ?? 0) + 1;
    }
    expect(c).toEqual({ straight: 66, halfStraight: 462, mixed6: 462 });
    expect(play('dbl.sum').settle({ rows: [[5, 6]] }, [1, 2, 3, 4, 5])).toEqual({ wins: { tailBig: 1 }, pushes: 0 });
  });
  it('derives valid draws', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (s) => {
        expect(X5.isValidDraw(X5.deriveDraw(s))).toBe(true);
      }),
    );
    expect(X5.isValidDraw([1, 1, 2, 3, 4])).toBe(false);
  });
});
