/**
 * The wallet module's public face for other modules: the deposit and withdrawal orders' table
 * helpers and presenter (`orderView`, pure), the operators' review queue of those orders, the
 * wallet lock, fund-password check, idempotency keys and the turnover a credit requires; the
 * operators' balance adjustments (proposed here, applied by their `proposalKind` when confirmed).
 */
export {
  checkFundPassword,
  createWalletService,
  milliOf,
  newOrderNo,
  orderView,
  requestKeyOf,
  turnoverFor,
  type MemberRef,
  type WalletService,
} from './service.ts';
export {
  addTurnoverRequired,
  countWithdrawalsSince,
  findOrderByRequest,
  findOwnOrder,
  insertOrder,
  lockWallet,
  resetTurnover,
  transitionOrder,
} from './repository.ts';
export { dayStart, platformDate } from './days.ts';
export { WALLET_LOCKED } from '../ledger/index.ts';
export { refuseTransition, reviewedBy, reviewQueue } from './review-queue.ts';
export { dayRange } from './days.ts';
export { addBetTurnovers, getWalletView } from './repository.ts';
export { ADJUST_KIND, createAdjustmentService, type AdjustmentService } from './adjustments.ts';
export { adjustmentRoutes } from './console-routes.ts';
