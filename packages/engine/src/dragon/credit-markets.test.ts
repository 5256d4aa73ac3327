import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { creditDragonMarkets, longDragons } from './dragon.ts';
import { creditItems } from '../wire.ts';
import { DEFAULT_TIES, type Draw, type Family } from '../model.ts';
import { SSC } from '../families/digits/families.ts';
import { X5 } from '../families/x5/x5.ts';
import { K3 } from '../families/k3/k3.ts';
import { PK10 } from '../families/pk10/pk10.ts';
import { createFpcFamily } from '../families/fpc/fpc.ts';

const seed = fc.uint8Array({ minLength: 32, maxLength: 32 });
const rows = (f: Family) => creditDragonMarkets(f).map((m) => `${m.rowNameKey}.${m.attribute}`);

describe('dragon markets read off the two-sided boards', () => {
  it('are each ball and the sum on SSC, each rank on PK10, the sum on K3, none on fish-prawn-crab', () => {
    expect(rows(SSC)).toEqual([
      ...[1, 2, 3, 4, 5].flatMap((b) => [`play.row.ball${b}.bigSmall`, `play.row.ball${b}.oddEven`]),
      'play.row.sum.bigSmall',
      'play.row.sum.oddEven',
    ]);
    expect(rows(PK10)).toEqual([...Array(10).keys()].flatMap((r) => [`play.row.rank${r + 1}.bigSmall`, `play.row.rank${r + 1}.oddEven`]));
    expect(rows(K3)).toEqual(['play.row.sum.bigSmall', 'play.row.sum.oddEven']);
    expect(creditDragonMarkets(createFpcFamily())).toEqual([]);
  });

  it('judge each draw by the rules of the bet (brute force: 大 from 5 per SSC ball, from 23 on the sum; 大 from 6 per PK10 rank)', () => {
    const sum = (d: Draw) => d.reduce((a, b) => a + b, 0);
    const side = (attribute: string, v: number, bigFrom: number) => (attribute === 'bigSmall' ? (v >= bigFrom ? 'big' : 'small') : v % 2 ? 'odd' : 'even');
    const cases: [Family, (m: { rowNameKey: string; attribute: string }, d: Draw) => string][] = [
      [SSC, (m, d) => (m.rowNameKey === 'play.row.sum' ? side(m.attribute, sum(d), 23) : side(m.attribute, d[Number(m.rowNameKey.slice(-1)) - 1]!, 5))],
      [PK10, (m, d) => side(m.attribute, d[Number(m.rowNameKey.replace('play.row.rank', '')) - 1]!, 6)],
    ];
    for (const [family, expected] of cases) {
      const markets = creditDragonMarkets(family);
      fc.assert(
        fc.property(seed, (s) => {
          const draw = family.deriveDraw(s);
          for (const m of markets) expect(m.classify(draw)).toBe(expected(m, draw));
        }),
        { numRuns: 300 },
      );
    }
  });

  it('end a streak on a K3 triple under the triple kill, and go on through it without the kill', () => {
    const [bigSmall] = creditDragonMarkets(K3);
    expect(bigSmall!.classify([6, 6, 6] as Draw)).toBeNull();
    expect(bigSmall!.classify([5, 6, 6] as Draw)).toBe('big');
    const [noKill] = creditDragonMarkets(K3, { ...DEFAULT_TIES, k3TripleKill: false });
    expect(noKill!.classify([6, 6, 6] as Draw)).toBe('big');
    const history: Draw[] = [[5, 6, 6], [4, 5, 6], [6, 6, 6], [6, 5, 5]];
    expect(longDragons(history, [bigSmall!], 2)).toEqual([]);
    expect(longDragons(history, [noKill!], 2)).toEqual([{ marketKey: noKill!.key, position: 0, attribute: 'bigSmall', side: 'big', length: 4 }]);
  });

  it('end a streak on a drawn 11 in 11x5 (convention A pushes it)', () => {
    const ball1 = creditDragonMarkets(X5).find((m) => m.rowNameKey === 'play.row.ball1' && m.attribute === 'bigSmall')!;
    expect(ball1.classify([11, 1, 2, 3, 4] as Draw)).toBeNull();
    expect(ball1.classify([10, 1, 2, 3, 4] as Draw)).toBe('big');
  });

  it('name for each side an item of the board to bet', () => {
    for (const family of [SSC, X5, K3, PK10]) {
      for (const m of creditDragonMarkets(family)) {
        const items = creditItems(family.plays.find((p) => p.id === m.playId)!);
        for (const side of m.sides) {
          const item = items.find((i) => i.row === m.row && i.option === m.optionOf[side]);
          expect(item?.nameKey).toBe(`play.opt.${side}`);
        }
      }
    }
  });
});
