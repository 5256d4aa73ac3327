import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Draw, Play, Selection } from '../../model.ts';
import { DEFAULT_TIES } from '../../model.ts';
import { combinations, product } from '../../combinatorics.ts';
import { bruteSettle, norm, selectionArb, type Ticket } from '../../testing/arbitraries.ts';
import { K3, K3_SUM_WAYS } from './k3.ts';

const FACES = [1, 2, 3, 4, 5, 6];
const ALL = [...product([FACES, FACES, FACES])];
const play = (code: string) => K3.plays.find((p) => p.code === `k3.${code}`) as Play;
const ms = (d: Draw) => [...d].sort((a, b) => a - b).join('');

// Tickets as the sets of dice outcomes (sorted) they win on (domain §4 "wins when").
function tickets(p: Play, sel: Selection): Ticket<Draw>[] {
  const r = (i: number) => sel.rows[i] ?? [];
  const s = (d: Draw) => d.reduce((a, b) => a + b, 0);
  switch (p.code.slice(3)) {
    case 'sum':
      return r(0).map((v) => ({ key: `${v}`, level: `sum${Math.min(v, 21 - v)}`, match: (d) => s(d) === v }));
    case 'sumBsoe':
      return r(0).map((o) => ({
        key: `${o}`,
        level: 'sumBsoe',
        match: (d) => [s(d) > 10, s(d) < 11, s(d) % 2 === 1, s(d) % 2 === 0][o] as boolean,
      }));
    case 'tripleAll':
      return [{ key: 'all', level: 'tripleAll', match: (d) => ['111', '222', '333', '444', '555', '666'].includes(ms(d)) }];
    case 'tripleOne':
      return r(0).map((v) => ({ key: `${v}`, level: 'tripleOne', match: (d) => ms(d) === `${v}${v}${v}` }));
    case 'pairAny':
      return r(0).map((v) => ({ key: `${v}`, level: 'pairAny', match: (d) => ms(d).includes(`${v}${v}`) }));
    case 'pairOne':
      return [...product([r(0), r(1)])].map(([a, b]) => ({
        key: `${a}${b}`,
        level: 'pairOne',
        match: (d) => ms(d) === ms([a as number, a as number, b as number]),
      }));
    case 'diff3':
      return [...combinations(r(0), 3)].map((t) => ({ key: ms(t), level: 'diff3', match: (d) => ms(d) === ms(t) }));
    case 'diff3.dantuo':
      return [...combinations(r(1), 3 - r(0).length)].map((t) => {
        const all = [...r(0), ...t];
        return { key: ms(all), level: 'diff3', match: (d) => ms(d) === ms(all) };
      });
    case 'diff2':
      return [...combinations(r(0), 2)].map((t) => ({ key: ms(t), level: 'diff2', match: (d) => t.every((x) => d.includes(x)) }));
    case 'diff2.dantuo':
      return r(1).map((x) => ({ key: `${x}`, level: 'diff2', match: (d) => d.includes(r(0)[0] as number) && d.includes(x) }));
    case 'straightAll':
      return [{ key: 's', level: 'straightAll', match: (d) => ['123', '234', '345', '456'].includes(ms(d)) }];
    case 'single':
      return r(0).map((v) => ({ key: `${v}`, level: 'single', match: (d) => d.includes(v) }));
  }
  throw new Error(p.code);
}

