import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  members,
  operatorLogins,
  operatorRoles,
  operatorSessions,
  operators,
  protectionLimits,
  protectionStates,
  sessions,
} from '../../db/schema.ts';
import type { SessionCache } from '../../lib/session-cache.ts';

export function findMemberByAccount(db: DbOrTx, account: string) {
  return db.query.members.findFirst({ where: eq(members.account, account) });
}

export function findOperatorByAccount(db: DbOrTx, account: string) {
  return db.query.operators.findFirst({ where: eq(operators.account, account) });
}

export async function insertSession(
  db: DbOrTx,
  s: { tokenHash: string; memberId: bigint; device: number; ip: string; expiresAt: Date; createdAt?: Date; lastSeenAt?: Date },
) {
  await db.insert(sessions).values(s);
}

export async function recordLogin(db: DbOrTx, memberId: bigint, at: Date, ip: string, device: number, deviceId?: string, lang?: string) {
  await db
    .update(members)
    // The language of the sign-in is the member's (issue #33: his alerts are written in it).
    .set({ lastLoginAt: at, lastLoginIp: ip, lastLoginDevice: device, lastLoginAddress: ip, lastDeviceId: deviceId ?? null, ...(lang ? { lang } : {}) })
    .where(eq(members.id, memberId));
}

/** The live session for a token hash, with its member; null when unknown, expired or revoked. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      memberId: members.id,
      account: members.account,
      memberType: members.memberType,
      status: members.status,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      startedAt: sessions.createdAt,
      // Player protection's route guard reads these, so a guarded route costs no extra query.
      blockKind: protectionStates.blockKind,
      blockFrom: protectionStates.blockFrom,
      blockUntil: protectionStates.blockUntil,
      sessionLimitMinutes: protectionLimits.value,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(protectionStates, eq(protectionStates.memberId, sessions.memberId))
    .leftJoin(
      protectionLimits,
      and(
        eq(protectionLimits.memberId, sessions.memberId),
        eq(protectionLimits.kind, 'session'),
        eq(protectionLimits.period, '-'),
      ),
    )
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function extendSession(db: DbOrTx, sessionId: bigint, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, cache: SessionCache, tokenHash: string, now: Date) {
  cache.forgetToken(tokenHash);
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeAllSessions(db: DbOrTx, cache: SessionCache, memberId: bigint, now: Date) {
  cache.forgetMember(memberId);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}

export async function insertOperatorSession(
  db: DbOrTx,
  s: { tokenHash: string; operatorId: bigint; ip: string; expiresAt: Date; stage?: 'full' | 'enrol' | 'password' },
) {
  await db.insert(operatorSessions).values(s);
}

export async function recordOperatorLogin(db: DbOrTx, account: string, ip: string, outcome: string) {
  await db.insert(operatorLogins).values({ account: account.slice(0, 32), ip, outcome });
}

export async function findLiveOperatorSession(db: DbOrTx, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      sessionId: operatorSessions.id,
      stage: operatorSessions.stage,
      operatorId: operators.id,
      account: operators.account,
      role: operators.role,
      customPermissions: operatorRoles.permissions,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .leftJoin(operatorRoles, eq(operatorRoles.code, operators.role))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        eq(operators.status, 1),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}
