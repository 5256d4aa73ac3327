import type { z } from 'zod';
import type { proposalView as proposalSchema } from '@lotus/contracts';
import type { consoleProposals } from '../../db/schema.ts';

/**
 * A two-person proposal as the console shows it (`proposalView` of packages/contracts): the same
 * for every kind (balance adjustments, prize groups, a lottery's prize-group offset, a super
 * admin's reset); `replayed` when a repeated request found the proposal it had made.
 */
export function proposalView(p: typeof consoleProposals.$inferSelect, replayed: boolean): z.infer<typeof proposalSchema> {
  return {
    id: p.id.toString(),
    kind: p.kind,
    target: p.target,
    amount: p.payload.amount ?? null,
    reason: p.payload.reason ?? null,
    status: p.status,
    proposedBy: p.proposedBy.toString(),
    createdAt: p.createdAt.toISOString(),
    replayed,
  };
}
