import { createHmac, randomUUID } from 'node:crypto';
import { parseMoney } from '@lotus/engine';
import { payPaths } from '@lotus/contracts';
import type { DepositChannel } from '../settings/index.ts';
import type {
  Callback,
  OpenInput,
  Opened,
  PaymentProvider,
  PayoutInput,
  PayoutResult,
  ProviderStatus,
  QueryInput,
} from './provider.ts';
import {
  parseVnpayDate,
  pipeSignature,
  QUERYDR_REQUEST_ORDER,
  QUERYDR_RESPONSE_ORDER,
  signedUrl,
  verifyPipe,
  verifyVnpay,
  vnpayDate,
} from './vnpay-sign.ts';

/** How long VNPay takes a payment for an order (vnp_ExpireDate). */
export const VNPAY_ORDER_MINUTES = 15;

export interface VnpayConfig {
  tmnCode: string;
  /** From the environment only; undefined = VNPay unusable. */
  hashSecret: string | undefined;
  /** The demo is on: a channel without a pay URL pays on this server's sandbox page. */
  sandbox: boolean;
  /**
   * Where the demo's sandbox answers querydr (this server's own address), for a channel without a
   * query URL when `sandbox`.
   */
  sandboxQueryUrl?: string;
  /** The HTTP client (default: the global fetch, looked up at each call). */
  fetch?: typeof fetch;
}

/** VNPay's transaction API (production): a real channel's `queryUrl` names it, or VNPay's test one. */
export const VNPAY_QUERY_URL = 'https://merchant.vnpay.vn/merchant_webapi/api/transaction';
/** The most of a querydr answer read (VNPay's is well under 1 kB). */
const ANSWER_MAX = 8000;

/** A channel's rate (VND per platform unit) as milli, or null when unset or not positive. */
export function rateMilli(channel: DepositChannel): bigint | null {
  const r = channel.rate ? parseMoney(channel.rate) : null;
  return r?.ok && r.milli > 0n ? r.milli : null;
}

/** VND for an amount of platform milli-units at a rate (VND per unit, as milli): truncated. */
export const vndOf = (amount: bigint, rate: bigint) => (amount * rate) / 1_000_000n;

/** vnp_OrderInfo: ASCII letters, digits and spaces only (VNPay refuses accents and signs). */
const orderInfo = (orderNo: string) => `Nap tien ${orderNo}`.replace(/[^A-Za-z0-9 ]/g, '');

/** vnp_IpAddr: the member's address as VNPay takes it. */
const ipOf = (ip: string) => (/^[0-9A-Fa-f:.]{2,45}$/.test(ip) ? ip.replace(/^::ffff:/, '') : '127.0.0.1');

