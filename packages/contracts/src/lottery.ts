import { z } from 'zod';
import { idList, idUpTo } from './ids.ts';

export { lotteryPaths, SaleState } from './lottery-paths.ts';

/** A lottery's id: an id (ids.ts), at most 1,000,000 (the lotteries' int column); larger names no lottery. */
export const MAX_TICKET_ID = 1_000_000;
export const ticketIdSchema = idUpTo(MAX_TICKET_ID, 'lottery.notFound');
export const issueNoSchema = z.string().trim().min(1).max(32).regex(/^[0-9A-Za-z-]+$/);

export const ticketQuery = z.object({ ticketId: ticketIdSchema });
/** `mode`: 1 standard plays, 2 two-sided (double) plays. */
export const ticketPlayListQuery = z.object({ ticketId: ticketIdSchema, mode: z.coerce.number().int().min(1).max(2).default(1) });
export const ticketIdsQuery = z.object({
  /** Lottery ids, comma-separated; an id past the lotteries' range names none and is left out. */
  ticketIds: idList(100, 1000)
    .transform((ids) => ids.filter((n) => n <= BigInt(MAX_TICKET_ID)).map(Number))
    .pipe(z.array(z.number()).min(1).max(100)),
});
export const recentResultsQuery = z.object({
  ticketId: ticketIdSchema,
  num: z.coerce.number().int().min(1).max(100).default(100),
});
export const verifyQuery = z.object({ ticketId: ticketIdSchema, issue: issueNoSchema });
export const consoleSuspendBody = z.object({
  ticketId: ticketIdSchema,
  suspended: z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]),
  reason: z.string().trim().max(255).default(''),
});
export const consoleResultBody = z.object({
  ticketId: ticketIdSchema,
  issue: issueNoSchema,
  code: z.string().trim().min(1).max(400),
});

/** Cancel an issue (two operators): before the draw, or after it, reversing what settlement paid. */
export const consoleCancelBody = z.object({
  ticketId: ticketIdSchema,
  issue: issueNoSchema,
  reason: z.string().trim().min(1, 'lottery.cancelReasonRequired').max(200, 'lottery.cancelReasonRequired'),
});
export const consoleCancelResult = z.object({
  ticketId: z.number(),
  issue: z.string(),
  /** false: recorded as a proposal; a second operator's request for the same issue carries it out. */
  confirmed: z.boolean(),
  /** Settled orders reversed (stakes refunded now); open orders are refunded by the scheduler. */
  reversedOrders: z.number(),
  /** Prizes, push refunds and rebates taken back, and stakes refunded, by the reversal. */
  takenBack: z.string(),
  refunded: z.string(),
});
export type ConsoleCancelResult = z.infer<typeof consoleCancelResult>;

/**
 * Close an official issue's sales now (one operator: it only stops bets), e.g. when the official
 * draw is held before its scheduled time; its open orders wait for the result, as at a normal close.
 */
export const consoleCloseSalesBody = z.object({
  ticketId: ticketIdSchema,
  issue: issueNoSchema,
  reason: z.string().trim().min(1, 'lottery.cancelReasonRequired').max(200, 'lottery.cancelReasonRequired'),
});
export const consoleCloseSalesResult = z.object({
  ticketId: z.number(),
  issue: z.string(),
  /** When sales closed (ISO), instead of the scheduled end. */
  closedAt: z.string(),
  /** Open orders now waiting for the result. */
  orders: z.number(),
});
export type ConsoleCloseSalesResult = z.infer<typeof consoleCloseSalesResult>;

export const lotteryListItem = z.object({
  ticketId: z.number(),
  code: z.string(),
  name: z.string(),
  /** The engine family (as in TicketCfg), e.g. so a card shows a Vietnamese result by its prizes. */
  family: z.string(),
  hotLabel: z.number(),
  /** Sales suspended by an operator, or the family is not available. */
  suspended: z.boolean(),
});
export type LotteryListItem = z.infer<typeof lotteryListItem>;
export const lotteryCategory = z.object({
  seriesType: z.number(),
  name: z.string(),
  list: z.array(lotteryListItem),
});
export type LotteryCategory = z.infer<typeof lotteryCategory>;

