import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { loginThrottle } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { loadSettings } from '../settings/service.ts';

/**
 * Failed-login limits per account and per IP (settings loginMaxFailuresPerAccount / PerIp,
 * loginLockMinutes). Counters live in the database rather than in memory so every API node
 * (ARCHITECTURE.md "Scale-out") sees the same count, and a restart does not reset a lock.
 * Only failures count; a success clears the account's counter. Logins are rare enough that one
 * upsert per failure costs nothing.
 */
export interface LoginGuard {
  /** Throws 'member.loginLocked' / 'member.loginLockedIp' while a lock holds. */
  check(scope: string, account: string, ip: string): Promise<void>;
  failed(scope: string, account: string, ip: string): Promise<void>;
  succeeded(scope: string, account: string): Promise<void>;
}

const accountKey = (scope: string, account: string) => `${scope}:a:${account.toLowerCase()}`.slice(0, 96);
const ipKey = (scope: string, ip: string) => `${scope}:ip:${ip}`.slice(0, 96);

export function createLoginGuard(deps: AppDeps): LoginGuard {
  const { db, clock } = deps;

  async function lockedMinutes(key: string, now: Date): Promise<number> {
    const row = await db.query.loginThrottle.findFirst({ where: eq(loginThrottle.key, key) });
    if (!row?.lockedUntil || row.lockedUntil <= now) return 0;
    return Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000));
  }

  async function bump(key: string, max: number, lockMinutes: number, now: Date) {
    const nowIso = now.toISOString();
    const floorIso = new Date(now.getTime() - lockMinutes * 60_000).toISOString();
    const lockIso = new Date(now.getTime() + lockMinutes * 60_000).toISOString();
    const stale = sql`${loginThrottle.windowStart} < ${floorIso}::timestamptz`;
    const next = sql`(case when ${stale} then 1 else ${loginThrottle.failures} + 1 end)`;
    await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: now, lockedUntil: max <= 1 ? new Date(lockIso) : null })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: next,
          windowStart: sql`(case when ${stale} then ${nowIso}::timestamptz else ${loginThrottle.windowStart} end)`,
          lockedUntil: sql`(case when ${next} >= ${max} then ${lockIso}::timestamptz else ${loginThrottle.lockedUntil} end)`,
        },
      });
  }

  return {
    async check(scope, account, ip) {
      const now = clock.now();
      const a = await lockedMinutes(accountKey(scope, account), now);
      if (a > 0) throw rejected('member.loginLocked', { minutes: a });
      const i = await lockedMinutes(ipKey(scope, ip), now);
      if (i > 0) throw rejected('member.loginLockedIp', { minutes: i });
    },
    async failed(scope, account, ip) {
      const s = await loadSettings(db);
      const now = clock.now();
      await bump(accountKey(scope, account), s.loginMaxFailuresPerAccount, s.loginLockMinutes, now);
      await bump(ipKey(scope, ip), s.loginMaxFailuresPerIp, s.loginLockMinutes, now);
    },
    async succeeded(scope, account) {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(scope, account)));
    },
  };
}
