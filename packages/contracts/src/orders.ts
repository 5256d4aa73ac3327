import { z } from 'zod';
import { MAX_BETS_PER_LINE } from '@lotus/engine';
import { idSchema, idUpTo } from './ids.ts';
import { issueNoSchema, ticketIdSchema } from './lottery.ts';

export const orderPaths = {
  normalCreate: '/sk/cashew/order/normal/create',
  normalChase: '/sk/cashew/order/normal/chase',
  normalSolo: '/sk/cashew/order/normal/solo',
  doubleCreate: '/sk/cashew/order/double/create',
  doubleChase: '/sk/cashew/order/double/chase',
  cancel: '/sk/cashew/memberBetCancel',
  orderList: '/sk/cashew/ticketmod/orderList',
  orderDetail: '/sk/cashew/orderDetail',
  ordersTop: '/sk/cashew/ordersTop',
  betPlayDetail: '/sk/cashew/bet/getBetPlayDetail',
} as const;

/** Bet order statuses (docs/product.md §4); 3 is also the "open status" of a win. */
export const OrderStatus = {
  UNSETTLED: 1,
  DRAWING: 2,
  WON: 3,
  NOT_WON: 4,
  CANCELLED_SELF: 5,
  CANCELLED_SYSTEM: 6,
  ABANDONED: 7,
} as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Limits on one request (STYLE habit 7). */
export const MAX_LINES_PER_ORDER = 100;
export const MAX_CHASE_ISSUES = 120;
/** Longest `b` of a line (a compressed 100,000-ticket line is about 200 KB of hex). */
export const MAX_LINE_BALLS_CHARS = 1_000_000;

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);


/**
 * A normal bet line (docs/product.md §7), in the engine's wire format (packages/engine/src/wire.ts): b balls
 * (rows by `|`, picks by `,`; single-entry tickets by `,`), c the bet count, m money mode 1-8,
 * t multiple, n the line's number, i play id, p positions ("any N" plays), z 1 when b is
 * compressed (hex of the engine's compressTokens, large single-number bets).
 */
export const normalLine = z.object({
  b: z.string().max(MAX_LINE_BALLS_CHARS),
  c: int(1, 10_000_000),
  m: int(1, 8),
  t: int(1, 100_000),
  n: int(1, MAX_LINES_PER_ORDER),
  i: int(1, 10_000_000),
  p: z.string().max(64).default(''),
  z: int(0, 1).default(0),
});
export type NormalLine = z.infer<typeof normalLine>;

const lines = <T extends z.ZodType>(line: T) =>
  z.preprocess((v) => (typeof v === 'string' ? safeJson(v) : v), z.array(line).min(1).max(MAX_LINES_PER_ORDER));

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}

const common = {
  tid: ticketIdSchema,
  /** Client order key: a retry with the same key places nothing new. */
  key: z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/).optional(),
  /** 1 = the member confirmed a duplicate of a bet placed under 10 s ago. */
  confirm: int(0, 1).default(0),
  /**
   * The bet's prize group (the bet slip's rebate choice, issue #14): below the member's own group
   * the prizes are lower and the difference is paid to him as rebate at settlement. Default: his group.
   */
  pg: int(1700, 1960).optional(),
};

export const normalCreateBody = z.object({ ...common, pno: issueNoSchema, bd: lines(normalLine) });

/** Chase plan `cd` = "planNo,multiple|planNo,multiple"; `cm` 1 = stop after a win (isSuppend). */
export const chasePlan = z
  .string()
  .max(6000)
  .transform((s) =>
    s
      .split('|')
      .filter(Boolean)
      .map((part) => {
        const [planNo, multiple] = part.split(',');
        return { planNo: (planNo ?? '').trim(), multiple: Number(multiple) };
      }),
  )
  .pipe(
    z
      .array(z.object({ planNo: issueNoSchema, multiple: z.number().int().min(1).max(100_000) }))
      .min(1)
      .max(MAX_CHASE_ISSUES),
  );

export const normalChaseBody = z.object({ ...common, bd: lines(normalLine), cd: chasePlan, cm: int(0, 1).default(1) });

/**
 * A two-sided (double) line: one option (playItemId) at an amount per bet (decimal string), or a
 * number-pick play's picks in `content`; betCount is checked against the engine's count. docs/product.md §3
 * names each field two ways: playItemId/playId, betCount/betNum, betAmount/amount, content/playItemName.
 */
