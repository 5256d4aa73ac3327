import { DEFAULT_USER_CONFIG, type UserConfig } from '@lotus/contracts';
import type { Milli } from '@lotus/engine';

/** Milli-units per whole unit of the game settings' ranges (doublePlayBetMin/Max are whole amounts). */
const MILLI_PER_UNIT = 1000n;

/**
 * The member's own two-sided stake range (docs/product.md §5: game settings' double-sided betting interval),
 * when his limit (doubleLimitStatus) is on: the current range of his list; otherwise null.
 */
export function memberDoubleRange(stored: unknown): { minMilli: Milli; maxMilli: Milli } | null {
  const config = { ...DEFAULT_USER_CONFIG, ...(stored && typeof stored === 'object' ? stored : {}) } as UserConfig;
  if (config.doubleLimitStatus !== true || !Array.isArray(config.doubleBetRangeList)) return null;
  const range =
    config.doubleBetRangeList.find((r) => r.current) ??
    config.doubleBetRangeList.find((r) => r.id === config.selectConfigId);
  if (!range || !Number.isSafeInteger(range.doublePlayBetMin) || !Number.isSafeInteger(range.doublePlayBetMax)) return null;
  return {
    minMilli: BigInt(range.doublePlayBetMin) * MILLI_PER_UNIT,
    maxMilli: BigInt(range.doublePlayBetMax) * MILLI_PER_UNIT,
  };
}
