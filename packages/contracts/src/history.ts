import { z } from 'zod';
import { ticketIdSchema } from './lottery.ts';

/** History, charts and reminders (docs/product.md §7), computed with the engine's statistics and long-dragon functions. */
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

/** History windows: at most 100 issues (docs/product.md §9 "History fetch 100 rows"). */
export const historyQuery = z.object({
  ticketId: ticketIdSchema,
  num: z.coerce.number().int().min(1).max(100).default(100),
  labelType: z.coerce.number().int().min(1).max(2).default(1),
});

export const remindTopBody = z.object({
  groupMode: z.coerce.number().int().min(1).max(2).default(2),
  /** Minimum streak lengths, comma-separated; the smallest applies (docs/product.md §3 longDragonLimit, default 3). */
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

export const numberStats = z.object({
  number: z.number(),
  occurrences: z.number(),
  currentMissing: z.number(),
  averageMissing: z.number(),
  maxMissing: z.number(),
  maxConsecutive: z.number(),
});
export type NumberStats = z.infer<typeof numberStats>;

export const trendRow = z.object({
  /** Draw position (0-based), or -1 for "anywhere in the draw" (Happy 8, Mark Six). */
  position: z.number(),
  stats: z.array(numberStats),
  /** Per issue (oldest first), the missing value of each number: 0 where it was drawn. */
  missing: z.array(z.array(z.number())),
});
export type TrendRow = z.infer<typeof trendRow>;

export const longDragonItem = z.object({
  ticketId: z.number(),
  lottery: z.string(),
  /** The market the streak runs on (one row × attribute of the lottery's two-sided board). */
  market: z.string(),
  /** The row's name in the member's language (Ball 1, Champion, Sum …). */
  place: z.string(),
  /** Row of the board (0-based). */
  position: z.number(),
  attribute: z.string(),
  side: z.string(),
  length: z.number(),
});
export type LongDragonItem = z.infer<typeof longDragonItem>;

/** Mark Six draws with each number's five-element and zodiac, by the draw date's lunar year. */
export const elementResults = z.object({
  /** Zodiac of the lunar year (docs/product.md §8: a missing animal year is an error). */
  animalYear: z.string(),
  list: z.array(z.object({ issue: z.string(), code: z.string(), elements: z.array(z.string()), zodiacs: z.array(z.string()) })),
});
export type ElementResults = z.infer<typeof elementResults>;

export const remindDetailBody = z.object({
  ticketId: ticketIdSchema,
  threshold: z.coerce.number().int().min(2).max(100).default(3),
});

/** Reminder configuration (docs/product.md §3): long-dragon lotteries by series; series 4 and 8 are one entry. */
export const remindCfg = z.object({
  longDragonTickets: z.array(z.object({ seriesId: z.number(), ticketIds: z.array(z.number()) })),
});
export type RemindCfg = z.infer<typeof remindCfg>;

/** A long dragon with the two-sided item that follows it on the current issue (null when the lottery has none). */
export const dragonBetItem = longDragonItem.extend({
  issue: z.string(),
  followItemId: z.number().nullable(),
  breakItemIds: z.array(z.number()),
});
export type DragonBetItem = z.infer<typeof dragonBetItem>;
export * from './omit.ts';
