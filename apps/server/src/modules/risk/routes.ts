import type { FastifyInstance } from 'fastify';
import {
  blacklistAddRequest,
  blacklistParams,
  blacklistQuery,
  blacklistView,
  consoleRiskPaths,
  noData,
  pageOf,
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
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import type { createRiskService } from './service.ts';

/** The console's Risk calls (issue #16): permission risk.review (super admin and the risk role). */
export function riskRoutes(app: FastifyInstance, { risk }: { risk: ReturnType<typeof createRiskService> }): void {
  const orderId = (params: unknown) => BigInt(parseInput(riskHoldParams, params).orderId);
  const base = { auth: 'operator', access: 'operator', perm: 'risk.review' } as const;

  route(
    app,
    {
      ...base,
      method: 'GET',
      url: consoleRiskPaths.holds,
      summary: "Wins held for review before payout, with the member's context",
      query: riskHoldListQuery,
      response: pageOf(riskHoldView),
    },
    ({ query, lang }) => risk.listHolds(query, lang),
  );
  route(
    app,
    {
      ...base,
      method: 'POST',
      url: consoleRiskPaths.release,
      summary: 'Release a held win: pays it once (audited)',
      params: riskHoldParams,
      body: riskReleaseRequest,
      response: riskDecision,
    },
    ({ req, body }) => risk.decide(req.operator!, orderId(req.params), true, body.reason),
  );
  route(
    app,
    {
      ...base,
      method: 'POST',
      url: consoleRiskPaths.reject,
      summary: 'Reject a held win with a reason: the win is void, the stake kept (audited)',
      params: riskHoldParams,
      body: riskRejectRequest,
      response: riskDecision,
    },
    ({ req, body }) => risk.decide(req.operator!, orderId(req.params), false, body.reason),
  );
  route(
    app,
    {
      ...base,
      method: 'GET',
      url: consoleRiskPaths.settings,
      summary: 'Risk hold settings',
      response: riskSettingsView,
    },
    () => risk.settings(),
  );
  route(
    app,
    {
      ...base,
      method: 'POST',
      url: consoleRiskPaths.settings,
      summary: 'Save the risk hold settings (audited)',
      body: riskSettingsRequest,
      response: riskSettingsView,
    },
    ({ req, body }) => risk.updateSettings(req.operator!, body),
  );
  route(
    app,
    {
      ...base,
      method: 'GET',
      url: consoleRiskPaths.clusters,
      summary: 'IPs or device ids shared by several accounts',
      query: riskClusterQuery,
      response: pageOf(riskClusterView),
    },
    ({ query }) => risk.clusters(query),
  );
  route(
    app,
    {
      ...base,
      method: 'GET',
      url: consoleRiskPaths.blacklist,
      summary: 'Blacklisted IPs, devices and cards',
      query: blacklistQuery,
      response: pageOf(blacklistView),
    },
    ({ query }) => risk.blacklist(query),
  );
  route(
    app,
    {
      ...base,
      method: 'POST',
      url: consoleRiskPaths.blacklist,
      summary: 'Blacklist an IP, device id or card (audited)',
      body: blacklistAddRequest,
      response: blacklistView,
    },
    ({ req, body }) => risk.addBlacklist(req.operator!, body),
  );
  route(
    app,
    {
      ...base,
      method: 'POST',
      url: consoleRiskPaths.blacklistRemove,
      summary: 'Remove a blacklist entry (audited)',
      params: blacklistParams,
      response: noData,
    },
    ({ req }) => risk.removeBlacklist(req.operator!, BigInt(parseInput(blacklistParams, req.params).id)),
  );
}
