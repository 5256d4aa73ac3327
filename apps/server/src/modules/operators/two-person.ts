import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { operators } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';

/**
 * The two-person rule's "two people" (issue #26), one check for every place that has it: balance
 * adjustments and prize-group proposals, large withdrawals, official results, cancellations and
 * re-settlements of issues, super admins' resets.
 *
 * An operator who made another one knows his first password (or set a new one), so for a while
 * the two may be one person. The confirmer is refused when he is the proposer, or when either of
 * them was created or last changed (role, status, password, second factor) within the last 24 h
 * by the other, or by an operator the other created.
 */
export const SAME_PERSON_WINDOW_MS = 24 * 60 * 60_000;

type Maker = { id: bigint; account: string; createdBy: bigint | null; createdAt: Date; changedBy: bigint | null; changedAt: Date | null };

/** Why `confirmerId` cannot confirm what `proposerId` proposed (an i18n key and its values), or null. */
export async function samePersonReason(
  db: DbOrTx,
  proposerId: bigint,
  confirmerId: bigint,
  now: Date,
): Promise<{ key: string; params?: Record<string, string> } | null> {
  if (proposerId === confirmerId) return { key: 'console.secondPersonRequired' };
  const since = now.getTime() - SAME_PERSON_WINDOW_MS;
  const load = async (ids: bigint[]) =>
    ids.length === 0
      ? []
      : ((await db
          .select({
            id: operators.id,
            account: operators.account,
            createdBy: operators.createdBy,
            createdAt: operators.createdAt,
            changedBy: operators.changedBy,
            changedAt: operators.changedAt,
          })
          .from(operators)
          .where(inArray(operators.id, ids))) as Maker[]);
  const pair = new Map((await load([proposerId, confirmerId])).map((o) => [o.id, o]));
  /** Who created or last changed `o` within the window. */
  const recent = (o: Maker | undefined) =>
    o
      ? [o.createdAt.getTime() > since ? o.createdBy : null, o.changedAt && o.changedAt.getTime() > since ? o.changedBy : null].filter(
          (x): x is bigint => x !== null,
        )
      : [];
  const recentOf = new Map([proposerId, confirmerId].map((id) => [id, recent(pair.get(id))]));
  const makers = new Map((await load([...new Set([...recentOf.values()].flat())])).map((o) => [o.id, o]));
  /** `o`'s makers: who made him recently, and who created those. */
  const makersOf = (id: bigint) => {
    const direct = recentOf.get(id) ?? [];
    return new Set([...direct, ...direct.map((m) => makers.get(m)?.createdBy ?? null).filter((x): x is bigint => x !== null)]);
  };
  const proposer = pair.get(proposerId);
  const confirmer = pair.get(confirmerId);
  if (makersOf(confirmerId).has(proposerId)) return { key: 'console.secondPersonMadeBy', params: { account: confirmer?.account ?? '?', by: proposer?.account ?? '?' } };
  if (makersOf(proposerId).has(confirmerId)) return { key: 'console.secondPersonMadeBy', params: { account: proposer?.account ?? '?', by: confirmer?.account ?? '?' } };
  return null;
}

/** Refuses (in the operator's language) a confirmation that would not be by a second person. */
export async function assertSecondPerson(db: DbOrTx, proposerId: bigint, confirmerId: bigint, now: Date): Promise<void> {
  const reason = await samePersonReason(db, proposerId, confirmerId, now);
  if (reason) throw rejected(reason.key, reason.params);
}

/**
 * A pending two-person item as the operator looking at it sees it (issue #27): the permission its
 * confirmer needs, and why he himself may not confirm it (null when he may, as far as the rule
 * goes) — the console disables his confirm and says why before the click. The server still
 * refuses at the confirmation (`assertSecondPerson`).
 */
export async function secondPersonFor(
  db: DbOrTx,
  proposerId: bigint,
  viewer: { operatorId: bigint; permissions: readonly string[] },
  permission: string,
  now: Date,
): Promise<{ permission: string; blocked: { key: string; params?: Record<string, string> } | null }> {
  const lacks = permission === '*' ? !viewer.permissions.includes('*') : !viewer.permissions.includes('*') && !viewer.permissions.includes(permission);
  if (lacks) return { permission, blocked: { key: 'cons.two.lacksPermission' } };
  return { permission, blocked: await samePersonReason(db, proposerId, viewer.operatorId, now) };
}
