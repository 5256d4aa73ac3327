import { beforeEach, describe, expect, it } from 'vitest';
import { adoptTokenFromUrl, getAuthorization, getToken, signInAgainPath } from './session.ts';

describe('session from the entry URL', () => {
  beforeEach(() => localStorage.clear());

  it('stores a token from the query and removes it from the address', () => {
    window.history.replaceState(null, '', '/web/home?token=abc123&x=1');
    adoptTokenFromUrl(window.location, window.history);
    expect(getToken()).toBe('abc123');
    expect(getAuthorization()).toBe('Bearer abc123');
    expect(window.location.pathname + window.location.search).toBe('/web/home?x=1');
  });

  it('leaves the stored session alone when the URL has no token', () => {
    localStorage.setItem('lotus.token', 'kept');
    window.history.replaceState(null, '', '/web/home');
    adoptTokenFromUrl(window.location, window.history);
    expect(getToken()).toBe('kept');
  });
});

describe('signing in again after a password change', () => {
  beforeEach(() => localStorage.clear());

  it('ends the session, leaves the notice and fills the account on the login address', () => {
    localStorage.setItem('lotus.token', 'old');
    localStorage.setItem('lotus.authorization', 'Bearer old');
    expect(signInAgainPath('demo01', 'centre.security.loginPwdChanged')).toBe('/login?account=demo01');
    expect(getToken()).toBeNull();
    expect(getAuthorization()).toBeNull();
    expect(localStorage.getItem('lotus.notice')).toBe('centre.security.loginPwdChanged');
  });
});