export const doubleLine = z
  .object({
    playItemId: idUpTo(2_000_000_000).optional(),
    playId: idUpTo(2_000_000_000).optional(),
    betAmount: z.string().trim().max(20).optional(),
    amount: z.string().trim().max(20).optional(),
    betCount: int(1, MAX_BETS_PER_LINE).default(1),
    betNum: int(1, MAX_BETS_PER_LINE).optional(),
    // Picks of a number-pick play: up to 100 numbers of up to four digits (Vietnamese lô 4 số).
    content: z.string().max(1000).optional(),
    playItemName: z.string().max(1000).optional(),
  })
  .refine((l) => l.playItemId !== undefined || l.playId !== undefined, {
    message: 'orders.playInvalid',
    path: ['playItemId'],
  });
export type DoubleLine = z.infer<typeof doubleLine>;

export const doubleCreateBody = z.object({ ...common, pno: issueNoSchema, list: lines(doubleLine) });
export const doubleChaseBody = z.object({ ...common, list: lines(doubleLine), cd: chasePlan, cm: int(0, 1).default(1) });

export const cancelBody = z.object({ orderId: idSchema });
export const orderDetailBody = cancelBody;

export const orderListQuery = z
  .object({
    ticketId: ticketIdSchema.optional(),
    status: int(1, 7).optional(),
    /** Date range (ms epoch), at most 31 days back. */
    startTime: z.coerce.number().int().min(0).optional(),
    endTime: z.coerce.number().int().min(0).optional(),
    page: int(1, 10_000).default(1),
    pageSize: int(1, 100).default(20),
  })
  // docs/product.md §5: the start cannot be later than the end.
  .refine((q) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime, {
    message: 'wallet.dateRange',
    path: ['startTime'],
  });

export const placedOrders = z.object({
  orderIds: z.array(z.string()),
  amount: z.string(),
  balance: z.string(),
});
export type PlacedOrders = z.infer<typeof placedOrders>;

/** The bet-order fields of docs/product.md §3. */
export const betOrder = z.object({
  orderId: z.string(),
  ticketId: z.number(),
  lottery: z.string(),
  issue: z.string(),
  playId: z.number(),
  play: z.string(),
  content: z.string(),
  amount: z.string(),
  possibleWin: z.string(),
  odds: z.string(),
  multiple: z.number(),
  betCount: z.number(),
  betTime: z.number(),
  status: z.number(),
  winAmount: z.string(),
  profit: z.string(),
  openStatus: z.number(),
  openCode: z.string().nullable(),
  chaseId: z.string().nullable(),
  /** A win held for risk review before payout (issue #16): not credited yet. */
  underReview: z.boolean(),
});
export type BetOrder = z.infer<typeof betOrder>;

export const chasePaths = {
  traceList: '/sk/cashew/traceList',
  traceDetail: '/sk/cashew/traceDetail',
  traceIssues: '/sk/cashew/traceIssues',
  cancelByChaseId: '/sk/cashew/chase/canCancelByChaseId',
  cancelByPlanNo: '/sk/cashew/chase/canCancelByPlanNo',
} as const;

export const traceListBody = z.object({
  ticketId: ticketIdSchema.optional(),
  page: int(1, 10_000).default(1),
  pageSize: int(1, 100).default(20),
});
export const traceDetailBody = z.object({ chaseId: idSchema });
export const traceIssuesBody = z.object({ ticketId: ticketIdSchema, num: int(1, MAX_CHASE_ISSUES).default(10) });
export const cancelByPlanNoBody = z.object({ chaseId: idSchema, planNo: issueNoSchema });

/** Chase statuses: 1 running, 2 finished, 3 stopped (after a win, or by the member). */
export const ChaseStatus = { RUNNING: 1, FINISHED: 2, STOPPED: 3 } as const;

export const chaseSummary = z.object({
  chaseId: z.string(),
  ticketId: z.number(),
  lottery: z.string(),
  startIssue: z.string(),
  issueCount: z.number(),
  settledCount: z.number(),
  cancelledCount: z.number(),
  totalAmount: z.string(),
  winAmount: z.string(),
  stopOnWin: z.boolean(),
  status: z.number(),
  createTime: z.number(),
});
export type ChaseSummary = z.infer<typeof chaseSummary>;

export const chasePlanRow = z.object({
  planNo: z.string(),
  orderId: z.string(),
  multiple: z.number(),
  amount: z.string(),
  status: z.number(),
  winAmount: z.string(),
  openCode: z.string().nullable(),
});
export type ChasePlanRow = z.infer<typeof chasePlanRow>;
