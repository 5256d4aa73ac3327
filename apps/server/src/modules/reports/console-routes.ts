import type { FastifyInstance } from 'fastify';
import { consoleDashboardView, consoleDashPaths } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import type { createDashboardService } from './dashboard.ts';

/** The console's dashboard (issue #16; this module owns it, #29): read-only, for operators with dashboard.view. */
export function dashboardRoutes(app: FastifyInstance, dashboard: ReturnType<typeof createDashboardService>): void {
  route(
    app,
    {
      method: 'GET',
      url: consoleDashPaths.summary,
      auth: 'operator',
      summary: "The dashboard: review queues with their oldest order, today's bets, wins, GGR and new members, online members, each lottery's issue health, recent alerts",
      access: 'operator',
      perm: 'dashboard.view',
      response: consoleDashboardView,
    },
    () => dashboard.summary(),
  );
}
