import { z } from 'zod';
import { calendarDay } from './dates.ts';
import { idUpTo } from './ids.ts';
import { pageOf } from './envelope-schemas.ts';
import { rangeRefusal } from './reports.ts';

/** A decimal amount in currency units as text ("100", "0.01"); parsed into milli where used. */
const channelAmountText = z.string().regex(/^\d{1,13}(\.\d{1,3})?$/);

/**
 * A deposit channel as the `depositChannels` setting holds it (a JSON list, edited on the console's
 * Channels screen), shown by wallet/platform/channel (docs/product.md §3 Deposit: channel).
 */
export const depositChannelSetting = z.object({
  id: z.number().int().positive(),
  /** bank: transfer to the platform's account; crypto: send to an address; third: a gateway. */
  type: z.enum(['bank', 'crypto', 'third']),
  name: z.string().min(1).max(64),
  min: channelAmountText,
  max: channelAmountText,
  enabled: z.boolean(),
  /** Where the member pays: bank name/account/holder, or network/address, or gateway URL. */
  bankName: z.string().max(64).optional(),
  accountNo: z.string().max(128).optional(),
  accountName: z.string().max(64).optional(),
  network: z.string().max(32).optional(),
  address: z.string().max(128).optional(),
  /** Digital currency: currency units one coin is worth (docs/product.md §9 example 1:10); the member sends amount ÷ rate. */
  rate: channelAmountText.optional(),
  /**
   * A gateway's page the member pays on. For a provider channel, the provider's pay URL (VNPay:
   * https://pay.vnpay.vn/vpcpay.html); left out on the demo's VNPay channel, the server's sandbox.
   */
  gatewayUrl: z.string().url().optional(),
  /**
   * A provider's status query service (VNPay's querydr:
   * https://merchant.vnpay.vn/merchant_webapi/api/transaction), asked about a deposit whose callback
   * never came (modules/payments/recheck.ts). Left out on the demo's VNPay channel: the server's sandbox.
   */
  queryUrl: z.string().url().optional(),
  /**
   * A 'third' channel run by a payment provider (modules/payments): the order is paid at the
   * provider and credited by its signed callback, with no operator. Its rate is the provider's
   * currency per platform unit (VND; the demo's 1,000). The hash secret is never here: it comes
   * from the environment (VNPAY_HASH_SECRET).
   */
  provider: z.enum(['vnpay']).optional(),
  /** The provider's terminal (VNPay vnp_TmnCode); default VNPAY_TMN_CODE. */
  terminal: z.string().regex(/^[A-Za-z0-9]{1,16}$/).optional(),
  /**
   * The provider also pays approved withdrawals out (issue #28 §3), where it offers payouts (the
   * demo's sandbox does): the console's approval may pay through this channel.
   */
  payout: z.boolean().optional(),
  /**
   * A bank channel's bank BIN (NAPAS, 6 digits; Vietcombank 970436): with it, the account number
   * and a rate (VND per platform unit), depositPre answers a VietQR code and a transfer content,
   * and the bank feed credits the order by itself (issue #28 §2, modules/payments).
   */
  bin: z.string().regex(/^\d{6}$/).optional(),
});
export type DepositChannelSetting = z.infer<typeof depositChannelSetting>;

/**
 * Payment providers' calls (issue #28): the callbacks a provider sends (not the `{code,msg,data}`
 * envelope: each answers in its provider's own format), the demo's sandbox pages, and the
 * console's list of every callback received.
 */
export const payPaths = {
  /** VNPay's IPN (protocol 2.1.0): a signed GET; answers `{"RspCode","Message"}`. */
  vnpayIpn: '/api/pay/vnpay/ipn',
  /** The demo's stand-in for VNPay's pay page (served only when the demo is on; HTML, no API). */
  vnpaySandbox: '/api/pay/vnpay/sandbox',
  /** The sandbox page's Pay/Fail buttons (form post; sends the signed IPN, then goes to the return URL). */
  vnpaySandboxSubmit: '/api/pay/vnpay/sandbox/submit',
  /** The sandbox's stand-in for VNPay's querydr (a signed JSON POST; the demo's default query URL). */
  vnpaySandboxQuery: '/api/pay/vnpay/sandbox/querydr',
  /** Console: every provider callback, accepted or not, with its raw request. */
  consoleCallbacks: '/api/console/pay/callbacks',
  /** Console: the channels whose provider can pay a withdrawal out (issue #28 §3). */
  consolePayoutChannels: '/api/console/pay/payout-channels',
  /** Console: the daily reconciliation of providers' records against credits and payouts. */
  consoleReconcile: '/api/console/pay/reconcile',
  /** Console: every difference of a range at once (up to RECONCILE_EXPORT_MAX), for the CSV. */
  consoleReconcileExport: '/api/console/pay/reconcile/export',
} as const;