/** VNPay, protocol 2.1.0 (card, QR and e-wallet payments through VNPay's page). */
export function createVnpayProvider(config: VnpayConfig): PaymentProvider {
  const secret = () => {
    if (!config.hashSecret) throw new Error('VNPay: no hash secret configured');
    return config.hashSecret;
  };
  const terminalOf = (channel: DepositChannel) => channel.terminal ?? config.tmnCode;

  function usable(channel: DepositChannel): boolean {
    return (
      Boolean(config.hashSecret) &&
      rateMilli(channel) !== null &&
      (Boolean(channel.gatewayUrl) || config.sandbox)
    );
  }

  function open(input: OpenInput): Opened {
    const rate = rateMilli(input.channel);
    if (rate === null) throw new Error(`VNPay channel ${input.channel.id}: no rate`);
    const providerAmount = vndOf(input.amount, rate);
    const expiresAt = new Date(input.createdAt.getTime() + VNPAY_ORDER_MINUTES * 60_000);
    const terminal = terminalOf(input.channel);
    const fields: Record<string, string> = {
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: terminal,
      vnp_Amount: (providerAmount * 100n).toString(),
      vnp_CurrCode: 'VND',
      vnp_TxnRef: input.orderNo,
      vnp_OrderInfo: orderInfo(input.orderNo),
      vnp_OrderType: 'other',
      vnp_Locale: input.lang === 'vi' ? 'vn' : 'en',
      vnp_ReturnUrl: input.returnUrl,
      vnp_IpAddr: ipOf(input.ip),
      vnp_CreateDate: vnpayDate(input.createdAt),
      vnp_ExpireDate: vnpayDate(expiresAt),
    };
    const page = input.channel.gatewayUrl ?? `${input.origin}${payPaths.vnpaySandbox}`;
    return {
      terminal,
      providerAmount,
      currency: 'VND',
      expiresAt,
      payUrl: signedUrl(page, fields, secret()),
    };
  }

  function verifyCallback(query: string): Callback | null {
    if (!config.hashSecret || query.length > 4000) return null;
    const params = new URLSearchParams(query);
    const fields: Record<string, string> = {};
    for (const [k, v] of params) {
      // A field sent twice could be read one way and signed the other: refused.
      if (Object.hasOwn(fields, k)) return null;
      fields[k] = v;
    }
    if (!verifyVnpay(fields, config.hashSecret)) return null;
    // Signed by the terminal's secret: from here on the fields are VNPay's.
    const amount = fields.vnp_Amount ?? '';
    const minor = /^\d{1,20}$/.test(amount) ? BigInt(amount) : null;
    const status = fields.vnp_TransactionStatus;
    return {
      terminal: fields.vnp_TmnCode ?? '',
      orderNo: fields.vnp_TxnRef ?? '',
      providerAmount: minor !== null && minor % 100n === 0n ? minor / 100n : null,
      currency: 'VND',
      paid: fields.vnp_ResponseCode === '00' && (status === undefined || status === '00'),
      resultCode: fields.vnp_ResponseCode ?? '',
      providerRef: fields.vnp_TransactionNo?.slice(0, 64) ?? null,
      fields,
    };
  }

  const queryUrlOf = (channel: DepositChannel) =>
    channel.queryUrl ?? (config.sandbox ? (config.sandboxQueryUrl ?? null) : null);

  function queryable(channel: DepositChannel): boolean {
    return Boolean(config.hashSecret) && queryUrlOf(channel) !== null;
  }

  /**
   * VNPay's querydr (API 2.1.0): a JSON POST signed over the pipe-joined fields; the answer's
   * signature (its own pipe-joined fields) is checked before any of it is read. vnp_ResponseCode
   * 00 = the transaction was found, then vnp_TransactionStatus 00 = paid, 01 = not finished,
   * 02 = failed; 91 = no such transaction; any other status (refunds, 07 suspected fraud) is left
   * to an operator.
   */
  async function queryStatus(orderNo: string, input: QueryInput): Promise<ProviderStatus> {
    const url = queryUrlOf(input.channel);
    if (!url) throw new Error(`VNPay channel ${input.channel.id}: no query URL`);
    const key = secret();
    const request: Record<string, string> = {
      vnp_RequestId: randomUUID().replace(/-/g, ''),
      vnp_Version: '2.1.0',
      vnp_Command: 'querydr',
      vnp_TmnCode: terminalOf(input.channel),
      vnp_TxnRef: orderNo,
      vnp_OrderInfo: orderInfo(orderNo),
      vnp_TransactionDate: vnpayDate(input.createdAt),
      vnp_CreateDate: vnpayDate(input.now),
      vnp_IpAddr: ipOf(input.ip),
    };
    request.vnp_SecureHash = pipeSignature(request, QUERYDR_REQUEST_ORDER, key);
    const res = await (config.fetch ?? globalThis.fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(10_000),
    });
    const raw = (await res.text()).slice(0, ANSWER_MAX);
    let answer: unknown;
    try {
      answer = JSON.parse(raw);
    } catch {
      return { verified: false, raw };
    }
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
      return { verified: false, raw };
    const fields = answer as Record<string, unknown>;
    if (!verifyPipe(fields, QUERYDR_RESPONSE_ORDER, key)) return { verified: false, raw };
    // Signed by the terminal's secret: from here on the answer is VNPay's.
    const text = (k: string) => (typeof fields[k] === 'string' ? (fields[k] as string) : '');
    const minor = /^\d{1,20}$/.test(text('vnp_Amount')) ? BigInt(text('vnp_Amount')) : null;
    const code = text('vnp_ResponseCode');
    const status = text('vnp_TransactionStatus');
    const state =
      code !== '00'
        ? 'unknown'
        : status === '00'
          ? 'paid'
          : status === '01'
            ? 'pending'
            : status === '02'
              ? 'failed'
              : 'unknown';
    return {
      verified: true,
      state,
      terminal: text('vnp_TmnCode'),
      orderNo: text('vnp_TxnRef'),
      providerAmount: minor !== null && minor % 100n === 0n ? minor / 100n : null,
      currency: 'VND',
      providerRef: text('vnp_TransactionNo').slice(0, 64) || null,
      paidAt: parseVnpayDate(text('vnp_PayDate')),
      resultCode: `${code}/${status}`.slice(0, 16),
      raw,
    };
  }

  /**
   * The demo's sandbox pays a withdrawal out at once (issue #28 §3). Its reference is derived from
   * the idempotency key, so a retry answers the first payment, as a real payout service does.
   * VNPay's disbursement service is not a public protocol: a real terminal offers no payout here.
   */
  async function sandboxPayout(input: PayoutInput): Promise<PayoutResult> {
    const ref = createHmac('sha256', secret()).update(input.idempotencyKey).digest('hex').slice(0, 12);
    return { providerRef: `SBX${ref.toUpperCase()}`, providerAmount: input.providerAmount };
  }

  return {
    name: 'vnpay',
    usable,
    open,
    verifyCallback,
    queryable,
    queryStatus,
    ...(config.sandbox ? { payout: sandboxPayout } : {}),
  };
}