/** Money modes keyed 1-8 (docs/product.md §3) with the stake of one bet as a decimal string. */
export const moneyMode = z.object({
  key: z.number(),
  value: z.string(),
});
export type MoneyMode = z.infer<typeof moneyMode>;
export const ticketCfg = z.object({
  ticketId: z.number(),
  code: z.string(),
  name: z.string(),
  seriesType: z.number(),
  family: z.string(),
  drawKind: z.enum(['house', 'official']),
  moneyModeList: z.array(moneyMode),
  minStake: z.string(),
  maxStake: z.string(),
  doubleMin: z.string(),
  doubleMax: z.string(),
  /** Standard lines are priced at the member's prize group less this (console setting groupOffset). */
  groupOffset: z.number(),
  /** Tie settings and two-sided odds overrides (engine lotteryRules): the board prices as settlement does. */
  ties: z.record(z.string(), z.unknown()).optional(),
  odds: z.record(z.string(), z.record(z.string(), z.number())).optional(),
});
export type TicketCfg = z.infer<typeof ticketCfg>;

export const playNode = z.object({
  playId: z.number(),
  code: z.string(),
  name: z.string(),
  playMethodName: z.string(),
  ticketPlayExample: z.object({ example: z.string(), rule: z.string() }),
  market: z.enum(['standard', 'credit']),
  /** Two-sided items: one per option, `playItemId` = playId × 10000 + row × 100 + option. */
  items: z
    .array(
      z.object({
        playItemId: z.number(),
        row: z.string(),
        name: z.string(),
        /** The item's odds; of a pick play with several levels, its best level's. */
        odds: z.string(),
        /** A pick play with several levels (Bầu cua "Một con": on 1, 2 or 3 dice): each level's name and odds. */
        levels: z.array(z.object({ name: z.string(), odds: z.string() })).optional(),
      }),
    )
    .optional(),
  /** Prize of one 2-yuan bet per level at the member's group (standard plays). */
  prizes: z.array(z.object({ level: z.string(), name: z.string(), prize: z.string() })).optional(),
});
export type PlayNode = z.infer<typeof playNode>;
export const subCatalogNode = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  fushiTemplate: z.boolean(),
  plays: z.array(playNode),
});
export type SubCatalogNode = z.infer<typeof subCatalogNode>;
export const catalogNode = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  showSubCatalog: z.boolean(),
  subCatalogs: z.array(subCatalogNode),
});
export type CatalogNode = z.infer<typeof catalogNode>;
export const seriesNode = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  catalogs: z.array(catalogNode),
});
export type SeriesNode = z.infer<typeof seriesNode>;
export const groupNode = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  series: z.array(seriesNode),
});
export type GroupNode = z.infer<typeof groupNode>;

/** Current issue (docs/product.md §3): sale 0 = on sale; remain and total in seconds. */
export const currentIssue = z.object({
  ticketId: z.number(),
  issue: z.string(),
  startTime: z.number(),
  endTime: z.number(),
  sale: z.number(),
  remain: z.number(),
  total: z.number(),
  ended: z.boolean(),
  /** SHA-256 commitment of the draw seed (house-drawn lotteries). */
  commitment: z.string().nullable(),
});
export type CurrentIssue = z.infer<typeof currentIssue>;

export const issueResult = z.object({
  issue: z.string(),
  code: z.string(),
  openTime: z.number().nullable(),
});
export type IssueResult = z.infer<typeof issueResult>;

export const drawVerification = z.object({
  ticketId: z.number(),
  lottery: z.string(),
  issue: z.string(),
  commitment: z.string(),
  seed: z.string(),
  /** HMAC-SHA256(seed, "lottery:issue") in hex: the 32 bytes the engine derives the draw from. */
  hmac: z.string(),
  code: z.string(),
  /** The chain: the published anchor x_0 and this seed's index k (SHA-256^k(seed) = anchor). */
  chainAnchor: z.string(),
  chainIndex: z.number(),
  checks: z.object({ commitmentMatches: z.boolean(), chainMatches: z.boolean(), resultMatches: z.boolean() }),
});
export type DrawVerification = z.infer<typeof drawVerification>;
