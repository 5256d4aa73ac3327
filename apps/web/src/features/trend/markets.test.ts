import { describe, expect, it } from 'vitest';
import { buildRoads, computedTables, createLhcFamily, gridRows, K3, SSC, type Family } from '@lotus/engine';
import { drawOf, outcomeOf, outcomesOf, roadMarkets } from './markets.ts';

type AnyFamily = Family<readonly (number | string)[]>;
const ssc = SSC as unknown as AnyFamily;

describe('road markets from the two-sided boards', () => {
  it('finds each SSC ball and the sum, for big/small and odd/even', () => {
    const keys = roadMarkets(ssc).map((m) => `${m.rowNameKey}:${m.pair}`);
    expect(keys).toEqual(
      expect.arrayContaining(['play.row.ball1:bigSmall', 'play.row.ball5:oddEven', 'play.row.sum:bigSmall']),
    );
  });

  it('settles a draw with the board: SSC ball 1 is big from 5, the sum from 23', () => {
    const [ball1] = roadMarkets(ssc).filter((m) => m.rowNameKey === 'play.row.ball1' && m.pair === 'bigSmall');
    const sum = roadMarkets(ssc).find((m) => m.rowNameKey === 'play.row.sum' && m.pair === 'bigSmall')!;
    expect(outcomeOf(ball1!, [5, 0, 0, 0, 0])).toBe('big');
    expect(outcomeOf(ball1!, [4, 9, 9, 9, 9])).toBe('small');
    expect(outcomeOf(sum, [5, 5, 5, 5, 3])).toBe('big');
    expect(outcomeOf(sum, [4, 4, 4, 4, 6])).toBe('small');
  });

  it('gives a tie where neither side wins: Mark Six 49, a K3 triple', () => {
    const lhc = createLhcFamily(computedTables(2026)) as unknown as AnyFamily;
    const special = roadMarkets(lhc).find((m) => m.pair === 'bigSmall')!;
    expect(outcomeOf(special, [1, 2, 3, 4, 5, 6, 49])).toBeNull();
    expect(outcomeOf(special, [1, 2, 3, 4, 5, 6, 30])).toBe('big');
    const k3 = roadMarkets(K3 as unknown as AnyFamily).find((m) => m.pair === 'bigSmall')!;
    expect(outcomeOf(k3, [6, 6, 6])).toBeNull();
    expect(outcomeOf(k3, [6, 6, 5])).toBe('big');
  });

  it('reads codes newest first into the roads oldest first, skipping what is not a draw', () => {
    expect(drawOf(ssc, '1 2 3 4 5')).toEqual([1, 2, 3, 4, 5]);
    expect(drawOf(ssc, '1 2 3')).toBeUndefined();
    const ball1 = roadMarkets(ssc).find((m) => m.rowNameKey === 'play.row.ball1' && m.pair === 'bigSmall')!;
    // Oldest → newest: B B S, given newest first.
    const outcomes = outcomesOf(ssc, ball1, ['1 0 0 0 0', 'bad', '9 0 0 0 0', '7 0 0 0 0']);
    expect(outcomes).toEqual(['big', 'big', 'small']);
    expect(gridRows(buildRoads(outcomes).big, (m) => (m.side === 'big' ? 'B' : 'S'))[0]).toBe('B S');
  });
});
