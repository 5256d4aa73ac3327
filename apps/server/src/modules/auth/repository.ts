import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members, operatorSessions, operators, sessions } from '../../db/schema.ts';

export function findMemberByAccount(db: DbOrTx, account: string) {
  return db.query.members.findFirst({ where: eq(members.account, account) });
}

export function findOperatorByAccount(db: DbOrTx, account: string) {
  return db.query.operators.findFirst({ where: eq(operators.account, account) });
}

export async function insertSession(
  db: DbOrTx,
  s: { tokenHash: string; memberId: bigint; device: number; ip: string; expiresAt: Date },
) {
  await db.insert(sessions).values(s);
}

export async function recordLogin(db: DbOrTx, memberId: bigint, at: Date, ip: string, device: number) {
  await db
    .update(members)
    .set({ lastLoginAt: at, lastLoginIp: ip, lastLoginDevice: device, lastLoginAddress: ip })
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
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function extendSession(db: DbOrTx, sessionId: bigint, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, tokenHash: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeAllSessions(db: DbOrTx, memberId: bigint, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}

export async function insertOperatorSession(
  db: DbOrTx,
  s: { tokenHash: string; operatorId: bigint; ip: string; expiresAt: Date },
) {
  await db.insert(operatorSessions).values(s);
}

export async function findLiveOperatorSession(db: DbOrTx, tokenHash: string, now: Date) {
  const rows = await db
    .select({ operatorId: operators.id, account: operators.account, role: operators.role })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
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

