import { readStored, STORAGE, writeStored } from './storage.ts';

/** The token may arrive on the entry URL (docs/product.md §2); it is stored and removed from the address. */
export function adoptTokenFromUrl(location: Location, history: History): void {
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  if (!token) return;
  setSession(token.slice(0, 256), `Bearer ${token.slice(0, 256)}`);
  params.delete('token');
  const query = params.toString();
  history.replaceState(history.state, '', location.pathname + (query ? `?${query}` : '') + location.hash);
}

export const getToken = () => readStored(STORAGE.token);
export const getAuthorization = () => readStored(STORAGE.authorization);

export function setSession(token: string, authorization: string): void {
  writeStored(STORAGE.token, token);
  writeStored(STORAGE.authorization, authorization);
}

export function clearSession(): void {
  writeStored(STORAGE.token, null);
  writeStored(STORAGE.authorization, null);
  // Home's copy was made for a signed-in visit: the next one starts without it.
  writeStored(STORAGE.keptHome, null);
}

/**
 * After the server ended every session of the member (a changed login password): ends this one,
 * leaves `notice` for the login page (shown once, with "please sign in again") and returns the
 * login address with his account filled in.
 */
export function signInAgainPath(account: string, notice: string): string {
  clearSession();
  writeStored(STORAGE.notice, notice);
  return `/login?account=${encodeURIComponent(account)}`;
}
