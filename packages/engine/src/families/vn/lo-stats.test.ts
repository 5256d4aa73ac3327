import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loStats } from './lo-stats.ts';
import { loEndings, positionDigits, type VnDraw, type VnRegion } from './structure.ts';

/** A valid result of the region: every prize a string of exactly its digit count. */
const drawOf = (region: VnRegion) =>
  fc.tuple(...positionDigits(region).map((n) => fc.integer({ min: 0, max: 10 ** n - 1 }).map((v) => String(v).padStart(n, '0'))));

/** The definitions read literally, one ending and one draw at a time. */
function bruteForce(draws: readonly VnDraw[], width: 2 | 3, ending: number) {
  const came = draws.map((d) => loEndings(d, width).includes(ending));
  const first = came.indexOf(true);
  let max = 0;
  for (let a = 0; a < draws.length; a++) {
    for (let b = a; b < draws.length && !came[b]; b++) max = Math.max(max, b - a + 1);
  }
  return {
    ending,
    current: first === -1 ? draws.length : first,
    max,
    hits: came.filter(Boolean).length,
    times: draws.reduce((n, d) => n + loEndings(d, width).filter((e) => e === ending).length, 0),
  };
}

describe('loStats', () => {
  it('a worked example (newest first)', () => {
    // Three short MB-like results; only the lô endings matter here.
    const draws: VnDraw[] = [
      ['12345', '00017', '917'], // endings 45, 17, 17
      ['99999', '12300', '45'], // 99, 00, 45
      ['11117', '22222', '333'], // 17, 22, 33
    ];
    const s = loStats(draws);
    expect(s).toHaveLength(100);
    // 17: in draws 0 and 2, twice in draw 0 → current 0, hits 2, times 3, longest gap 1 (draw 1).
    expect(s[17]).toEqual({ ending: 17, current: 0, max: 1, hits: 2, times: 3 });
    // 45: in draws 0 and 1 → no gap inside, but draw 2 is without it.
    expect(s[45]).toEqual({ ending: 45, current: 0, max: 1, hits: 2, times: 2 });
    // 99: only in draw 1 → 1 draw since, gaps of 1 before and after.
    expect(s[99]).toEqual({ ending: 99, current: 1, max: 1, hits: 1, times: 1 });
    // 22: only in the oldest draw → missing for 2 draws.
    expect(s[22]).toEqual({ ending: 22, current: 2, max: 2, hits: 1, times: 1 });
    // 50 never came: missing for the whole window.
    expect(s[50]).toEqual({ ending: 50, current: 3, max: 3, hits: 0, times: 0 });
    expect(loStats(draws, 3)[917]).toEqual({ ending: 917, current: 0, max: 2, hits: 1, times: 1 });
  });

  it('an empty window: every ending missing for 0 draws', () => {
    expect(loStats([]).every((e) => e.current === 0 && e.max === 0 && e.hits === 0 && e.times === 0)).toBe(true);
  });

  it('matches a brute-force recomputation over random windows of valid results', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<VnRegion>('mb', 'mn', 'mt').chain((r) => fc.array(drawOf(r), { maxLength: 12 })),
        fc.constantFrom<2 | 3>(2, 3),
        (draws, width) => {
          const s = loStats(draws, width);
          expect(s).toHaveLength(10 ** width);
          const endings = new Set(draws.flatMap((d) => loEndings(d, width)));
          // Every ending that came, plus a few that may not have.
          for (const e of [...endings, 0, 7, 10 ** width - 1]) expect(s[e]).toEqual(bruteForce(draws, width, e));
          expect(s.reduce((n, e) => n + e.times, 0)).toBe(draws.reduce((n, d) => n + loEndings(d, width).length, 0));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('dense endings: small windows with repeats match the brute force for every ending', () => {
    // Endings drawn from a few values so repeats within and across draws are common.
    const draw = fc.array(fc.constantFrom('00', '01', '101', '99', '1299', '5501'), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(fc.array(draw, { maxLength: 8 }), (draws) => {
        const s = loStats(draws);
        for (let e = 0; e < 100; e++) expect(s[e]).toEqual(bruteForce(draws, 2, e));
      }),
    );
  });
});
