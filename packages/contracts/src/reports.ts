import { z } from 'zod';
import { ticketIdSchema } from './lottery.ts';
import { calendarDay } from './dates.ts';
import { pageOf } from './envelope-schemas.ts';

/**
 * Platform reports for operators (issue #16 "reports", domain §4.2 item 2): profit and loss by
 * day and by lottery, deposits and withdrawals by day. Days are the platform's business days
 * (02:00–02:00 platform time, as promotions count them); money is decimal text of currency
 * units, milli-unit exact.
 *
 * - bets: settled stakes (won and not-won orders, less refunds), on the day their issue closed;
 * - validBets: the valid bet recorded at settlement (opposite sides netted, domain §2.2 item 1);
 * - prizes: what those orders won;
 * - rebates and promotionCost: what the rebate and bonus house accounts paid out that day;
 * - ggr: bets − prizes; profit: ggr − rebates − promotionCost.
 */
export const consoleReportPaths = {
  pnlDaily: '/api/console/reports/pnl/daily',
  pnlByLottery: '/api/console/reports/pnl/lotteries',
  cashDaily: '/api/console/reports/cash/daily',
  /** One lottery's settled issues, newest first, paged. */
  pnlIssues: '/api/console/reports/pnl/issues',
  /** Settled orders by play (all lotteries, or one), largest stakes first, paged. */
  pnlPlays: '/api/console/reports/pnl/plays',
  /** Rebates the rebate house account paid, by day. */
  rebatesDaily: '/api/console/reports/rebates/daily',
  /** The same rebates by the top agent of the member who received them, paged. */
  rebatesAgents: '/api/console/reports/rebates/agents',
  /** What the bonus house account paid, by day and kind (VIP bonuses, sign-in and invite draw prizes). */
  promotionsDaily: '/api/console/reports/promotions/daily',
  /** New, active and depositing members and first deposits, by day. */
  membersDaily: '/api/console/reports/members/daily',
  /** Per top agent: the team's members, stakes, prizes, GGR and rebates, paged. */
  teams: '/api/console/reports/teams',
  /** Orders placed and their stakes by device code, the installed app apart (issue #31). */
  devices: '/api/console/reports/devices',
} as const;

/** At most 92 days in one report (a quarter): bounded rows, bounded scans. */
export const REPORT_MAX_DAYS = 92;

/** Report days are the platform's business days; the last 7 up to today when neither is given. */
export const REPORT_DEFAULT_DAYS = 7;
const reportDay = calendarDay('report.dateInvalid');
const rangeFields = { from: reportDay.optional(), to: reportDay.optional() };
/** The refusal of a range: both days or neither, from ≤ to, at most `maxDays` (REPORT_MAX_DAYS). */
export function rangeRefusal(
  q: { from?: string | undefined; to?: string | undefined },
  maxDays = REPORT_MAX_DAYS,
): string | null {
  if ((q.from === undefined) !== (q.to === undefined)) return 'report.dateInvalid';
  if (!q.from || !q.to) return null;
  if (q.from > q.to) return 'report.rangeInvalid';
  if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 >= maxDays) return 'report.rangeTooLong';
  return null;
}
/** A report's query: an optional range of days and `extra`. */
function withRange<S extends z.ZodRawShape>(extra: S) {
  return z.object({ ...rangeFields, ...extra }).superRefine((q, ctx) => {
    const refusal = rangeRefusal(q as { from?: string; to?: string });
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal, path: ['to'] });
  });
}
export const reportRangeQuery = withRange({});
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;
/** The range a report covers, as the server settled it. */
export interface ReportRange {
  from: string;
  to: string;
}
const rangeShape = { from: z.string(), to: z.string() };

const money = z.string();
const pnlFigures = {
  orders: z.number(),
  bets: money,
  validBets: money,
  prizes: money,
  rebates: money,
  promotionCost: money,
  ggr: money,
  profit: money,
};

export const pnlDayRow = z.object({ day: z.string(), ...pnlFigures });
export type PnlDayRow = z.infer<typeof pnlDayRow>;
export const pnlDailyReport = z.object({
  ...rangeShape,
  rows: z.array(pnlDayRow),
  total: z.object(pnlFigures),
});
export type PnlDailyReport = z.infer<typeof pnlDailyReport>;

