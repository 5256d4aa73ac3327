/** The promo module's public face for other modules: what a completed deposit earns (modules/deposits). */
export { onDepositApproved } from './hooks.ts';
export { BUSINESS_DAY_START_HOUR, businessDay, businessDayEnd, instantOf } from './calendar.ts';
export { depositOfferText, type DepositRuleRow } from './deposit.ts';
export { onIssueSettled } from './hooks.ts';
export { takeBackIssueValidBets } from './valid-bet.ts';
