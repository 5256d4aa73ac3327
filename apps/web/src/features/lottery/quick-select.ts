/** Quick selectors of a number row (docs/product.md §2 betting page): all, big, small, odd, even, clear. */
export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

/**
 * The values a quick selector picks from a row. Big is the upper half of the row's values (0–9:
 * 5–9; 1–11 and 1–10: 6 and up, as docs/product.md §9 has it for two-sided 11-pick-5 and PK10; 1–49: 25 and
 * up), small the lower half.
 */
export function quickPick(values: readonly number[], pick: QuickPick): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const pivot = sorted[Math.floor(sorted.length / 2)] ?? 0;
  switch (pick) {
    case 'all':
      return sorted;
    case 'big':
      return sorted.filter((v) => v >= pivot);
    case 'small':
      return sorted.filter((v) => v < pivot);
    case 'odd':
      return sorted.filter((v) => v % 2 === 1);
    case 'even':
      return sorted.filter((v) => v % 2 === 0);
    case 'clear':
      return [];
  }
}
