import { z } from 'zod';
import { defineRoute } from '../client.ts';
import {
  auditListQuery,
  auditView,
  consoleAccessPaths,
  consoleLoginRequest,
  consoleLoginResponse,
  consoleMe,
  loginLogQuery,
  loginLogView,
  operatorCreateRequest,
  operatorParams,
  operatorUpdateRequest,
  operatorUpdateResponse,
  operatorView,
  passwordSetRequest,
  roleView,
  totpEnrolRequest,
} from '../console-access.ts';
import { pageOf } from '../envelope-schemas.ts';
import { paths } from '../paths.ts';
import { systemConfigResponse } from '../platform.ts';
import { noData } from '../responses.ts';

/** Operators' trails (apps/console system: AuditPage, LoginLogPage). */
export const accessRoutes = {
  audit: defineRoute({
    method: 'GET',
    path: consoleAccessPaths.auditList,
    query: auditListQuery,
    response: pageOf(auditView),
  }),
  loginLog: defineRoute({
    method: 'GET',
    path: consoleAccessPaths.loginLog,
    query: loginLogQuery,
    response: pageOf(loginLogView),
  }),
};

/** The operator's session: sign-in (password, second factor, a new password), who he is, sign-out (apps/console auth). */
export const sessionRoutes = {
  login: defineRoute({ method: 'POST', path: consoleAccessPaths.login, body: consoleLoginRequest, response: consoleLoginResponse }),
  /** With the enrolment token of the sign-in's answer in the token header. */
  totpEnrol: defineRoute({ method: 'POST', path: consoleAccessPaths.totpEnrol, body: totpEnrolRequest, response: consoleLoginResponse }),
  /** With the password-stage token of the sign-in's answer in the token header. */
  passwordSet: defineRoute({
    method: 'POST',
    path: consoleAccessPaths.passwordSet,
    body: passwordSetRequest,
    response: consoleLoginResponse,
  }),
  me: defineRoute({ method: 'GET', path: consoleAccessPaths.me, response: consoleMe }),
  logout: defineRoute({ method: 'POST', path: consoleAccessPaths.logout, response: noData }),
  /** The public system config (the platform time zone). */
  systemConfig: defineRoute({ method: 'GET', path: paths.systemConfig, response: systemConfigResponse }),
};

/** Operators and roles (apps/console system/OperatorsPage). */
export const operatorRoutes = {
  list: defineRoute({ method: 'GET', path: consoleAccessPaths.operators, response: z.array(operatorView) }),
  create: defineRoute({ method: 'POST', path: consoleAccessPaths.operators, body: operatorCreateRequest, response: operatorView }),
  update: defineRoute({
    method: 'POST',
    path: consoleAccessPaths.operator,
    params: operatorParams,
    body: operatorUpdateRequest,
    response: operatorUpdateResponse,
  }),
  roles: defineRoute({ method: 'GET', path: consoleAccessPaths.roles, response: z.array(roleView) }),
};
