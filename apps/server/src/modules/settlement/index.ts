/**
 * The settlement module's public face for other modules (issue #29): what they use of it. Other modules
 * import this file, never the ones behind it.
 */
export { type IssueCancelService } from './cancel.ts';
export { createResettleService } from './resettle.ts';
export { settlementConsoleRoutes } from './console-routes.ts';
