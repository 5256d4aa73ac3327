/**
 * The reports module's public face for other modules (issue #29): what they use of it. Other modules
 * import this file, never the ones behind it.
 */
export { type ReportService } from './service.ts';
