/**
 * The reports module's public face for other modules (issue #29): what they use of it, and the
 * console's dashboard (its service and route) the composition root builds and registers. Other
 * modules import this file, never the ones behind it.
 */
export { type ReportService } from './service.ts';
export { createDashboardService } from './dashboard.ts';
export { dashboardRoutes } from './console-routes.ts';
