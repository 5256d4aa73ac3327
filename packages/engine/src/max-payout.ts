/**
 * The possible win of a bet line (issue #27): the most the line can pay — wins plus refunded
 * pushes, priced exactly as settlement prices them — over every draw its family can produce.
 *
 * One function, `lineFrontier`, finds the outcomes a line can reach that no other reachable outcome
 * beats on every prize level (a price never decreases when a count grows, so the best-paying draw
 * of any pricing is among them), each with a real draw that reaches it. `maxPayout` prices them.
 *
 * Exact by construction: the play's own `settle` is run on draws built lazily. A draw starts with
 * no position known; when `settle` reads an unknown position, the search branches over the values
 * that position can take and runs `settle` again. `settle` is deterministic, so the values it never
 * reads cannot change its outcome: the leaves cover every draw, and the search reads only the
 * positions the play looks at (后三 reads 3 of SSC's 5 digits: 1,000 leaves, not 100,000).
 *
 * Two symmetries a play may declare (model.ts `Play.symmetry`) keep big draws small, without
 * leaving a draw out:
 * - value classes: settle is unchanged when the draw's values are permuted within their classes
 *   (a 直选复式 line only asks whether a digit is among each row's picks; 快乐8 选五 only counts
 *   how many picks are drawn). At each branch one value per class is tried that the draw does not
 *   use yet, plus (where values may repeat) each value of the class it already uses: every draw is
 *   such a relabelling of a tried one.
 * - interchangeable positions (the 20 balls of 快乐8, the three dice): settle is unchanged when
 *   they are permuted, so only draws whose values (or classes) do not decrease along them are tried.
 *
 * A figure is always the payout of a real draw (the witness), so it never overstates; no draw is
 * left out up to these symmetries, so it never understates. The property tests compare it with
 * brute force over every draw (or, for families too big for that, every draw over a sub-domain
 * holding the selection, and random draws of the whole family).
 */
import type { Draw, Family, Outcome, Play, Reach, Selection, TieSettings } from './model.ts';
import { DEFAULT_TIES } from './model.ts';
import type { Milli } from './money.ts';

/** What one outcome of the line pays (win + refund), as settlement computes it. */
export type OutcomePay = (outcome: Outcome) => Milli;

/**
 * Most `settle` runs one search may take; a line needing more has no figure (the tests hold every
 * play under it). The bet path runs the search synchronously, so this bounds how long a line can
 * block the server: the biggest ordinary lines need ≤ 3,400 runs (任二和值 on all 5 positions
 * 3,003, 连尾 on 6 tails 3,356; ≈ 20–120 ms on the 2-core server under load). Plays whose lines
 * would need more have a fast path (a symmetry or a frontier). A search stopped at the budget
 * costs ≈ 100–200 ms for the dearest runs (a multi-option two-sided line of 快乐8 or PK10, which
 * the wire does not accept: a two-sided line is one option).
 */
export const MAX_PAYOUT_BUDGET = 5_000;

/** Lines whose frontier is kept (least recently used dropped first). */
export const FRONTIER_CACHE_SIZE = 2000;

/** How many draws a family has (ordered positions; distinct draws without repeats). */
export function drawCount(family: Family<unknown>): number {
  const { length, min, max, distinct } = family.draw;
  const n = max - min + 1;
  let c = 1;
  for (let i = 0; i < length; i++) c *= distinct ? n - i : n;
  return c;
}

/** a ≥ b on every level and on pushes. */
function dominates(a: Outcome, b: Outcome): boolean {
  if (a.pushes < b.pushes) return false;
  for (const [k, n] of Object.entries(b.wins)) if ((a.wins[k] ?? 0) < n) return false;
  return true;
}

/** The outcomes of `draws` that no other of them dominates, each with its draw (for a play's own `frontier`). */
export function paretoFrontier<D>(draws: Iterable<D>, settle: (draw: D) => Outcome): Reach<D>[] {
  const found: Reach<D>[] = [];
  for (const draw of draws) {
    const outcome = settle(draw);
    if (found.some((r) => dominates(r.outcome, outcome))) continue;
    for (let i = found.length - 1; i >= 0; i--) if (dominates(outcome, (found[i] as Reach<D>).outcome)) found.splice(i, 1);
    found.push({ outcome, draw });
  }
  return found;
}

class Unknown {
  constructor(readonly position: number) {}
}

const UNSET = -1;

