/**
 * A lottery's prize-group offset changed by operators under the two-person rule (issue #16:
 * "prize-group changes" need two operators), through the proposals that member and agent prize
 * groups use: one operator proposes (`lottery.groupOffset`, with the offset he saw), another
 * confirms; the proposer cannot confirm, and a proposal whose `from` is no longer the lottery's
 * offset (changed meanwhile) is refused as stale. The settings call no longer changes it alone.
 */
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { consoleProposals, lotteries } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../auth/service.ts';
import { writeAudit } from './access.ts';

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
      await writeAudit(tx, op, `${GROUP_OFFSET_KIND}.propose`, `lottery:${ticketId}`, {
        before: { groupOffset: l.groupOffset },
        after: { proposalId: row!.id.toString(), status: 'pending', groupOffset: offset },
        detail: { reason },
      });
      return row!;
    });
  }

  return { propose };
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
  await writeAudit(tx, op, GROUP_OFFSET_KIND, p.target, {
    before: { groupOffset: from },
    after: { groupOffset: to },
    detail: { proposalId: p.id.toString(), reason: p.payload.reason ?? null, proposedBy: p.proposedBy.toString() },
  });
}
