import type { FastifyInstance } from 'fastify';
import {
  agentPaths,
  createSubordinateRequest,
  createSubordinateResponse,
  idResponse,
  inviteCodeParams,
  inviteCreateRequest,
  inviteIdParams,
  inviteListQuery,
  inviteInfoView,
  inviteView,
  orderPage,
  pageOf,
  quotaGiveRequest,
  quotaGiveResponse,
  quotaListQuery,
  quotaRevokeResponse,
  rebateScopeView,
  rebateUpdateRequest,
  rebateUpdateResponse,
  subordinateQuotaView,
  teamMemberListQuery,
  teamMemberView,
  teamOrderListQuery,
  teamOrderView,
  teamSummaryQuery,
  teamSummaryView,
  teamTransListQuery,
  teamTransView,
} from '@lotus/contracts';
import { parseInput, route, succeed } from '../../lib/http.ts';
import type { createAgentService } from './service.ts';

/** Agents and teams (issue #14; docs/product.md §7 member/agent/*, agent/*, team/*). */
export function agentRoutes(app: FastifyInstance, { agents }: { agents: ReturnType<typeof createAgentService> }): void {
  const me = (req: { member?: { memberId: bigint } | null }) => req.member!.memberId;

  route(app, { method: 'POST', url: agentPaths.createSubordinate, auth: 'member', summary: 'Create a subordinate account (agents)', access: 'self', body: createSubordinateRequest, response: createSubordinateResponse }, async (ctx) =>
    succeed(ctx.reply, ctx.lang, 'agent.created', await agents.createSubordinate(me(ctx.req), ctx.body)),
  );

  route(app, { method: 'GET', url: agentPaths.rebateScope, auth: 'member', summary: 'The groups an agent may give, and his quotas', access: 'self', response: rebateScopeView }, ({ req }) => agents.rebateScope(me(req), req.hostname));

  route(app, { method: 'POST', url: agentPaths.rebateUpdate, auth: 'member', summary: "Raise a direct subordinate's prize group", access: { owns: 'subordinate', field: 'memberId' }, body: rebateUpdateRequest, response: rebateUpdateResponse }, async (ctx) =>
    succeed(ctx.reply, ctx.lang, 'member.modified', await agents.raiseGroup(me(ctx.req), ctx.body)),
  );

  route(app, { method: 'POST', url: agentPaths.quotaGive, auth: 'member', summary: 'Hand quota down to a direct subordinate agent', access: { owns: 'subordinate', field: 'memberId' }, body: quotaGiveRequest, response: quotaGiveResponse }, async (ctx) =>
    succeed(ctx.reply, ctx.lang, 'member.modified', await agents.giveQuota(me(ctx.req), ctx.body)),
  );

  route(app, { method: 'POST', url: agentPaths.quotaRevoke, auth: 'member', summary: 'Take unused quota back from a direct subordinate agent', access: { owns: 'subordinate', field: 'memberId' }, body: quotaGiveRequest, response: quotaRevokeResponse }, async (ctx) =>
    succeed(ctx.reply, ctx.lang, 'agent.quotaRevoked', await agents.revokeQuota(me(ctx.req), ctx.body)),
  );

  route(app, { method: 'GET', url: agentPaths.quotaList, auth: 'member', summary: 'Direct subordinate agents and the quota each holds', access: 'self', query: quotaListQuery, response: pageOf(subordinateQuotaView) }, ({ req, query }) =>
    agents.quotaList(me(req), query),
  );

  route(app, { method: 'POST', url: agentPaths.inviteCreate, auth: 'member', summary: 'Create an invitation link', access: 'self', body: inviteCreateRequest, response: inviteView }, async (ctx) =>
    succeed(ctx.reply, ctx.lang, 'agent.inviteCreated', await agents.createInvite(me(ctx.req), ctx.body, ctx.req.hostname)),
  );

  route(app, { method: 'GET', url: agentPaths.inviteList, auth: 'member', summary: "The agent's invitation links", access: 'self', query: inviteListQuery, response: pageOf(inviteView) }, ({ req, query }) => agents.listInvites(me(req), query));

  route(app, { method: 'DELETE', url: agentPaths.inviteDelete, auth: 'member', summary: 'Delete an invitation link', access: { owns: 'invite', field: 'id' }, params: inviteIdParams, response: idResponse }, ({ req }) => {
    const { id } = parseInput(inviteIdParams, req.params);
    return agents.deleteInvite(me(req), BigInt(id));
  });

  route(app, { method: 'GET', url: agentPaths.inviteInfo, auth: 'none', summary: 'What an invitation code gives (counts a visit)', access: 'public', params: inviteCodeParams, response: inviteInfoView }, ({ req }) => {
    const { code } = parseInput(inviteCodeParams, req.params);
    return agents.inviteInfo(code);
  });

  route(app, { method: 'GET', url: agentPaths.teamMemberList, auth: 'member', summary: "The agent's team members", access: 'self', query: teamMemberListQuery, response: pageOf(teamMemberView) }, ({ req, query }) =>
    agents.memberList(me(req), query),
  );

  route(app, { method: 'GET', url: agentPaths.teamOrderList, auth: 'member', summary: "The team's bet records", access: 'self', query: teamOrderListQuery, response: orderPage(teamOrderView) }, ({ req, query, lang }) =>
    agents.orderList(me(req), query, req.hostname, lang),
  );

  route(app, { method: 'GET', url: agentPaths.teamTransList, auth: 'member', summary: "The team's account changes", access: 'self', query: teamTransListQuery, response: pageOf(teamTransView) }, ({ req, query, lang }) =>
    agents.transList(me(req), query, req.hostname, lang),
  );

  route(app, { method: 'GET', url: agentPaths.teamSummary, auth: 'member', summary: 'Team statistics over a period', access: 'self', query: teamSummaryQuery, response: teamSummaryView }, ({ req, query }) =>
    agents.summary(me(req), query),
  );
}
