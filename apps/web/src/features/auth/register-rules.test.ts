import { describe, expect, it } from 'vitest';
import { registerProblems } from './register-rules.ts';

describe('registration checks (docs/product.md §5)', () => {
  it.each([
    [
      { account: 'abc', password: 'good2468', confirmPassword: 'good2468' },
      { account: 'member.accountInvalid' },
    ],
    [{ account: 'player01', password: 'good2468', confirmPassword: 'good2468' }, {}],
    [
      { account: 'player01', password: 'Player01', confirmPassword: 'Player01' },
      { password: 'member.passwordSameAsAccount' },
    ],
    [
      { account: 'player01', password: 'abc12345', confirmPassword: 'abc12345' },
      { password: 'member.passwordWeak' },
    ],
    [
      { account: 'player01', password: 'abc70008', confirmPassword: 'abc70008' },
      { password: 'member.passwordWeak' },
    ],
    [
      { account: 'player01', password: 'ab-2468', confirmPassword: 'ab-2468' },
      { password: 'member.passwordInvalid' },
    ],
    [
      { account: 'player01', password: 'good2468', confirmPassword: 'good2469' },
      { confirmPassword: 'member.passwordMismatch' },
    ],
  ])('%j → %j', (input, expected) => {
    expect(registerProblems(input)).toEqual(expected);
  });
});
