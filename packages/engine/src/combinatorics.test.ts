import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { choose, combinations, counts, distinctTupleCount, intersectCount, product } from './combinatorics.ts';

describe('combinatorics', () => {
  it.each([
    [5, 2, 10],
    [11, 5, 462],
    [80, 10, 1646492110120],
    [3, 4, 0],
    [3, -1, 0],
    [0, 0, 1],
  ])('C(%i,%i) = %i', (n, k, c) => {
    expect(choose(n, k)).toBe(c);
  });

  it('combinations yields C(n,k) distinct subsets', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 10 }), (n, k) => {
        const items = Array.from({ length: n }, (_, i) => i);
        const all = [...combinations(items, k)];
        expect(all.length).toBe(choose(n, k));
        expect(new Set(all.map((c) => c.join(','))).size).toBe(all.length);
      }),
    );
  });

  it('product is the cartesian product', () => {
    expect([...product([[1, 2], [3], [4, 5]])]).toEqual([
      [1, 3, 4],
      [1, 3, 5],
      [2, 3, 4],
      [2, 3, 5],
    ]);
    expect([...product([[1], []])]).toEqual([]);
  });

  it('distinctTupleCount equals enumeration for 1–5 rows', () => {
    const row = fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 5 }), (rows) => {
        const brute = [...product(rows)].filter((t) => new Set(t).size === t.length).length;
        expect(distinctTupleCount(rows)).toBe(brute);
      }),
    );
  });

  it('intersectCount and counts', () => {
    expect(intersectCount([1, 2, 3], [2, 3, 4])).toBe(2);
    expect([...counts([1, 1, 2])]).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});
