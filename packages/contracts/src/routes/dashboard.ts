import { defineRoute } from '../client.ts';
import { consoleDashboardView, consoleDashPaths } from '../console-dash.ts';

/** The console's first screen (apps/console dashboard/DashboardPage). */
export const dashboardRoutes = {
  summary: defineRoute({ method: 'GET', path: consoleDashPaths.summary, response: consoleDashboardView }),
};
