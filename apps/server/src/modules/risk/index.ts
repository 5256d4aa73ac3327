/** The risk module's public face for other modules: the blacklist's refusal (issue #16 "Risk"). */
export { assertNotBlacklisted } from './blacklist.ts';
export { decideHolds, insertHolds, refuseWhileHeld } from './holds.ts';
