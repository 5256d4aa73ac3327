import { describe, expect, it } from 'vitest';
import { quickPick } from './quick-select.ts';

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

describe('quick selectors', () => {
  it('splits digits 0-9 into small 0-4 and big 5-9', () => {
    expect(quickPick(range(0, 9), 'big')).toEqual([5, 6, 7, 8, 9]);
    expect(quickPick(range(0, 9), 'small')).toEqual([0, 1, 2, 3, 4]);
  });
  it('makes 6 and up big for 1-11 and 1-10 (docs/product.md §9)', () => {
    expect(quickPick(range(1, 11), 'big')).toEqual([6, 7, 8, 9, 10, 11]);
    expect(quickPick(range(1, 10), 'big')[0]).toBe(6);
  });
  it('picks odd, even, all and nothing', () => {
    expect(quickPick(range(1, 6), 'odd')).toEqual([1, 3, 5]);
    expect(quickPick(range(1, 6), 'even')).toEqual([2, 4, 6]);
    expect(quickPick([3, 1, 2], 'all')).toEqual([1, 2, 3]);
    expect(quickPick(range(1, 6), 'clear')).toEqual([]);
  });
});
