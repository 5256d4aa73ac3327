import { eq, sql, type SQL } from 'drizzle-orm';
import { ResultCode } from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import { loginThrottle } from '../../db/schema.ts';
import { AppError, rejected } from '../../lib/errors.ts';
import { loadSettings } from '../settings/index.ts';
import { consumeCaptcha } from './captcha.ts';

/**
 * Login safety (issue #17), what trusted services do instead of locking an account that anyone
 * who knows its name could keep locked:
 * - per account (from any IP): after `loginMaxFailuresPerAccount` failures every attempt needs a
 *   solved captcha (members; the console has no captcha form) and waits a delay that doubles with
 *   each further failure, at most ACCOUNT_MAX_DELAY_S, so the owner is slowed, never kept out;
 * - per IP (on any account): after `loginMaxFailuresPerIp` failures a delay that doubles up to
 *   IP_MAX_DELAY_S, which is what stops one address trying many accounts;
 * - per IP and account pair: after `loginMaxFailuresPerPair` failures that pair alone is locked
 *   for `loginLockMinutes`.
 * A throttled attempt answers 429 with the envelope. Counters live in the database (one row per
 * key in login_throttle, `lockedUntil` = when the next attempt may come) so every API node sees
 * them; a run of failures is forgotten FAILURE_WINDOW_MS after its first one.
 */
export interface LoginGuard {
  check(scope: string, account: string, ip: string, captcha?: { id?: string; code?: string }): Promise<void>;
  failed(scope: string, account: string, ip: string): Promise<void>;
  succeeded(scope: string, account: string, ip: string): Promise<void>;
}

export const ACCOUNT_MAX_DELAY_S = 30;
export const IP_MAX_DELAY_S = 15 * 60;
/** Failures older than this (counted from the first of a run) are forgotten. */
export const FAILURE_WINDOW_MS = 60 * 60_000;

const accountKey = (scope: string, account: string) => `${scope}:a:${account.toLowerCase()}`.slice(0, 96);
const ipKey = (scope: string, ip: string) => `${scope}:ip:${ip}`.slice(0, 96);
const pairKey = (scope: string, account: string, ip: string) =>
  `${scope}:p:${ip}|${account.toLowerCase()}`.slice(0, 96);

const tooMany = (msgKey: string, params: Record<string, number>) =>
  new AppError(ResultCode.TOO_MANY_REQUESTS, msgKey, params, 429);

export function createLoginGuard(deps: AppDeps): LoginGuard {
  const { db, clock } = deps;

  async function row(key: string) {
    return db.query.loginThrottle.findFirst({ where: eq(loginThrottle.key, key) });
  }

  /** Counts one failure; from `threshold` on, the next attempt waits until `waitUntil(next)`. */
  async function bump(key: string, threshold: number, waitUntil: (next: SQL) => SQL, now: Date) {
    const nowIso = now.toISOString();
    const floorIso = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
    const stale = sql`${loginThrottle.windowStart} < ${floorIso}::timestamptz`;
    const next = sql`(case when ${stale} then 1 else ${loginThrottle.failures} + 1 end)`;
    await db
      .insert(loginThrottle)
      .values({
        key,
        failures: 1,
        windowStart: now,
        lockedUntil: threshold <= 1 ? sql`${waitUntil(sql`1`)}` : null,
      })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: next,
          windowStart: sql`(case when ${stale} then ${nowIso}::timestamptz else ${loginThrottle.windowStart} end)`,
          lockedUntil: sql`(case when ${next} >= ${threshold} then ${waitUntil(next)} else ${loginThrottle.lockedUntil} end)`,
        },
      });
  }

  /** now + min(2^(failures − threshold) s, cap). */
  const doubling = (nowIso: string, threshold: number, capSeconds: number) => (next: SQL) =>
    sql`(${nowIso}::timestamptz + least(power(2, ${next} - ${threshold}), ${capSeconds}) * interval '1 second')`;

  const secondsLeft = (until: Date, now: Date) =>
    Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

  return {
    async check(scope, account, ip, captcha) {
      const now = clock.now();
      const s = await loadSettings(db);
      const [pair, byIp, byAccount] = await Promise.all([
        row(pairKey(scope, account, ip)),
        row(ipKey(scope, ip)),
        row(accountKey(scope, account)),
      ]);
      if (pair?.lockedUntil && pair.lockedUntil > now) {
        throw tooMany('security.loginLocked', {
          minutes: Math.max(1, Math.ceil((pair.lockedUntil.getTime() - now.getTime()) / 60_000)),
        });
      }
      for (const r of [byIp, byAccount]) {
        if (r?.lockedUntil && r.lockedUntil > now)
          throw tooMany('security.loginWait', { seconds: secondsLeft(r.lockedUntil, now) });
      }
      const windowOpen = byAccount && byAccount.windowStart.getTime() >= now.getTime() - FAILURE_WINDOW_MS;
      if (scope === 'member' && windowOpen && byAccount.failures >= s.loginMaxFailuresPerAccount) {
        if (!captcha?.id || !captcha.code)
          throw rejected('security.captchaRequired', {}, { captchaRequired: true });
        if (!(await consumeCaptcha(db, captcha.id, captcha.code, now))) {
          throw rejected('security.captchaWrong', {}, { captchaRequired: true });
        }
      }
    },

    async failed(scope, account, ip) {
      const s = await loadSettings(db);
      const now = clock.now();
      const nowIso = now.toISOString();
      const lockIso = new Date(now.getTime() + s.loginLockMinutes * 60_000).toISOString();
      await bump(
        pairKey(scope, account, ip),
        s.loginMaxFailuresPerPair,
        () => sql`${lockIso}::timestamptz`,
        now,
      );
      await bump(
        ipKey(scope, ip),
        s.loginMaxFailuresPerIp,
        doubling(nowIso, s.loginMaxFailuresPerIp, IP_MAX_DELAY_S),
        now,
      );
      await bump(
        accountKey(scope, account),
        s.loginMaxFailuresPerAccount,
        doubling(nowIso, s.loginMaxFailuresPerAccount, ACCOUNT_MAX_DELAY_S),
        now,
      );
    },

    async succeeded(scope, account, ip) {
      // The IP's counter stays: logging into one's own account must not reset a spray's count.
      await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(scope, account)));
      await db.delete(loginThrottle).where(eq(loginThrottle.key, pairKey(scope, account, ip)));
    },
  };
}
