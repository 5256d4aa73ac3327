/**
 * The console module's public face for other modules: the two-person rule's checks (issue #26),
 * which every place with a second approval uses.
 */
export { assertSecondPerson, samePersonReason, secondPersonFor } from './two-person.ts';
