import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  auditListQuery,
  auditView,
  consoleAccessPaths,
  loginLogQuery,
  loginLogView,
  operatorCreateRequest,
  operatorParams,
  operatorUpdateRequest,
  operatorUpdateResponse,
  operatorView,
  pageOf,
  roleSaveRequest,
  roleView,
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import type { createAccessService } from './access.ts';

/** The console's own services, each built once by the composition root (services.ts). */
export interface ConsoleServices {
  access: ReturnType<typeof createAccessService>;
}

/**
 * The operators' own calls (console's access, issues #5, #16): operators, roles and their
 * permissions, the audit log and the sign-in log; operator sessions only, each with the permission
 * it needs (checked by `route()`), members' tokens refused, every write audited. Registered after
 * the domain modules' console routes (app.ts), so the route table keeps its order.
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
