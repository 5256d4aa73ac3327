import { z } from 'zod';
import { idSchema, idUpTo } from './ids.ts';
import { calendarDay } from './dates.ts';
import { parseMoney } from '@lotus/engine';
import { PROMO_LEDGER_TYPES } from './promotions.ts';

/** Cards, wallet and records (docs/product.md §7). */
export const walletPaths = {
  cardBind: '/sk/promen/card/bind',
  cardQuery: '/sk/promen/card/query',
  bankList: '/sk/promen/card/platform/bankList',
  channel: '/sk/promen/wallet/platform/channel',
  depositPre: '/sk/promen/wallet/depositPre',
  deposit: '/sk/promen/wallet/deposit',
  depositPreThird: '/sk/promen/wallet/depositPre/third',
  withdrawRange: '/sk/promen/wallet/withdraw/range',
  withdraw: '/sk/promen/wallet/withdraw',
  swipe: '/sk/promen/wallet/swipe',
  dwOrderList: '/sk/promen/wallet/dwOrderList',
  tradeTypes: '/sk/botanic/member/front/getFrontTradeTypes',
  balanceRecords: '/sk/botanic/member/front/queryBalanceRecords',
  dailyProfit: '/sk/botanic/member/front/dailyProfit',
  memberSummary: '/sk/promen/member/summary',
} as const;

/** Header a client may send instead of a `requestId` field: one key per intended movement. */
export const HEADER_IDEMPOTENCY_KEY = 'idempotency-key';

/** Card kinds: 1 bank card, 2 digital-currency withdrawal account (docs/product.md §3). */
export const CardKind = { BANK: 1, CRYPTO: 2 } as const;
/** At most 5 bank cards and 5 withdrawal accounts per member (docs/product.md §9). */
export const MAX_CARDS_PER_KIND = 5;

/** Deposit/withdrawal order kinds and statuses (docs/product.md §4). */
export const DwKind = { DEPOSIT: 1, WITHDRAWAL: 2 } as const;
export const DwStatus = { PROCESSING: 1, COMPLETED: 2, REJECTED: 3, SUBMITTED: 4 } as const;

/** A decimal amount in currency units → milli-units (truncated past 3 decimals, docs/product.md §5). */
export const amountSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const parsed = parseMoney(String(v));
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: 'wallet.amountInvalid' });
    return z.NEVER;
  }
  return parsed.milli;
});

/** A client-chosen key for one money request; a retry with the same key moves money once. */
export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
  .optional();

/** Channels are keyed by an int column; cards read as numbers: larger ids name nothing. */
const channelIdSchema = idUpTo(2 ** 31 - 1, 'wallet.channelUnavailable');
const cardIdSchema = idUpTo(Number.MAX_SAFE_INTEGER, 'wallet.cardNotFound');

export const cardKindBody = z.object({ type: z.coerce.number().int().min(1).max(2).default(1) });

export const bindBankCardRequest = z
  .object({
    bankCode: z.string().trim().min(1, 'card.bankUnknown').max(32, 'card.bankUnknown'),
    branch: z.string().trim().max(64).optional(),
    cardNo: z
      .string()
      .trim()
      .regex(/^\d{8,30}$/, 'card.numberInvalid'),
    confirmCardNo: z.string().trim().max(64),
    holderName: z.string().trim().min(1, 'card.holderMismatch').max(64, 'card.holderMismatch'),
    fundPwd: z.string().min(1, 'member.fundPwdWrong').max(64, 'member.fundPwdWrong'),
  })
  .refine((v) => v.cardNo === v.confirmCardNo, { message: 'card.numberMismatch', path: ['confirmCardNo'] });

export const bindCryptoAccountRequest = z
  .object({
    network: z.string().trim().min(1, 'card.networkUnknown').max(32, 'card.networkUnknown'),
    address: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{20,128}$/, 'card.addressInvalid'),
    confirmAddress: z.string().trim().max(128),
    holderName: z.string().trim().min(1, 'card.holderMismatch').max(64, 'card.holderMismatch'),
    fundPwd: z.string().min(1, 'member.fundPwdWrong').max(64, 'member.fundPwdWrong'),
  })
  .refine((v) => v.address === v.confirmAddress, {
    message: 'card.addressMismatch',
    path: ['confirmAddress'],
  });

/**
 * Adding a card (walletPaths.cardBind): its kind (`type`, 1 bank card, 2 digital-currency
 * account) and that kind's fields. The server reads the kind, then checks the fields with the
 * kind's schema (so a refusal names the field); the route table and the API reference show both.
 */
export const cardBindBody = z.union([
  z.intersection(cardKindBody, bindBankCardRequest),
  z.intersection(cardKindBody, bindCryptoAccountRequest),
]);
export type CardBindBody = z.input<typeof cardBindBody>;

export const cardQuery = z.object({ type: z.coerce.number().int().min(1).max(2).optional() });

export const cardView = z.object({
  id: z.string(),
  type: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  branch: z.string().nullable(),
  /** Masked: only the last 4 characters show. */
  cardNo: z.string(),
  tail: z.string(),
  holderName: z.string(),
  usableAt: z.string(),
  createdAt: z.string(),
});
export type CardView = z.infer<typeof cardView>;

export const depositPreRequest = z.object({
  channelId: channelIdSchema,
  amount: amountSchema,
  requestId: requestIdSchema,
});

/** "Deposit completed": the member says they paid; the order goes to platform review (docs/product.md §4). */
export const depositRequest = z.object({
  orderNo: z.string().regex(/^[A-Z0-9]{6,32}$/, 'wallet.orderNotFound'),
  payerName: z.string().trim().max(64).optional(),
  txHash: z.string().trim().max(128).optional(),
  remark: z.string().trim().max(255).optional(),
});

