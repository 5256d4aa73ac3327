/** The cards module's public face for other modules: a member's cards as the withdrawals read them. */
export { findOwnCard, listCards } from './repository.ts';
