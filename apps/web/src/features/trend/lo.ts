import { loStats, type LoStat } from '@lotus/engine';

export type LoView = 'gan' | 'frequent';

/** Lô statistics of history rows as the server lists them (newest first, prize numbers joined by spaces, ĐB first). */
export function loStatsOf(rows: readonly { code: string }[]): LoStat[] {
  return loStats(rows.map((r) => r.code.trim().split(/\s+/).filter(Boolean)));
}

/** The value a view shows: lô gan = draws missing, lô hay về = draws it came in. */
export const loValue = (view: LoView, s: LoStat): number => (view === 'gan' ? s.current : s.hits);

/**
 * The `n` endings with the largest value (most overdue / most frequent); ties go to the longer
 * gap for lô gan and to more prizes for lô hay về, then to the smaller number.
 */
export function loTop(view: LoView, stats: readonly LoStat[], n = 10): LoStat[] {
  const second = (s: LoStat) => (view === 'gan' ? s.max : s.times);
  return [...stats]
    .sort((a, b) => loValue(view, b) - loValue(view, a) || second(b) - second(a) || a.ending - b.ending)
    .slice(0, n);
}

export const loLabel = (ending: number) => String(ending).padStart(2, '0');
