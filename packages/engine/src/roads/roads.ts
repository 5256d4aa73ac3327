/**
 * Roads (路单) for any two-outcome sequence with ties: bead plate, big road and the three derived
 * roads (big eye, small, cockroach). Rules: docs/product.md §12.
 */

/** One issue's outcome: one of the two sides, or `null` for a tie / void issue (e.g. LHC 49). */
export type RoadOutcome<S extends string> = S | null;

/** Rows of every road grid. */
export const ROAD_ROWS = 6;

/** A value placed on a grid at (col, row), both 0-based, row 0 at the top. */
export interface PlacedCell<V> {
  col: number;
  row: number;
  value: V;
}

export interface Grid<V> {
  cells: PlacedCell<V>[];
  /** Number of columns in use (last used column + 1). */
  columns: number;
}

/** A big-road cell: the side and how many ties followed it. */
export interface BigRoadMark<S extends string> {
  side: S;
  ties: number;
}

export type DerivedColour = 'red' | 'blue';

/** Derived roads: k = 1 大眼仔, 2 小路, 3 曱甴路. */
export const DERIVED_ROADS = { bigEye: 1, small: 2, cockroach: 3 } as const;
export type DerivedRoadName = keyof typeof DERIVED_ROADS;

/**
 * Bead plate: every issue including ties, cell i at col ⌊i/6⌋, row i mod 6. With `maxColumns`,
 * whole old columns are dropped so at most that many remain.
 */
export function beadPlate<S extends string>(
  outcomes: readonly RoadOutcome<S>[],
  maxColumns?: number,
): Grid<RoadOutcome<S>> {
  const total = Math.ceil(outcomes.length / ROAD_ROWS);
  const dropColumns = maxColumns !== undefined && total > maxColumns ? total - Math.max(0, maxColumns) : 0;
  const cells: PlacedCell<RoadOutcome<S>>[] = [];
  for (let i = dropColumns * ROAD_ROWS; i < outcomes.length; i++) {
    const j = i - dropColumns * ROAD_ROWS;
    cells.push({ col: Math.floor(j / ROAD_ROWS), row: j % ROAD_ROWS, value: outcomes[i] as RoadOutcome<S> });
  }
  return { cells, columns: total - dropColumns };
}

/** The big road before layout: one array per run (logical column), plus ties before any mark. */
export interface LogicalBigRoad<S extends string> {
  columns: BigRoadMark<S>[][];
  leadingTies: number;
}

/** Groups outcomes into runs; a tie is added to the last mark (or to `leadingTies`). */
export function logicalBigRoad<S extends string>(outcomes: readonly RoadOutcome<S>[]): LogicalBigRoad<S> {
  const columns: BigRoadMark<S>[][] = [];
  let leadingTies = 0;
  for (const outcome of outcomes) {
    const column = columns[columns.length - 1];
    if (outcome === null) {
      const last = column?.[column.length - 1];
      if (last) last.ties++;
      else leadingTies++;
    } else if (column && column[0]?.side === outcome) {
      column.push({ side: outcome, ties: 0 });
    } else {
      columns.push([{ side: outcome, ties: 0 }]);
    }
  }
  return { columns, leadingTies };
}

/**
 * Lays runs out on a 6-row grid (rule 3). Within a run: down while the row below is free and
 * inside the grid, else right along the same row (the dragon tail), skipping used cells. A new
 * run starts at row 0, one column right of the previous run's start (not of its tail).
 */
export function layOut<V>(runs: readonly (readonly V[])[]): Grid<V> {
  const used = new Set<string>();
  const key = (c: number, r: number) => `${c},${r}`;
  const cells: PlacedCell<V>[] = [];
  let colStart = -1;
  let columns = 0;
  for (const run of runs) {
    colStart += 1;
    let c = colStart;
    let r = 0;
    run.forEach((value, i) => {
      if (i > 0) {
        if (r + 1 < ROAD_ROWS && !used.has(key(c, r + 1))) r += 1;
        else {
          c += 1;
          while (used.has(key(c, r))) c += 1;
        }
      }
      used.add(key(c, r));
      cells.push({ col: c, row: r, value });
      columns = Math.max(columns, c + 1);
    });
  }
  return { cells, columns };
}

export function bigRoad<S extends string>(outcomes: readonly RoadOutcome<S>[]): Grid<BigRoadMark<S>> {
  return layOut(logicalBigRoad(outcomes).columns);
}

