import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  askRoad,
  beadPlate,
  bigRoad,
  buildRoads,
  derivedMarks,
  derivedRoad,
  trimGrid,
  gridRows,
  layOut,
  logicalBigRoad,
  type BigRoadMark,
  type DerivedColour,
  type RoadOutcome,
} from './roads.ts';

type Side = 'B' | 'S';
// The worked example of the roads (docs/product.md §12): B = 大, S = 小, T = 49 (tie).
const EXAMPLE: RoadOutcome<Side>[] = 'B B S B B B T S S B S S S S S S S B B S B'
  .split(' ')
  .map((t) => (t === 'T' ? null : (t as Side)));

const bead = (v: RoadOutcome<Side>) => v ?? 'T';
const big = (m: BigRoadMark<Side>) => (m.ties > 0 ? m.side.toLowerCase() : m.side);
const colour = (c: DerivedColour) => (c === 'red' ? 'R' : 'B');

describe('roads: the 21-issue worked example', () => {
  const roads = buildRoads(EXAMPLE);

  it('bead plate', () => {
    expect(gridRows(roads.bead, bead)).toEqual([
      'B T S B',
      'B S S S',
      'S S S B',
      'B B S .',
      'B S S .',
      'B S B .',
    ]);
  });

  it('big road with the dragon tail along the bottom row', () => {
    expect(gridRows(roads.big, big)).toEqual([
      'B S B S B S B S B',
      'B . B S . S B . .',
      '. . b . . S . . .',
      '. . . . . S . . .',
      '. . . . . S . . .',
      '. . . . . S S . .',
    ]);
    expect(roads.leadingTies).toBe(0);
  });

  it('runs B2 S1 B3 (tie on its last cell) S2 B1 S7 B2 S1 B1', () => {
    const logical = logicalBigRoad(EXAMPLE);
    expect(logical.columns.map((c) => `${c[0]?.side}${c.length}`)).toEqual([
      'B2',
      'S1',
      'B3',
      'S2',
      'B1',
      'S7',
      'B2',
      'S1',
      'B1',
    ]);
    expect(logical.columns[2]?.map((m) => m.ties)).toEqual([0, 0, 1]);
  });

  it('big eye road', () => {
    expect(derivedMarks([2, 1, 3, 2, 1, 7, 2, 1, 1], 1).map(colour).join('')).toBe('BBRBRBBBRRRRRBRBB');
    expect(gridRows(roads.bigEye, colour)).toEqual([
      'B R B R B R B R B',
      'B . . . B R . . B',
      '. . . . B R . . .',
      '. . . . . R . . .',
      '. . . . . R . . .',
      '. . . . . . . . .',
    ]);
  });

  it('small road', () => {
    expect(derivedMarks([2, 1, 3, 2, 1, 7, 2, 1, 1], 2).map(colour).join('')).toBe('RBBBBBRBRRRRBBBB');
    expect(gridRows(roads.small, colour)).toEqual([
      'R B R B R B',
      '. B . . R B',
      '. B . . R B',
      '. B . . R B',
      '. B . . . .',
      '. . . . . .',
    ]);
  });

  it('cockroach road', () => {
    expect(derivedMarks([2, 1, 3, 2, 1, 7, 2, 1, 1], 3).map(colour).join('')).toBe('RRRRRBRRRBRRR');
    expect(gridRows(roads.cockroach, colour)).toEqual([
      'R B R B R',
      'R . R . R',
      'R . R . R',
      'R . . . .',
      'R . . . .',
      '. . . . .',
    ]);
  });
});