/** By lottery: what orders carry (valid bets, rebates and bonuses are not kept per lottery). */
export const pnlLotteryRow = z.object({
  lotteryId: z.number(),
  lotteryCode: z.string(),
  orders: z.number(),
  bets: money,
  prizes: money,
  ggr: money,
});
export type PnlLotteryRow = z.infer<typeof pnlLotteryRow>;
export const pnlByLotteryReport = z.object({ ...rangeShape, rows: z.array(pnlLotteryRow) });
export type PnlByLotteryReport = z.infer<typeof pnlByLotteryReport>;

export const cashDayRow = z.object({
  day: z.string(),
  deposits: z.number(),
  depositAmount: money,
  withdrawals: z.number(),
  withdrawalAmount: money,
  withdrawalFees: money,
  /** depositAmount − withdrawalAmount. */
  net: money,
});
export type CashDayRow = z.infer<typeof cashDayRow>;
export const cashDailyReport = z.object({ ...rangeShape, rows: z.array(cashDayRow) });
export type CashDailyReport = z.infer<typeof cashDailyReport>;

/** Paged reports: 20 rows a page by default, at most 50. */
export const REPORT_PAGE_SIZE = 20;
const paging = {
  page: z.coerce
    .number('report.pageInvalid')
    .int('report.pageInvalid')
    .min(1, 'report.pageInvalid')
    .max(10_000, 'report.pageInvalid')
    .default(1),
  size: z.coerce
    .number('report.pageInvalid')
    .int('report.pageInvalid')
    .min(1, 'report.pageInvalid')
    .max(50, 'report.pageInvalid')
    .default(REPORT_PAGE_SIZE),
};
const lotteryId = ticketIdSchema;
const orderFigures = { orders: z.number(), bets: money, prizes: money, ggr: money };

/** P&L by issue: one lottery (required), its issues that closed in the range with settled orders. */
export const pnlIssuesQuery = withRange({ lotteryId, ...paging });
export type PnlIssuesQuery = z.infer<typeof pnlIssuesQuery>;
export const pnlIssueRow = z.object({
  issue: z.string(),
  /** 0 open, 1 closed, 2 drawn, 3 settled, 4 cancelled. */
  status: z.number(),
  result: z.string().nullable(),
  /** When sales closed (ISO): the issue's business day. */
  closedAt: z.string(),
  ...orderFigures,
});
export type PnlIssueRow = z.infer<typeof pnlIssueRow>;
export const pnlIssuesReport = pageOf(pnlIssueRow).extend({
  ...rangeShape,
  lotteryId: z.number(),
  lotteryCode: z.string(),
});
export type PnlIssuesReport = z.infer<typeof pnlIssuesReport>;

/** P&L by play: all lotteries, or one. Names are i18n keys of the engine's catalogue. */
export const pnlPlaysQuery = withRange({ lotteryId: lotteryId.optional(), ...paging });
export type PnlPlaysQuery = z.infer<typeof pnlPlaysQuery>;
export const pnlPlayRow = z.object({
  playId: z.number(),
  /** The engine family's code (ssc, k3, …) and the i18n keys of its name, the play's group and the play. */
  family: z.string(),
  familyKey: z.string(),
  groupKey: z.string(),
  nameKey: z.string(),
  ...orderFigures,
});
export type PnlPlayRow = z.infer<typeof pnlPlayRow>;
export const pnlPlaysReport = pageOf(pnlPlayRow).extend({ ...rangeShape, lotteryId: z.number().nullable() });
export type PnlPlaysReport = z.infer<typeof pnlPlaysReport>;

/** Rebates paid (net of those a cancelled issue took back) and how many members received one. */
const rebateFigures = { amount: money, recipients: z.number() };
export const rebateDayRow = z.object({ day: z.string(), ...rebateFigures });
export type RebateDayRow = z.infer<typeof rebateDayRow>;
export const rebatesDailyReport = z.object({
  ...rangeShape,
  rows: z.array(rebateDayRow),
  total: z.object(rebateFigures),
});
export type RebatesDailyReport = z.infer<typeof rebatesDailyReport>;

