import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberCards, members, userConfigs, wallets } from '../../db/schema.ts';

export function findMemberById(db: DbOrTx, memberId: bigint) {
  return db.query.members.findFirst({ where: eq(members.id, memberId) });
}

export async function accountExists(db: DbOrTx, account: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.account}) = ${account.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

/** Creates the member and an empty wallet; null when the account was taken meanwhile. */
export async function insertMember(
  db: DbOrTx,
  m: { account: string; passwordHash: string; parentId: bigint | null; prizeGroup?: number | undefined; memberType?: number | undefined },
): Promise<bigint | null> {
  const rows = await db
    .insert(members)
    .values({
      account: m.account,
      passwordHash: m.passwordHash,
      parentId: m.parentId,
      prizeGroup: m.prizeGroup,
      memberType: m.memberType,
    })
    .onConflictDoNothing({ target: members.account })
    .returning({ id: members.id });
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await db.insert(wallets).values({ memberId: id });
  return id;
}

export async function updateMember(
  db: DbOrTx,
  memberId: bigint,
  values: Partial<typeof members.$inferInsert>,
) {
  await db.update(members).set(values).where(eq(members.id, memberId));
  // A disabled account or a new password must not ride on a cached session.
}

export async function countCards(db: DbOrTx, memberId: bigint): Promise<number> {
  const rows = await db.select({ n: count() }).from(memberCards).where(eq(memberCards.memberId, memberId));
  return Number(rows[0]?.n ?? 0);
}

/** Balance of the member and every subordinate below (a team, docs/product.md §3), depth-bounded. */
export async function teamBalance(db: DbOrTx, memberId: bigint): Promise<bigint> {
  const rows = await db.execute<{ total: string }>(sql`
    with recursive team(id, depth) as (
      select ${memberId}::bigint, 0
      union all
      select m.id, t.depth + 1 from members m join team t on m.parent_id = t.id where t.depth < 20
    )
    select coalesce(sum(w.balance), 0)::text as total from team join wallets w on w.member_id = team.id`);
  const list =
    (rows as unknown as { rows?: { total: string }[] }).rows ?? (rows as unknown as { total: string }[]);
  return BigInt(list[0]?.total ?? '0');
}

export async function getUserConfig(db: DbOrTx, memberId: bigint): Promise<unknown> {
  const rows = await db
    .select({ config: userConfigs.config })
    .from(userConfigs)
    .where(eq(userConfigs.memberId, memberId))
    .limit(1);
  return rows[0]?.config ?? null;
}

export async function saveUserConfig(db: DbOrTx, memberId: bigint, config: unknown) {
  await db
    .insert(userConfigs)
    .values({ memberId, config })
    .onConflictDoUpdate({ target: userConfigs.memberId, set: { config, updatedAt: sql`now()` } });
}
