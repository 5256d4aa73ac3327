import { describe, expect, it } from 'vitest';
import { longDragons } from '../../dragon/dragon.ts';
import { computedTables } from './attributes.ts';
import { lhcDragonMarkets } from './dragon-markets.ts';

describe('Mark Six long-dragon markets', () => {
  const markets = lhcDragonMarkets(computedTables(2026));

  it('covers 7 positions × 8 attributes', () => {
    expect(markets).toHaveLength(56);
  });

  it('finds the special number’s streaks; 49 breaks two-sided streaks but not colour', () => {
    // specials 30 42 48 36: big, even, 大双, 牛牛羊羊 (domestic); then 49
    const history = [30, 42, 48, 36].map((s) => [1, 2, 3, 4, 5, 6, s]);
    const found = longDragons(history, markets, 4).filter((d) => d.position === 6);
    expect(found.map((d) => `${d.attribute}:${d.side}`)).toEqual([
      'big-small:big',
      'odd-even:even',
      'sizeParity:bigEven',
      'domestic-wild:domestic',
    ]);
    const withTie = [...history, [1, 2, 3, 4, 5, 6, 49]];
    const after = longDragons(withTie, markets, 1).filter((d) => d.position === 6);
    expect(after.map((d) => d.attribute).sort()).toEqual(['colour', 'domestic-wild']);
  });
});