export const reportPageQuery = withRange(paging);
export type ReportPageQuery = z.infer<typeof reportPageQuery>;
/** Per top agent: rebates to anyone in his team (him included), and to him. */
export const rebateAgentRow = z.object({
  agentId: z.string(),
  account: z.string(),
  ...rebateFigures,
  own: money,
});
export type RebateAgentRow = z.infer<typeof rebateAgentRow>;
export const rebatesAgentsReport = pageOf(rebateAgentRow).extend({
  ...rangeShape,
  /** Members under no agent (their own rebates). */
  direct: z.object(rebateFigures),
  /** Every recipient of the range (the daily report's total). */
  whole: z.object(rebateFigures),
});
export type RebatesAgentsReport = z.infer<typeof rebatesAgentsReport>;

/**
 * Promotion cost by kind: VIP level-up, weekly and monthly bonuses (claimed), sign-in and invite
 * draw prizes; `other` is anything else the bonus account paid. `total` is the P&L's promotionCost.
 */
export const PROMOTION_KINDS = ['up', 'week', 'month', 'sign', 'invite', 'other'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
const promotionFigures = {
  up: money,
  week: money,
  month: money,
  sign: money,
  invite: money,
  other: money,
  total: money,
  recipients: z.number(),
};
export const promotionDayRow = z.object({ day: z.string(), ...promotionFigures });
export type PromotionDayRow = z.infer<typeof promotionDayRow>;
export const promotionsDailyReport = z.object({
  ...rangeShape,
  rows: z.array(promotionDayRow),
  total: z.object(promotionFigures),
});
export type PromotionsDailyReport = z.infer<typeof promotionsDailyReport>;

/**
 * Members by day: registered (agents among them), active (a bet on an issue that closed that
 * day), depositors (a deposit approved that day), first deposits (the member's first approved
 * deposit) and their amount. The total's active and depositors count each member once.
 */
const memberFigures = {
  newMembers: z.number(),
  newAgents: z.number(),
  active: z.number(),
  depositors: z.number(),
  firstDeposits: z.number(),
  firstDepositAmount: money,
};
export const memberDayRow = z.object({ day: z.string(), ...memberFigures });
export type MemberDayRow = z.infer<typeof memberDayRow>;
export const membersDailyReport = z.object({
  ...rangeShape,
  rows: z.array(memberDayRow),
  total: z.object(memberFigures),
});
export type MembersDailyReport = z.infer<typeof membersDailyReport>;

/**
 * Per top agent, his team (him and everyone below): members today, registered in the range,
 * active; settled stakes, prizes and GGR by the issue's close; rebates paid to the
 * team; net = GGR − rebates. Largest stakes first.
 */
const teamFigures = {
  members: z.number(),
  newMembers: z.number(),
  active: z.number(),
  bets: money,
  prizes: money,
  ggr: money,
  rebates: money,
  net: money,
};
export const teamRow = z.object({ agentId: z.string(), account: z.string(), ...teamFigures });
export type TeamRow = z.infer<typeof teamRow>;
export const teamsReport = pageOf(teamRow).extend({
  ...rangeShape,
  /** Members under no agent. */
  direct: z.object(teamFigures),
});
export type TeamsReport = z.infer<typeof teamsReport>;

/**
 * The share of bets per device (issue #31): orders placed in the range (by the business day of
 * placement, cancelled ones left out), grouped by the device code their request reported and the
 * installed-app flag (docs/decisions.md "Device codes"): the installed web app is its own row
 * beside its platform's browser. At most 5 codes × 2 rows.
 */
export const deviceShareRow = z.object({
  /** 1 web, 2 iOS app, 3 Android app, 4 mobile browser; null: not reported (API calls, orders before it was recorded). */
  device: z.number().nullable(),
  /** Placed from the installed web app (`app: pwa`). */
  installed: z.boolean(),
  orders: z.number(),
  /** Stakes placed (decimal text). */
  stake: money,
  /** Percent of the range's orders and of its stake, two decimals. */
  orderShare: z.number(),
  stakeShare: z.number(),
});
export type DeviceShareRow = z.infer<typeof deviceShareRow>;
export const deviceShareReport = z.object({
  ...rangeShape,
  rows: z.array(deviceShareRow),
  total: z.object({ orders: z.number(), stake: money }),
});
export type DeviceShareReport = z.infer<typeof deviceShareReport>;
