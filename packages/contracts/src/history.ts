import { z } from 'zod';
import { ticketIdSchema } from './lottery.ts';

/** History, charts and reminders (spec §7), computed with the engine's statistics and long-dragon functions. */
export const historyPaths = {
  hisOpenCodes: '/sk/cashew/getHisOpenCodes',
  trendChart: '/sk/cashew/trendGraph/chart',
  trendHistory: '/sk/cashew/trendGraph/chart/history',
  hotMiss: '/sk/cashew/v2/queryHotMiss',
  doubleHotColdMiss: '/sk/cashew/doubleHotColdMiss',
  remindTop: '/sk/cashew/remindTop',
  elementResults: '/sk/cashew/getElementResultsList',
  remindCfg: '/sk/cashew/remindCfg',
  remindDetailBet: '/sk/cashew/remindDetailBet',
} as const;

/** History windows: at most 100 issues (spec §9 "History fetch 100 rows"). */
export const historyQuery = z.object({
  ticketId: ticketIdSchema,
  num: z.coerce.number().int().min(1).max(100).default(100),
  labelType: z.coerce.number().int().min(1).max(2).default(1),
});

export const remindTopBody = z.object({
  groupMode: z.coerce.number().int().min(1).max(2).default(2),
  /** Minimum streak lengths, comma-separated; the smallest applies (spec §3 longDragonLimit, default 3). */
  thresholdLst: z
    .string()
    .max(100)
    .default('3')
    .transform((s) => s.split(',').map(Number).filter((n) => Number.isInteger(n) && n >= 2 && n <= 100))
    .pipe(z.array(z.number()).min(1)),
  ticketIdList: z
    .string()
    .max(1000)
    .transform((s) => [...new Set(s.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0))])
    .pipe(z.array(z.number()).min(1).max(50)),
});

export interface NumberStats {
  number: number;
  occurrences: number;
  currentMissing: number;
  averageMissing: number;
  maxMissing: number;
  maxConsecutive: number;
}

export interface TrendRow {
  /** Draw position (0-based), or -1 for "anywhere in the draw" (Happy 8, Mark Six). */
  position: number;
  stats: NumberStats[];
  /** Per issue (oldest first), the missing value of each number: 0 where it was drawn. */
  missing: number[][];
}

export interface LongDragonItem {
  ticketId: number;
  lottery: string;
  position: number;
  attribute: string;
  side: string;
  length: number;
}

/** Mark Six draws with each number's five-element and zodiac, by the draw date's lunar year. */
export interface ElementResults {
  /** Zodiac of the lunar year (spec §8: a missing animal year is an error). */
  animalYear: string;
  list: { issue: string; code: string; elements: string[]; zodiacs: string[] }[];
}

export const remindDetailBody = z.object({
  ticketId: ticketIdSchema,
  threshold: z.coerce.number().int().min(2).max(100).default(3),
});

/** Reminder configuration (spec §3): long-dragon lotteries by series; series 4 and 8 are one entry. */
export interface RemindCfg {
  longDragonTickets: { seriesId: number; ticketIds: number[] }[];
}

/** A long dragon with the two-sided item that follows it on the current issue (null when the lottery has none). */
export interface DragonBetItem extends LongDragonItem {
  issue: string;
  followItemId: number | null;
  breakItemIds: number[];
}
export * from './omit.ts';
