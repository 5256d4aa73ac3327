import type { FastifyInstance } from 'fastify';
import {
  agentTreeQuery,
  agentTreeView,
  consoleAgentDetail,
  consoleAgentListQuery,
  consoleAgentParams,
  consoleAgentPaths,
  consoleAgentRow,
  consoleAgentTreePaths,
  consoleGroupPaths,
  consoleMemberParams,
  memberGroupRequest,
  memberTypeRequest,
  memberTypeResponse,
  pageOf,
  proposalView as proposalSchema,
  quotaGrantRequest,
  quotaGrantResponse,
  subtreeMoveRequest,
  subtreeMoveResponse,
  topAgentCreateRequest,
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import { proposalView } from '../operators/index.ts';
import type { createConsoleAgentsService } from './admin.ts';
import type { createAgentTreeService } from './tree.ts';
import type { createMemberGroupService } from './prize-group.ts';

/**
 * The operators' calls on agents (issues #14, #16, #29: this module owns them): the agent tree
 * and subtree moves, prize groups under the two-person rule (confirmed through the console's
 * proposals), top agents, member ↔ agent, quota grants and take-backs; every write audited.
 */
export function agentConsoleRoutes(
  app: FastifyInstance,
  {
    agentTree,
    prizeGroups: groups,
    agentAdmin,
  }: { agentTree: ReturnType<typeof createAgentTreeService>; prizeGroups: ReturnType<typeof createMemberGroupService>; agentAdmin: ReturnType<typeof createConsoleAgentsService> },
): void {
  const account = (params: unknown) => parseInput(consoleMemberParams, params).account;

  // The agent tree and subtree moves (issue #16).
  route(app, { method: 'GET', url: consoleAgentTreePaths.tree, auth: 'operator', summary: "The agent tree, one level: top agents, or a member's ancestors and direct subordinates", access: 'operator', perm: 'agent.manage', query: agentTreeQuery, response: agentTreeView }, ({ query }) =>
    agentTree.tree(query),
  );
  route(
    app,
    { method: 'POST', url: consoleAgentTreePaths.move, auth: 'operator', summary: 'Move a member and his whole team under another agent, for future orders only (audited)', access: 'operator', perm: 'agent.manage', params: consoleMemberParams, body: subtreeMoveRequest, response: subtreeMoveResponse },
    ({ req, body }) => agentTree.move(req.operator!, account(req.params), body.to, body.reason),
  );

  // Prize groups under the two-person rule: proposed here, confirmed through the proposals.
  route(
    app,
    { method: 'POST', url: consoleGroupPaths.propose, auth: 'operator', summary: "Propose a member's or agent's prize group (a second operator confirms)", access: 'operator', perm: 'agent.manage', params: consoleMemberParams, body: memberGroupRequest, response: proposalSchema },
    async ({ req, body }) => proposalView(await groups.propose(req.operator!, account(req.params), body.group, body.reason), false),
  );

  // Agents (issue #14): top agents, member ↔ agent, quota grants and take-backs; audited.
  const agentAccount = (params: unknown) => parseInput(consoleAgentParams, params).account;
  route(app, { method: 'GET', url: consoleAgentPaths.list, auth: 'operator', summary: 'Agents with team size and quotas', access: 'operator', perm: 'agent.manage', query: consoleAgentListQuery, response: pageOf(consoleAgentRow) }, ({ query }) =>
    agentAdmin.list(query),
  );
  route(
    app,
    { method: 'GET', url: consoleAgentPaths.detail, auth: 'operator', summary: 'An agent: team size, direct subordinates, quotas', access: 'operator', perm: 'agent.manage', params: consoleAgentParams, response: consoleAgentDetail },
    ({ req }) => agentAdmin.detail(agentAccount(req.params)),
  );
  route(
    app,
    { method: 'POST', url: consoleAgentPaths.create, auth: 'operator', summary: 'Create a top-agent account (audited)', access: 'operator', perm: 'agent.manage', body: topAgentCreateRequest, response: consoleAgentDetail },
    ({ req, body }) => agentAdmin.createTopAgent(req.operator!, body),
  );
  route(
    app,
    { method: 'POST', url: consoleAgentPaths.convert, auth: 'operator', summary: 'Convert a member to an agent, or an agent without subordinates to a member (audited)', access: 'operator', perm: 'agent.manage', params: consoleMemberParams, body: memberTypeRequest, response: memberTypeResponse },
    ({ req, body }) => agentAdmin.setType(req.operator!, account(req.params), body.type, body.reason),
  );
  route(
    app,
    { method: 'POST', url: consoleAgentPaths.quota, auth: 'operator', summary: 'Grant quota of a high prize group to a top agent (audited)', access: 'operator', perm: 'agent.manage', params: consoleAgentParams, body: quotaGrantRequest, response: quotaGrantResponse },
    ({ req, body }) => agentAdmin.grantQuota(req.operator!, agentAccount(req.params), body),
  );
  route(
    app,
    { method: 'POST', url: consoleAgentPaths.quotaRevoke, auth: 'operator', summary: "Take unused quota of a high prize group back from a top agent, never below what he used (audited)", access: 'operator', perm: 'agent.manage', params: consoleAgentParams, body: quotaGrantRequest, response: quotaGrantResponse },
    ({ req, body }) => agentAdmin.revokeQuota(req.operator!, agentAccount(req.params), body),
  );
}
