import { describe, expect, it } from 'vitest';
import type { DragonBetItem, LongDragonItem } from '@lotus/contracts';
import { betSide, dragonBetItem, dragonLotteries, dragonThreshold } from './dragon.ts';

const dragon: LongDragonItem = { ticketId: 101, lottery: 'SSC 1', market: '1123.2.bigSmall', place: 'Ball 3', position: 2, attribute: 'bigSmall', side: 'big', length: 6 };
const detail: DragonBetItem[] = [
  { ...dragon, market: '1123.0.bigSmall', place: 'Ball 1', position: 0, issue: '20261125-0600', followItemId: 11, breakItemIds: [12] },
  // The sum's row 0 of another board: the same position, another market.
  { ...dragon, market: '1124.0.bigSmall', place: 'Sum', position: 0, issue: '20261125-0600', followItemId: 21, breakItemIds: [22] },
  { ...dragon, issue: '20261125-0600', followItemId: 31, breakItemIds: [32] },
];

describe('dragon streak betting', () => {
  it('watches the member\'s chosen lotteries, else every one the platform lists, once each', () => {
    const platform = [{ ticketIds: [101, 102] }, { ticketIds: [401, 101] }];
    expect(dragonLotteries([], platform)).toEqual([101, 102, 401]);
    expect(dragonLotteries([401], platform)).toEqual([401]);
  });

  it.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [30, 30],
  ])('a limit of %i asks for streaks of %i', (limit, threshold) => {
    expect(dragonThreshold(limit)).toBe(threshold);
  });

  it.each([
    ['big', 'follow', 'big'],
    ['big', 'break', 'small'],
    ['small', 'break', 'big'],
    ['odd', 'break', 'even'],
    ['even', 'follow', 'even'],
  ] as const)('%s, %s: bets %s', (side, mode, bet) => {
    expect(betSide({ side }, mode)).toBe(bet);
  });

  it('bets the item of the same market and side on the current issue', () => {
    expect(dragonBetItem(detail, dragon, 'follow')).toEqual({ issue: '20261125-0600', playItemId: 31 });
    expect(dragonBetItem(detail, dragon, 'break')).toEqual({ issue: '20261125-0600', playItemId: 32 });
    const sum = { ...dragon, market: '1124.0.bigSmall', place: 'Sum', position: 0 };
    expect(dragonBetItem(detail, sum, 'follow')).toEqual({ issue: '20261125-0600', playItemId: 21 });
  });

  it('finds nothing when the streak ended, the lottery has no item, or no issue is on sale', () => {
    expect(dragonBetItem(detail, { ...dragon, side: 'small' }, 'follow')).toBeNull();
    expect(dragonBetItem([{ ...detail[2]!, followItemId: null, breakItemIds: [] }], dragon, 'follow')).toBeNull();
    expect(dragonBetItem([{ ...detail[2]!, followItemId: null, breakItemIds: [] }], dragon, 'break')).toBeNull();
    expect(dragonBetItem([{ ...detail[2]!, issue: '' }], dragon, 'follow')).toBeNull();
  });
});
