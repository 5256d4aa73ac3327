import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chainRebates, groupsBelow, isGroupOnGrid, type ChainLink } from './rebate.ts';

const chainOf = (...groups: number[]): ChainLink[] => groups.map((group, i) => ({ memberId: `m${i}`, group }));

describe('chainRebates (docs/product.md §13.1)', () => {
  it('pays the worked example: member 1950 betting 100 at 1930 under 1956 and 1960', () => {
    expect(chainRebates(chainOf(1950, 1956, 1960), 1930, 100_000n)).toEqual([
      { memberId: 'm0', level: 0, amountMilli: 1000n },
      { memberId: 'm1', level: 1, amountMilli: 300n },
      { memberId: 'm2', level: 2, amountMilli: 200n },
    ]);
  });

  it('pays the bettor nothing at his own group, and nothing on a zero stake', () => {
    expect(chainRebates(chainOf(1950, 1960), 1950, 6_000n)).toEqual([{ memberId: 'm1', level: 1, amountMilli: 30n }]);
    expect(chainRebates(chainOf(1950, 1960), 1900, 0n)).toEqual([]);
  });

  it('truncates each credit to the milli', () => {
    // 1 milli × 2/2000 = 0.001 milli → nothing; 999 × 2/2000 = 0.999 → 0; 1000 × 2/2000 = 1.
    expect(chainRebates(chainOf(1952), 1950, 999n)).toEqual([]);
    expect(chainRebates(chainOf(1952), 1950, 1000n)).toEqual([{ memberId: 'm0', level: 0, amountMilli: 1n }]);
  });

  it('never debits: a link below a lower link earns nothing and does not lower the base', () => {
    expect(chainRebates(chainOf(1950, 1940, 1960), 1950, 100_000n)).toEqual([{ memberId: 'm2', level: 2, amountMilli: 500n }]);
  });

  it('property: each credit is its formula to the milli and the total is at most S·(G(top) − Gb)/2000', () => {
    const arb = fc
      .record({
        steps: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 11 }),
        base: fc.integer({ min: 900, max: 980 }),
        below: fc.integer({ min: 0, max: 130 }),
        stake: fc.bigInt({ min: 0n, max: 10_000_000_000n }),
      })
      .map(({ steps, base, below, stake }) => {
        const groups: number[] = [];
        let g = base * 2;
        for (const s of steps) {
          g += s * 2;
          groups.push(g);
        }
        return { groups, betGroup: groups[0]! - below * 2, stake };
      });
    fc.assert(
      fc.property(arb, ({ groups, betGroup, stake }) => {
        const credits = chainRebates(chainOf(...groups), betGroup, stake);
        const byLevel = new Map(credits.map((c) => [c.level, c.amountMilli]));
        groups.forEach((g, i) => {
          const lower = i === 0 ? betGroup : groups[i - 1]!;
          expect(byLevel.get(i) ?? 0n).toBe((stake * BigInt(g - lower)) / 2000n);
        });
        const total = credits.reduce((a, c) => a + c.amountMilli, 0n);
        const whole = (stake * BigInt(groups[groups.length - 1]! - betGroup)) / 2000n;
        expect(total <= whole).toBe(true);
        // Truncation loses less than one milli per account.
        expect(whole - total < BigInt(groups.length)).toBe(true);
      }),
    );
  });
});

describe('prize-group grid', () => {
  const range = { min: 1800, max: 1960, step: 2 };
  it('accepts only min + k·step within the range', () => {
    expect(isGroupOnGrid(1800, range)).toBe(true);
    expect(isGroupOnGrid(1960, range)).toBe(true);
    expect(isGroupOnGrid(1951, range)).toBe(false);
    expect(isGroupOnGrid(1962, range)).toBe(false);
    expect(isGroupOnGrid(1798, range)).toBe(false);
  });
  it('lists what an account may give below it, highest first', () => {
    expect(groupsBelow(1806, range)).toEqual([1806, 1804, 1802, 1800]);
    expect(groupsBelow(1790, range)).toEqual([]);
  });
});
