/**
 * The registration form's checks (docs/product.md §5), giving the message keys the server uses for the same
 * rules so the user sees one wording. The server checks again and has the last word.
 */
export interface RegisterFields {
  account: string;
  password: string;
  confirmPassword: string;
}

export function registerProblems(v: RegisterFields): Partial<Record<keyof RegisterFields, string>> {
  const out: Partial<Record<keyof RegisterFields, string>> = {};
  if (!/^[A-Za-z0-9]{6,16}$/.test(v.account)) out.account = 'member.accountInvalid';
  if (!/^[A-Za-z0-9]{6,16}$/.test(v.password)) out.password = 'member.passwordInvalid';
  else if (v.password.toLowerCase() === v.account.toLowerCase())
    out.password = 'member.passwordSameAsAccount';
  // Weak (docs/product.md §5): containing 123 or a digit repeated three times (000–999).
  else if (v.password.includes('123') || /(\d)\1\1/.test(v.password)) out.password = 'member.passwordWeak';
  if (v.confirmPassword !== v.password) out.confirmPassword = 'member.passwordMismatch';
  return out;
}