describe('K3 standard plays: brute force over all 216 outcomes', () => {
  it.each(K3.plays.filter((p) => p.market === 'standard').map((p) => [p.code, p] as const))('%s', (_c, p) => {
    fc.assert(
      fc.property(selectionArb(p, 6), (sel) => {
        if (!p.validate(sel).ok) {
          expect(p.countBets(sel)).toBe(0);
          return;
        }
        const ts = tickets(p, sel);
        expect(new Set(ts.map((t) => t.key)).size).toBe(ts.length);
        expect(p.countBets(sel)).toBe(ts.length);
        for (const d of ALL) expect(norm(p.settle(sel, d))).toEqual(norm(bruteSettle(ts, d)));
      }),
      { numRuns: 30 },
    );
  });

  it('every level p equals its share of the 216 outcomes', () => {
    for (const p of K3.plays.filter((x) => x.market === 'standard')) {
      for (const level of p.levels) {
        if (level.payout.kind !== 'group') throw new Error('group');
        // The level's single-bet selection: the first value of each row that pays this level.
        const hits = new Map<string, number>();
        const rows = p.shape.rows;
        const sels: Selection[] = rows.length === 2 ? [{ rows: [[1], [2]] }] : rows[0]!.values.map((v) => ({ rows: [[v]] }));
        const banker = p.shape.kind === 'bankerDrag';
        const candidates: Selection[] = banker ? (p.code.includes('diff3') ? [{ rows: [[1, 2], [3]] }] : [{ rows: [[1], [2]] }]) : p.code.endsWith('diff3') ? [{ rows: [[1, 2, 3]] }] : p.code.endsWith('diff2') ? [{ rows: [[1, 2]] }] : sels;
        for (const sel of candidates) {
          let w = 0;
          for (const d of ALL) w += p.settle(sel, d).wins[level.key] ?? 0;
          if (w > 0) hits.set(JSON.stringify(sel), w);
        }
        const ws = [...hits.values()];
        expect(ws.length).toBeGreaterThan(0);
        for (const w of ws) expect(w / 216).toBeCloseTo(level.payout.pNum / level.payout.pDen, 12);
      }
    }
  });

  it('worked examples', () => {
    expect(K3_SUM_WAYS.slice(0, 8)).toEqual([1, 3, 6, 10, 15, 21, 25, 27]);
    expect(play('pairAny').settle({ rows: [[1]] }, [1, 1, 1])).toEqual({ wins: { pairAny: 1 }, pushes: 0 });
    expect(play('diff2').settle({ rows: [[1, 2, 3]] }, [1, 2, 3])).toEqual({ wins: { diff2: 3 }, pushes: 0 });
    expect(play('pairOne').validate({ rows: [[1], [1]] })).toEqual({ ok: false, code: 'ROWS_OVERLAP' });
    expect(play('diff3.dantuo').validate({ rows: [[1, 2], [2, 3]] })).toEqual({ ok: false, code: 'BANKER_DRAG_OVERLAP' });
    expect(play('diff3.dantuo').countBets({ rows: [[1], [2, 3, 4]] })).toBe(3);
    expect(play('pairOne').countBets({ rows: [[1, 2], [3, 4, 5]] })).toBe(6);
  });
});

describe('K3 two-sided', () => {
  const sum = play('dbl.sum');
  const tally = (p: Play, sel: Selection, ties = DEFAULT_TIES) => {
    const t: Record<string, number> = {};
    for (const d of ALL) for (const [k, v] of Object.entries(p.settle(sel, d, ties).wins)) t[k] = (t[k] ?? 0) + v;
    return t;
  };
  it('大 105/216 with the triple kill; 108/216 without', () => {
    expect(tally(sum, { rows: [[0, 1, 2, 3], []] })).toEqual({ big: 105, small: 105, odd: 105, even: 105 });
    expect(tally(sum, { rows: [[0, 1], []] }, { ...DEFAULT_TIES, k3TripleKill: false })).toEqual({ big: 108, small: 108 });
  });
  it('sum values, faces, pairs, triples and two faces', () => {
    expect(tally(sum, { rows: [[], [0, 7, 8]] })).toEqual({ sum3: 1, sum10: 54 });
    const dice = play('dbl.dice');
    expect(tally(dice, { rows: [[0], [0], [0, 6], [0]] })).toEqual({ single: 91, pair: 16, triple: 1, anyTriple: 6, twoFaces: 30 });
    expect(dice.countBets({ rows: [[0, 1], [], [6], []] })).toBe(3);
  });
  it('derives valid draws', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (s) => {
        expect(K3.isValidDraw(K3.deriveDraw(s))).toBe(true);
      }),
    );
    expect(K3.isValidDraw([0, 1, 2])).toBe(false);
  });
});
