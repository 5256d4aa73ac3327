/**
 * SQL of agents and teams (issue #14). A team is every member whose materialised path starts
 * with the agent's (members_path_idx, `text_pattern_ops`): one indexed prefix scan at any depth.
 */
import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MemberType } from '@lotus/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { inviteLinks, members, prizeQuotas, wallets } from '../../db/schema.ts';

export interface TeamMember {
  id: bigint;
  account: string;
  memberType: number;
  prizeGroup: number;
  path: string;
  depth: number;
  status: number;
  parentId: bigint | null;
}

const memberCols = {
  id: members.id,
  account: members.account,
  memberType: members.memberType,
  prizeGroup: members.prizeGroup,
  path: members.path,
  depth: members.depth,
  status: members.status,
  parentId: members.parentId,
};

export async function findMember(db: DbOrTx, id: bigint): Promise<TeamMember | undefined> {
  const [row] = await db.select(memberCols).from(members).where(eq(members.id, id));
  return row;
}

/** `like` pattern of every member below `path` (ids are digits, so no escaping is needed). */
export const below = (path: string) => `${path}_%`;

/** The condition "in the team of the agent at `path`": all levels, or direct only. */
export function inTeam(agent: { path: string; depth: number }, direct: boolean, account?: string): SQL {
  const parts: SQL[] = [sql`${members.path} like ${below(agent.path)}`];
  if (direct) parts.push(sql`${members.depth} = ${agent.depth + 1}`);
  if (account) parts.push(sql`lower(${members.account}) = ${account.toLowerCase()}`);
  return and(...parts)!;
}

/** A subordinate at any level of the agent's team, or undefined. */
export async function findInTeam(db: DbOrTx, agent: { path: string; depth: number }, id: bigint): Promise<TeamMember | undefined> {
  const [row] = await db
    .select(memberCols)
    .from(members)
    .where(and(eq(members.id, id), inTeam(agent, false)));
  return row;
}

/** A new account with its wallet; `parentId` null makes a top agent (console). */
export async function insertSubordinate(
  db: DbOrTx,
  m: { account: string; passwordHash: string; parentId: bigint | null; memberType: number; prizeGroup: number },
): Promise<bigint | null> {
  const rows = await db.insert(members).values(m).onConflictDoNothing({ target: members.account }).returning({ id: members.id });
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await db.insert(wallets).values({ memberId: id });
  return id;
}

/** Takes `count` of the member's quota of a group: false (nothing taken) when it is short. */
export async function takeQuota(db: DbOrTx, memberId: bigint, group: number, count: number): Promise<boolean> {
  return (await takeQuotaBack(db, memberId, group, count)) !== null;
}

/** Takes `count` back from the member's unused quota of a group: what is left, or null (nothing taken) when short. */
export async function takeQuotaBack(db: DbOrTx, memberId: bigint, group: number, count: number): Promise<number | null> {
  const rows = await db
    .update(prizeQuotas)
    .set({ remaining: sql`${prizeQuotas.remaining} - ${count}` })
    .where(and(eq(prizeQuotas.memberId, memberId), eq(prizeQuotas.prizeGroup, group), sql`${prizeQuotas.remaining} >= ${count}`))
    .returning({ remaining: prizeQuotas.remaining });
  return rows[0]?.remaining ?? null;
}

export async function quotaLeft(db: DbOrTx, memberId: bigint, group: number): Promise<number> {
  const [row] = await db
    .select({ remaining: prizeQuotas.remaining })
    .from(prizeQuotas)
    .where(and(eq(prizeQuotas.memberId, memberId), eq(prizeQuotas.prizeGroup, group)));
  return row?.remaining ?? 0;
}

export async function addQuota(db: DbOrTx, memberId: bigint, group: number, count: number): Promise<void> {
  await db
    .insert(prizeQuotas)
    .values({ memberId, prizeGroup: group, remaining: count })
    .onConflictDoUpdate({ target: [prizeQuotas.memberId, prizeQuotas.prizeGroup], set: { remaining: sql`${prizeQuotas.remaining} + ${count}` } });
}

export function quotasOf(db: DbOrTx, memberId: bigint) {
  return db
    .select({ group: prizeQuotas.prizeGroup, remaining: prizeQuotas.remaining })
    .from(prizeQuotas)
    .where(eq(prizeQuotas.memberId, memberId))
    .orderBy(prizeQuotas.prizeGroup);
}

/** The quotas of several members, by member and group. */
export async function quotasOfMany(db: DbOrTx, memberIds: bigint[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({ memberId: prizeQuotas.memberId, group: prizeQuotas.prizeGroup, remaining: prizeQuotas.remaining })
    .from(prizeQuotas)
    .where(inArray(prizeQuotas.memberId, memberIds))
    .orderBy(prizeQuotas.memberId, prizeQuotas.prizeGroup);
}

/** invite_links.status: 1 active, 0 deleted by the agent, 2 stopped because its agent was made a member. */
export const INVITE_LINK_AGENT_GONE = 2;

/** Counts one registration through an invite link, in the registration's transaction. */
export async function countInviteRegistration(tx: DbOrTx, linkId: bigint): Promise<void> {
  await tx.update(inviteLinks).set({ registrations: sql`${inviteLinks.registrations} + 1` }).where(eq(inviteLinks.id, linkId));
}

export async function findLinkByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(inviteLinks).where(sql`lower(${inviteLinks.code}) = ${code.toLowerCase()}`);
  return row;
}

/**
 * An agent's invitation code as his profile and the invite draw show it: his oldest link still
 * in use (active, not expired); null when he has none.
 */
export async function inviteCodeOf(db: DbOrTx, agentId: bigint, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ code: inviteLinks.code })
    .from(inviteLinks)
    .where(and(eq(inviteLinks.agentId, agentId), eq(inviteLinks.status, 1), or(isNull(inviteLinks.expiresAt), gt(inviteLinks.expiresAt, now))))
    .orderBy(asc(inviteLinks.id))
    .limit(1);
  return row?.code ?? null;
}

export async function countActiveLinks(db: DbOrTx, agentId: bigint, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)::text` })
    .from(inviteLinks)
    .where(
      and(
        eq(inviteLinks.agentId, agentId),
        eq(inviteLinks.status, 1),
        sql`(${inviteLinks.expiresAt} is null or ${inviteLinks.expiresAt} > ${now.toISOString()})`,
      ),
    );
  return Number(row?.n ?? 0);
}


/**
 * Holds an agent's row (FOR SHARE) for the rest of a transaction that puts someone below him, and
 * says whether he is still an agent. An operator's conversion to member locks the row FOR UPDATE
 * and counts his team: so either the conversion waits and then sees the newcomer, or the newcomer
 * waits and then sees that he is no longer an agent.
 */
export async function holdAgent(tx: DbOrTx, agentId: bigint): Promise<boolean> {
  const [row] = await tx.select({ memberType: members.memberType, status: members.status }).from(members).where(eq(members.id, agentId)).for('share');
  return row?.memberType === MemberType.AGENT && row.status === 1;
}

