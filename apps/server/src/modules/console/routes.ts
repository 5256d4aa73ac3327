import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  adjustRequest,
  auditListQuery,
  auditView,
  chargeAuditQuery,
  chargeAuditView,
  consoleAccessPaths,
  consoleMemberParams,
  consolePaths,
  consoleProposalView,
  loginLogQuery,
  loginLogView,
  operatorCreateRequest,
  operatorParams,
  operatorUpdateRequest,
  operatorUpdateResponse,
  operatorView,
  pageOf,
  proposalDecision,
  proposalListQuery,
  proposalParams,
  proposalView,
  roleSaveRequest,
  roleView,
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import type { createAccessService } from './access.ts';
import type { createConsoleService } from './service.ts';
import { auditCharges } from '../orders/index.ts';

/**
 * The console calls (issues #5, #16): operator sessions only, each with the permission it needs
 * (checked by `route()`); members' tokens are refused. Every write is audited.
 */
/** The console's services, each built once by the composition root (services.ts). */
export interface ConsoleServices {
  review: ReturnType<typeof createConsoleService>;
  access: ReturnType<typeof createAccessService>;
}

export function consoleRoutes(app: FastifyInstance, services: ConsoleServices): void {
  const { review } = services;

  // Balance adjustments: proposed by one operator, confirmed by another (two-person rule).
  route(
    app,
    { method: 'POST', url: consolePaths.adjust, auth: 'operator', summary: "Propose a member's balance adjustment (a second operator confirms)", params: consoleMemberParams, access: 'operator', perm: 'member.adjust', body: adjustRequest, response: proposalView },
    ({ req, body }) =>
      review.proposeAdjust(req.operator!, parseInput(consoleMemberParams, req.params).account, body.amount, body.reason, body.requestId),
  );
  route(
    app,
    {
      method: 'GET',
      url: consolePaths.chargeAudit,
      auth: 'operator',
      summary: "Orders whose charge differs from the engine's count × amount, with the difference per member",
      access: 'operator',
      perm: 'report.view',
      query: chargeAuditQuery,
      response: chargeAuditView,
    },
    ({ query }) => auditCharges(app.deps.db, { afterId: query.afterId ?? 0n, scan: query.scan, limit: query.limit }),
  );
  route(
    app,
    { method: 'GET', url: consolePaths.proposals, auth: 'operator', summary: 'Two-person proposals', access: 'operator', perm: 'member.adjust', query: proposalListQuery, response: pageOf(consoleProposalView) },
    ({ req, query }) => review.listProposals(query, req.operator!),
  );
  route(app, { method: 'POST', url: consolePaths.proposalConfirm, auth: 'operator', summary: 'Confirm a proposal (not your own)', params: proposalParams, access: 'operator', perm: 'member.adjust', response: proposalDecision }, ({ req }) =>
    review.decideProposal(req.operator!, parseInput(proposalParams, req.params).id, true),
  );
  route(app, { method: 'POST', url: consolePaths.proposalRefuse, auth: 'operator', summary: 'Refuse a proposal', params: proposalParams, access: 'operator', perm: 'member.adjust', response: proposalDecision }, ({ req }) =>
    review.decideProposal(req.operator!, parseInput(proposalParams, req.params).id, false),
  );
}

/**
 * The operators' own calls (console's access): operators, roles and their permissions, the audit
 * log and the sign-in log; registered after the domain modules' console
 * routes (app.ts), so the route table keeps its order.
 */
export function accessRoutes(app: FastifyInstance, access: ConsoleServices['access']): void {
  // System: operators, roles, the audit log and the login log.
  route(app, { method: 'GET', url: consoleAccessPaths.operators, auth: 'operator', summary: 'Operators', access: 'operator', perm: 'operator.manage', response: z.array(operatorView) }, () => access.listOperators());
  route(
    app,
    { method: 'POST', url: consoleAccessPaths.operators, auth: 'operator', summary: 'Create an operator', access: 'operator', perm: 'operator.manage', body: operatorCreateRequest, response: operatorView },
    ({ req, body }) => access.createOperator(req.operator!, body),
  );
  route(
    app,
    { method: 'POST', url: consoleAccessPaths.operator, auth: 'operator', summary: "Change an operator's role, status, password or second factor (only one within your permissions, to a role within them; a super admin's reset is confirmed by another)", params: operatorParams, access: 'operator', perm: 'operator.manage', body: operatorUpdateRequest, response: operatorUpdateResponse },
    ({ req, body }) => access.updateOperator(req.operator!, parseInput(operatorParams, req.params).id, body),
  );
  route(app, { method: 'GET', url: consoleAccessPaths.roles, auth: 'operator', summary: 'Operator roles and their permissions', access: 'operator', perm: 'operator.manage', response: z.array(roleView) }, () => access.listRoles());
  route(
    app,
    { method: 'POST', url: consoleAccessPaths.roles, auth: 'operator', summary: 'Create or replace a custom role', access: 'operator', perm: 'operator.manage', body: roleSaveRequest, response: roleView },
    ({ req, body }) => access.saveRole(req.operator!, body),
  );
  route(app, { method: 'GET', url: consoleAccessPaths.auditList, auth: 'operator', summary: "The operators' audit trail (filters)", access: 'operator', perm: 'audit.view', query: auditListQuery, response: pageOf(auditView) }, ({ query }) =>
    access.auditList(query),
  );
  route(app, { method: 'GET', url: consoleAccessPaths.loginLog, auth: 'operator', summary: 'Operator sign-in log', access: 'operator', perm: 'audit.view', query: loginLogQuery, response: pageOf(loginLogView) }, ({ query }) =>
    access.loginLog(query),
  );
}
