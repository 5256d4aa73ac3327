/** The security module's public face for other modules: a member's second factor on a money request. */
export { requireOtp } from './totp.ts';
export { type LoginOutcome, recordLoginAttempt, signInNovelty } from './service.ts';
export { checkOtp } from './totp.ts';
