/**
 * The orders module's public face for other modules (issue #29): what they use of it. Other modules
 * import this file, never the ones behind it.
 */
export { auditCharges } from './charge-audit.ts';
export { chargeAuditRoutes } from './console-routes.ts';
export { type createChaseService } from './chases.ts';
export { type createRecordService, present, underReviewSql } from './records.ts';
