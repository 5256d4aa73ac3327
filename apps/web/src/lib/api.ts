import { ResultCode, type Envelope } from '@lotus/contracts';
import { currentLanguage } from './i18n.ts';
import { clearSession, getAuthorization, getToken } from './session.ts';
import { STORAGE, writeStored } from './storage.ts';
import { deviceCode, runsInstalled } from './device.ts';

/** A failed call: the server's code and its already translated message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    /** The envelope's data of a refusal (e.g. `{ duplicate: true }` for a repeat bet). */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** Codes of failures that never reached a server answer. */
export const CLIENT_NETWORK = -1;
export const CLIENT_TIMEOUT = -2;

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

type Params = Record<string, string | number | boolean | undefined>;

function encode(params: Params): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return q.toString();
}

/**
 * Calls the API with the token, authorization and language headers (docs/product.md §7), form-encoded
 * bodies, and unwraps the `{code, msg, data}` envelope: returns data on code 0, throws ApiError
 * otherwise. A 401 (status or code) clears the session and goes to login.
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  params: Params = {},
  options: { timeoutMs?: number } = {},
): Promise<T> {
  const headers: Record<string, string> = { lang: currentLanguage(), device: String(deviceCode(navigator.userAgent)) };
  if (runsInstalled()) headers.app = 'pwa';
  const token = getToken();
  const authorization = getAuthorization();
  if (token) headers.token = token;
  if (authorization) headers.authorization = authorization;
  let url = path;
  let body: string | undefined;
  if (method === 'GET' || method === 'DELETE') {
    const q = encode(params);
    if (q) url += `?${q}`;
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = encode(params);
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new ApiError(timedOut ? CLIENT_TIMEOUT : CLIENT_NETWORK, '', 0);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError(ResultCode.SERVER_ERROR, '', res.status);
  }
  if (res.status === 401 || envelope.code === ResultCode.NOT_LOGGED_IN) {
    onUnauthorized();
    throw new ApiError(ResultCode.NOT_LOGGED_IN, envelope.msg, 401);
  }
  if (envelope.code !== ResultCode.OK)
    throw new ApiError(envelope.code, envelope.msg, res.status, envelope.data);
  return envelope.data;
}
