import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Draw, Family, Play, Selection } from './model.ts';
import { DEFAULT_TIES } from './model.ts';
import { FAMILIES_ONE } from './registry.ts';
import { creditPlay } from './credit.ts';
import { selectionArb } from './testing/arbitraries.ts';
import { isPickCredit } from './wire.ts';
import { KL8 } from './families/kl8/kl8.ts';

const credit = FAMILIES_ONE.flatMap((f) => f.plays.filter((p) => p.market === 'credit' && !isPickCredit(p)).map((p) => [f, p] as const));
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

describe('KL8 credit 选号 (N中M)', () => {
  const picks = KL8.plays.filter(isPickCredit);
  it('five plays, one bet each, paid by the number of matches (brute force)', () => {
    expect(picks.map((p) => p.code)).toEqual([1, 2, 3, 4, 5].map((n) => `kl8.dbl.pick${n}`));
    for (const p of picks) {
      const n = p.shape.rows[0]!.minPicks;
      fc.assert(
        fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: n, maxLength: n }), fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.nat(n), (sel, seed, forced) => {
          const rnd = KL8.deriveDraw(seed);
          const draw = [...sel.slice(0, forced), ...rnd.filter((x) => !sel.slice(0, forced).includes(x))].slice(0, 20);
          expect(p.countBets({ rows: [sel] })).toBe(1);
          const m = sel.filter((x) => draw.includes(x)).length;
          const paid = p.levels.some((l) => l.key === `${n}hit${m}`);
          expect(p.settle({ rows: [sel] }, draw)).toEqual({ wins: paid ? { [`${n}hit${m}`]: 1 } : {}, pushes: 0 });
        }),
        { numRuns: 50 },
      );
    }
  });
  it('default odds are the launch table per yuan (3中3 26.5, 3中2 1.5)', () => {
    const p3 = picks[2]!;
    expect(p3.levels.map((l) => [l.key, l.payout.kind === 'odds' ? l.payout.oddsThousandths : 0])).toEqual([
      ['3hit3', 26500],
      ['3hit2', 1500],
    ]);
    expect(p3.validate({ rows: [[1, 2]] })).toEqual({ ok: false, code: 'SELECTION_TOO_SMALL', row: 0 });
  });
});
