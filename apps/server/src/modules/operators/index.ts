/**
 * The operators' public face for other modules: the two-person rule's checks (issue #26), which
 * every place with a second approval uses (balance adjustments, official results, cancellations
 * and re-settlements, large withdrawals and transfers). It reads the operators table only, so the
 * modules that approve money can use it without reaching the console's routes; the one
 * presenter of a two-person proposal, whichever module made it; and the proposals' queue and
 * decision (`createProposalQueue`, its routes in console-routes.ts), each kind applied by the
 * `ProposalKind` its owning module gives.
 */
export { assertSecondPerson, samePersonReason, secondPersonFor } from './two-person.ts';
export { proposalView } from './proposals.ts';
export { createProposalQueue, type Proposal, type ProposalKind, type ProposalQueue } from './queue.ts';
export { proposalRoutes } from './console-routes.ts';
