import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { averageMissing, coldHot, colourTypes, featureStats, heat, statsTable } from './stats.ts';

// The roads example sequence of roads.test.ts, f = 大 (the tie counts as a miss).
const SEQ = 'B B S B B B T S S B S S S S S S S B B S B'.split(' ');
const HITS = SEQ.map((s) => s === 'B');

describe('feature statistics', () => {
  it('reproduces the worked example', () => {
    const s = featureStats(HITS, 'missed');
    expect(s.missingRow.map((g) => (g === 0 ? 'B' : String(g))).join(' ')).toBe(
      'B B 1 B B B 1 2 3 B 1 2 3 4 5 6 7 B B 1 B',
    );
    expect(s).toMatchObject({
      periods: 21,
      occurrences: 9,
      currentMissing: 0,
      maxMissing: 7,
      maxConsecutive: 3,
    });
    expect(s.averageMissing).toBe(1); // ⌊12/10⌋
  });

  it('uses the spec formula ⌊periods/(occurrences+1)⌋ by default', () => {
    expect(featureStats(HITS).averageMissing).toBe(2); // ⌊21/10⌋
    expect(averageMissing(100, 9)).toBe(10);
    expect(averageMissing(100, 0)).toBe(100);
    expect(averageMissing(5, 4)).toBe(1);
  });

  it.each([
    ['missed', 21, 9, 1],
    ['ceilPerHit', 21, 9, 2],
    ['floorPerHit', 21, 9, 1],
    ['ceilPerHit', 21, 0, 21],
    ['floorPerHit', 21, 0, 21],
    ['missed', 21, 0, 21],
  ] as const)('average missing variant %s (N=%i, k=%i) = %i', (rule, n, k, v) => {
    expect(averageMissing(n, k, rule)).toBe(v);
  });

  it('counts the leading gap and the current gap in the maximum', () => {
    expect(featureStats([false, false, false, true, false])).toMatchObject({
      maxMissing: 3,
      currentMissing: 1,
    });
    expect(featureStats([true, false, false, false, false])).toMatchObject({
      maxMissing: 4,
      currentMissing: 4,
    });
    expect(featureStats([])).toMatchObject({ periods: 0, occurrences: 0, maxMissing: 0, averageMissing: 0 });
  });

  it('agrees with a direct computation on random sequences', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 200 }), (hits) => {
        const s = featureStats(hits);
        const text = hits.map((h) => (h ? '1' : '0')).join('');
        const gaps = text.split('1').map((g) => g.length);
        const runs = text.split('0').map((r) => r.length);
        expect(s.occurrences).toBe(hits.filter(Boolean).length);
        expect(s.maxMissing).toBe(Math.max(...gaps));
        expect(s.maxConsecutive).toBe(Math.max(...runs));
        expect(s.currentMissing).toBe(gaps[gaps.length - 1]);
        expect(s.averageMissing).toBe(Math.floor(hits.length / (s.occurrences + 1)));
      }),
    );
  });

  it('builds a table over draws and features', () => {
    const draws = [
      [1, 2],
      [2, 3],
      [3, 4],
    ];
    const table = statsTable(draws, [1, 2, 3, 5], (d, f) => d.includes(f));
    expect(table.map((s) => s.occurrences)).toEqual([1, 2, 2, 0]);
    expect(table.map((s) => s.currentMissing)).toEqual([2, 1, 0, 3]);
  });
});

describe('cold/hot', () => {
  it('colours the maximum 1, the minimum 3 and the rest 2', () => {
    expect(colourTypes([5, 2, 3, 5, 2])).toEqual([1, 3, 2, 1, 3]);
    expect(colourTypes([4, 4])).toEqual([1, 1]);
  });

  it('counts windows 20Q / 50Q / 100Q and the current missing value', () => {
    // 120 issues of a digit 0–9; digit d occurs at issue i when i % (d+1) === 0.
    const history = Array.from({ length: 120 }, (_, i) => i);
    const features = [0, 1, 2];
    const data = coldHot(history, features, (i, d) => i % (d + 1) === 0);
    expect(Object.keys(data).sort()).toEqual(['100Q', '20Q', '50Q', 'miss']);
    expect(data['20Q'].map((c) => c.value)).toEqual([20, 10, 6]); // issues 100..119
    expect(data['50Q'].map((c) => c.value)).toEqual([50, 25, 16]); // issues 70..119
    expect(data['100Q'].map((c) => c.value)).toEqual([100, 50, 33]); // issues 20..119
    expect(data['20Q'].map((c) => c.type)).toEqual([1, 2, 3]);
    // newest issue 119: 0 hits, 1 last at 118, 2 last at 117.
    expect(data.miss).toEqual([
      { value: 0, type: 3 },
      { value: 1, type: 2 },
      { value: 2, type: 1 },
    ]);
  });

  it('counts what there is when the history is shorter than a window', () => {
    const data = coldHot([1, 1, 2], [1, 2], (d, f) => d === f);
    expect(data['100Q'].map((c) => c.value)).toEqual([2, 1]);
    expect(data['20Q'].map((c) => c.value)).toEqual([2, 1]);
  });

  it('classifies heat against the expected count', () => {
    expect(heat(15, 100, 0.1)).toBe('hot');
    expect(heat(10, 100, 0.1)).toBe('warm');
    expect(heat(5, 100, 0.1)).toBe('cold');
  });
});
