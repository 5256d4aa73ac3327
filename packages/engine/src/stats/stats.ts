/**
 * Trend statistics over a draw history (docs/product.md §3, §12). Every
 * history here is oldest first. A feature is anything that does or does not occur in an issue:
 * a number at a position, "position 1 大", a zodiac among the seven numbers.
 */

/**
 * How 平均遗漏 is computed from N issues with k occurrences:
 * - `spec`: ⌊N/(k+1)⌋, the product spec's "period count divided by occurrences plus one" (default);
 * - `missed`: ⌊(N−k)/(k+1)⌋, total missed issues ÷ (k+1) (reference T1; its worked example);
 * - `ceilPerHit`: ⌈(N−k)/k⌉ (T2); `floorPerHit`: ⌊(N−k)/k⌋, N when k = 0 (T3).
 * `ceilPerHit` with k = 0 gives N as well (nothing to divide by).
 */
export type AverageMissingRule = 'spec' | 'missed' | 'ceilPerHit' | 'floorPerHit';

export function averageMissing(
  periods: number,
  occurrences: number,
  rule: AverageMissingRule = 'spec',
): number {
  const missed = periods - occurrences;
  switch (rule) {
    case 'spec':
      return Math.floor(periods / (occurrences + 1));
    case 'missed':
      return Math.floor(missed / (occurrences + 1));
    case 'ceilPerHit':
      return occurrences === 0 ? periods : Math.ceil(missed / occurrences);
    case 'floorPerHit':
      return occurrences === 0 ? periods : Math.floor(missed / occurrences);
  }
}

export interface FeatureStats {
  /** Issues in the window (N). */
  periods: number;
  /** 出现次数 k. */
  occurrences: number;
  /** 当前遗漏: issues since the last occurrence (0 if the newest issue hit). */
  currentMissing: number;
  /** 平均遗漏 by the chosen rule. */
  averageMissing: number;
  /** 最大遗漏, including the leading gap and the current one. */
  maxMissing: number;
  /** 最大连出: longest run of consecutive occurrences. */
  maxConsecutive: number;
  /** The chart row: 0 where the feature occurred, else the count of issues since it last did. */
  missingRow: number[];
}

/** Statistics of one feature from its hit sequence, oldest first. */
export function featureStats(hits: readonly boolean[], rule: AverageMissingRule = 'spec'): FeatureStats {
  let occurrences = 0;
  let gap = 0;
  let maxMissing = 0;
  let run = 0;
  let maxConsecutive = 0;
  const missingRow: number[] = [];
  for (const hit of hits) {
    if (hit) {
      occurrences++;
      gap = 0;
      run++;
      maxConsecutive = Math.max(maxConsecutive, run);
    } else {
      gap++;
      run = 0;
      maxMissing = Math.max(maxMissing, gap);
    }
    missingRow.push(gap);
  }
  return {
    periods: hits.length,
    occurrences,
    currentMissing: gap,
    averageMissing: averageMissing(hits.length, occurrences, rule),
    maxMissing,
    maxConsecutive,
    missingRow,
  };
}

/** Statistics of each feature over a history of draws (oldest first). */
export function statsTable<D, F>(
  history: readonly D[],
  features: readonly F[],
  occurs: (draw: D, feature: F) => boolean,
  rule: AverageMissingRule = 'spec',
): FeatureStats[] {
  return features.map((f) =>
    featureStats(
      history.map((d) => occurs(d, f)),
      rule,
    ),
  );
}

/** Cold/hot windows and their data keys (docs/product.md §3, §9). */
export const COLD_HOT_WINDOWS = { '20Q': 20, '50Q': 50, '100Q': 100 } as const;
export type ColdHotKey = keyof typeof COLD_HOT_WINDOWS | 'miss';

/** 1 for the maximum of a key across features, 3 for the minimum, 2 otherwise (docs/product.md §3). */
export type ColdHotType = 1 | 2 | 3;

export interface ColdHotCell {
  value: number;
  type: ColdHotType;
}

/**
 * Colour types of one key's values: 1 for the maximum, 3 for the minimum, 2 otherwise. When all
 * values are equal the maximum wins (every cell is 1), the spec naming the maximum first.
 */
export function colourTypes(values: readonly number[]): ColdHotType[] {
  const max = Math.max(...values);
  const min = Math.min(...values);
  return values.map((v) => (v === max ? 1 : v === min ? 3 : 2));
}

/**
 * Cold/hot data: for every feature, occurrences in the newest 20/50/100 issues (`20Q`, `50Q`,
 * `100Q`; a shorter history counts what there is) and the current missing value (`miss`), each
 * with its colour type across the features. Returns one array per key, in feature order.
 */
export function coldHot<D, F>(
  history: readonly D[],
  features: readonly F[],
  occurs: (draw: D, feature: F) => boolean,
): Record<ColdHotKey, ColdHotCell[]> {
  const counts = (n: number) =>
    features.map((f) => history.slice(Math.max(0, history.length - n)).filter((d) => occurs(d, f)).length);
  const withTypes = (values: number[]): ColdHotCell[] => {
    const types = colourTypes(values);
    return values.map((value, i) => ({ value, type: types[i] ?? 2 }));
  };
  const miss = features.map((f) => featureStats(history.map((d) => occurs(d, f))).currentMissing);
  return {
    '20Q': withTypes(counts(COLD_HOT_WINDOWS['20Q'])),
    '50Q': withTypes(counts(COLD_HOT_WINDOWS['50Q'])),
    '100Q': withTypes(counts(COLD_HOT_WINDOWS['100Q'])),
    miss: withTypes(miss),
  };
}

export type Heat = 'hot' | 'warm' | 'cold';

/**
 * Heat of a feature with probability p over n issues: hot at ≥ 1.5·n·p occurrences, cold at
 * ≤ 0.5·n·p (the reference's proposal; no standard threshold exists). Thresholds are settings.
 */
export function heat(count: number, n: number, p: number, hotFactor = 1.5, coldFactor = 0.5): Heat {
  const expected = n * p;
  if (count >= hotFactor * expected) return 'hot';
  if (count <= coldFactor * expected) return 'cold';
  return 'warm';
}
