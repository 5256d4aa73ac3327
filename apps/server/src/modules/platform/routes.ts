import type { FastifyInstance } from 'fastify';
import { paths, platformConfigQuery, platformConfigResponse, serverTimeResponse, systemConfigResponse } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { createPlatformService } from './service.ts';

export function platformRoutes(app: FastifyInstance): void {
  const platform = createPlatformService(app.deps);

  route(app, { method: 'GET', url: paths.platformConfig, auth: 'none', summary: 'Per-host platform configuration', access: 'public', query: platformConfigQuery, response: platformConfigResponse }, ({ query, req }) =>
    platform.configFor(query.serviceName ?? req.hostname),
  );

  route(app, { method: 'GET', url: paths.systemConfig, auth: 'none', summary: 'Service addresses (push, time, play description)', access: 'public', response: systemConfigResponse }, ({ req }) =>
    platform.systemConfig({ protocol: req.protocol, host: req.host }),
  );

  // The time server: its Date header gives the client its server gap (spec §4, §7).
  route(app, { method: 'GET', url: paths.serverTime, auth: 'none', summary: 'Server time (Date header gives the gap)', access: 'public', response: serverTimeResponse }, ({ reply }) => {
    const now = app.deps.clock.now();
    reply.header('date', now.toUTCString());
    return { now: now.getTime() };
  });
}
