/**
 * The audit trail's one writer (issue #29): every audit row — an operator's console write, a
 * member's own protection change, the settlement or a result source acting alone — is written by
 * `audit()`, in the caller's transaction, so the row stands or falls with the change it records.
 * `audit.test.ts` fails on an audit row written anywhere else.
 */
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  /** Who acted: an operator, a member (own protection limits), the system (settlement), a result source. */
  actorKind: 'operator' | 'member' | 'system' | 'source';
  /** The operator's or member's id (or account), the job's or the source's name. */
  actorId: string;
  /** What was done, `area.verb` (`member.status`, `lottery.cancel.propose`…). */
  action: string;
  /** What it was done to (`member:12`, `issue:cqssc:202611211021`…); at most 128 characters are kept. */
  target?: string | null;
  ip?: string | null;
  /** The state before and after the change (issue #16), and free detail. */
  before?: unknown;
  after?: unknown;
  detail?: unknown;
}

/** The actor fields of an operator's console write: his id and the IP of his request. */
export function byOperator(op: { operatorId: bigint; ip: string | null }): Pick<AuditEntry, 'actorKind' | 'actorId' | 'ip'> {
  return { actorKind: 'operator', actorId: op.operatorId.toString(), ip: op.ip };
}

/** Writes one audit row, or several in one statement. */
export async function audit(db: DbOrTx, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const list: readonly AuditEntry[] = Array.isArray(entries) ? entries : [entries as AuditEntry];
  if (list.length === 0) return;
  await db.insert(auditLog).values(
    list.map((e) => ({
      actorKind: e.actorKind,
      actorId: e.actorId,
      action: e.action,
      target: e.target == null ? null : e.target.slice(0, 128),
      ip: e.ip ?? null,
      before: e.before ?? null,
      after: e.after ?? null,
      detail: e.detail ?? null,
    })),
  );
}
