import { describe, expect, it } from 'vitest';
import { vnPrizeRows, vnRegionOf } from './vn-prizes.ts';

// A Miền Bắc result (27 numbers) and a Miền Nam / Miền Trung one (18), ĐB first, as published.
const MB =
  '28228 71630 50872 24516 ' +
  '86013 10458 39567 72004 61229 04871 ' +
  '4409 7218 0862 3375 ' +
  '1290 6638 2041 9753 0187 5526 ' +
  '318 907 442 ' +
  '16 83 09 55';
const SOUTH = '640217 35871 09462 51380 77415 ' + '20931 84452 13078 66209 40125 92836 05517 ' + '3381 ' + '7012 4496 1853 ' + '275 ' + '48';

describe('vnRegionOf', () => {
  it.each([
    ['vn.mb', 'mb'],
    ['vn.mn', 'mn'],
    ['vn.mt', 'mt'],
    ['ssc', undefined],
    ['vn', undefined],
    ['vn.mb.fast45', undefined],
    [undefined, undefined],
  ])('%s → %s', (family, region) => {
    expect(vnRegionOf(family)).toBe(region);
  });
});

describe('vnPrizeRows', () => {
  it('splits a Miền Bắc result into ĐB and G1–G7 by count', () => {
    expect(vnPrizeRows('mb', MB)).toEqual([
      { key: 'db', numbers: ['28228'] },
      { key: 'g1', numbers: ['71630'] },
      { key: 'g2', numbers: ['50872', '24516'] },
      { key: 'g3', numbers: ['86013', '10458', '39567', '72004', '61229', '04871'] },
      { key: 'g4', numbers: ['4409', '7218', '0862', '3375'] },
      { key: 'g5', numbers: ['1290', '6638', '2041', '9753', '0187', '5526'] },
      { key: 'g6', numbers: ['318', '907', '442'] },
      { key: 'g7', numbers: ['16', '83', '09', '55'] },
    ]);
  });

  it.each(['mn', 'mt'] as const)('splits a %s result into ĐB and G1–G8, leading zeros kept', (region) => {
    expect(vnPrizeRows(region, SOUTH)).toEqual([
      { key: 'db', numbers: ['640217'] },
      { key: 'g1', numbers: ['35871'] },
      { key: 'g2', numbers: ['09462'] },
      { key: 'g3', numbers: ['51380', '77415'] },
      { key: 'g4', numbers: ['20931', '84452', '13078', '66209', '40125', '92836', '05517'] },
      { key: 'g5', numbers: ['3381'] },
      { key: 'g6', numbers: ['7012', '4496', '1853'] },
      { key: 'g7', numbers: ['275'] },
      { key: 'g8', numbers: ['48'] },
    ]);
  });

  it('tolerates extra spaces around and between numbers', () => {
    expect(vnPrizeRows('mn', `  ${SOUTH.replace(/ /g, '  ')} `)?.[0]).toEqual({ key: 'db', numbers: ['640217'] });
  });

  // A count that is not the region's: the caller falls back to the plain balls.
  it.each([
    ['mb', SOUTH],
    ['mn', MB],
    ['mt', MB],
    ['mb', `${MB} 12`],
    ['mb', MB.split(' ').slice(1).join(' ')],
    ['mn', ''],
    ['mb', '1 2 3 4 5'],
  ] as const)('%s with a result of the wrong count → null', (region, code) => {
    expect(vnPrizeRows(region, code)).toBeNull();
  });
});
