import { z } from 'zod';
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
  adjust: '/api/console/members/:account/adjust',
  settings: '/api/console/settings',
  audit: '/api/console/audit',
} as const;

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
export const approveRequest = z.object({ reason: reason.optional() });
export const rejectRequest = z.object({ reason: reason.min(1, 'console.reasonRequired') });

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

export const settingsSaveRequest = z.record(z.string().max(64), z.string().max(20_000));
export * from './lottery-settings.ts';
