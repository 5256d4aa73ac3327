import type { FastifyInstance } from 'fastify';
import {
  consoleHostPaths,
  hostConfigBody,
  hostConfigView,
  hostListQuery,
  hostParams,
  hostRow,
  pageOf,
  paths,
  platformConfigMap,
  platformConfigQuery,
  platformConfigResponse,
  serverTimeResponse,
  systemConfigResponse,
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import type { createHostConfigService } from './hosts.ts';
import type { createPlatformService } from './service.ts';
import { WEB_MANIFEST_PATH, webManifest } from './manifest.ts';

export function platformRoutes(app: FastifyInstance, { platform, hosts }: { platform: ReturnType<typeof createPlatformService>; hosts: ReturnType<typeof createHostConfigService> }): void {

  route(app, { method: 'GET', url: paths.platformConfig, auth: 'none', summary: 'Per-host platform configuration', access: 'public', query: platformConfigQuery, response: platformConfigResponse }, ({ query, req }) =>
    platform.configFor(query.serviceName ?? req.hostname),
  );

  route(app, { method: 'GET', url: paths.systemConfig, auth: 'none', summary: 'Service addresses (push, time, play description)', access: 'public', response: systemConfigResponse }, ({ req }) =>
    platform.systemConfig({ protocol: req.protocol, host: req.host }),
  );

  // The installable app's manifest for the asking host (issue #31); revalidated, so a changed name or icon shows on the next visit.
  app.get(WEB_MANIFEST_PATH, async (req, reply) => {
    const site = platformConfigMap(await platform.configFor(req.hostname));
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(webManifest(site)));
  });

  // The time server: its Date header gives the client its server gap (docs/product.md §4, §7).
  route(app, { method: 'GET', url: paths.serverTime, auth: 'none', summary: 'Server time (Date header gives the gap)', access: 'public', response: serverTimeResponse }, ({ reply }) => {
    const now = app.deps.clock.now();
    reply.header('date', now.toUTCString());
    return { now: now.getTime() };
  });

  // The console's per-host site configuration (issue #16): operations (content.manage); audited.
  const host = (params: unknown) => parseInput(hostParams, params).host;
  route(app, { method: 'GET', url: consoleHostPaths.list, auth: 'operator', summary: 'Sites by host: the default site (*) and every host with its own configuration', access: 'operator', perm: 'content.manage', query: hostListQuery, response: pageOf(hostRow) }, ({ query }) =>
    hosts.list(query),
  );
  route(app, { method: 'GET', url: consoleHostPaths.one, auth: 'operator', summary: "A host's own site configuration and the default site's", access: 'operator', perm: 'content.manage', params: hostParams, response: hostConfigView }, ({ req }) =>
    hosts.get(host(req.params)),
  );
  route(
    app,
    { method: 'POST', url: consoleHostPaths.one, auth: 'operator', summary: "Create or change a host's site configuration: name, logo, favicon, colour, banners, chat and download links (audited)", access: 'operator', perm: 'content.manage', params: hostParams, body: hostConfigBody, response: hostConfigView },
    ({ req, body }) => hosts.save(req.operator!, host(req.params), body),
  );
}
