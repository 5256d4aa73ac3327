import { z } from 'zod';

/** Lottery-side paths (spec §7, /sk/cashew) and the operators' lottery console. */
export const lotteryPaths = {
  ticketTypeList: '/sk/cashew/ticketmod/tickettypelist.json',
  ticketCfg: '/sk/cashew/ticketmod/ticketcfg.json',
  ticketPlayList: '/sk/cashew/ticketmod/ticketplaylist.json',
  /** Play descriptions of one series (family): `${playDescription}/${seriesCode}.json`. */
  playDescription: '/sk/cashew/play/desc/:series',
  recentPlay: '/sk/cashew/recent/play/query',
  currentSaleIssue: '/sk/cashew/currentSaleIssue.json',
  currentSaleIssueList: '/sk/cashew/currentSaleIssue/list',
  lastIssue: '/sk/cashew/lastIssue.json',
  recentResults: '/sk/cashew/ticketSourceResultList.json',
  verifyDraw: '/sk/cashew/draw/verify',
  topBanner: '/sk/cashew/homepage/topBanner',
  topBannerByDate: '/sk/cashew/homepage/topBannerByDate',
  mixQuota: '/sk/cashew/getNormalOrderMmixQuota',
  consoleSuspend: '/api/console/lotteries/suspend',
  consoleResult: '/api/console/lotteries/result',
  consoleCancel: '/api/console/lotteries/cancel',
} as const;

export const ticketIdSchema = z.coerce.number().int().min(1).max(1_000_000);
export const issueNoSchema = z.string().trim().min(1).max(32).regex(/^[0-9A-Za-z-]+$/);

export const ticketQuery = z.object({ ticketId: ticketIdSchema });
/** `mode`: 1 standard plays, 2 two-sided (double) plays. */
export const ticketPlayListQuery = z.object({ ticketId: ticketIdSchema, mode: z.coerce.number().int().min(1).max(2).default(1) });
export const ticketIdsQuery = z.object({
  ticketIds: z
    .string()
    .max(1000)
    .transform((s) => [...new Set(s.split(',').map((x) => Number(x.trim())).filter((n) => Number.isInteger(n) && n > 0 && n <= 1_000_000))])
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

export interface LotteryListItem {
  ticketId: number;
  code: string;
  name: string;
  /** The engine family (as in TicketCfg), e.g. so a card shows a Vietnamese result by its prizes. */
  family: string;
  hotLabel: number;
  /** Sales suspended by an operator, or the family is not available. */
  suspended: boolean;
}
export interface LotteryCategory {
  seriesType: number;
  name: string;
  list: LotteryListItem[];
}

/** Money modes keyed 1-8 (spec §3) with the stake of one bet as a decimal string. */
export interface MoneyMode {
  key: number;
  value: string;
}
export interface TicketCfg {
  ticketId: number;
  code: string;
  name: string;
  seriesType: number;
  family: string;
  drawKind: 'house' | 'official';
  moneyModeList: MoneyMode[];
  minStake: string;
  maxStake: string;
  doubleMin: string;
  doubleMax: string;
  /** Standard lines are priced at the member's prize group less this (console setting groupOffset). */
  groupOffset: number;
}

export interface PlayNode {
  playId: number;
  code: string;
  name: string;
  playMethodName: string;
  ticketPlayExample: { example: string; rule: string };
  market: 'standard' | 'credit';
  /** Two-sided items: one per option, `playItemId` = playId × 10000 + row × 100 + option. */
  items?: { playItemId: number; row: string; name: string; odds: string }[];
  /** Prize of one 2-yuan bet per level at the member's group (standard plays). */
  prizes?: { level: string; name: string; prize: string }[];
}
export interface SubCatalogNode {
  id: number;
  code: string;
  name: string;
  fushiTemplate: boolean;
  plays: PlayNode[];
}
export interface CatalogNode {
  id: number;
  code: string;
  name: string;
  showSubCatalog: boolean;
  subCatalogs: SubCatalogNode[];
}
export interface SeriesNode {
  id: number;
  code: string;
  name: string;
  catalogs: CatalogNode[];
}
export interface GroupNode {
  id: number;
  code: string;
  name: string;
  series: SeriesNode[];
}

/** Current issue (spec §3): sale 0 = on sale; remain and total in seconds. */
export interface CurrentIssue {
  ticketId: number;
  issue: string;
  startTime: number;
  endTime: number;
  sale: number;
  remain: number;
  total: number;
  ended: boolean;
  /** SHA-256 commitment of the draw seed (house-drawn lotteries). */
  commitment: string | null;
}
/** Sale states besides 0: 1 suspended by an operator, 2 no issue on sale (between windows). */
export const SaleState = { ON_SALE: 0, SUSPENDED: 1, CLOSED: 2 } as const;

export interface IssueResult {
  issue: string;
  code: string;
  openTime: number | null;
}

export interface DrawVerification {
  ticketId: number;
  lottery: string;
  issue: string;
  commitment: string;
  seed: string;
  /** HMAC-SHA256(seed, "lottery:issue") in hex: the 32 bytes the engine derives the draw from. */
  hmac: string;
  code: string;
  /** The chain: the published anchor x_0 and this seed's index k (SHA-256^k(seed) = anchor). */
  chainAnchor: string;
  chainIndex: number;
  checks: { commitmentMatches: boolean; chainMatches: boolean; resultMatches: boolean };
}