export const withdrawRequest = z.object({
  amount: amountSchema,
  cardId: cardIdSchema,
  fundPwd: z.string().max(64),
  requestId: requestIdSchema,
  /** The one-time code, asked for when the member has two-factor on (issue #17). */
  otp: z.string().max(16).optional(),
});

export const swipeRequest = z.object({
  account: z.string().trim().min(1, 'wallet.transferTargetNotFound').max(16, 'wallet.transferTargetNotFound'),
  amount: amountSchema,
  fundPwd: z.string().max(64),
  requestId: requestIdSchema,
});

const dateText = calendarDay('wallet.dateInvalid');

const rangeOrdered = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || v.startDate <= v.endDate;

/** Date ranges are whole platform days, at most MAX_RANGE_DAYS long; start ≤ end (docs/product.md §5). */
export const MAX_RANGE_DAYS = 90;
const withRange = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, startDate: dateText.optional(), endDate: dateText.optional() })
    .refine((v) => rangeOrdered(v as { startDate?: string; endDate?: string }), {
      message: 'wallet.dateRange',
      path: ['startDate'],
    });

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

export const dwOrderListQuery = withRange({
  type: z.coerce.number().int().min(1).max(2).optional(),
  status: z.coerce.number().int().min(1).max(4).optional(),
  ...paging,
});

/** `type`: one trade type, or several joined by commas (fund records: deposits, withdrawals and transfers). */
export const balanceRecordsQuery = withRange({ type: z.string().max(160).optional(), ...paging });

/** The trade types of the fund records screen (docs/product.md §2): money in and out, not bets. */
export const FUND_TRADE_TYPES = ['deposit', 'withdraw', 'withdrawReturn', 'transfer'] as const;
export const dateRangeRequest = withRange({});
/** member/summary: the personal report's range, or (memberId) an agent's report of one subordinate. */
export const memberSummaryQuery = withRange({ memberId: idSchema.optional() });

export const dwOrderView = z.object({
  orderNo: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  amount: z.string(),
  fee: z.string(),
  actualAmount: z.string(),
  channelType: z.string().nullable(),
  cardTail: z.string().nullable(),
  payerName: z.string().nullable(),
  txHash: z.string().nullable(),
  remark: z.string().nullable(),
  reviewReason: z.string().nullable(),
  /** A paid withdrawal's bank reference (or the provider's payout id), as the operator recorded it. */
  payoutRef: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type DwOrderView = z.infer<typeof dwOrderView>;

export const balanceRecordView = z.object({
  id: z.string(),
  type: z.string(),
  typeName: z.string(),
  amount: z.string(),
  before: z.string(),
  after: z.string(),
  time: z.string(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
});

/** Trade (account-change) types a member can filter by. */
export const TRADE_TYPES = [
  'deposit',
  'withdraw',
  'withdrawReturn',
  'transfer',
  'adjustment',
  'bet',
  'payout',
  'refund',
  'rebate',
  'bonus',
] as const;
export type TradeType = (typeof TRADE_TYPES)[number];

/**
 * Every ledger type a member's row can carry, under the filter that finds it: the ledger takes
 * only these (LedgerType), so no type can be written that a member cannot filter by or name.
 */
export const TRADE_TYPE_LEDGER = {
  deposit: ['deposit'],
  withdraw: ['withdraw', 'withdrawFee'],
  withdrawReturn: ['withdrawReturn'],
  transfer: ['transfer'],
  adjustment: ['adjustment'],
  bet: ['bet'],
  payout: ['payout', 'payout_reversal'],
  refund: ['refund', 'bet_refund', 'bet_cancel', 'chase_refund', 'bet_refund_reversal'],
  rebate: ['rebate', 'rebate_reversal'],
  bonus: ['bonus', ...PROMO_LEDGER_TYPES],
} as const satisfies Record<TradeType, readonly string[]>;
export type LedgerType = (typeof TRADE_TYPE_LEDGER)[TradeType][number];
export const LEDGER_TYPES: readonly LedgerType[] = Object.values(TRADE_TYPE_LEDGER).flat();

/** A ledger type made at run time (a reversal of a type, a VIP bonus of a kind), refused unless listed. */
export function asLedgerType(type: string): LedgerType {
  if (!(LEDGER_TYPES as readonly string[]).includes(type)) throw new Error(`unlisted ledger type ${type}`);
  return type as LedgerType;
}

/** The ledger types a member's filter (comma-separated trade types) finds. */
export function ledgerTypesOf(filter: string): LedgerType[] {
  const wanted = filter.split(',').filter((x): x is TradeType => (TRADE_TYPES as readonly string[]).includes(x));
  return [...new Set(wanted.flatMap((t) => TRADE_TYPE_LEDGER[t]))];
}

export const profitTotals = z.object({
  deposit: z.string(),
  /** Withdrawn, fee included, less returned (rejected) withdrawals. */
  withdraw: z.string(),
  transferIn: z.string(),
  transferOut: z.string(),
  /** Valid stakes: stakes less what came back uncounted (cancelled, refunded, pushed). */
  bet: z.string(),
  payout: z.string(),
  rebate: z.string(),
  /** Promotion credits: VIP bonuses, sign-in and invite draw prizes. */
  bonus: z.string(),
  adjustment: z.string(),
  /** payout + rebate + bonus − bet. */
  profit: z.string(),
});
export type ProfitTotals = z.infer<typeof profitTotals>;
