/**
 * Payments (issue #28): deposits paid at a provider and credited by its signed callback. The
 * module's public face: buildApp builds the service once with its providers and hands it to the
 * wallet (the deposit's pay URL) and to the routes.
 */
export { createPaymentsService, type PaymentsService } from './service.ts';
export { paymentsRoutes } from './routes.ts';
export { createVnpayProvider, vndOf } from './vnpay.ts';
export type { PaymentProvider } from './provider.ts';
export { createPayoutService, payoutKey, type PayoutService } from './payout.ts';
export { createReconcileService, type ReconcileService } from './reconcile.ts';
export { createTransfersService, type TransfersService } from './transfers.ts';
export { transferRoutes } from './transfer-routes.ts';
export { createDepositRecheck, type DepositRecheck } from './recheck.ts';