/** VNPay's answer codes to an IPN. */
export const VnpayRsp = {
  CONFIRMED: '00',
  ORDER_NOT_FOUND: '01',
  ALREADY_CONFIRMED: '02',
  INVALID_AMOUNT: '04',
  INVALID_SIGNATURE: '97',
  OTHER: '99',
} as const;
export type VnpayRspCode = (typeof VnpayRsp)[keyof typeof VnpayRsp];

/**
 * The IPN's query as the route table describes it: VNPay's `vnp_` fields, all text. The handler
 * reads the raw query itself (the signature covers the fields exactly as sent), so this schema
 * documents and fuzzes the call; it does not decide what is accepted.
 */
export const vnpayIpnQuery = z
  .object({
    vnp_TmnCode: z.string().max(64).optional(),
    vnp_Amount: z.string().max(32).optional(),
    vnp_BankCode: z.string().max(32).optional(),
    vnp_BankTranNo: z.string().max(255).optional(),
    vnp_CardType: z.string().max(32).optional(),
    vnp_PayDate: z.string().max(32).optional(),
    vnp_OrderInfo: z.string().max(255).optional(),
    vnp_TransactionNo: z.string().max(32).optional(),
    vnp_ResponseCode: z.string().max(8).optional(),
    vnp_TransactionStatus: z.string().max(8).optional(),
    vnp_TxnRef: z.string().max(64).optional(),
    vnp_SecureHashType: z.string().max(16).optional(),
    vnp_SecureHash: z.string().max(256).optional(),
  })
  .loose();

/** VNPay's expected answer to an IPN. */
export const vnpayIpnAnswer = z.object({
  RspCode: z.enum(['00', '01', '02', '04', '97', '99']),
  Message: z.string(),
});

/** What became of a callback. */
export const CALLBACK_OUTCOMES = [
  'credited', // the order was credited by this callback
  'failed', // the provider said the payment failed: the order closed as failed
  'duplicate', // the order was already credited (a repeat)
  'unmatched', // paid, but the order is expired, cancelled or closed: nothing credited, for an operator
  'badSignature',
  'notFound',
  'badAmount',
  'ipRefused',
  'error',
  'invalid', // not a request the provider sends (bad JSON, a field of the wrong kind): nothing read
  'ignored', // a bank feed's debit (money out): not a deposit
] as const;
export type CallbackOutcome = (typeof CALLBACK_OUTCOMES)[number];

export const payCallbackListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  provider: z.enum(['vnpay', 'sepay', 'statement']).optional(),
  outcome: z.enum(CALLBACK_OUTCOMES).optional(),
  orderNo: z.string().max(32).optional(),
});

export const payCallbackRow = z.object({
  id: z.string(),
  provider: z.string(),
  orderNo: z.string().nullable(),
  outcome: z.enum(CALLBACK_OUTCOMES),
  answer: z.string(),
  /** The provider's amount in its currency (VND), as sent; null when absent or unreadable. */
  amount: z.string().nullable(),
  providerRef: z.string().nullable(),
  remoteIp: z.string(),
  /** The request as received (query string or body), bounded to 4,000 characters. */
  raw: z.string(),
  createdAt: z.string(),
});
export const payCallbackList = pageOf(payCallbackRow);

/** A channel whose provider pays withdrawals out (the approval may pay through it). */
export const payoutChannelRow = z.object({ id: z.number(), name: z.string(), provider: z.string() });
export const payoutChannelQuery = z.object({
  page: z.coerce.number().int().min(1).max(100).default(1),
  size: z.coerce.number().int().min(1).max(50).default(50),
});
export const payoutChannelList = pageOf(payoutChannelRow);

