/**
 * The withdrawals module's public face: its service (built by the composition root, services.ts),
 * its member and console routes, the payout gateway it is handed (modules/payments builds one),
 * the fee rule and its table.
 */
export { createWithdrawalsService, withdrawalFee, type PayoutGateway, type WithdrawalsService } from './service.ts';
export { withdrawalRoutes } from './routes.ts';
export { withdrawalReviews } from './schema.ts';
