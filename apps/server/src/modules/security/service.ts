import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { LoginHistoryItem, SessionView } from '@lotus/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { loginHistory, sessions } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import { paged } from '../../lib/paging.ts';

/** Login history is kept and shown for 90 days (issue #17; RTS 1B's three months self-service). */
export const LOGIN_HISTORY_DAYS = 90;
const HISTORY_MS = LOGIN_HISTORY_DAYS * 24 * 60 * 60_000;
/** Live sessions shown at most (a member has a handful; a bound keeps the answer small). */
const SESSIONS_SHOWN = 50;

export type LoginOutcome = 'ok' | 'password' | 'otp' | 'disabled';

/** One attempt on an existing account; the member's rows past 90 days go at the same time. */
export async function recordLoginAttempt(
  db: DbOrTx,
  a: { memberId: bigint; ip: string; device: number; deviceId?: string | undefined; installed?: boolean; country?: string | null; outcome: LoginOutcome; at: Date },
): Promise<void> {
  await db.insert(loginHistory).values({
    memberId: a.memberId,
    ip: a.ip.slice(0, 45),
    device: a.device,
    deviceId: a.deviceId ?? null,
    installed: a.installed ?? false,
    country: a.country ?? null,
    success: a.outcome === 'ok',
    reason: a.outcome === 'ok' ? null : a.outcome,
    createdAt: a.at,
  });
  await db
    .delete(loginHistory)
    .where(
      and(
        eq(loginHistory.memberId, a.memberId),
        lt(loginHistory.createdAt, new Date(a.at.getTime() - HISTORY_MS)),
      ),
    );
}

export async function listLoginHistory(
  db: DbOrTx,
  memberId: bigint,
  q: { page: number; size: number },
  now: Date,
) {
  const where = and(
    eq(loginHistory.memberId, memberId),
    gte(loginHistory.createdAt, new Date(now.getTime() - HISTORY_MS)),
  );
  const [rows, total] = await Promise.all([
    paged(
      db
        .select()
        .from(loginHistory)
        .where(where)
        .orderBy(desc(loginHistory.id)),
      q,
    ),
    db.select({ n: count() }).from(loginHistory).where(where),
  ]);
  const list: LoginHistoryItem[] = rows.map((r) => ({
    time: r.createdAt.toISOString(),
    ip: r.ip,
    device: r.device,
    success: r.success,
    reason: r.reason,
  }));
  return { list, total: Number(total[0]?.n ?? 0), page: q.page, size: q.size };
}

const live = (memberId: bigint, now: Date) =>
  and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

export async function listSessions(
  db: DbOrTx,
  memberId: bigint,
  currentId: bigint,
  now: Date,
): Promise<SessionView[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(live(memberId, now))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(SESSIONS_SHOWN);
  return rows.map((s) => ({
    id: s.id.toString(),
    device: s.device,
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.id === currentId,
  }));
}

/** Ends one of the member's sessions (the current one too: that is a logout), or all the others. */
export async function endSessions(
  db: DbOrTx,
  cache: SessionCache,
  memberId: bigint,
  currentId: bigint,
  what: { id?: bigint; all?: '0' | '1' },
  now: Date,
): Promise<{ ended: number }> {
  const which =
    what.id !== undefined
      ? and(live(memberId, now), eq(sessions.id, what.id))
      : and(live(memberId, now), ne(sessions.id, currentId));
  const ended = await db.update(sessions).set({ revokedAt: now }).where(which).returning({ id: sessions.id });
  // Ended sessions stop at once on this node (other nodes' caches lapse within seconds).
  if (ended.length > 0) cache.forgetMember(memberId);
  if (what.id !== undefined && ended.length === 0) throw rejected('security.sessionNotFound');
  return { ended: ended.length };
}

/**
 * What is new about a sign-in against the member's kept history (90 days, HISTORY_MS), for issue
 * #33's alerts: 'device' when he never signed in from this device (the browser's own device id
 * when it sends one, else the device kind and address), else 'country' when the trusted proxy
 * names a country none of his earlier sign-ins came from (only once some of them had a country,
 * so turning COUNTRY_HEADER on alerts no one), else null. His very first sign-in is no alert.
 */
export async function signInNovelty(
  db: DbOrTx,
  memberId: bigint,
  d: { device: number; deviceId?: string | undefined; ip: string; country?: string | null },
): Promise<'device' | 'country' | null> {
  const ok = and(eq(loginHistory.memberId, memberId), eq(loginHistory.success, true));
  const any = await db.select({ id: loginHistory.id }).from(loginHistory).where(ok).limit(1);
  if (any.length === 0) return null;
  const same = d.deviceId
    ? eq(loginHistory.deviceId, d.deviceId)
    : and(eq(loginHistory.device, d.device), eq(loginHistory.ip, d.ip.slice(0, 45)));
  const seen = await db.select({ id: loginHistory.id }).from(loginHistory).where(and(ok, same)).limit(1);
  if (seen.length === 0) return 'device';
  if (!d.country) return null;
  const countries = await db
    .selectDistinct({ country: loginHistory.country })
    .from(loginHistory)
    .where(and(ok, isNotNull(loginHistory.country)))
    .limit(50);
  return countries.length > 0 && !countries.some((c) => c.country === d.country) ? 'country' : null;
}
