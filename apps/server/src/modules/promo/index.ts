/** The promo module's public face for other modules: what a completed deposit earns (modules/deposits). */
export { onDepositApproved } from './hooks.ts';