/** The value classes and position groups of a line (model.ts PlaySymmetry), resolved for the search. */
interface Shape {
  readonly values: readonly number[];
  /** Class index of each value (by value − min); all distinct when the play declares none. */
  readonly classOf: Int32Array | undefined;
  /** Members of each class, ascending. */
  readonly members: readonly (readonly number[])[];
  /** Group index of each position, −1 when alone; and each group's positions ascending. */
  readonly groupOf: Int32Array;
  readonly groups: readonly (readonly number[])[];
  /** Values tried at each position, where the play declares classes per position (PlaySymmetry.at). */
  readonly at: readonly (readonly number[])[] | undefined;
}

function shapeOf<D>(family: Family<D>, play: Play<D>, sel: Selection): Shape {
  const { min, max, length, ordered } = family.draw;
  const values: number[] = [];
  for (let v = min; v <= max; v++) values.push(v);
  const sym = play.symmetry?.(sel);
  let classOf: Int32Array | undefined;
  let members: number[][] = [];
  if (sym?.classOf) {
    classOf = new Int32Array(values.length);
    const index = new Map<string | number, number>();
    for (const v of values) {
      const key = sym.classOf(v);
      let c = index.get(key);
      if (c === undefined) {
        c = members.length;
        index.set(key, c);
        members.push([]);
      }
      classOf[v - min] = c;
      (members[c] as number[]).push(v);
    }
  } else members = values.map((v) => [v]);
  const groups = sym?.positions ?? (ordered ? [] : [Array.from({ length }, (_, i) => i)]);
  const groupOf = new Int32Array(length).fill(-1);
  groups.forEach((g, gi) => g.forEach((p) => (groupOf[p] = gi)));
  let at: number[][] | undefined;
  if (sym?.at && !family.draw.distinct) {
    at = [];
    for (let p = 0; p < length; p++) {
      const cls = sym.at(p);
      const seen = new Set<string | number>();
      at.push(values.filter((v) => {
        const k = cls(v);
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      }));
    }
  }
  return { values, classOf, members, groupOf, groups, at };
}

/**
 * The reachable outcomes of a line that no other reachable outcome dominates, with a witness draw
 * each; undefined when the search would take more than `budget` runs of `settle`.
 */
export function searchFrontier<D>(
  family: Family<D>,
  play: Play<D>,
  sel: Selection,
  ties: TieSettings = DEFAULT_TIES,
  budget = MAX_PAYOUT_BUDGET,
): Reach<D>[] | undefined {
  const { length, min, distinct } = family.draw;
  const shape = shapeOf(family, play, sel);
  const cells = new Array<number>(length).fill(UNSET);
  const used = new Map<number, number>();
  const view = new Proxy(cells, {
    get(t, key, receiver) {
      if (typeof key === 'string') {
        const c = key.charCodeAt(0);
        if (c >= 48 && c <= 57) {
          const i = Number(key);
          if (i < length) {
            const v = t[i] as number;
            if (v === UNSET) throw new Unknown(i);
            return v;
          }
        }
      }
      return Reflect.get(t, key, receiver) as unknown;
    },
  });
  const classIdx = (v: number) => (shape.classOf ? (shape.classOf[v - min] as number) : v);
  /** Values tried at a position: per class the first value not in the draw, plus (repeats allowed) the class's values already in it. */
  const candidates = (): number[] => {
    const out: number[] = [];
    for (const m of shape.members) {
      let fresh = false;
      for (const v of m) {
        if (used.has(v)) {
          if (!distinct) out.push(v);
        } else if (!fresh) {
          out.push(v);
          fresh = true;
          if (distinct || m.length === 1) break;
        }
      }
    }
    return out;
  };
  let runs = 0;
  const found: Reach<D>[] = [];
  const keep = (outcome: Outcome) => {
    for (const r of found) if (dominates(r.outcome, outcome)) return;
    for (let i = found.length - 1; i >= 0; i--) if (dominates(outcome, (found[i] as Reach<D>).outcome)) found.splice(i, 1);
    found.push({ outcome, draw: witness() as unknown as D });
  };
  const witness = (): number[] => {
    const d = [...cells];
    const free = shape.values.filter((v) => !used.has(v));
    let k = 0;
    for (let i = 0; i < length; i++) if (d[i] === UNSET) d[i] = distinct ? (free[k++] as number) : min;
    return d;
  };
  const visit = (): boolean => {
    if (++runs > budget) return false;
    let outcome: Outcome;
    try {
      outcome = play.settle(sel, view as unknown as D, ties);
    } catch (e) {
      if (!(e instanceof Unknown)) throw e;
      let i = e.position;
      let floor = -Infinity;
      const g = shape.groupOf[i] as number;
      if (g >= 0) {
        // Interchangeable positions are filled in order, never decreasing.
        const ps = shape.groups[g] as readonly number[];
        const at = ps.findIndex((p) => cells[p] === UNSET);
        i = ps[at] as number;
        if (at > 0) floor = classIdx(cells[ps[at - 1] as number] as number);
      }
      for (const v of shape.at ? (shape.at[i] as number[]) : candidates()) {
        if (classIdx(v) < floor) continue;
        cells[i] = v;
        used.set(v, (used.get(v) ?? 0) + 1);
        const ok = visit();
        const n = used.get(v) as number;
        if (n === 1) used.delete(v);
        else used.set(v, n - 1);
        cells[i] = UNSET;
        if (!ok) return false;
      }
      return true;
    }
    keep(outcome);
    return true;
  };
  if (!visit()) return undefined;
  return found;
}

