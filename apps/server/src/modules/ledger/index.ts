/**
 * The ledger's public face (issue #29): the one money path. `moveMoney` and `creditMany` move
 * money between accounts; `placeBet` and the group commit `createAppBetBatcher` are the bet's
 * statements the orders module calls; the figures read what the ledger holds; the balance push
 * tells members their new balance. Other modules import this file, never the ones behind it.
 */
export * from './service.ts';
export * from './bet.ts';
export * from './bet-batch.ts';
export * from './figures.ts';
export * from './balance-push.ts';
export * from './audit.ts';
export * from './partitions.ts';
export * from './wallet-lock.ts';
export { partitionRoutes } from './routes.ts';
