import { describe, expect, it } from 'vitest';
import { fpcSymbolsOf } from './BetContent.tsx';

const vi = { fish: 'Cá', prawn: 'Tôm', gourd: 'Bầu', coin: 'Tiền', crab: 'Cua', rooster: 'Gà' } as const;
const nameOf = (s: keyof typeof vi) => vi[s];

describe('fpcSymbolsOf', () => {
  it.each([
    ['fpc', '1,5', ['fish', 'crab']],
    ['fpc', '6', ['rooster']],
    ['fpc', 'Cá, Cua', ['fish', 'crab']],
    ['fpc', 'Gà', ['rooster']],
    ['fpc', '1,7', null],
    ['fpc', 'Cá, Voi', null],
    ['fpc', '', null],
    ['k3', '1,5', null],
    [undefined, '1', null],
  ])('%s %j → %j', (family, content, symbols) => {
    expect(fpcSymbolsOf(family, content, nameOf)).toEqual(symbols);
  });
});