/** Draws tried for a one-option line before searching (deterministic seeds). */
export const OPTION_TRIES = 4096;

/**
 * A two-sided line on one option (大, 龙, one ball's 单 …) is one bet, paid at its option's odds or
 * refunded: at best it wins once at that level. Any draw where it wins proves that best, so a few
 * of the family's own random draws (fixed seeds, the same every time) usually settle it without a
 * search; undefined when none wins.
 */
function oneOptionFrontier<D>(family: Family<D>, play: Play<D>, sel: Selection, ties: TieSettings): Reach<D>[] | undefined {
  if (play.market !== 'credit' || play.shape.kind !== 'rows' || (play.shape.rows[0]?.minPicks ?? 0) > 0) return undefined;
  if (sel.rows.reduce((a, r) => a + r.length, 0) !== 1) return undefined;
  // The option's one level: its row names it (creditPlay), or the play has only one.
  const r = sel.rows.findIndex((x) => x.length === 1);
  const row = play.shape.rows[r];
  const at = row ? row.values.indexOf(sel.rows[r]?.[0] as number) : -1;
  const level = row?.valueLevels?.[at] ?? (play.levels.length === 1 ? play.levels[0]?.key : undefined);
  if (level === undefined) return undefined;
  const seed = new Uint8Array(32);
  let x = 0x9e3779b9;
  for (let k = 0; k < OPTION_TRIES; k++) {
    for (let i = 0; i < 32; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      seed[i] = x & 0xff;
    }
    const draw = family.deriveDraw(seed);
    const outcome = play.settle(sel, draw, ties);
    if (outcome.wins[level] === 1 && Object.keys(outcome.wins).length === 1) return [{ outcome, draw }];
  }
  return undefined;
}

const cache = new Map<string, Reach<unknown>[] | null>();

/** The frontier of a line (searchFrontier), remembered for the last FRONTIER_CACHE_SIZE lines. */
export function lineFrontier<D>(family: Family<D>, play: Play<D>, sel: Selection, ties: TieSettings = DEFAULT_TIES): Reach<D>[] | undefined {
  const key = `${family.code}|${play.id}|${JSON.stringify(ties)}|${JSON.stringify(sel)}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return (hit as Reach<D>[] | null) ?? undefined;
  }
  const found = (play.frontier?.(sel, ties) as Reach<D>[] | undefined) ?? oneOptionFrontier(family, play, sel, ties) ?? searchFrontier(family, play, sel, ties);
  cache.set(key, found ?? null);
  if (cache.size > FRONTIER_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return found;
}

/** The most a line pays over every draw of its family (the best of its frontier), with the draw; undefined only when it cannot be found within the budget. */
export function bestDraw<D>(family: Family<D>, play: Play<D>, sel: Selection, pay: OutcomePay, ties: TieSettings = DEFAULT_TIES): { milli: Milli; draw: D | undefined } | undefined {
  const found = lineFrontier(family, play, sel, ties);
  if (!found) return undefined;
  let best: { milli: Milli; draw: D | undefined } | undefined;
  for (const r of found) {
    const m = pay(r.outcome);
    if (!best || m > best.milli) best = { milli: m, draw: r.draw };
  }
  return best ?? { milli: 0n, draw: undefined };
}

/** The most a line pays over every draw of its family. */
export function maxPayout<D>(family: Family<D>, play: Play<D>, sel: Selection, pay: OutcomePay, ties: TieSettings = DEFAULT_TIES): Milli | undefined {
  return bestDraw(family, play, sel, pay, ties)?.milli;
}

/** Draws as plain arrays, for tests: every draw of a small family in order (values from `domain` when given). */
export function* allDraws(family: Family<Draw>, domain?: readonly number[]): Generator<number[]> {
  const { length, min, max, distinct } = family.draw;
  const vals = domain ?? Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const d: number[] = [];
  function* rec(i: number): Generator<number[]> {
    if (i === length) {
      yield [...d];
      return;
    }
    for (const v of vals) {
      if (distinct && d.slice(0, i).includes(v)) continue;
      d[i] = v;
      yield* rec(i + 1);
    }
  }
  yield* rec(0);
}
