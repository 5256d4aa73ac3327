/**
 * The possible win of a bet line (issue #27): the most the line can pay — wins plus refunded
 * pushes, priced exactly as settlement prices them — over every draw its family can produce.
 *
 * Exact by construction: the play's own `settle` is run on draws built lazily. A draw starts with
 * no position known; when `settle` reads an unknown position, the search branches over every value
 * that position can take (distinct families: the values not already used) and runs `settle` again.
 * `settle` is deterministic, so the values it never reads cannot change its outcome: the leaves of
 * this search cover every draw, and the search reads only the positions the play looks at (后三 reads
 * 3 of SSC's 5 digits: 1,000 leaves, not 100,000). A figure is always the payout of a real draw,
 * so it never overstates, and no draw is left out, so it never understates. Families of more than
 * SEARCHED_DRAWS draws are not searched on the betting path (their structural maximum is to come).
 */
import type { Draw, Family, Outcome, Play, Selection, TieSettings } from './model.ts';
import { DEFAULT_TIES } from './model.ts';
import type { Milli } from './money.ts';

/** What one outcome of the line pays (win + refund), as settlement computes it. */
export type OutcomePay = (outcome: Outcome) => Milli;

/** Most `settle` runs one search may take (an SSC 5-star play reads all five digits: 111,111 runs). */
export const MAX_PAYOUT_BUDGET = 120_000;

/** Families with at most this many draws are searched when a bet is placed (K3, dice, fish-prawn-crab: 216; 3D, P3: 1,000). */
export const SEARCHED_DRAWS = 1000;

/** How many draws a family has (ordered positions; distinct draws without repeats). */
export function drawCount(family: Family<unknown>): number {
  const { length, min, max, distinct } = family.draw;
  const n = max - min + 1;
  let c = 1;
  for (let i = 0; i < length; i++) c *= distinct ? n - i : n;
  return c;
}

/**
 * The maximum payout of a line over every draw of a family of at most SEARCHED_DRAWS draws
 * (searchMaxPayout); undefined for a larger family.
 */
export function maxPayout<D>(family: Family<D>, play: Play<D>, sel: Selection, pay: OutcomePay, ties: TieSettings = DEFAULT_TIES): Milli | undefined {
  if (drawCount(family as Family<unknown>) > SEARCHED_DRAWS) return undefined;
  return searchMaxPayout(family, play, sel, pay, ties);
}

class Unknown {
  constructor(readonly position: number) {}
}

const UNSET = Symbol('unset');

/** The values a position of the family's draw can take. */
function domain(family: Family<unknown>): number[] {
  const out: number[] = [];
  for (let v = family.draw.min; v <= family.draw.max; v++) out.push(v);
  return out;
}

/**
 * The exact search over the family's draws; undefined when it would take more than `budget` runs
 * of `settle` (the caller then needs the play's structural candidates).
 */
export function searchMaxPayout<D>(
  family: Family<D>,
  play: Play<D>,
  sel: Selection,
  pay: OutcomePay,
  ties: TieSettings = DEFAULT_TIES,
  budget = MAX_PAYOUT_BUDGET,
): Milli | undefined {
  const length = family.draw.length;
  const values = domain(family as Family<unknown>);
  const cells: (number | typeof UNSET)[] = new Array(length).fill(UNSET);
  const target: number[] = new Array(length).fill(0);
  const view = new Proxy(target, {
    get(t, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) {
        const i = Number(key);
        if (i < length) {
          const v = cells[i];
          if (v === UNSET) throw new Unknown(i);
          return v;
        }
      }
      return Reflect.get(t, key, receiver) as unknown;
    },
  });
  let runs = 0;
  let best: Milli | undefined;
  const visit = (): boolean => {
    if (++runs > budget) return false;
    let outcome: Outcome;
    try {
      outcome = play.settle(sel, view as unknown as D, ties);
    } catch (e) {
      if (!(e instanceof Unknown)) throw e;
      const i = e.position;
      for (const v of values) {
        if (family.draw.distinct && cells.includes(v)) continue;
        cells[i] = v;
        const ok = visit();
        cells[i] = UNSET;
        if (!ok) return false;
      }
      return true;
    }
    const m = pay(outcome);
    if (best === undefined || m > best) best = m;
    return true;
  };
  if (!visit()) return undefined;
  return best ?? 0n;
}

/** Draws as plain arrays, for tests: every draw of a small family in order. */
export function* allDraws(family: Family<Draw>): Generator<number[]> {
  const { length, min, max, distinct } = family.draw;
  const d: number[] = [];
  function* rec(i: number): Generator<number[]> {
    if (i === length) {
      yield [...d];
      return;
    }
    for (let v = min; v <= max; v++) {
      if (distinct && d.slice(0, i).includes(v)) continue;
      d[i] = v;
      yield* rec(i + 1);
    }
  }
  yield* rec(0);
}
