/**
 * The agents module's public face for other modules (issue #29): what they use of it (a confirmed
 * prize-group proposal is applied by `applyGroupProposal`), and the operators' agent services and
 * console routes the composition root builds and registers. Other modules import this file, never
 * the ones behind it.
 */
export { addQuota, below, findMember, insertSubordinate, INVITE_LINK_AGENT_GONE, inviteCodeOf, quotaLeft, quotasOf, takeQuotaBack } from './repository.ts';
export { rekeyMove } from './rollup.ts';
export { createConsoleAgentsService } from './admin.ts';
export { createAgentTreeService } from './tree.ts';
export { applyGroupProposal, createMemberGroupService, groupProposalKind } from './prize-group.ts';
export { agentConsoleRoutes } from './console-routes.ts';
