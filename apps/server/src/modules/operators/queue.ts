import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { consoleProposals } from '../../db/schema.ts';
import { outer } from '../../db/outer.ts';
import { forbidden, rejected } from '../../lib/errors.ts';
import { paged } from '../../lib/paging.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { audit, byOperator } from '../audit/index.ts';
import { proposalView } from './proposals.ts';
import { assertSecondPerson, secondPersonFor } from './two-person.ts';

export type Proposal = typeof consoleProposals.$inferSelect;

/**
 * One kind of two-person proposal as the queue decides it, given by the module that owns the kind
 * (a balance adjustment by wallet, a prize-group change by agents, a lottery's prize-group offset
 * by lottery, a super admin's reset by console's access) and handed in by the composition root.
 */
export interface ProposalKind {
  /** The permission a second operator needs to confirm one (the list's second-person hint). */
  confirmPermission: string;
  /** Who may decide one at all, asked before its status (403 otherwise). */
  mayDecide?(op: SessionOperator): boolean;
  /** Who may decide a pending one, asked once it is known to be pending (403 otherwise). */
  mayDecidePending?(op: SessionOperator): boolean;
  /**
   * Applies a confirmed proposal inside the decision's transaction; `balance` is the answer's
   * (an adjustment's new balance), `afterCommit` runs once the transaction committed.
   */
  apply(tx: Tx, op: SessionOperator, p: Proposal): Promise<{ balance: string | null; afterCommit?: () => Promise<void> }>;
}

/**
 * The two-person proposals' queue (issue #16): the list with each pending one's second person, and
 * the decision. A decision is a conditional update (only a proposal still pending moves), so two
 * operators acting at once cannot both confirm; a confirmed one is applied by its kind, in the same
 * transaction.
 */
export function createProposalQueue(deps: AppDeps, kinds: Readonly<Record<string, ProposalKind>>) {
  const { db, clock } = deps;

  /** The permission that confirms a proposal of `kind` (as `decideProposal` checks it). */
  const confirmPermission = (kind: string): string => kinds[kind]?.confirmPermission ?? '*';

  async function listProposals(q: { status?: string; page: number; size: number }, viewer: SessionOperator) {
    const where = q.status ? eq(consoleProposals.status, q.status) : undefined;
    const rows = await paged(
      db
        .select({ p: consoleProposals, proposer: sql<string>`(select account from operators where id = ${outer(consoleProposals.proposedBy)})` })
        .from(consoleProposals)
        .where(where)
        .orderBy(desc(consoleProposals.id)),
      q,
    );
    const [total] = await db.select({ n: count() }).from(consoleProposals).where(where);
    const now = clock.now();
    const list = [];
    for (const r of rows) {
      const secondPerson = r.p.status === 'pending' ? await secondPersonFor(db, r.p.proposedBy, viewer, confirmPermission(r.p.kind), now) : null;
      list.push({ ...proposalView(r.p, false), proposer: r.proposer, secondPerson });
    }
    return {
      list,
      total: Number(total?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  /**
   * Confirms (by another operator than the proposer) or refuses a pending proposal. The status
   * change is conditional, so of two confirmations at once one acts and the other is refused.
   * `kind`: only a proposal of this kind (calls of another screen, e.g. the lotteries', decide only theirs).
   */
  async function decideProposal(op: SessionOperator, id: number, confirm: boolean, kind?: string) {
    let afterCommit: (() => Promise<void>) | undefined;
    const result = await db.transaction(async (tx) => {
      const p = await tx.query.consoleProposals.findFirst({ where: eq(consoleProposals.id, BigInt(id)) });
      const k = p ? kinds[p.kind] : undefined;
      if (!p || !k || (kind !== undefined && p.kind !== kind)) throw rejected('console.proposalNotFound');
      if (k.mayDecide && !k.mayDecide(op)) throw forbidden();
      if (p.status !== 'pending') throw rejected('console.proposalDecided');
      if (k.mayDecidePending && !k.mayDecidePending(op)) throw forbidden();
      if (confirm) await assertSecondPerson(tx, p.proposedBy, op.operatorId, clock.now());
      const [decided] = await tx
        .update(consoleProposals)
        .set({ status: confirm ? 'confirmed' : 'refused', decidedBy: op.operatorId, decidedAt: clock.now() })
        .where(and(eq(consoleProposals.id, p.id), eq(consoleProposals.status, 'pending')))
        .returning();
      if (!decided) throw rejected('console.proposalDecided');
      if (!confirm) {
        await audit(tx, { ...byOperator(op), action: `${p.kind}.refuse`, target: p.target, before: { status: 'pending' }, after: { status: 'refused' }, detail: { proposalId: p.id.toString() } });
        return { ...proposalView(decided, false), balance: null };
      }
      const applied = await k.apply(tx, op, p);
      afterCommit = applied.afterCommit;
      return { ...proposalView(decided, false), balance: applied.balance };
    });
    await afterCommit?.();
    return result;
  }

  return { listProposals, decideProposal, confirmPermission };
}

export type ProposalQueue = ReturnType<typeof createProposalQueue>;
