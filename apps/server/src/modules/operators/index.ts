/**
 * The operators' public face for other modules: the two-person rule's checks (issue #26), which
 * every place with a second approval uses (balance adjustments, official results, cancellations
 * and re-settlements, large withdrawals and transfers). It reads the operators table only, so the
 * modules that approve money can use it without reaching the console's routes; and the one
 * presenter of a two-person proposal, whichever module made it.
 */
export { assertSecondPerson, samePersonReason, secondPersonFor } from './two-person.ts';
export { proposalView } from './proposals.ts';
