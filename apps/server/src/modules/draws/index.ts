/**
 * The draws module's public face for other modules (issue #29): what they use of it. Other modules
 * import this file, never the ones behind it.
 */
export { rederive } from './rederive.ts';
export { createConsoleIssuesService } from './issues.ts';
export { drawConsoleRoutes } from './console-routes.ts';
