import { z } from 'zod';
import { idSchema, idUpTo } from './ids.ts';
import { parseMoney } from '@lotus/engine';
import { requestIdSchema } from './wallet.ts';

/** The operators' review calls. Operator-authenticated; every action is audited. */
export const consolePaths = {
  login: '/api/console/login',
  deposits: '/api/console/deposits',
  depositApprove: '/api/console/deposits/:orderNo/approve',
  depositReject: '/api/console/deposits/:orderNo/reject',
  withdrawals: '/api/console/withdrawals',
  withdrawalApprove: '/api/console/withdrawals/:orderNo/approve',
  withdrawalReject: '/api/console/withdrawals/:orderNo/reject',
  withdrawalTake: '/api/console/withdrawals/:orderNo/take',
  withdrawalRelease: '/api/console/withdrawals/:orderNo/release',
  /** Where a withdrawal goes (bank, branch, holder, full number); each call is audited. */
  withdrawalAccount: '/api/console/withdrawals/:orderNo/account',
  proposals: '/api/console/proposals',
  proposalConfirm: '/api/console/proposals/:id/confirm',
  proposalRefuse: '/api/console/proposals/:id/refuse',
  adjust: '/api/console/members/:account/adjust',
  settings: '/api/console/settings',
  audit: '/api/console/audit',
  /** Orders whose charge differs from the engine's count × amount (issue #11). */
  chargeAudit: '/api/console/orders/charge-audit',
} as const;

export const chargeAuditQuery = z.object({
  /** Read orders after this id (the previous answer's nextAfterId). */
  afterId: idSchema.optional(),
  scan: z.coerce.number().int().min(1).max(20_000).default(20_000),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** Amounts are decimal strings; `difference` = expected − charged (positive: the member paid too little). */
export const chargeAuditView = z.object({
  list: z.array(
    z.object({
      orderId: z.string(),
      account: z.string(),
      ticketId: z.number(),
      lottery: z.string(),
      issue: z.string(),
      playId: z.number(),
      status: z.number(),
      charged: z.string(),
      expected: z.string(),
      difference: z.string(),
    }),
  ),
  members: z.array(z.object({ account: z.string(), orders: z.number(), difference: z.string() })),
  scanned: z.number(),
  /** Orders whose play or selection the engine no longer reads (not compared). */
  unreadable: z.number(),
  /** Cursor for the next page; null when every order was read. */
  nextAfterId: z.string().nullable(),
});
export type ChargeAudit = z.infer<typeof chargeAuditView>;

export const consoleOrderParams = z.object({
  orderNo: z.string().regex(/^[A-Z0-9]{6,32}$/, 'wallet.orderNotFound'),
});
export const consoleMemberParams = z.object({
  account: z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'console.memberNotFound'),
});

export const consoleOrderListQuery = z.object({
  status: z.coerce.number().int().min(1).max(4).optional(),
  account: z.string().max(16).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

const reason = z.string('console.reasonRequired').trim().max(255, 'console.reasonRequired');
/** The order status the operator saw; a change made meanwhile by someone else is refused as stale. */
const seenStatus = z.coerce.number().int().min(1).max(4).optional();
export const approveRequest = z.object({ reason: reason.optional(), status: seenStatus });
/**
 * A withdrawal's approval. The approval that pays needs `payoutRef`: the bank transfer's reference
 * (or the payment provider's payout id) of the money sent; a first approval of two does not.
 */
export const withdrawalApproveRequest = approveRequest.extend({
  payoutRef: z.string('console.payoutRefRequired').trim().max(128, 'console.payoutRefRequired').optional(),
  /**
   * Instead of a reference: pay through this channel's provider (issue #28 §3); its reference
   * becomes the payout's.
   */
  payoutChannelId: idUpTo(2 ** 31 - 1, 'pay.payoutChannelUnusable').optional(),
});
export const rejectRequest = z.object({ reason: reason.min(1, 'console.reasonRequired'), status: seenStatus });
export const takeRequest = z.object({ status: seenStatus });
export const proposalParams = z.object({ id: idUpTo(Number.MAX_SAFE_INTEGER, 'console.proposalNotFound') });
export const proposalListQuery = z.object({
  status: z.enum(['pending', 'confirmed', 'refused']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** A signed decimal amount: positive credits the member, negative debits. */
export const signedAmountSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const text = String(v).trim();
  const negative = text.startsWith('-');
  const parsed = parseMoney(negative ? text.slice(1) : text);
  if (!parsed.ok || parsed.milli === 0n) {
    ctx.addIssue({ code: 'custom', message: 'wallet.amountInvalid' });
    return z.NEVER;
  }
  return negative ? -parsed.milli : parsed.milli;
});

export const adjustRequest = z.object({
  amount: signedAmountSchema,
  reason: reason.min(1, 'console.reasonRequired'),
  requestId: requestIdSchema,
});

/** Where a withdrawal goes: a bank card (kind 1: bank, branch) or a wallet address (kind 2: network). */
export const withdrawalAccountView = z.object({
  orderNo: z.string(),
  kind: z.number().int(),
  bankName: z.string(),
  branch: z.string().nullable(),
  holderName: z.string(),
  cardNo: z.string(),
});
export type WithdrawalAccount = z.infer<typeof withdrawalAccountView>;

export const settingsSaveRequest = z.record(z.string().max(64), z.string().max(20_000));
export * from './lottery-settings.ts';
export * from './console-access.ts';
export * from './console-issues.ts';
export * from './console-members.ts';
export * from './console-dash.ts';
export * from './console-host.ts';
