/** The security module's public face for other modules: a member's second factor on a money request. */
export { requireOtp } from './totp.ts';
