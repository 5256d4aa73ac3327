/**
 * The agents module's public face for other modules (issue #29): what they use of it. Other modules
 * import this file, never the ones behind it.
 */
export { addQuota, below, findMember, insertSubordinate, INVITE_LINK_AGENT_GONE, inviteCodeOf, quotaLeft, quotasOf, takeQuotaBack } from './repository.ts';
export { rekeyMove } from './rollup.ts';
