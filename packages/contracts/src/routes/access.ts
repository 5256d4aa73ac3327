import { defineRoute } from '../client.ts';
import {
  auditListQuery,
  auditView,
  consoleAccessPaths,
  loginLogQuery,
  loginLogView,
} from '../console-access.ts';
import { pageOf } from '../envelope-schemas.ts';

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
