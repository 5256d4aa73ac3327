import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_TIES, type Draw, type Play } from '../../model.ts';
import { createDiceFamily, diceDragonMarkets } from './dice.ts';
import { longDragons } from '../../dragon/dragon.ts';
import { sha256, utf8 } from '../../rng.ts';

const family = createDiceFamily();
const play = (code: string): Play => family.plays.find((p) => p.code === code)!;
const ALL: Draw[] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ALL.push([a, b, c]);
const winsOn = (code: string, rows: number[][]) =>
  ALL.filter((d) => Object.keys(play(code).settle({ rows }, d).wins).length > 0).length;

describe('racing-car dice (sic-bo)', () => {
  it('大 11–17 / 小 4–10 / 单 / 双 lose on a triple (通杀)', () => {
    const p = play('twoSided');
    expect(p.settle({ rows: [[0, 1, 2, 3]] }, [6, 5, 1])).toEqual({ wins: { big: 1, even: 1 }, pushes: 0 });
    expect(p.settle({ rows: [[0, 1, 2, 3]] }, [1, 2, 2])).toEqual({ wins: { small: 1, odd: 1 }, pushes: 0 });
    expect(p.settle({ rows: [[0, 1, 2, 3]] }, [4, 4, 4])).toEqual({ wins: {}, pushes: 0 });
    expect(p.settle({ rows: [[0, 3]] }, [4, 4, 4], { ...DEFAULT_TIES, k3TripleKill: false })).toEqual({
      wins: { big: 1, even: 1 },
      pushes: 0,
    });
    // 105 of 216 throws are 大 and not a triple
    expect(winsOn('twoSided', [[0]])).toBe(105);
    expect(winsOn('twoSided', [[1]])).toBe(105);
  });

  it('a total 4–17 wins on that sum, priced by its rarity', () => {
    const p = play('total');
    expect(p.settle({ rows: [[10, 11]] }, [5, 3, 2])).toEqual({ wins: { s10: 1 }, pushes: 0 });
    expect(p.validate({ rows: [[3]] })).toMatchObject({ ok: false, code: 'VALUE_OUT_OF_RANGE' });
    expect(p.validate({ rows: [[18]] })).toMatchObject({ ok: false, code: 'VALUE_OUT_OF_RANGE' });
    const counts = [4, 5, 6, 7, 8, 9, 10].map((s) => winsOn('total', [[s]]));
    expect(counts).toEqual([3, 6, 10, 15, 21, 25, 27]);
  });

  it('single face 1:1 / 2:1 / 3:1', () => {
    expect(play('single').settle({ rows: [[2, 3, 6]] }, [2, 2, 3])).toEqual({
      wins: { two: 1, one: 1 },
      pushes: 0,
    });
    expect(play('single').settle({ rows: [[6]] }, [6, 6, 6])).toEqual({ wins: { three: 1 }, pushes: 0 });
  });

  it('specific double (triple included), any double, any and specific triple', () => {
    expect(play('double').settle({ rows: [[2, 3]] }, [2, 2, 3])).toEqual({ wins: { hit: 1 }, pushes: 0 });
    expect(play('double').settle({ rows: [[2]] }, [2, 2, 2])).toEqual({ wins: { hit: 1 }, pushes: 0 });
    expect(winsOn('double', [[1]])).toBe(16);
    expect(winsOn('anyDouble', [[0]])).toBe(96);
    expect(winsOn('anyTriple', [[0]])).toBe(6);
    expect(winsOn('triple', [[5]])).toBe(1);
    expect(play('anyDouble').countBets({ rows: [[0]] })).toBe(1);
  });

  it('two-face combination: C(n,2) pairs, each wins when both faces show', () => {
    const p = play('combination');
    expect(p.countBets({ rows: [[1, 2, 3, 4]] })).toBe(6);
    expect(p.settle({ rows: [[1, 2, 3, 4]] }, [1, 2, 3])).toEqual({ wins: { hit: 3 }, pushes: 0 });
    expect(winsOn('combination', [[1, 2]])).toBe(30);
  });

  it('has unique ids, a catalogue and valid draws', () => {
    const ids = family.plays.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(family.catalogs[0]?.subCatalogs[0]?.playIds).toEqual(ids);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (seed) => {
        expect(family.isValidDraw(family.deriveDraw(seed))).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});

describe('racing-car dice long dragons', () => {
  it('tracks 大小 and 单双 of the total; a triple ends the streak', () => {
    const markets = diceDragonMarkets();
    const history: Draw[] = [
      [6, 5, 1],
      [6, 6, 1],
      [4, 5, 6],
      [6, 6, 6],
      [5, 5, 2],
      [6, 4, 3],
      [6, 6, 5],
    ];
    const dragons = longDragons(history, markets);
    expect(dragons).toEqual([
      { marketKey: 'dice.total.big-small', position: -1, attribute: 'big-small', side: 'big', length: 3 },
    ]);
    expect(longDragons(history.slice(0, 4), markets)).toEqual([]);
  });
});

describe('racing-car dice: the triple kill, one case at a time', () => {
  const options = ['big', 'small', 'odd', 'even'];
  const cases = [1, 2, 3, 4, 5, 6].flatMap((f) => options.map((o, i) => [f, o, i] as const));
  it.each(cases)('triple %i kills %s', (face, _o, i) => {
    expect(play('twoSided').settle({ rows: [[i]] }, [face, face, face])).toEqual({ wins: {}, pushes: 0 });
  });
});

describe('draw uniformity (fixed seeds, so deterministic)', () => {
  it('each face appears about equally often', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 3000; i++) {
      const seed = sha256(utf8(`dice:${i}`));
      for (const f of family.deriveDraw(seed)) counts[f - 1]!++;
    }
    // 9000 faces, expected 1500 each; chi-square with 5 degrees of freedom < 20.5 (p ≈ 0.001)
    const chi = counts.reduce((a, c) => a + (c - 1500) ** 2 / 1500, 0);
    expect(chi).toBeLessThan(20.5);
  });
});