/**
 * The differences reconciliation lists (issue #28 §3). Deposits: a credited deposit with no
 * provider record, a provider's record of a payment no deposit was credited for, a record whose
 * amount is not the order's. Payouts: a withdrawal marked paid whose provider payout is not paid,
 * a provider payout whose withdrawal is not marked paid, a payout of another amount.
 */
export const RECONCILE_DIFFERENCES = [
  'creditedWithoutRecord',
  'recordWithoutCredit',
  'depositAmountDiffers',
  'paidWithoutPayout',
  'payoutWithoutPaid',
  'payoutAmountDiffers',
] as const;
export type ReconcileDifference = (typeof RECONCILE_DIFFERENCES)[number];

/** At most this many business days in one reconciliation. */
export const RECONCILE_MAX_DAYS = 31;
const reconcileDay = calendarDay('report.dateInvalid');
const reconcileRange = <S extends z.ZodRawShape>(extra: S) =>
  z
    .object({
      from: reconcileDay.optional(),
      to: reconcileDay.optional(),
      channelId: idUpTo(2 ** 31 - 1).optional(),
      ...extra,
    })
    .superRefine((q, ctx) => {
      const refusal = rangeRefusal(q as { from?: string; to?: string }, RECONCILE_MAX_DAYS);
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal, path: ['to'] });
    });
/** The report's range: both days or neither; neither = today's business day (02:00–02:00 platform time). */
export const reconcileQuery = reconcileRange({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ReconcileQuery = z.infer<typeof reconcileQuery>;
/**
 * At most this many differences in one CSV: the export answers them all, or refuses
 * (`pay.reconcile.exportTooMany`) and the operator narrows the range or picks a channel.
 */
export const RECONCILE_EXPORT_MAX = 5000;
export const reconcileExportQuery = reconcileRange({});
export type ReconcileExportQuery = z.infer<typeof reconcileExportQuery>;

/**
 * One business day of one channel: the provider's records of payments against the deposits
 * credited, the provider's payouts against the withdrawals paid through it. Provider amounts are
 * whole units of its currency (VND); platform amounts are money text.
 */
export const reconcileDayRow = z.object({
  day: z.string(),
  channelId: z.number().nullable(),
  channelName: z.string().nullable(),
  records: z.number(),
  recordAmount: z.string(),
  credits: z.number(),
  creditAmount: z.string(),
  payouts: z.number(),
  payoutAmount: z.string(),
  paidWithdrawals: z.number(),
  paidAmount: z.string(),
  /** creditAmount and paidAmount in whole VND at the channel's rate (truncated); null without a rate. */
  creditVnd: z.string().nullable(),
  paidVnd: z.string().nullable(),
  differences: z.number(),
});
export type ReconcileDayRow = z.infer<typeof reconcileDayRow>;

export const reconcileDifferenceRow = z.object({
  day: z.string(),
  /** When it happened (ISO): the credit, the record, the payout or the withdrawal's payment. */
  at: z.string(),
  channelId: z.number().nullable(),
  channelName: z.string().nullable(),
  kind: z.enum(RECONCILE_DIFFERENCES),
  orderNo: z.string().nullable(),
  account: z.string().nullable(),
  /** Our amount (platform units, money text), when we have one. */
  amount: z.string().nullable(),
  /** Our amount in whole VND at the channel's rate (truncated); null without an amount or a rate. */
  amountVnd: z.string().nullable(),
  /** What the order asked of the provider, in its currency. */
  expectedProviderAmount: z.string().nullable(),
  /** What the provider's record says, in its currency. */
  providerAmount: z.string().nullable(),
  providerRef: z.string().nullable(),
});
export type ReconcileDifferenceRow = z.infer<typeof reconcileDifferenceRow>;

export const reconcileReport = pageOf(reconcileDifferenceRow).extend({
  from: z.string(),
  to: z.string(),
  /** The platform's time zone, in which the business days run 02:00–02:00. */
  timeZone: z.string(),
  /** Whether no range was asked and the report is today's business day. */
  today: z.boolean(),
  days: z.array(reconcileDayRow),
});
export type ReconcileReport = z.infer<typeof reconcileReport>;
