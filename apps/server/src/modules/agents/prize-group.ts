/**
 * A member's or agent's prize group changed by operators under the two-person rule (issue #16;
 * domain §4.2 item 3: "prize-group changes, lowering an agent's group"). One operator proposes
 * (`member.group` in console_proposals, with the group he saw), another confirms through the
 * shared proposal calls; the same operator cannot confirm, and a proposal whose `from` is no
 * longer the member's group (changed meanwhile) is refused as stale.
 *
 * The chain stays ordered: a group is never above the parent's, and an agent is never lowered
 * below one of his direct subordinates (they would earn more than him).
 */
import { and, eq, sql } from 'drizzle-orm';
import { isGroupOnGrid } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { consoleProposals, members } from '../../db/schema.ts';
import { forbidden, rejected } from '../../lib/errors.ts';
import { roleAllows } from '@lotus/contracts';
import type { ProposalKind } from '../operators/index.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { loadSettings } from '../settings/index.ts';
import { audit, byOperator } from '../audit/index.ts';

async function checkChain(tx: Tx, member: typeof members.$inferSelect, group: number) {
  const s = await loadSettings(tx);
  if (!isGroupOnGrid(group, { min: s.agentGroupMin, max: s.agentGroupMax, step: s.agentGroupStep }))
    throw rejected('agent.groupInvalid');
  if (member.parentId !== null) {
    const parent = await tx.query.members.findFirst({ where: eq(members.id, member.parentId) });
    if (parent && group > parent.prizeGroup) throw rejected('agent.groupAboveParent');
  }
  if (group < member.prizeGroup) {
    const [top] = await tx
      .select({ max: sql<number | null>`max(${members.prizeGroup})` })
      .from(members)
      .where(eq(members.parentId, member.id));
    if (top?.max !== null && top?.max !== undefined && Number(top.max) > group)
      throw rejected('console.groupBelowSubordinate', { group: Number(top.max) });
  }
}

export function createMemberGroupService(deps: AppDeps) {
  const { db } = deps;

  async function propose(op: SessionOperator, account: string, group: number, reason: string) {
    return db.transaction(async (tx) => {
      const member = await tx.query.members.findFirst({ where: eq(members.account, account) });
      if (!member) throw rejected('console.memberNotFound');
      if (member.prizeGroup === group) throw rejected('ops.noChange');
      await checkChain(tx, member, group);
      const [row] = await tx
        .insert(consoleProposals)
        .values({
          kind: 'member.group',
          target: member.account,
          payload: { from: String(member.prizeGroup), to: String(group), reason },
          proposedBy: op.operatorId,
        })
        .returning();
      await audit(tx, { ...byOperator(op), action: 'member.group.propose', target: member.account, before: { group: member.prizeGroup },
        after: { proposalId: row!.id.toString(), status: 'pending', group },
        detail: { reason, lowering: group < member.prizeGroup } });
      return row!;
    });
  }

  return { propose };
}

/**
 * Applies a confirmed `member.group` proposal inside the confirmation's transaction: the member's
 * row is locked and must still have the group the proposer saw.
 */
export async function applyGroupProposal(
  tx: Tx,
  op: SessionOperator,
  p: typeof consoleProposals.$inferSelect,
) {
  const [member] = await tx.select().from(members).where(eq(members.account, p.target)).for('update');
  if (!member) throw rejected('console.memberNotFound');
  const from = Number(p.payload.from);
  const to = Number(p.payload.to);
  if (member.prizeGroup !== from) throw rejected('console.proposalStale');
  await checkChain(tx, member, to);
  await tx
    .update(members)
    .set({ prizeGroup: to })
    .where(and(eq(members.id, member.id), eq(members.prizeGroup, from)));
  await audit(tx, { ...byOperator(op), action: 'member.group', target: member.account, before: { group: from },
    after: { group: to },
    detail: {
      proposalId: p.id.toString(),
      reason: p.payload.reason ?? null,
      proposedBy: p.proposedBy.toString(),
    } });
}

/** The `member.group` proposals as the proposals' queue (modules/operators) decides them: confirmed by an operator who may manage agents. */
export const groupProposalKind: ProposalKind = {
  confirmPermission: 'agent.manage',
  async apply(tx, op, p) {
    if (!roleAllows(op.permissions, 'agent.manage')) throw forbidden();
    await applyGroupProposal(tx, op, p);
    return { balance: null };
  },
};