/**
 * Marks of derived road k over the big road's logical cells (rule 4): start at (k,1), or at
 * (k+1,0) when column k holds one mark. Row 0 compares the depths of the two columns before
 * (齐整); row r ≥ 1 is blue when column c−k ended exactly at row r−1.
 */
export function derivedMarks(depths: readonly number[], k: number): DerivedColour[] {
  const depth = (c: number) => depths[c] ?? 0;
  const marks: DerivedColour[] = [];
  if (depths.length <= k) return marks;
  const start = depth(k) === 1 ? { c: k + 1, r: 0 } : { c: k, r: 1 };
  for (let c = start.c; c < depths.length; c++) {
    for (let r = c === start.c ? start.r : 0; r < depth(c); r++) {
      if (r === 0) marks.push(depth(c - 1) === depth(c - 1 - k) ? 'red' : 'blue');
      else marks.push(depth(c - k) === r ? 'blue' : 'red');
    }
  }
  return marks;
}

/** Groups a flat sequence into runs of equal values. */
export function runsOf<V>(values: readonly V[]): V[][] {
  const runs: V[][] = [];
  for (const v of values) {
    const run = runs[runs.length - 1];
    if (run && run[0] === v) run.push(v);
    else runs.push([v]);
  }
  return runs;
}

export function derivedRoad<S extends string>(
  outcomes: readonly RoadOutcome<S>[],
  k: number,
): Grid<DerivedColour> {
  const depths = logicalBigRoad(outcomes).columns.map((c) => c.length);
  return layOut(runsOf(derivedMarks(depths, k)));
}

export interface Roads<S extends string> {
  bead: Grid<RoadOutcome<S>>;
  big: Grid<BigRoadMark<S>>;
  leadingTies: number;
  bigEye: Grid<DerivedColour>;
  small: Grid<DerivedColour>;
  cockroach: Grid<DerivedColour>;
}

/** All five roads of one sequence, oldest outcome first. */
export function buildRoads<S extends string>(
  outcomes: readonly RoadOutcome<S>[],
  beadMaxColumns?: number,
): Roads<S> {
  const logical = logicalBigRoad(outcomes);
  const depths = logical.columns.map((c) => c.length);
  const derived = (k: number) => layOut(runsOf(derivedMarks(depths, k)));
  return {
    bead: beadPlate(outcomes, beadMaxColumns),
    big: layOut(logical.columns),
    leadingTies: logical.leadingTies,
    bigEye: derived(DERIVED_ROADS.bigEye),
    small: derived(DERIVED_ROADS.small),
    cockroach: derived(DERIVED_ROADS.cockroach),
  };
}

/**
 * 问路: the mark each derived road would get if the next outcome were `next` (append it and
 * derive again, R1); `null` where that road gets no new mark.
 */
export function askRoad<S extends string>(
  outcomes: readonly RoadOutcome<S>[],
  next: S,
): Record<DerivedRoadName, DerivedColour | null> {
  const before = logicalBigRoad(outcomes).columns.map((c) => c.length);
  const after = logicalBigRoad([...outcomes, next]).columns.map((c) => c.length);
  const mark = (k: number): DerivedColour | null => {
    const a = derivedMarks(after, k);
    return a.length > derivedMarks(before, k).length ? (a[a.length - 1] ?? null) : null;
  };
  return { bigEye: mark(1), small: mark(2), cockroach: mark(3) };
}

/**
 * Keeps the newest `maxColumns` columns of a grid, dropping whole old columns (the display
 * width of a road). Cells keep their rows; columns are renumbered from 0.
 */
export function trimGrid<V>(grid: Grid<V>, maxColumns: number): Grid<V> {
  const drop = Math.max(0, grid.columns - Math.max(0, maxColumns));
  if (drop === 0) return grid;
  return {
    cells: grid.cells.filter((c) => c.col >= drop).map((c) => ({ ...c, col: c.col - drop })),
    columns: grid.columns - drop,
  };
}

/** Renders a grid as text rows (top to bottom), e.g. for tests and debugging. */
export function gridRows<V>(grid: Grid<V>, render: (value: V) => string, empty = '.'): string[] {
  const rows = Array.from({ length: ROAD_ROWS }, () => Array.from({ length: grid.columns }, () => empty));
  for (const cell of grid.cells) {
    const row = rows[cell.row];
    if (row) row[cell.col] = render(cell.value);
  }
  return rows.map((r) => r.join(' '));
}
