/**
 * "Lô gan" and "lô hay về": per lô ending, how long it has been missing and how often it came in a
 * window of results (docs/product.md §11.7: a lô is the last digits of
 * every prize number).
 */
import { loEndings, type VnDraw } from './structure.ts';

export interface LoStat {
  /** The ending, 0 … 10^width − 1. */
  readonly ending: number;
  /** Draws since it last came: 0 = in the newest draw; the window's length if it never came. */
  readonly current: number;
  /** The longest run of draws without it inside the window (the current run included). */
  readonly max: number;
  /** Draws it came in, each draw once however many prizes ended with it. */
  readonly hits: number;
  /** Prize numbers that ended with it, repeats counted (a "nháy" each). */
  readonly times: number;
}

/** One entry per ending 0 … 10^width − 1, in order. `draws` is newest first. */
export function loStats(draws: readonly VnDraw[], width: 2 | 3 | 4 = 2): LoStat[] {
  const size = 10 ** width;
  const current = new Array<number>(size).fill(-1);
  const max = new Array<number>(size).fill(0);
  const hits = new Array<number>(size).fill(0);
  const times = new Array<number>(size).fill(0);
  // Index of the newer draw that last held each ending while walking from newest to oldest.
  const prev = new Array<number>(size).fill(-1);
  draws.forEach((d, i) => {
    const seen = new Set<number>();
    for (const e of loEndings(d, width)) {
      times[e]! += 1;
      seen.add(e);
    }
    for (const e of seen) {
      hits[e]! += 1;
      const gap = i - prev[e]! - 1;
      if (gap > max[e]!) max[e] = gap;
      if (current[e] === -1) current[e] = i;
      prev[e] = i;
    }
  });
  return Array.from({ length: size }, (_, e) => {
    const tail = draws.length - prev[e]! - 1;
    return {
      ending: e,
      current: current[e] === -1 ? draws.length : current[e]!,
      max: Math.max(max[e]!, tail),
      hits: hits[e]!,
      times: times[e]!,
    };
  });
}
