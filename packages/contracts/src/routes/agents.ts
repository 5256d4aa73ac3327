import { defineRoute } from '../client.ts';
import { consoleMemberParams } from '../console.ts';
import {
  consoleAgentDetail,
  consoleAgentListQuery,
  consoleAgentParams,
  consoleAgentPaths,
  consoleAgentRow,
  memberTypeRequest,
  memberTypeResponse,
  quotaGrantRequest,
  quotaGrantResponse,
  topAgentCreateRequest,
} from '../console-agents.ts';
import {
  agentTreeQuery,
  agentTreeView,
  consoleAgentTreePaths,
  subtreeMoveRequest,
  subtreeMoveResponse,
} from '../console-members.ts';
import { pageOf } from '../envelope-schemas.ts';

/** Agents, their quotas and the agent tree (apps/console agents). */
export const agentRoutes = {
  list: defineRoute({
    method: 'GET',
    path: consoleAgentPaths.list,
    query: consoleAgentListQuery,
    response: pageOf(consoleAgentRow),
  }),
  detail: defineRoute({
    method: 'GET',
    path: consoleAgentPaths.detail,
    params: consoleAgentParams,
    response: consoleAgentDetail,
  }),
  create: defineRoute({
    method: 'POST',
    path: consoleAgentPaths.create,
    body: topAgentCreateRequest,
    response: consoleAgentDetail,
  }),
  convert: defineRoute({
    method: 'POST',
    path: consoleAgentPaths.convert,
    params: consoleMemberParams,
    body: memberTypeRequest,
    response: memberTypeResponse,
  }),
  quota: defineRoute({
    method: 'POST',
    path: consoleAgentPaths.quota,
    params: consoleAgentParams,
    body: quotaGrantRequest,
    response: quotaGrantResponse,
  }),
  quotaRevoke: defineRoute({
    method: 'POST',
    path: consoleAgentPaths.quotaRevoke,
    params: consoleAgentParams,
    body: quotaGrantRequest,
    response: quotaGrantResponse,
  }),
  tree: defineRoute({ method: 'GET', path: consoleAgentTreePaths.tree, query: agentTreeQuery, response: agentTreeView }),
  move: defineRoute({
    method: 'POST',
    path: consoleAgentTreePaths.move,
    params: consoleMemberParams,
    body: subtreeMoveRequest,
    response: subtreeMoveResponse,
  }),
};
