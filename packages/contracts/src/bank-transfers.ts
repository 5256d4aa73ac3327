import { z } from 'zod';
import { pageOf } from './envelope-schemas.ts';
import { idSchema } from './ids.ts';

/**
 * Bank transfers by VietQR, matched from the bank feed (issue #28 §2): the feed's webhook (SePay's
 * format, answered `{"success":…}`, not the envelope), the console's queue of transfers that
 * matched no order, its actions, and the bank-statement import for banks without a feed.
 */
export const bankTransferPaths = {
  /** SePay's webhook: a bank account's transaction, `Authorization: Apikey <key>`, JSON. */
  sepayWebhook: '/api/pay/sepay/webhook',
  /** Console: the bank's credits (unmatched first), paged. */
  consoleTransfers: '/api/console/pay/transfers',
  /** Console: credit an unmatched transfer to an order or a member (two-person above the large amount). */
  consoleTransferMatch: '/api/console/pay/transfers/match',
  /** Console: the transfer was sent back to its payer outside the platform. */
  consoleTransferRefund: '/api/console/pay/transfers/refund',
  /** Console: a Vietcombank/Techcombank internet-banking statement (CSV) into the same matcher. */
  consoleStatementImport: '/api/console/pay/transfers/import',
} as const;

/** What a `bank` channel with VietQR answers beside the account (depositPre). */
export const vietqrView = z.object({
  /** The EMVCo payload to draw as a QR code. */
  payload: z.string(),
  /** What the member must write as the transfer's content (e.g. LT7K2Q9). */
  content: z.string(),
  /** Whole VND to transfer. */
  amountVnd: z.string(),
  bankBin: z.string(),
  expiresAt: z.string(),
});
export type VietqrView = z.infer<typeof vietqrView>;

/**
 * SePay's webhook body as SePay documents it. The handler checks the key, then reads the raw body
 * itself; this schema documents and fuzzes the call, it does not decide what is accepted.
 */
export const sepayWebhookBody = z
  .object({
    /** SePay's transaction id: a positive integer. */
    id: idSchema,
    gateway: z.string().max(64),
    transactionDate: z.string().max(32),
    accountNumber: z.string().max(32),
    code: z.string().max(64).nullable().optional(),
    content: z.string().max(500),
    transferType: z.enum(['in', 'out']),
    transferAmount: z.number().int(),
    accumulated: z.number().int().optional(),
    subAccount: z.string().max(32).nullable().optional(),
    referenceCode: z.string().max(64).optional(),
    description: z.string().max(1000).optional(),
  })
  .loose();

/** SePay's expected answer: `{"success":true}` with a 2xx once the transaction is taken. */
export const sepayAnswer = z.object({ success: z.boolean(), message: z.string().optional() });

export const TRANSFER_STATUSES = ['unmatched', 'credited', 'matched', 'refunded'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
/** Why a transfer credited nothing by itself. */
export const TRANSFER_REASONS = ['noCode', 'badAmount', 'expired', 'alreadyPaid', 'unknownAccount'] as const;
export type TransferReason = (typeof TRANSFER_REASONS)[number];

export const transferListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(TRANSFER_STATUSES).optional(),
});

export const transferRow = z.object({
  id: z.string(),
  source: z.string(),
  feedId: z.string(),
  bank: z.string().nullable(),
  accountNo: z.string(),
  /** Whole VND. */
  amountVnd: z.string(),
  content: z.string(),
  referenceCode: z.string().nullable(),
  transferredAt: z.string().nullable(),
  status: z.enum(TRANSFER_STATUSES),
  reason: z.enum(TRANSFER_REASONS).nullable(),
  orderNo: z.string().nullable(),
  memberAccount: z.string().nullable(),
  /** A match waiting for a second operator (at or above the large amount). */
  proposal: z.object({ by: z.string(), target: z.string() }).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const transferList = pageOf(transferRow);

/** A transfer's id (bank_transfers.id). */
const transferId = idSchema;

/** Match to exactly one of an order (its amount must be the transfer's) or a member's account. */
export const transferMatchRequest = z
  .object({
    id: transferId,
    orderNo: z.string().trim().regex(/^[A-Z0-9]{6,32}$/, 'wallet.orderNotFound').optional(),
    account: z.string().trim().min(1, 'console.memberNotFound').max(32, 'console.memberNotFound').optional(),
  })
  .refine((v) => (v.orderNo === undefined) !== (v.account === undefined), { message: 'payments.matchTargetOne', path: ['orderNo'] });

export const transferMatchResponse = z.object({
  status: z.enum(TRANSFER_STATUSES),
  /** The first of two approvals was recorded: another operator must confirm. */
  awaitingSecond: z.boolean(),
  orderNo: z.string().nullable(),
});

export const transferRefundRequest = z.object({
  id: transferId,
  note: z.string().trim().min(1, 'payments.refundNoteRequired').max(255, 'payments.refundNoteRequired'),
});

/** A statement of at most 2,000 lines, 500,000 characters. */
export const statementImportRequest = z.object({
  csv: z.string().min(1, 'payments.statementEmpty').max(500_000, 'payments.statementTooLarge'),
  /** The account the statement is of (a statement names it in its header, not on each line). */
  accountNo: z.string().trim().regex(/^[A-Za-z0-9]{1,19}$/, 'payments.statementAccount'),
});

export const statementImportResponse = z.object({
  format: z.enum(['vietcombank', 'techcombank']),
  lines: z.number().int(),
  credited: z.number().int(),
  unmatched: z.number().int(),
  duplicate: z.number().int(),
  /** Debits and lines without an amount. */
  skipped: z.number().int(),
});
