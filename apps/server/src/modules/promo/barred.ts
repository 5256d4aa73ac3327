import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members, promoMembers, protectionStates } from '../../db/schema.ts';

/** Why an account earns nothing from promotions (issue #15 "Earns nothing"); null when it may. */
export type BarredReason = 'missing' | 'disabled' | 'demo' | 'timeout' | 'exclusion' | null;

/**
 * The one check every promotion makes before it generates, credits or draws anything (domain §2.2
 * item 5, §3.2 item 5): demo accounts (flagged by operators, `promo_members.demo`) and disabled
 * accounts earn nothing. Player protection (#17) adds timed-out and self-excluded accounts here;
 * every path in modules/promo goes through this function.
 */
export async function promotionsBarred(db: DbOrTx, memberId: bigint, now: Date): Promise<BarredReason> {
  const [m] = await db
    .select({
      status: members.status,
      demo: promoMembers.demo,
      blockKind: protectionStates.blockKind,
      blockUntil: protectionStates.blockUntil,
    })
    .from(members)
    .leftJoin(promoMembers, eq(promoMembers.memberId, members.id))
    .leftJoin(protectionStates, eq(protectionStates.memberId, members.id))
    .where(eq(members.id, memberId));
  if (!m) return 'missing';
  if (m.status !== 1) return 'disabled';
  if (m.demo) return 'demo';
  // A time-out or self-exclusion in force (issue #17): no promotions, bonuses or draws.
  if (m.blockKind && (m.blockUntil === null || m.blockUntil > now))
    return m.blockKind === 'exclusion' ? 'exclusion' : 'timeout';
  return null;
}
