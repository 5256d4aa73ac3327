/**
 * The deposits module's public face: its service (built by the composition root, services.ts) and
 * the gateway to the providers it is handed (modules/payments builds one), its member and console
 * routes, and the crediting of a deposit that modules/payments calls when a provider or the bank
 * feed reports one paid (each in the caller's transaction, one credit per order).
 */
export { createDepositsService, type DepositGateway, type DepositsService } from './service.ts';
export { depositRoutes } from './routes.ts';
export { completeDeposit, creditNewDeposit, failDeposit, findDeposit } from './credit.ts';
