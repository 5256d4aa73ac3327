import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Draw, Family, Play, Selection } from './model.ts';
import { DEFAULT_TIES } from './model.ts';
import { FAMILIES_ONE } from './registry.ts';
import { creditPlay } from './credit.ts';
import { selectionArb } from './testing/arbitraries.ts';

const credit = FAMILIES_ONE.flatMap((f) => f.plays.filter((p) => p.market === 'credit').map((p) => [f, p] as const));
const tieVariants = [
  DEFAULT_TIES,
  { dragonTigerTie: 'refund', k3TripleKill: false, x5Convention: 'B', kl8Sum810: 'push', pk10Sum11: 'push' } as const,
  { ...DEFAULT_TIES, kl8Sum810: 'noTie' } as const,
];

describe('credit plays: one bet per picked option, each settled on its own', () => {
  it.each(credit.map(([f, p]) => [p.code, f, p] as const))('%s', (_c, f: Family, p: Play) => {
    fc.assert(
      fc.property(selectionArb(p, 6), fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.constantFrom(...tieVariants), (sel, seed, ties) => {
        const draw: Draw = f.deriveDraw(seed);
        const picked = sel.rows.reduce((a, r) => a + r.length, 0);
        expect(p.countBets(sel)).toBe(picked > 0 ? picked : 0);
        if (picked === 0) return;
        // Brute force: the tickets are the single options; the line's outcome is their sum.
        const wins: Record<string, number> = {};
        let pushes = 0;
        sel.rows.forEach((r, i) =>
          r.forEach((v) => {
            const single: Selection = { rows: sel.rows.map((_, j) => (j === i ? [v] : [])) };
            const o = p.settle(single, draw, ties);
            const total = Object.values(o.wins).reduce((a, b) => a + b, 0) + o.pushes;
            expect(total).toBeLessThanOrEqual(1);
            for (const [k, n] of Object.entries(o.wins)) wins[k] = (wins[k] ?? 0) + n;
            pushes += o.pushes;
          }),
        );
        expect(p.settle(sel, draw, ties)).toEqual({ wins, pushes });
      }),
      { numRuns: 30 },
    );
  });

  it('rejects two odds on one level, and empty boards', () => {
    expect(() =>
      creditPlay({
        id: 1,
        code: 'x',
        nameKey: 'x',
        rows: [{ key: 'r', nameKey: 'r', options: [{ key: 'a', level: 'l', odds: 1, resolve: () => 'win' }, { key: 'b', level: 'l', odds: 2, resolve: () => 'win' }] }],
      }),
    ).toThrow(/two odds/);
    const [, p] = credit[0]!;
    expect(p.validate({ rows: p.shape.rows.map(() => []) })).toEqual({ ok: false, code: 'SELECTION_EMPTY' });
  });
});
