import { z } from 'zod';
import { pageOf } from './envelope-schemas.ts';
import { betOrder, chasePlanRow, placedOrders } from './orders.ts';
import { trendRow } from './history.ts';
import { balanceRecordView, dwOrderView, profitTotals, TRADE_TYPES } from './wallet.ts';
import { vietqrView } from './bank-transfers.ts';

/**
 * The `data` of success answers that no other contract file describes (issue #19: every route
 * declares its response; the OpenAPI document publishes it and the server tests validate every
 * answer against it). Amounts are decimal strings; times are ISO strings unless named `…Time`
 * (epoch milliseconds).
 */

// Members and sign-in

/** True while the session is live (the client's keep-alive). */
export const isOnlineResponse = z.boolean();
/** A setting changed, a session ended, a withdrawal released: nothing to show. */
export const noData = z.null();
export const sessionsEndResponse = z.object({ ended: z.number().int() });
export const loginHistoryResponse = pageOf(
  z.object({ time: z.string(), ip: z.string(), device: z.number().int(), success: z.boolean(), reason: z.string().nullable() }),
);
export const serverTimeResponse = z.object({ now: z.number() });

// Lottery

export const playDescriptionResponse = z.object({
  series: z.string(),
  name: z.string(),
  plays: z.array(
    z.object({ playId: z.number().int(), code: z.string(), name: z.string(), playMethodName: z.string(), example: z.string(), rule: z.string() }),
  ),
});
export const recentPlayResponse = z.array(
  z.object({ ticketId: z.number().int(), code: z.string(), name: z.string(), hotLabel: z.number().int(), lastTime: z.number() }),
);
export const consoleSuspendResponse = z.object({ ticketId: z.number().int(), suspended: z.boolean() });
export const consoleResultResponse = z.object({ ticketId: z.number().int(), issue: z.string(), code: z.string(), confirmed: z.boolean() });
/**
 * Home banners as the operator wrote them (platform config `banner`): an image and, optionally, a
 * link and a shown-from / shown-until window in epoch ms; other keys pass through.
 */
export const bannerView = z.looseObject({
  image: z.string().optional(),
  startTime: z.number().optional(),
  endTime: z.number().optional(),
});
export const mixQuotaResponse = z.object({
  ticketId: z.number().int(),
  maxLines: z.number().int(),
  maxMultiple: z.number().int(),
  maxChaseIssues: z.number().int(),
  minStake: z.string(),
  maxStake: z.string(),
  maxIssueStake: z.string(),
  maxOrderWin: z.string(),
  maxIssueWin: z.string(),
});

// Orders and chases

export const chasePlacedOrders = placedOrders.extend({ chaseId: z.string().nullable() });
export const cancelOrderResponse = z.object({ orderId: z.string(), balance: z.string() });
/** docs/product.md §7 pages of orders and chases count `pageSize` (not `size`). */
export const orderPage = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), list: z.array(item) });
export const chaseDetailResponse = z.object({
  chaseId: z.string(),
  ticketId: z.number().int(),
  lottery: z.string(),
  stopOnWin: z.boolean(),
  status: z.number().int(),
  totalAmount: z.string(),
  plans: z.array(chasePlanRow),
});
export const traceIssuesResponse = z.array(z.object({ issue: z.string(), startTime: z.number(), endTime: z.number() }));
export const chaseCancelResponse = z.object({ chaseId: z.string(), cancelled: z.number().int(), refund: z.string() });
export const betPlayDetailResponse = betOrder.extend({
  playMethodName: z.string(),
  example: z.string(),
  rule: z.string(),
  moneyMode: z.number().int().nullable(),
  /** The selection as the engine reads it (its shape depends on the play). */
  selection: z.looseObject({}).nullable(),
  levels: z.array(z.object({ level: z.string(), name: z.string() })),
});

// History

const issueCode = z.object({ issue: z.string(), code: z.string() });
export const hisOpenCodesResponse = z.array(issueCode);
/** The trend chart: the issues it covers (oldest first) and each position's statistics. */
export const trendChartResponse = z.object({ issues: hisOpenCodesResponse, chart: z.array(trendRow) });
export const trendHistoryResponse = z.array(issueCode.extend({ sum: z.number().nullable(), span: z.number().nullable() }));
/** One number's (or feature's) count: type 1 hot, 2 warm, 3 cold. */
const coldHotCell = z.object({ value: z.number(), type: z.union([z.literal(1), z.literal(2), z.literal(3)]) });
const coldHotColumns = {
  '20Q': z.array(coldHotCell),
  '50Q': z.array(coldHotCell),
  '100Q': z.array(coldHotCell),
  miss: z.array(coldHotCell),
  position: z.number().int(),
};
export const hotMissResponse = z.array(z.object({ ...coldHotColumns, numbers: z.array(z.number()) }));
export const doubleHotColdMissResponse = z.array(
  z.object({ ...coldHotColumns, features: z.array(z.enum(['big', 'small', 'odd', 'even'])) }),
);
export const omitDeleteResponse = z.object({ deleted: z.number().int() });

// Cards and wallet

export const bankListResponse = z.array(z.object({ code: z.string(), name: z.string() }));
export const channelView = z.object({
  id: z.number().int(),
  type: z.enum(['bank', 'crypto', 'third']),
  name: z.string(),
  min: z.string(),
  max: z.string(),
  bankName: z.string().nullable(),
  accountNo: z.string().nullable(),
  accountName: z.string().nullable(),
  network: z.string().nullable(),
  address: z.string().nullable(),
  rate: z.string().nullable(),
  /** A payment provider runs the channel (issue #28): paid on its page, credited by its callback, no review. */
  provider: z.enum(['vnpay']).nullable(),
});
/**
 * The new order with the channel to pay to; a third-party channel adds the page to pay on, a bank
 * channel with VietQR the QR payload and the transfer content (issue #28 §2).
 */
