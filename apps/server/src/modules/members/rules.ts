/**
 * Member input rules that depend on settings (docs/product.md §5). Pure functions returning the message key
 * of the first broken rule, or null.
 */

/** Login password: 6–16 letters or digits, not the account, mixed in the strength variant, not weak. */
export function loginPasswordProblem(account: string, password: string, strength: boolean): string | null {
  if (!/^[A-Za-z0-9]{6,16}$/.test(password)) return 'member.passwordInvalid';
  if (password.toLowerCase() === account.toLowerCase()) return 'member.passwordSameAsAccount';
  if (strength && !(/[A-Za-z]/.test(password) && /\d/.test(password))) return 'member.passwordNeedsMix';
  // Weak (docs/product.md §5): containing 123 or a repeated digit 000–999.
  if (password.includes('123') || /(\d)\1\1/.test(password)) return 'member.passwordWeak';
  return null;
}

/** Mobile: digits with an optional leading plus; 9–11 long ('short') or 6–15 ('long'). */
export function mobileProblem(mobile: string, rule: 'short' | 'long'): string | null {
  const [min, max] = rule === 'short' ? [9, 11] : [6, 15];
  if (!/^\+?\d+$/.test(mobile) || mobile.length < min || mobile.length > max) return 'member.mobileInvalid';
  return null;
}

/** The rebate a prize group leaves for the member to take (docs/product.md §11.1: 20 points = 1%, floor 1700). */
export const MIN_PRIZE_GROUP = 1700;
export function rebatePercent(prizeGroup: number): string {
  return (Math.max(0, prizeGroup - MIN_PRIZE_GROUP) / 20).toFixed(1);
}
