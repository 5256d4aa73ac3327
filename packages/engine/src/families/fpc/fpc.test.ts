import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combinations } from '../../combinatorics.ts';
import type { Draw, Play } from '../../model.ts';
import { createFpcFamily, isValidDiceDraw } from './fpc.ts';

const family = createFpcFamily();
const play = (code: string): Play => family.plays.find((p) => p.code === code)!;
const ALL: Draw[] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ALL.push([a, b, c]);
const oddsOf = (p: Play, key: string) => {
  const l = p.levels.find((x) => x.key === key)!;
  return l.payout.kind === 'odds' ? l.payout.oddsThousandths : 0;
};
/** Total returned (thousandths) per 1 staked on each of `bets`, over all 216 throws. */
const returned = (p: Play, rows: number[][]) =>
  ALL.reduce((sum, d) => {
    const out = p.settle({ rows }, d);
    return sum + Object.entries(out.wins).reduce((s, [k, n]) => s + n * oddsOf(p, k), 0);
  }, 0);

describe('fish-prawn-crab', () => {
  it('single symbol pays 1:1 / 2:1 / 3:1 by the dice showing it', () => {
    const p = play('single');
    expect(p.settle({ rows: [[1]] }, [1, 2, 3])).toEqual({ wins: { one: 1 }, pushes: 0 });
    expect(p.settle({ rows: [[1, 2]] }, [1, 1, 2])).toEqual({ wins: { two: 1, one: 1 }, pushes: 0 });
    expect(p.settle({ rows: [[5]] }, [5, 5, 5])).toEqual({ wins: { three: 1 }, pushes: 0 });
    expect(p.settle({ rows: [[4]] }, [5, 5, 5])).toEqual({ wins: {}, pushes: 0 });
    expect(p.countBets({ rows: [[1, 2, 3]] })).toBe(3);
  });

  it('single symbol returns 199/216 of the stake (RTP 92.1%)', () => {
    expect(returned(play('single'), [[3]])).toBe(199 * 1000);
  });

  it('specific double: C(n,2) pairs, each wins when both symbols show (p = 30/216)', () => {
    const p = play('pair');
    expect(p.countBets({ rows: [[1, 2, 3]] })).toBe(3);
    expect(p.settle({ rows: [[1, 2, 3]] }, [1, 2, 2])).toEqual({ wins: { hit: 1 }, pushes: 0 });
    expect(ALL.filter((d) => p.settle({ rows: [[1, 2]] }, d).wins.hit === 1)).toHaveLength(30);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 6 }),
        fc.constantFrom(...ALL),
        (picks, d) => {
          let wins = 0;
          let bets = 0;
          for (const [a, b] of combinations(picks, 2)) {
            bets++;
            if (d.includes(a!) && d.includes(b!)) wins++;
          }
          expect(p.countBets({ rows: [picks] })).toBe(bets);
          expect(p.settle({ rows: [picks] }, d)).toEqual({ wins: wins ? { hit: wins } : {}, pushes: 0 });
        },
      ),
    );
  });

  it('any triple (30:1) and specific triple (150:1)', () => {
    expect(play('anyTriple').countBets({ rows: [[0]] })).toBe(1);
    expect(play('anyTriple').settle({ rows: [[0]] }, [4, 4, 4])).toEqual({ wins: { hit: 1 }, pushes: 0 });
    expect(play('anyTriple').settle({ rows: [[0]] }, [4, 4, 3])).toEqual({ wins: {}, pushes: 0 });
    expect(play('triple').settle({ rows: [[4, 3]] }, [4, 4, 4])).toEqual({ wins: { hit: 1 }, pushes: 0 });
    expect(oddsOf(play('anyTriple'), 'hit')).toBe(31_000);
    expect(oddsOf(play('triple'), 'hit')).toBe(151_000);
    expect(play('anyTriple').validate({ rows: [[1]] })).toMatchObject({ ok: false });
  });

  it('rejects bad selections', () => {
    expect(play('single').validate({ rows: [[7]] })).toMatchObject({ ok: false, code: 'VALUE_OUT_OF_RANGE' });
    expect(play('single').validate({ rows: [[]] })).toMatchObject({ ok: false, code: 'SELECTION_EMPTY' });
    expect(play('pair').validate({ rows: [[1]] })).toMatchObject({ ok: false, code: 'SELECTION_TOO_SMALL' });
  });

  it('derives valid throws from seeds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (seed) => {
        expect(family.isValidDraw(family.deriveDraw(seed))).toBe(true);
      }),
      { numRuns: 50 },
    );
    expect(isValidDiceDraw([1, 2, 7])).toBe(false);
    expect(isValidDiceDraw([1, 2])).toBe(false);
    expect(family.catalogs[0]?.subCatalogs[0]?.playIds).toEqual(family.plays.map((p) => p.id));
  });
});
