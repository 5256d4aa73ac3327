import { ResultCode } from '@lotus/contracts';
import { sha256hex } from './crypto.ts';
import { AppError } from './errors.ts';

/**
 * Request ids (issue #26): a call that takes one (`requestId`, a bet's `key`, the Idempotency-Key
 * header) stores, with the key and in the transaction of its first result, the fingerprint of
 * the parameters that matter. A retry with the same fingerprint answers the first result; a key
 * reused with other parameters is refused (REQUEST_KEY_REUSED) and changes nothing, as payment
 * APIs do. A first result stored before fingerprints (null) is answered as before.
 */

/** Fields that are no part of what a request asks for: the key itself, secrets, confirmations. */
const NOT_PARAMETERS = new Set(['requestId', 'key', 'token', 'fundPwd', 'otp', 'confirm']);

/** JSON with object keys sorted at every level and bigints as decimal text: one text per request. */
function canonical(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint of a request: SHA-256 (hex, 64 characters) of the call's `scope` and its parsed
 * parameters in canonical form, less the key, secrets and confirmations.
 */
export function requestFingerprint(scope: string, params: object): string {
  const kept = Object.fromEntries(Object.entries(params).filter(([k]) => !NOT_PARAMETERS.has(k)));
  return sha256hex(`${scope}|${canonical(kept)}`);
}

export const requestKeyReused = () => new AppError(ResultCode.REQUEST_KEY_REUSED, 'errors.requestKeyReused');

/** Refuses a replay whose first request had other parameters; returns the first result otherwise. */
export function sameRequest<T extends { requestHash: string | null } | null | undefined>(first: T, fingerprint: string | undefined): T {
  if (first && fingerprint !== undefined && first.requestHash !== null && first.requestHash !== fingerprint) throw requestKeyReused();
  return first;
}
