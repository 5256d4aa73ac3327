import { z } from 'zod';
import { issueNoSchema, ticketIdSchema } from './lottery.ts';

/**
 * The console's dashboard (issue #16 "Dashboard … updated live") and the re-settlement of an
 * issue with a corrected result. Amounts are decimal strings; times ISO instants.
 */
export const consoleDashPaths = {
  summary: '/api/console/dashboard',
  resettle: '/api/console/lotteries/resettle',
} as const;

/** Waiting deposits (submitted) or withdrawals (under review): how many, their value, the oldest's submission time. */
const queueFigures = z.object({
  count: z.number().int(),
  amount: z.string(),
  oldestAt: z.string().nullable(),
});

/**
 * A lottery's issue health: `onSale` (an issue sells), `drawing` (closed, waiting for its draw or
 * settling), `late` (not settled `lateMinutes` after its draw time), `suspended` (sales off by an
 * operator), `idle` (between sale windows).
 */
export const DASH_LOTTERY_STATES = ['onSale', 'drawing', 'late', 'suspended', 'idle'] as const;
export type DashLotteryState = (typeof DASH_LOTTERY_STATES)[number];

export const consoleDashboardView = z.object({
  now: z.string(),
  /** The platform's business day the figures are of (YYYY-MM-DD). */
  day: z.string(),
  deposits: queueFigures,
  withdrawals: queueFigures,
  /** Today's settled orders as the profit-and-loss report counts them (bets less push refunds, prizes, GGR = bets − prizes). */
  today: z.object({
    orders: z.number().int(),
    bets: z.string(),
    wins: z.string(),
    ggr: z.string(),
    placed: z.string(),
    newMembers: z.number().int(),
  }),
  /** Members with a live session seen in the last `onlineMinutes` minutes. */
  online: z.number().int(),
  onlineMinutes: z.number().int(),
  lateMinutes: z.number().int(),
  lotteries: z.array(
    z.object({
      ticketId: z.number().int(),
      code: z.string(),
      state: z.enum(DASH_LOTTERY_STATES),
      /** The issue on sale, or the oldest one not yet settled when drawing or late. */
      issue: z.string().nullable(),
      /** Sales close (on sale) or the draw time (drawing, late). */
      at: z.string().nullable(),
    }),
  ),
  /** Recent events operators should look at: system and result-source entries of the audit log, newest first. */
  alerts: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      actor: z.string(),
      action: z.string(),
      target: z.string().nullable(),
    }),
  ),
  /**
   * The money audit's last result (issue #30: nightly, or `npm run audit:ledger`): when it
   * finished, whether the books balanced, the kinds of problem it found with their counts and the
   * first problems it named (`member:12`, `ledger:881`…). Null before the first run.
   */
  ledgerAudit: z
    .object({
      at: z.string(),
      ok: z.boolean(),
      problems: z.number().int(),
      seconds: z.number(),
      kinds: z.array(z.object({ kind: z.string(), count: z.number().int() })),
      named: z.array(z.object({ kind: z.string(), ref: z.string() })),
    })
    .nullable(),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardView>;

/** Re-settle a settled official issue with a corrected result (two operators, as results). */
export const consoleResettleBody = z.object({
  ticketId: ticketIdSchema,
  issue: issueNoSchema,
  code: z.string().trim().min(1).max(400),
  reason: z.string().trim().min(1, 'lottery.cancelReasonRequired').max(200, 'lottery.cancelReasonRequired'),
});
export const consoleResettleResult = z.object({
  ticketId: z.number(),
  issue: z.string(),
  /** false: recorded as a proposal; a second operator entering the same result carries it out. */
  confirmed: z.boolean(),
  /** The result before and after (the same before confirmation). */
  previous: z.string(),
  code: z.string(),
  orders: z.number().int(),
  /** Prizes, push refunds and rebates taken back, and paid by the corrected settlement. */
  takenBack: z.string(),
  paid: z.string(),
});
export type ConsoleResettleResult = z.infer<typeof consoleResettleResult>;
