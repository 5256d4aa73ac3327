import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Draw, Family, Outcome, Play, Selection } from './model.ts';
import { allDraws, drawCount, maxPayout, searchMaxPayout, SEARCHED_DRAWS } from './max-payout.ts';
import { D3, P3 } from './families/digits/families.ts';
import { K3 } from './families/k3/k3.ts';
import { createFpcFamily } from './families/fpc/fpc.ts';
import { createDiceFamily } from './families/dice/dice.ts';
import { defaultRules, maxDoublePayout, maxStandardPayout } from './settle.ts';

const FAMILIES: Family[] = [K3, createFpcFamily(), createDiceFamily(), D3, P3];

/** A price that tells every level apart (and pushes), so a wrong draw cannot tie with the best. */
const priceOf = (play: Play) => (o: Outcome) => {
  let m = BigInt(o.pushes) * 7n;
  play.levels.forEach((l, i) => (m += BigInt(o.wins[l.key] ?? 0) * BigInt(1000 + 37 * i)));
  return m;
};

/** A random selection of the play's shape (rows, positions or tickets); invalid ones are dropped. */
function selectionOf(play: Play): fc.Arbitrary<Selection> {
  const text = play.shape.text;
  if (play.shape.kind === 'text' && text) {
    const ticket = fc.array(fc.integer({ min: text.min, max: text.max }), { minLength: text.size, maxLength: text.size });
    return fc.array(ticket, { minLength: 1, maxLength: 6 }).map((tokens) => ({ rows: [], tokens }));
  }
  const rows = fc.tuple(...play.shape.rows.map((r) => fc.subarray([...r.values], { minLength: 0, maxLength: Math.min(r.maxPicks, r.values.length) })));
  const positions = play.shape.positions ? fc.subarray([...play.shape.positions.choices]) : fc.constant(undefined);
  return fc.tuple(rows, positions).map(([r, p]) => (p ? { rows: r, positions: p } : { rows: r }));
}

describe('maxPayout: the most a line pays over every draw (issue #27)', () => {
  it('searches every family of at most SEARCHED_DRAWS draws and no larger one', () => {
    for (const f of FAMILIES) expect(drawCount(f)).toBeLessThanOrEqual(SEARCHED_DRAWS);
    expect(drawCount({ ...K3, draw: { ...K3.draw, length: 5, min: 0, max: 9 } })).toBe(100_000);
    const play = K3.plays[0] as Play;
    expect(maxPayout({ ...K3, draw: { ...K3.draw, length: 5, min: 0, max: 9 } }, play, { rows: [[10]] }, priceOf(play))).toBeUndefined();
  });

  for (const family of FAMILIES)
    for (const play of family.plays)
      it(`${play.code}: equals the best of every draw, for random selections`, () => {
        const draws = [...allDraws(family as Family<Draw>)];
        const price = priceOf(play);
        fc.assert(
          fc.property(selectionOf(play), (sel) => {
            fc.pre(play.validate(sel).ok);
            let best = 0n;
            for (const d of draws) {
              const m = price(play.settle(sel, d));
              if (m > best) best = m;
            }
            expect(searchMaxPayout(family, play, sel, price)).toBe(best);
          }),
          { numRuns: 12 },
        );
      });

  it('the tester\'s cases: K3 "Tổng 10, 11" at 10 a bet pays 78.40 at most (not sum 3\'s 2,116.80); Bầu cua one of Cá, Tôm at 10 pays 50 (two fish and a prawn)', () => {
    const sum = K3.plays.find((p) => p.code === 'k3.sum') as Play;
    // Mode 1 (2 a bet) × 5 = 10 a bet, group 1960: sum 10 or 11 pays 1960 × 216/27 / 2000 × 10.
    expect(maxStandardPayout(K3, sum, { rows: [[10, 11]] }, defaultRules('k3'), { betGroup: 1960, mode: 1, multiple: 5 })).toBe(78_400n);
    expect(maxStandardPayout(K3, sum, { rows: [[3, 10]] }, defaultRules('k3'), { betGroup: 1960, mode: 1, multiple: 5 })).toBe(2_116_800n);
    const fpc = createFpcFamily();
    const one = fpc.plays.find((p) => p.code.endsWith('single')) as Play;
    // Fish = 1, prawn = 2: two fish pay 3 × 10, a prawn 2 × 10; three fish only 4 × 10.
    expect(maxDoublePayout(fpc, one, { rows: [[1, 2]] }, defaultRules('fpc'), 10_000n)).toBe(50_000n);
    expect(maxDoublePayout(fpc, one, { rows: [[1]] }, defaultRules('fpc'), 10_000n)).toBe(40_000n);
  });
});
