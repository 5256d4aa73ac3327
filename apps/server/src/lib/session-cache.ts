/**
 * A short-lived cache of member sessions by token hash, so a bet does not pay a session query
 * (issue #18). One per app (issue #29): buildServices (services.ts) creates it and hands it to the
 * auth service, which reads and fills it, and to every piece that revokes sessions or changes what
 * a session carries. An entry lives SESSION_CACHE_MS at most and never past its session's expiry;
 * the session query itself (and the once-a-minute extension) runs when it lapses. Revoking on this
 * node (logout, password change, every revokeSession/revokeAllSessions of
 * modules/auth/repository.ts, which take the cache) drops the entries at once; a revocation made on
 * another node is seen here within SESSION_CACHE_MS. Bounded: past SESSION_CACHE_MAX entries the
 * oldest go first.
 */
import type { SessionMember } from './sessions.ts';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
/** Entries per app. */
export const SESSION_CACHE_MAX = 20_000;

/** A cached session is the member's session as the pipeline reads it. */
export type CachedSession = SessionMember;

interface Entry {
  session: CachedSession;
  /** Wall-clock ms (the process clock): the entry's own lifetime. */
  until: number;
  /** The app clock's time when looked up: a clock moved by more than the lifetime asks again. */
  seenAt: number;
}

/** One app's session cache. */
export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache() {
  const entries = new Map<string, Entry>();
  return {
    /** The session of a token hash if cached, still fresh and not expired at `now`. */
    get(tokenHash: string, now: Date): CachedSession | null {
      const e = entries.get(tokenHash);
      if (!e) return null;
      const t = now.getTime();
      if (e.until <= Date.now() || t < e.seenAt || t >= e.seenAt + SESSION_CACHE_MS || e.session.expiresAt.getTime() <= t) {
        entries.delete(tokenHash);
        return null;
      }
      return e.session;
    },
    set(tokenHash: string, session: CachedSession, now: Date): void {
      entries.delete(tokenHash);
      while (entries.size >= SESSION_CACHE_MAX) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(tokenHash, { session, until: Date.now() + SESSION_CACHE_MS, seenAt: now.getTime() });
    },
    forgetToken(tokenHash: string): void {
      entries.delete(tokenHash);
    },
    /** Every cached session of a member (password change, account disabled). */
    forgetMember(memberId: bigint): void {
      for (const [hash, e] of entries) if (e.session.memberId === memberId) entries.delete(hash);
    },
    get size(): number {
      return entries.size;
    },
  };
}
