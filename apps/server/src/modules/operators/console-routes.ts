import type { FastifyInstance } from 'fastify';
import { consolePaths, consoleProposalView, pageOf, proposalDecision, proposalListQuery, proposalParams } from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import type { ProposalQueue } from './queue.ts';

/**
 * The two-person proposals' console calls: the queue and its decision, whatever the kind (each
 * kind applied by the module that owns it, handed to the queue by the composition root).
 */
export function proposalRoutes(app: FastifyInstance, proposals: ProposalQueue): void {
  route(
    app,
    { method: 'GET', url: consolePaths.proposals, auth: 'operator', summary: 'Two-person proposals', access: 'operator', perm: 'member.adjust', query: proposalListQuery, response: pageOf(consoleProposalView) },
    ({ req, query }) => proposals.listProposals(query, req.operator!),
  );
  route(app, { method: 'POST', url: consolePaths.proposalConfirm, auth: 'operator', summary: 'Confirm a proposal (not your own)', params: proposalParams, access: 'operator', perm: 'member.adjust', response: proposalDecision }, ({ req }) =>
    proposals.decideProposal(req.operator!, parseInput(proposalParams, req.params).id, true),
  );
  route(app, { method: 'POST', url: consolePaths.proposalRefuse, auth: 'operator', summary: 'Refuse a proposal', params: proposalParams, access: 'operator', perm: 'member.adjust', response: proposalDecision }, ({ req }) =>
    proposals.decideProposal(req.operator!, parseInput(proposalParams, req.params).id, false),
  );
}
