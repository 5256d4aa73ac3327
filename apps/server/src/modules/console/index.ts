/**
 * The console module's public face for other modules: the two-person rule's check (issue #26),
 * which every place with a second approval uses.
 */
export { assertSecondPerson, samePersonReason } from './two-person.ts';
