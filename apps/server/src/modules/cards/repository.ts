import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberCards } from '../../db/schema.ts';

export function listCards(db: DbOrTx, memberId: bigint, kind?: number) {
  return db
    .select()
    .from(memberCards)
    .where(
      kind
        ? and(eq(memberCards.memberId, memberId), eq(memberCards.kind, kind))
        : eq(memberCards.memberId, memberId),
    )
    .orderBy(asc(memberCards.id))
    .limit(20);
}

export async function countCardsOfKind(db: DbOrTx, memberId: bigint, kind: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(memberCards)
    .where(and(eq(memberCards.memberId, memberId), eq(memberCards.kind, kind)));
  return Number(rows[0]?.n ?? 0);
}

/** The member's own card; another member's id finds nothing. */
export async function findOwnCard(db: DbOrTx, memberId: bigint, cardId: bigint) {
  const rows = await db
    .select()
    .from(memberCards)
    .where(and(eq(memberCards.id, cardId), eq(memberCards.memberId, memberId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts a card; null when the member already has this number (unique index). */
export async function insertCard(db: DbOrTx, card: typeof memberCards.$inferInsert) {
  const rows = await db.insert(memberCards).values(card).onConflictDoNothing().returning();
  return rows[0] ?? null;
}
