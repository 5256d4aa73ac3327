import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingTransfer } from './transfers.ts';

/**
 * SePay's webhook (issue #28 §2): a bank account's transaction as SePay posts it (JSON: id, gateway,
 * transactionDate, accountNumber, code, content, transferType, transferAmount, referenceCode, …)
 * with `Authorization: Apikey <key>` when the webhook is set to API-key authentication.
 */

/** A webhook body is a few hundred bytes; anything far larger is not SePay's. */
export const SEPAY_MAX_BODY = 16_000;
/** Whole VND below 10^13 (VietQR's amount field, and far above any one transfer). */
const MAX_VND = 10 ** 13;

/**
 * Whether the Authorization header carries the key, compared in constant time (a digest of each,
 * so the lengths do not leak either). No key configured: nothing is accepted.
 */
export function sepayKeyValid(header: string | string[] | undefined, key: string | undefined): boolean {
  if (!key || typeof header !== 'string' || header.length > 512) return false;
  const m = /^Apikey (.+)$/i.exec(header.trim());
  if (!m) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(m[1]!), digest(key));
}

/** SePay's transactionDate ("2023-03-25 14:02:37") is Vietnam's time (GMT+7). */
export function vietnamTime(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+07:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

const text = (v: unknown, max: number): string | null =>
  typeof v === 'string' ? v.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, max) : null; // eslint-disable-line no-control-regex

export type SepayRead =
  | { kind: 'credit'; transfer: IncomingTransfer }
  /** Money out of the account: not a deposit. */
  | { kind: 'debit'; feedId: string }
  | { kind: 'invalid' };

/**
 * Reads a webhook's body (called only once its key is checked). Anything that is not a
 * transaction as SePay sends it (bad JSON, an amount that is not a positive whole number below
 * 10^13, no id or account) is invalid: nothing of it is taken.
 */
export function readSepay(raw: string): SepayRead {
  if (raw.length > SEPAY_MAX_BODY) return { kind: 'invalid' };
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { kind: 'invalid' };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { kind: 'invalid' };
  const b = body as Record<string, unknown>;
  const id = typeof b.id === 'number' && Number.isSafeInteger(b.id) && b.id >= 0 ? String(b.id) : text(b.id, 64);
  if (!id || !/^[A-Za-z0-9_.:-]{1,64}$/.test(id)) return { kind: 'invalid' };
  if (b.transferType === 'out') return { kind: 'debit', feedId: id };
  if (b.transferType !== 'in') return { kind: 'invalid' };
  const amount = b.transferAmount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0 || amount >= MAX_VND) return { kind: 'invalid' };
  const accountNo = text(b.accountNumber, 32);
  if (!accountNo) return { kind: 'invalid' };
  // The payment code SePay itself recognised, when it is set up to: matched like the content.
  const code = text(b.code, 64);
  const content = text(b.content, 500) ?? '';
  return {
    kind: 'credit',
    transfer: {
      source: 'sepay',
      feedId: id,
      bank: text(b.gateway, 64) || null,
      accountNo,
      amountVnd: BigInt(amount),
      content: code && !content.toUpperCase().includes(code.toUpperCase()) ? `${content} ${code}`.slice(0, 500) : content,
      referenceCode: text(b.referenceCode, 64) || null,
      transferredAt: vietnamTime(b.transactionDate),
    },
  };
}
