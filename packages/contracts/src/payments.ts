import { z } from 'zod';
import { pageOf } from './envelope.ts';

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
  /** Console: every provider callback, accepted or not, with its raw request. */
  consoleCallbacks: '/api/console/pay/callbacks',
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
] as const;
export type CallbackOutcome = (typeof CALLBACK_OUTCOMES)[number];

export const payCallbackListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  provider: z.enum(['vnpay']).optional(),
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
