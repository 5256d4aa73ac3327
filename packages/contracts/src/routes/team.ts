import { defineRoute } from '../client.ts';
import {
  agentPaths,
  createSubordinateRequest,
  inviteCreateRequest,
  inviteIdParams,
  inviteListQuery,
  inviteView,
  quotaGiveRequest,
  quotaListQuery,
  rebateScopeView,
  rebateUpdateRequest,
  subordinateQuotaView,
  teamMemberListQuery,
  teamMemberView,
  teamOrderListQuery,
  teamSummaryQuery,
  teamSummaryView,
  teamTransListQuery,
} from '../agents.ts';
import { pageOf } from '../envelope-schemas.ts';
import {
  createSubordinateResponse,
  idResponse,
  orderPage,
  quotaGiveResponse,
  quotaRevokeResponse,
  rebateUpdateResponse,
  teamOrderView,
  teamTransView,
} from '../responses.ts';

/** An agent's team: subordinates, prize groups, quotas, invitation links, team records (apps/web features/team). */
export const teamRoutes = {
  createSubordinate: defineRoute({
    method: 'POST',
    path: agentPaths.createSubordinate,
    body: createSubordinateRequest,
    response: createSubordinateResponse,
  }),
  rebateScope: defineRoute({ method: 'GET', path: agentPaths.rebateScope, response: rebateScopeView }),
  rebateUpdate: defineRoute({
    method: 'POST',
    path: agentPaths.rebateUpdate,
    body: rebateUpdateRequest,
    response: rebateUpdateResponse,
  }),
  quotaGive: defineRoute({
    method: 'POST',
    path: agentPaths.quotaGive,
    body: quotaGiveRequest,
    response: quotaGiveResponse,
  }),
  quotaRevoke: defineRoute({
    method: 'POST',
    path: agentPaths.quotaRevoke,
    body: quotaGiveRequest,
    response: quotaRevokeResponse,
  }),
  quotaList: defineRoute({
    method: 'GET',
    path: agentPaths.quotaList,
    query: quotaListQuery,
    response: pageOf(subordinateQuotaView),
  }),
  inviteCreate: defineRoute({
    method: 'POST',
    path: agentPaths.inviteCreate,
    body: inviteCreateRequest,
    response: inviteView,
  }),
  inviteList: defineRoute({
    method: 'GET',
    path: agentPaths.inviteList,
    query: inviteListQuery,
    response: pageOf(inviteView),
  }),
  inviteDelete: defineRoute({
    method: 'DELETE',
    path: agentPaths.inviteDelete,
    params: inviteIdParams,
    response: idResponse,
  }),
  members: defineRoute({
    method: 'GET',
    path: agentPaths.teamMemberList,
    query: teamMemberListQuery,
    response: pageOf(teamMemberView),
  }),
  orders: defineRoute({
    method: 'GET',
    path: agentPaths.teamOrderList,
    query: teamOrderListQuery,
    response: orderPage(teamOrderView),
  }),
  trans: defineRoute({
    method: 'GET',
    path: agentPaths.teamTransList,
    query: teamTransListQuery,
    response: pageOf(teamTransView),
  }),
  summary: defineRoute({
    method: 'GET',
    path: agentPaths.teamSummary,
    query: teamSummaryQuery,
    response: teamSummaryView,
  }),
};
