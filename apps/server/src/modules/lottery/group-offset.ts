/**
 * A lottery's prize-group offset changed by operators under the two-person rule (issue #16:
 * "prize-group changes" need two operators), through the proposals that member and agent prize
 * groups use: one operator proposes (`lottery.groupOffset`, with the offset he saw), another
 * confirms; the proposer cannot confirm, and a proposal whose `from` is no longer the lottery's
 * offset (changed meanwhile) is refused as stale. The settings call no longer changes it alone.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { GroupOffsetProposalView } from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { consoleProposals, lotteries } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { roleAllows } from '@lotus/contracts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { secondPersonFor, type ProposalKind } from '../operators/index.ts';
import { paged } from '../../lib/paging.ts';
import { audit, byOperator } from '../audit/index.ts';
import { outer } from '../../db/outer.ts';

export const GROUP_OFFSET_KIND = 'lottery.groupOffset';

export function createGroupOffsetService(deps: AppDeps) {
  const { db } = deps;

  async function propose(op: SessionOperator, ticketId: number, offset: number, reason: string) {
    return db.transaction(async (tx) => {
      const [l] = await tx.select().from(lotteries).where(eq(lotteries.id, ticketId));
      if (!l) throw rejected('lottery.notFound');
      if (l.groupOffset === offset) throw rejected('ops.noChange');
      const [row] = await tx
        .insert(consoleProposals)
        .values({ kind: GROUP_OFFSET_KIND, target: `lottery:${ticketId}`, payload: { from: String(l.groupOffset), to: String(offset), reason }, proposedBy: op.operatorId })
        .returning();
      await audit(tx, { ...byOperator(op), action: `${GROUP_OFFSET_KIND}.propose`, target: `lottery:${ticketId}`, before: { groupOffset: l.groupOffset },
        after: { proposalId: row!.id.toString(), status: 'pending', groupOffset: offset },
        detail: { reason } });
      return row!;
    });
  }

  /** The offset proposals by status, newest first, with the lottery's code and the operators' accounts (paged). */
  async function list(q: { status: string; page: number; size: number }, viewer: SessionOperator) {
    const where = and(eq(consoleProposals.kind, GROUP_OFFSET_KIND), eq(consoleProposals.status, q.status));
    const rows = await paged(
      db
        .select({
          p: consoleProposals,
          proposer: sql<string | null>`(select account from operators where id = ${outer(consoleProposals.proposedBy)})`,
          decider: sql<string | null>`(select account from operators where id = ${outer(consoleProposals.decidedBy)})`,
        })
        .from(consoleProposals)
        .where(where)
        .orderBy(desc(consoleProposals.id)),
      q,
    );
    const [total] = await db.select({ n: count() }).from(consoleProposals).where(where);
    const ids = [...new Set(rows.map((r) => Number(r.p.target.replace(/^lottery:/, ''))))];
    const codes = new Map<number, string>();
    for (const id of ids) {
      const [l] = await db.select({ code: lotteries.code }).from(lotteries).where(eq(lotteries.id, id));
      if (l) codes.set(id, l.code);
    }
    const now = deps.clock.now();
    const list: GroupOffsetProposalView[] = [];
    for (const { p, proposer, decider } of rows) {
      const ticketId = Number(p.target.replace(/^lottery:/, ''));
      list.push({
        id: p.id.toString(),
        ticketId,
        code: codes.get(ticketId) ?? null,
        from: Number(p.payload.from),
        to: Number(p.payload.to),
        reason: p.payload.reason ?? null,
        status: p.status,
        proposer,
        decider,
        createdAt: p.createdAt.toISOString(),
        secondPerson: p.status === 'pending' ? await secondPersonFor(db, p.proposedBy, viewer, 'lottery.manage', now) : null,
      });
    }
    return { list, total: Number(total?.n ?? 0), page: q.page, size: q.size };
  }

  return { propose, list };
}

/**
 * Applies a confirmed `lottery.groupOffset` proposal inside the confirmation's transaction: the
 * lottery's row is locked and must still have the offset the proposer saw.
 */
export async function applyGroupOffsetProposal(tx: Tx, op: SessionOperator, p: typeof consoleProposals.$inferSelect) {
  const ticketId = Number(p.target.replace(/^lottery:/, ''));
  const [l] = await tx.select().from(lotteries).where(eq(lotteries.id, ticketId)).for('update');
  if (!l) throw rejected('lottery.notFound');
  const from = Number(p.payload.from);
  const to = Number(p.payload.to);
  if (l.groupOffset !== from) throw rejected('console.proposalStale');
  await tx
    .update(lotteries)
    .set({ groupOffset: to })
    .where(and(eq(lotteries.id, ticketId), eq(lotteries.groupOffset, from)));
  await audit(tx, { ...byOperator(op), action: GROUP_OFFSET_KIND, target: p.target, before: { groupOffset: from },
    after: { groupOffset: to },
    detail: { proposalId: p.id.toString(), reason: p.payload.reason ?? null, proposedBy: p.proposedBy.toString() } });
}

/** The offset proposals as the proposals' queue (modules/operators) decides them: by operators who may change lotteries. */
export const groupOffsetProposalKind: ProposalKind = {
  confirmPermission: 'lottery.manage',
  mayDecide: (op) => roleAllows(op.permissions, 'lottery.manage'),
  async apply(tx, op, p) {
    await applyGroupOffsetProposal(tx, op, p);
    return { balance: null };
  },
};
