import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * VNPay's request signing (protocol 2.1.0), as VNPay's own examples do it: the `vnp_` fields but
 * vnp_SecureHash and vnp_SecureHashType, sorted by name, each name and value URL-encoded
 * (encodeURIComponent, spaces as '+'), joined as `a=1&b=2`; vnp_SecureHash is the HMAC-SHA512 of
 * that text under the terminal's hash secret, in hex. The same text is the pay URL's query.
 *
 * Written here (docs/decisions.md "VNPay signing") rather than taken from the `vnpay` package: it is
 * twenty lines, and the test vectors are VNPay's published ones (vnpay-sign.test.ts).
 */

const encode = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');

/** The fields a signature covers, as VNPay orders them. */
export function signedText(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((k) => k.startsWith('vnp_') && k !== 'vnp_SecureHash' && k !== 'vnp_SecureHashType')
    .sort()
    .map((k) => `${encode(k)}=${encode(fields[k]!)}`)
    .join('&');
}

export function vnpaySignature(fields: Readonly<Record<string, string>>, secret: string): string {
  return createHmac('sha512', secret).update(signedText(fields), 'utf8').digest('hex');
}

/** `payUrl?…&vnp_SecureHash=…`: the signed query on the provider's page. */
export function signedUrl(payUrl: string, fields: Readonly<Record<string, string>>, secret: string): string {
  const sep = payUrl.includes('?') ? '&' : '?';
  return `${payUrl}${sep}${signedText(fields)}&vnp_SecureHash=${vnpaySignature(fields, secret)}`;
}

/** Whether `fields` carry a valid vnp_SecureHash (hex, any case), compared in constant time. */
export function verifyVnpay(fields: Readonly<Record<string, string>>, secret: string): boolean {
  const given = fields.vnp_SecureHash;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = Buffer.from(vnpaySignature(fields, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** yyyyMMddHHmmss in GMT+7 (VNPay's dates). */
export function vnpayDate(at: Date): string {
  return new Date(at.getTime() + 7 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** A VNPay date (GMT+7) as an instant; null when it is not one. */
export function parseVnpayDate(text: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]! - 7, +m[5]!, +m[6]!));
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * VNPay's transaction query (querydr, API 2.1.0): unlike the pay URL, its request and its answer
 * are signed over the values alone, joined with '|' in the order VNPay's documentation lists (a
 * field absent from an answer counts as empty). HMAC-SHA512, hex, under the terminal's secret.
 */
export const QUERYDR_REQUEST_ORDER = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_TransactionDate',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;
export const QUERYDR_RESPONSE_ORDER = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
] as const;

/** The text a querydr signature covers: the listed fields' values joined with '|'. */
export function pipeText(fields: Readonly<Record<string, unknown>>, order: readonly string[]): string {
  return order.map((k) => (typeof fields[k] === 'string' ? (fields[k] as string) : '')).join('|');
}

export function pipeSignature(
  fields: Readonly<Record<string, unknown>>,
  order: readonly string[],
  secret: string,
): string {
  return createHmac('sha512', secret).update(pipeText(fields, order), 'utf8').digest('hex');
}

/** Whether a querydr request or answer carries a valid vnp_SecureHash over `order`, in constant time. */
export function verifyPipe(
  fields: Readonly<Record<string, unknown>>,
  order: readonly string[],
  secret: string,
): boolean {
  const given = fields.vnp_SecureHash;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = Buffer.from(pipeSignature(fields, order, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
