import { ApiError, CLIENT_NETWORK, CLIENT_TIMEOUT, createClient, ResultCode } from '@lotus/contracts';
import { currentLanguage } from './i18n.ts';
import { clearSession, getAuthorization, getToken } from './session.ts';
import { STORAGE, writeStored } from './storage.ts';
import { deviceCode, runsInstalled } from './device.ts';
import { takeEarlyGet } from '../features/home/early-gets.ts';

export { ApiError, CLIENT_NETWORK, CLIENT_TIMEOUT };

/**
 * The text to show for a failed call: the server's translated message, else the spec's generic
 * network or server message (§8).
 */
export function errorText(err: unknown, t: (key: string) => string): string {
  if (err instanceof ApiError) {
    if (err.message) return err.message;
    if (err.code === CLIENT_NETWORK || err.code === CLIENT_TIMEOUT) return t('errors.network');
    if (err.code === ResultCode.UNAVAILABLE) return t('errors.unavailable');
  }
  return t('errors.server');
}

/** Pages where a 401 does not send the user to login (docs/product.md §4, §8). */
const PUBLIC_PATHS = [/^\/web\/login/, /^\/web\/reg/, /^\/web\/recover/, /^\/web\/error/];

function onUnauthorized(): void {
  clearSession();
  const path = window.location.pathname;
  if (!PUBLIC_PATHS.some((p) => p.test(path))) {
    // The login page shows why the user is there (docs/product.md §8: 'You Have Not Logged In Or …').
    writeStored(STORAGE.notice, 'errors.notLoggedIn');
    window.location.assign(`/web/login?from=${encodeURIComponent(path)}`);
  }
}

/**
 * The member app's client (packages/contracts client.ts): the token, authorization, language and
 * device headers (docs/product.md §7), form-encoded bodies, the `{code, msg, data}` envelope
 * unwrapped (data on code 0, ApiError otherwise), 15 s to answer; home's first GETs answered from
 * the requests index.html started (features/home/early-gets.ts). A 401 (status or code) clears
 * the session and goes to login. Every call is `client.call(route, input)`, a route of the
 * contracts' table (a first-page module names it by `routeRef`).
 */
export const client = createClient({
  headers: () => {
    const headers: Record<string, string> = { lang: currentLanguage(), device: String(deviceCode(navigator.userAgent)) };
    if (runsInstalled()) headers.app = 'pwa';
    const token = getToken();
    const authorization = getAuthorization();
    if (token) headers.token = token;
    if (authorization) headers.authorization = authorization;
    return headers;
  },
  timeoutMs: 15_000,
  // Home's first GETs, started by index.html before this code arrived (features/home/early-gets.ts).
  fetch: (url, init) => takeEarlyGet(url, init) ?? fetch(url, init as RequestInit),
  onUnauthorized,
});