describe('roads: edge cases', () => {
  it('counts ties before any mark as leading ties', () => {
    const r = buildRoads<Side>([null, null, 'B', null]);
    expect(r.leadingTies).toBe(2);
    expect(r.big.cells).toEqual([{ col: 0, row: 0, value: { side: 'B', ties: 1 } }]);
    expect(r.bead.cells.map((c) => c.value)).toEqual([null, null, 'B', null]);
  });

  it('trims old columns of any grid for display', () => {
    const big = buildRoads(EXAMPLE).big;
    expect(gridRows(trimGrid(big, 3), (m) => (m.ties > 0 ? m.side.toLowerCase() : m.side))).toEqual([
      'B S B',
      'B . .',
      '. . .',
      '. . .',
      '. . .',
      'S . .',
    ]);
    expect(trimGrid(big, 20)).toBe(big);
    expect(trimGrid(big, 0)).toEqual({ cells: [], columns: 0 });
  });

  it('derivedRoad lays out one derived road on its own', () => {
    expect(derivedRoad(EXAMPLE, 2)).toEqual(buildRoads(EXAMPLE).small);
  });

  it('empty and short sequences have empty derived roads', () => {
    expect(buildRoads<Side>([]).big).toEqual({ cells: [], columns: 0 });
    expect(buildRoads<Side>(['B', 'S']).bigEye.cells).toEqual([]);
    expect(derivedMarks([1], 1)).toEqual([]);
  });

  it('starts derived road k at (k,1) when column k has two or more marks', () => {
    // depths 1,2: big eye starts at (1,1): depth(0) = 1 = r → blue.
    expect(derivedMarks([1, 2], 1)).toEqual(['blue']);
    // depths 1,3: (1,1) blue, (1,2) red (column 0 ended two rows above).
    expect(derivedMarks([1, 3], 1)).toEqual(['blue', 'red']);
  });

  it('bead plate drops whole old columns beyond maxColumns', () => {
    const outcomes: Side[] = Array.from({ length: 15 }, (_, i) => (i % 2 ? 'B' : 'S'));
    const g = beadPlate(outcomes, 2);
    expect(g.columns).toBe(2);
    expect(g.cells).toHaveLength(9);
    expect(g.cells[0]).toEqual({ col: 0, row: 0, value: outcomes[6] });
    expect(beadPlate(outcomes, 5).cells).toHaveLength(15);
  });

  it('a dragon tail blocks the next run from going down, which then bends right', () => {
    // Run of 8 on column 0 turns right at row 5; the next run of 7 at column 1 must stop at row 4.
    const g = layOut([Array(8).fill('A'), Array(7).fill('B')]);
    expect(gridRows(g, (v) => v)).toEqual(['A B . .', 'A B . .', 'A B . .', 'A B . .', 'A B B B', 'A A A .']);
  });

  it('big road places every non-tie outcome exactly once, in distinct cells', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<RoadOutcome<Side>>('B', 'S', null), { maxLength: 120 }), (seq) => {
        const g = bigRoad(seq);
        expect(g.cells).toHaveLength(seq.filter((s) => s !== null).length);
        expect(new Set(g.cells.map((c) => `${c.col},${c.row}`)).size).toBe(g.cells.length);
        expect(g.cells.every((c) => c.row >= 0 && c.row < 6)).toBe(true);
        const ties = g.cells.reduce((n, c) => n + c.value.ties, 0) + logicalBigRoad(seq).leadingTies;
        expect(ties).toBe(seq.filter((s) => s === null).length);
      }),
    );
  });

  it('a derived road gets one mark per big-road cell after its start cell', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 3 }),
        (depths, k) => {
          const total = depths.reduce((a, b) => a + b, 0);
          const skipped =
            depths.length <= k
              ? total
              : depths.slice(0, k).reduce((a, b) => a + b, 0) + (depths[k] === 1 ? 1 : 1);
          expect(derivedMarks(depths, k)).toHaveLength(Math.max(0, total - skipped));
        },
      ),
    );
  });

  it('askRoad predicts the mark each derived road would get', () => {
    // After the example, 大 extends column 8 to depth 2 at row 1: big eye compares depth(7) = 1 = r → blue.
    const next = askRoad(EXAMPLE, 'B');
    expect(next.bigEye).toBe('blue');
    const viaAppend = buildRoads([...EXAMPLE, 'B']);
    expect(viaAppend.bigEye.cells.at(-1)?.value).toBe('blue');
    expect(viaAppend.small.cells.at(-1)?.value).toBe(next.small);
    expect(viaAppend.cockroach.cells.at(-1)?.value).toBe(next.cockroach);
    // 小 opens column 9: big eye compares depth(8) = 1 with depth(7) = 1 → red.
    expect(askRoad(EXAMPLE, 'S').bigEye).toBe('red');
    expect(askRoad<Side>(['B'], 'S')).toEqual({ bigEye: null, small: null, cockroach: null });
  });
});
