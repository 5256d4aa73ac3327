import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  groupOffsetProposalQuery,
  groupOffsetProposalView,
  groupOffsetProposeRequest,
  lotterySettingsBody,
  lotterySettingsParams,
  lotterySettingsPaths,
  lotterySettingsView,
  pageOf,
  proposalDecision,
  proposalParams,
  proposalView as proposalSchema,
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { proposalView } from '../operators/index.ts';
import type { createLotterySettingsService } from './lottery-settings.ts';
import { type createGroupOffsetService, GROUP_OFFSET_KIND } from './group-offset.ts';

/**
 * What the lotteries' console calls need of the two-person proposals (modules/operators' queue decides
 * every kind), handed in by the composition root: decide one of this module's proposals only.
 */
export interface ProposalDecider {
  decideProposal(op: SessionOperator, id: number, confirm: boolean, kind?: string): Promise<z.infer<typeof proposalDecision>>;
}

/**
 * The operators' calls on lotteries (issue #29: this module owns them): per-lottery settings
 * (grace period, stake ranges, win caps, ties, odds, result source) and the prize-group offset
 * under the two-person rule; each with the permission it needs, every write audited.
 */
export function lotteryConsoleRoutes(
  app: FastifyInstance,
  {
    lotterySettings,
    groupOffsets,
    proposals,
  }: { lotterySettings: ReturnType<typeof createLotterySettingsService>; groupOffsets: ReturnType<typeof createGroupOffsetService>; proposals: ProposalDecider },
): void {
  const ticketId = (params: unknown) => parseInput(lotterySettingsParams, params).ticketId;
  route(app, { method: 'GET', url: lotterySettingsPaths.list, auth: 'operator', summary: "Every lottery's settings", access: 'operator', perm: 'lottery.manage', response: z.array(lotterySettingsView) }, () => lotterySettings.list());
  route(app, { method: 'GET', url: lotterySettingsPaths.one, auth: 'operator', summary: "A lottery's settings (grace, stake ranges, caps, odds)", params: lotterySettingsParams, access: 'operator', perm: 'lottery.manage', response: lotterySettingsView }, ({ req }) =>
    lotterySettings.get(ticketId(req.params)),
  );
  route(app, { method: 'POST', url: lotterySettingsPaths.one, auth: 'operator', summary: "Update a lottery's settings (audited)", params: lotterySettingsParams, bodyDoc: lotterySettingsBody, access: 'operator', perm: 'lottery.manage', response: lotterySettingsView }, ({ req }) =>
    lotterySettings.update(req.operator!, ticketId(req.params), req.body),
  );

  // The prize-group offset under the two-person rule: proposed and decided by operators who may change lotteries.
  route(
    app,
    { method: 'POST', url: lotterySettingsPaths.groupOffset, auth: 'operator', summary: "Propose a lottery's prize-group offset (a second operator confirms; audited)", params: lotterySettingsParams, access: 'operator', perm: 'lottery.manage', body: groupOffsetProposeRequest, response: proposalSchema },
    async ({ req, body }) => proposalView(await groupOffsets.propose(req.operator!, ticketId(req.params), body.groupOffset, body.reason), false),
  );
  route(
    app,
    { method: 'GET', url: lotterySettingsPaths.groupOffsetProposals, auth: 'operator', summary: 'Prize-group offset proposals (from → to, proposer, reason), by status', access: 'operator', perm: 'lottery.manage', query: groupOffsetProposalQuery, response: pageOf(groupOffsetProposalView) },
    ({ req, query }) => groupOffsets.list(query, req.operator!),
  );
  route(app, { method: 'POST', url: lotterySettingsPaths.groupOffsetConfirm, auth: 'operator', summary: "Confirm another operator's prize-group offset proposal (stale ones refused)", params: proposalParams, access: 'operator', perm: 'lottery.manage', response: proposalDecision }, ({ req }) =>
    proposals.decideProposal(req.operator!, parseInput(proposalParams, req.params).id, true, GROUP_OFFSET_KIND),
  );
  route(app, { method: 'POST', url: lotterySettingsPaths.groupOffsetRefuse, auth: 'operator', summary: 'Refuse a prize-group offset proposal', params: proposalParams, access: 'operator', perm: 'lottery.manage', response: proposalDecision }, ({ req }) =>
    proposals.decideProposal(req.operator!, parseInput(proposalParams, req.params).id, false, GROUP_OFFSET_KIND),
  );
}
