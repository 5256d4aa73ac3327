/**
 * Long-dragon markets of Mark Six (S8): 特码 and 正1–6 × 大小, 单双, 合单合双, 合大合小, 尾大尾小,
 * 大单/小单/大双/小双, 家禽/野兽 and colour. 49 ties the two-sided attributes (it ends a streak);
 * colour and 家禽/野兽 count it.
 */
import type { Draw } from '../../model.ts';
import { positionMarkets, type DragonMarket } from '../../dragon/dragon.ts';
import { DOMESTIC_ZODIACS, colourOf, twoSidedVerdict, type LhcTables, type TwoSided } from './attributes.ts';

const pair = (a: TwoSided, b: TwoSided) => ({
  code: `${a}-${b}`,
  sides: [a, b],
  of: (n: number) => (twoSidedVerdict(n, a) === 'push' ? null : twoSidedVerdict(n, a) === 'win' ? a : b),
});

export function lhcDragonMarkets(t: LhcTables): DragonMarket<Draw>[] {
  const attributes = [
    pair('big', 'small'),
    pair('odd', 'even'),
    pair('sumOdd', 'sumEven'),
    pair('sumBig', 'sumSmall'),
    pair('tailBig', 'tailSmall'),
    {
      code: 'sizeParity',
      sides: ['bigOdd', 'bigEven', 'smallOdd', 'smallEven'],
      of: (n: number) =>
        (['bigOdd', 'bigEven', 'smallOdd', 'smallEven'] as const).find(
          (o) => twoSidedVerdict(n, o) === 'win',
        ) ?? null,
    },
    {
      code: 'domestic-wild',
      sides: ['domestic', 'wild'],
      of: (n: number) => (DOMESTIC_ZODIACS.includes(t.zodiacOf[n] as number) ? 'domestic' : 'wild'),
    },
    { code: 'colour', sides: ['red', 'blue', 'green'], of: (n: number) => colourOf(n) },
  ];
  // Position 6 is the special number; 0–5 are 正1–6.
  return positionMarkets([6, 0, 1, 2, 3, 4, 5], attributes, 'lhc.pos');
}
