import { defineRoute } from '../client.ts';
import {
  blacklistAddRequest,
  blacklistParams,
  blacklistQuery,
  blacklistView,
  consoleRiskPaths,
  riskClusterQuery,
  riskClusterView,
  riskDecision,
  riskHoldListQuery,
  riskHoldParams,
  riskHoldView,
  riskRejectRequest,
  riskReleaseRequest,
  riskSettingsRequest,
  riskSettingsView,
} from '../console-risk.ts';
import { pageOf } from '../envelope-schemas.ts';
import { noData } from '../responses.ts';

/** Held wins, shared IPs and devices, the blacklist and the hold settings (apps/console risk). */
export const riskRoutes = {
  holds: defineRoute({ method: 'GET', path: consoleRiskPaths.holds, query: riskHoldListQuery, response: pageOf(riskHoldView) }),
  release: defineRoute({
    method: 'POST',
    path: consoleRiskPaths.release,
    params: riskHoldParams,
    body: riskReleaseRequest,
    response: riskDecision,
  }),
  reject: defineRoute({
    method: 'POST',
    path: consoleRiskPaths.reject,
    params: riskHoldParams,
    body: riskRejectRequest,
    response: riskDecision,
  }),
  settings: defineRoute({ method: 'GET', path: consoleRiskPaths.settings, response: riskSettingsView }),
  saveSettings: defineRoute({
    method: 'POST',
    path: consoleRiskPaths.settings,
    body: riskSettingsRequest,
    response: riskSettingsView,
  }),
  clusters: defineRoute({
    method: 'GET',
    path: consoleRiskPaths.clusters,
    query: riskClusterQuery,
    response: pageOf(riskClusterView),
  }),
  blacklist: defineRoute({ method: 'GET', path: consoleRiskPaths.blacklist, query: blacklistQuery, response: pageOf(blacklistView) }),
  blacklistAdd: defineRoute({ method: 'POST', path: consoleRiskPaths.blacklist, body: blacklistAddRequest, response: blacklistView }),
  blacklistRemove: defineRoute({
    method: 'POST',
    path: consoleRiskPaths.blacklistRemove,
    params: blacklistParams,
    response: noData,
  }),
};