export const depositPreResponse = dwOrderView.extend({ channel: channelView, payUrl: z.string().optional(), vietqr: vietqrView.optional() });
export const withdrawRangeResponse = z.object({
  min: z.string(),
  max: z.string(),
  balance: z.string(),
  feePercent: z.string(),
  freeTimes: z.number().int(),
  dailyLimit: z.number().int(),
  usedToday: z.number().int(),
  remainingFree: z.number().int(),
  remainingToday: z.number().int(),
  turnover: z.string(),
  turnoverRequired: z.string(),
  hasFundPwd: z.boolean(),
  hasCard: z.boolean(),
});
/** `replayed`: the same request id was answered before (nothing new was done); the balance after, when known. */
export const withdrawResponse = dwOrderView.extend({ replayed: z.boolean(), balance: z.string().optional() });
export const swipeResponse = z.object({ account: z.string(), amount: z.string(), balance: z.string(), replayed: z.boolean() });
export const tradeTypesResponse = z.array(z.object({ type: z.enum(TRADE_TYPES), name: z.string() }));
export const dailyProfitResponse = z.object({
  startDate: z.string(),
  endDate: z.string(),
  list: z.array(profitTotals.extend({ date: z.string() })),
});
export const memberSummaryResponse = profitTotals.extend({ startDate: z.string(), endDate: z.string(), balance: z.string() });

/**
 * A pending two-person item as the operator looking at it sees it (issue #27): the permission its
 * confirmer needs (`*`: a super admin), and why this operator may not confirm it (an i18n key and
 * its values), or null. Null for an item that is not pending.
 */
export const secondPersonView = z.object({
  permission: z.string(),
  blocked: z.object({ key: z.string(), params: z.record(z.string(), z.string()).optional() }).nullable(),
});
export type SecondPersonView = z.infer<typeof secondPersonView>;

// Console: money review

/**
 * What a reviewer should look at twice (issue #16): `large` at or above the two-person amount;
 * `manyRequests` the member's third or later order of the kind within 24 h; `newCard` paid to a card
 * bound less than 24 h before the request; `manualCredit` an operator's balance credit to the
 * member within 7 days before it. (Unmet turnover cannot reach the queue: a withdrawal is refused
 * at submission while it is unmet.)
 */
export const REVIEW_FLAGS = ['large', 'manyRequests', 'newCard', 'manualCredit'] as const;
export type ReviewFlag = (typeof REVIEW_FLAGS)[number];
/**
 * `firstApprovedBy`: the operator of a large withdrawal's first approval; `approvalPays`: the next
 * approval pays the member out (and so needs the payout reference), rather than being a first one.
 */
export const consoleDwOrderView = dwOrderView.extend({
  account: z.string(),
  flags: z.array(z.enum(REVIEW_FLAGS)),
  firstApprovedBy: z.string().nullable(),
  approvalPays: z.boolean(),
  /** A large withdrawal after its first approval: who may give the second (null otherwise). */
  secondPerson: secondPersonView.nullable(),
  /** A deposit's channel as configured (its name), for the approval's confirmation. */
  channelName: z.string().nullable(),
});
export const withdrawalTakeResponse = dwOrderView.extend({ lockedBy: z.string() });
/** `awaitingSecond`: a large withdrawal waits for a second operator's approval. */
export const withdrawalApproveResponse = dwOrderView.extend({ awaitingSecond: z.boolean() });
export const proposalView = z.object({
  id: z.string(),
  kind: z.string(),
  target: z.string(),
  amount: z.string().nullable(),
  reason: z.string().nullable(),
  status: z.string(),
  proposedBy: z.string(),
  createdAt: z.string(),
  replayed: z.boolean(),
});
/** The decided proposal; `balance` is the member's after a confirmed adjustment (null otherwise). */
export const proposalDecision = proposalView.extend({ balance: z.string().nullable() });
export const consoleProposalView = proposalView.extend({ proposer: z.string(), secondPerson: secondPersonView.nullable() });
/** Every wallet review setting as text (GET and POST /api/console/settings). */
export const walletSettingsView = z.record(z.string(), z.string());
export const memberStatusResponse = z.object({ account: z.string(), status: z.number().int() });

// Console: content, promotions

export const idResponse = z.object({ id: z.string() });
export const bonusBatchResponse = z.object({ done: z.array(z.string()), skipped: z.number().int() });
export const promoMemberResponse = z.object({ account: z.string(), creditValue: z.number(), demo: z.boolean(), supreme: z.boolean() });
export const promoClockResponse = z.object({ now: z.string() });

// Agents

export const createSubordinateResponse = z.object({ memberId: z.string(), account: z.string(), type: z.number().int(), group: z.number().int() });
export const rebateUpdateResponse = z.object({ memberId: z.string(), group: z.number().int() });
export const quotaGiveResponse = z.object({ memberId: z.string(), group: z.number().int(), count: z.number().int() });
/** Quota taken back from a direct subordinate agent; `remaining` is what he still has. */
export const quotaRevokeResponse = quotaGiveResponse.extend({ remaining: z.number().int() });
export const teamOrderView = betOrder.extend({ account: z.string() });
export const teamTransView = balanceRecordView.extend({ account: z.string() });
