import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { TotpSetupResponse } from '@lotus/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { memberTotp } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';

/**
 * Optional two-factor for members (issue #17): RFC 6238 codes (SHA-1, 6 digits, 30 s, the
 * authenticator apps' default) with otpauth, the console's library. A code one step either side
 * is accepted (clock drift); an accepted step is remembered so a seen code cannot be replayed.
 */
const ISSUER = 'Lotus';
const PERIOD_S = 30;
const WINDOW = 1;

const totpOf = (secret: string, account: string) =>
  new TOTP({ issuer: ISSUER, label: account, secret: Secret.fromBase32(secret), period: PERIOD_S });

export type OtpCheck = 'off' | 'ok' | 'missing' | 'wrong';

export async function totpEnabled(db: DbOrTx, memberId: bigint): Promise<boolean> {
  const row = await db.query.memberTotp.findFirst({ where: eq(memberTotp.memberId, memberId) });
  return row?.enabledAt != null;
}

/** A new secret, pending until `enableTotp` sees a code from it. Refused while two-factor is on. */
export async function setupTotp(
  db: DbOrTx,
  memberId: bigint,
  account: string,
  now: Date,
): Promise<TotpSetupResponse> {
  if (await totpEnabled(db, memberId)) throw rejected('security.totpAlreadyOn');
  const secret = new Secret({ size: 20 }).base32;
  await db
    .insert(memberTotp)
    .values({ memberId, secret, createdAt: now })
    .onConflictDoUpdate({ target: memberTotp.memberId, set: { secret, createdAt: now, lastStep: null } });
  return { secret, uri: totpOf(secret, account).toString() };
}

/**
 * Checks a code against the member's secret (`pending` = the not yet enabled one) and, when
 * right, records its step in the same conditional update, so two requests with one code cannot
 * both pass.
 */
async function acceptCode(db: DbOrTx, memberId: bigint, code: string, now: Date, pending: boolean) {
  const row = await db.query.memberTotp.findFirst({ where: eq(memberTotp.memberId, memberId) });
  if (!row || (row.enabledAt == null) !== pending) return false;
  const delta = totpOf(row.secret, '').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return false;
  const step = BigInt(TOTP.counter({ period: PERIOD_S, timestamp: now.getTime() }) + delta);
  const updated = await db
    .update(memberTotp)
    .set({ lastStep: step, ...(pending ? { enabledAt: now } : {}) })
    .where(
      and(
        eq(memberTotp.memberId, memberId),
        pending ? isNull(memberTotp.enabledAt) : isNotNull(memberTotp.enabledAt),
        or(isNull(memberTotp.lastStep), lt(memberTotp.lastStep, step)),
      ),
    )
    .returning({ memberId: memberTotp.memberId });
  return updated.length === 1;
}

export async function enableTotp(db: DbOrTx, memberId: bigint, code: string, now: Date): Promise<void> {
  if (await totpEnabled(db, memberId)) throw rejected('security.totpAlreadyOn');
  if (!(await acceptCode(db, memberId, code, now, true))) throw rejected('security.otpWrong');
}

export async function disableTotp(db: DbOrTx, memberId: bigint, code: string, now: Date): Promise<void> {
  if (!(await totpEnabled(db, memberId))) throw rejected('security.totpOff');
  if (!(await acceptCode(db, memberId, code, now, false))) throw rejected('security.otpWrong');
  await db.delete(memberTotp).where(eq(memberTotp.memberId, memberId));
}

/** For login and withdrawal: whether two-factor is off, or the code is right, missing or wrong. */
export async function checkOtp(
  db: DbOrTx,
  memberId: bigint,
  code: string | undefined,
  now: Date,
): Promise<OtpCheck> {
  if (!(await totpEnabled(db, memberId))) return 'off';
  if (!code) return 'missing';
  if (!/^\d{6}$/.test(code)) return 'wrong';
  return (await acceptCode(db, memberId, code, now, false)) ? 'ok' : 'wrong';
}

/** Refuses a money request of a member with two-factor on without a right code. */
export async function requireOtp(
  db: DbOrTx,
  memberId: bigint,
  code: string | undefined,
  now: Date,
): Promise<void> {
  const r = await checkOtp(db, memberId, code, now);
  if (r === 'missing') throw rejected('security.otpRequired', {}, { otpRequired: true });
  if (r === 'wrong') throw rejected('security.otpWrong', {}, { otpRequired: true });
}

/** The current code of a secret (tests, and nothing else, play the authenticator app). */
export const totpCodeAt = (secret: string, at: Date) =>
  totpOf(secret, '').generate({ timestamp: at.getTime() });
