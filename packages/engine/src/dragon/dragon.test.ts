import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_DRAGON_LIMIT,
  dragonBet,
  isDragonListCurrent,
  longDragons,
  positionMarkets,
  streakOf,
  type DragonMarket,
} from './dragon.ts';

// §3/§4 example sequence as the special number's 大/小 (49 = tie).
const SEQ = 'B B S B B B T S S B S S S S S S S B B S B'.split(' ');
const market: DragonMarket<string> = {
  key: 'special.bigSmall',
  position: 6,
  attribute: 'bigSmall',
  sides: ['B', 'S'],
  classify: (d) => (d === 'T' ? null : d),
};

describe('long dragon', () => {
  it('finds 小×7 after issue 17 and 大×1 at the end (reference §4)', () => {
    expect(streakOf(SEQ.slice(0, 17), market)).toEqual({ side: 'S', length: 7 });
    expect(streakOf(SEQ, market)).toEqual({ side: 'B', length: 1 });
    expect(longDragons(SEQ.slice(0, 17), [market])).toEqual([
      { marketKey: 'special.bigSmall', position: 6, attribute: 'bigSmall', side: 'S', length: 7 },
    ]);
    expect(longDragons(SEQ, [market])).toEqual([]);
  });

  it('a tie ends a streak; a tie as the newest issue means no streak', () => {
    expect(streakOf(['S', 'S', 'S', 'T', 'S', 'S'], market)).toEqual({ side: 'S', length: 2 });
    expect(streakOf(['S', 'S', 'T'], market)).toBeNull();
    expect(streakOf([], market)).toBeNull();
  });

  it('respects the member limit (default 3)', () => {
    const h = ['B', 'S', 'S', 'S'];
    expect(DEFAULT_DRAGON_LIMIT).toBe(3);
    expect(longDragons(h, [market])).toHaveLength(1);
    expect(longDragons(h, [market], 4)).toHaveLength(0);
  });

  it('implies a follow or break bet', () => {
    const [d] = longDragons(SEQ.slice(0, 17), [market]);
    expect(dragonBet(d!, market, 'follow')).toEqual({ marketKey: 'special.bigSmall', sides: ['S'] });
    expect(dragonBet(d!, market, 'break')).toEqual({ marketKey: 'special.bigSmall', sides: ['B'] });
    const colour = { ...market, sides: ['red', 'blue', 'green'] };
    expect(dragonBet({ ...d!, side: 'red' }, colour, 'break').sides).toEqual(['blue', 'green']);
  });

  it('shows the list only for the next one or two issues', () => {
    expect(isDragonListCurrent(101, 100)).toBe(true);
    expect(isDragonListCurrent(102, 100)).toBe(true);
    expect(isDragonListCurrent(103, 100)).toBe(false);
    expect(isDragonListCurrent(100, 100)).toBe(false);
  });

  it('builds position markets and sorts dragons longest first', () => {
    const bigSmall = {
      code: 'bigSmall',
      sides: ['big', 'small'],
      of: (n: number) => (n >= 5 ? 'big' : 'small'),
    };
    const oddEven = { code: 'oddEven', sides: ['odd', 'even'], of: (n: number) => (n % 2 ? 'odd' : 'even') };
    const markets = positionMarkets([0, 1], [bigSmall, oddEven]);
    expect(markets.map((m) => m.key)).toEqual([
      'pos0.bigSmall',
      'pos0.oddEven',
      'pos1.bigSmall',
      'pos1.oddEven',
    ]);
    const history = [
      [1, 9],
      [3, 8],
      [5, 6],
      [7, 7],
      [9, 6],
    ];
    const dragons = longDragons(history, markets);
    expect(dragons.map((d) => `${d.marketKey}:${d.side}${d.length}`)).toEqual([
      'pos0.oddEven:odd5',
      'pos1.bigSmall:big5',
      'pos0.bigSmall:big3',
    ]);
    expect(markets[0]!.classify([])).toBeNull();
  });

  it('a streak is the longest equal suffix', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('B', 'S', 'T'), { maxLength: 50 }), (h) => {
        const s = streakOf(h, market);
        if (h.length === 0 || h[h.length - 1] === 'T') {
          expect(s).toBeNull();
          return;
        }
        const last = h[h.length - 1];
        let n = 0;
        while (n < h.length && h[h.length - 1 - n] === last) n++;
        expect(s).toEqual({ side: last, length: n });
      }),
    );
  });
});
