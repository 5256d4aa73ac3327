import { Secret, TOTP } from 'otpauth';

/**
 * Operators' second factor (issue #16): RFC 6238 TOTP, 6 digits, 30 s, SHA-1 — what every
 * authenticator app reads from an otpauth:// URI. The `otpauth` package does the arithmetic.
 */
const PERIOD_S = 30;
/** One step either side absorbs clock drift between the phone and the server. */
const WINDOW = 1;

const totp = (secret: string, account: string) =>
  new TOTP({ issuer: 'Lotus Console', label: account, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const totpUri = (secret: string, account: string) => totp(secret, account).toString();

/**
 * The time step a code belongs to when it is valid at `nowMs` and newer than `lastStep` (a code
 * is accepted once: RFC 6238 §5.2); null otherwise.
 */
export function acceptTotp(secret: string, account: string, code: string, nowMs: number, lastStep: number | null): number | null {
  const delta = totp(secret, account).validate({ token: code, timestamp: nowMs, window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(nowMs / 1000 / PERIOD_S) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}

/** The code for `nowMs` (tests and the e2e helpers sign in with it). */
export const totpCode = (secret: string, nowMs: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_S, timestamp: nowMs });
