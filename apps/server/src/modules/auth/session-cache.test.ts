import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consoleMemberPaths, paths } from '@lotus/contracts';
import { DEMO } from '../../seed.ts';
import { sessions } from '../../db/schema.ts';
import { sha256hex } from '../../lib/crypto.ts';
import { describeApp } from '../../../test/app.ts';
import { memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { countStatements } from '../orders/statement-counter.ts';
import { createSessionCache, SESSION_CACHE_MAX, SESSION_CACHE_MS, type CachedSession } from '../../lib/session-cache.ts';

const at = (ms: number) => new Date(Date.parse('2026-11-21T10:00:00Z') + ms);
const session = (memberId: bigint, expiresInMs = 3_600_000): CachedSession => ({
  sessionId: memberId * 10n,
  memberId,
  account: `m${memberId}`,
  memberType: 1,
  expiresAt: at(expiresInMs),
  sessionStartedAt: at(0),
  block: null,
  sessionLimitMinutes: null,
});

describe('session cache', () => {
  const sessionCache = createSessionCache();

  it('answers a fresh entry, and not once the app clock moved past its lifetime or the session expired', () => {
    sessionCache.set('t-fresh', session(1n), at(0));
    expect(sessionCache.get('t-fresh', at(SESSION_CACHE_MS - 1))?.memberId).toBe(1n);
    expect(sessionCache.get('t-fresh', at(SESSION_CACHE_MS))).toBeNull();
    // Gone once lapsed, even if the clock comes back.
    expect(sessionCache.get('t-fresh', at(0))).toBeNull();
    sessionCache.set('t-expiring', session(2n, 1000), at(0));
    expect(sessionCache.get('t-expiring', at(999))?.memberId).toBe(2n);
    expect(sessionCache.get('t-expiring', at(1000))).toBeNull();
    // A clock moved back before the lookup does not trust the entry either.
    sessionCache.set('t-back', session(3n), at(10_000));
    expect(sessionCache.get('t-back', at(9_999))).toBeNull();
  });

  it('forgets a token, and every token of a member', () => {
    sessionCache.set('t-a', session(7n), at(0));
    sessionCache.set('t-b', session(7n), at(0));
    sessionCache.set('t-c', session(8n), at(0));
    sessionCache.forgetToken('t-a');
    expect(sessionCache.get('t-a', at(1))).toBeNull();
    expect(sessionCache.get('t-b', at(1))?.memberId).toBe(7n);
    sessionCache.forgetMember(7n);
    expect(sessionCache.get('t-b', at(1))).toBeNull();
    expect(sessionCache.get('t-c', at(1))?.memberId).toBe(8n);
  });

  it('stays bounded, dropping the oldest entries first', () => {
    for (let i = 0; i < SESSION_CACHE_MAX + 10; i++) sessionCache.set(`bulk-${i}`, session(BigInt(1000 + i)), at(0));
    expect(sessionCache.size).toBe(SESSION_CACHE_MAX);
    expect(sessionCache.get('bulk-0', at(1))).toBeNull();
    expect(sessionCache.get(`bulk-${SESSION_CACHE_MAX + 9}`, at(1))).not.toBeNull();
  });
});

describeApp('cached sessions in the app', { clock: () => testClock(new Date().toISOString()) }, (ctx) => {
  const clock = ctx.clock;


  it('skips the session query while cached; a revocation by another node counts once the entry lapses; logout at once', async () => {
    const token = await memberToken(ctx.app);
    const verify = () => ctx.app.inject({ method: 'GET', url: paths.tokenVerify, headers: { token } });
    expect((await verify()).statusCode).toBe(200);
    const counter = countStatements(ctx.db);
    try {
      expect((await verify()).statusCode).toBe(200);
      expect(counter.count).toBe(0);
    } finally {
      counter.restore();
    }
    // Another node revokes the session (straight in the database): this node trusts its entry for
    // at most SESSION_CACHE_MS, then asks again.
    await ctx.db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.tokenHash, sha256hex(token)));
    clock.advance(SESSION_CACHE_MS);
    expect((await verify()).statusCode).toBe(401);

    const second = await memberToken(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: paths.tokenVerify, headers: { token: second } })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'GET', url: paths.memberLogout, headers: { token: second } });
    expect((await ctx.app.inject({ method: 'GET', url: paths.tokenVerify, headers: { token: second } })).statusCode).toBe(401);
  });

  it("is the app's own, and an operator's freeze empties it at once", async () => {
    const token = await memberToken(ctx.app);
    const verify = () => ctx.app.inject({ method: 'GET', url: paths.tokenVerify, headers: { token } });
    expect((await verify()).statusCode).toBe(200);
    expect(ctx.app.services.sessions.get(sha256hex(token), clock.now())?.account).toBe(DEMO.member.account);
    const op = await operatorToken(ctx.app);
    const status = consoleMemberPaths.status.replace(':account', DEMO.member.account);
    expect((await post(ctx.app, status, { status: 2, reason: 'chargeback' }, op)).code).toBe(0);
    try {
      expect(ctx.app.services.sessions.get(sha256hex(token), clock.now())).toBeNull();
      expect((await verify()).statusCode).toBe(401);
    } finally {
      expect((await post(ctx.app, status, { status: 1, reason: 'cleared' }, op)).code).toBe(0);
    }
  });
});
