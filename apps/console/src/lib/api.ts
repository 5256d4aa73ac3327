import { ApiError, createClient, HEADER_LANG, HEADER_TOKEN } from '@lotus/contracts';
import i18n from 'i18next';

/**
 * The console's client (packages/contracts client.ts): form-encoded bodies, the `{code,msg,data}`
 * envelope, the operator's session in the `token` header (kept in localStorage, apart from
 * members' sessions). A refusal throws an ApiError carrying the result code and the server's
 * translated message; a 401 to a call that sent the session signs the operator out.
 * Every call is `client.call(route, input)` over a route of the contracts' table
 * (packages/contracts src/routes): its input and answer are typed by the route's schemas.
 */
const TOKEN_KEY = 'lotus.console.token';

export const session = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

export { ApiError };

let onSignedOut: () => void = () => undefined;
export const whenSignedOut = (fn: () => void) => {
  onSignedOut = fn;
};

export const client = createClient({
  headers: () => {
    const headers: Record<string, string> = { [HEADER_LANG]: i18n.language || 'vi' };
    const token = session.get();
    if (token) headers[HEADER_TOKEN] = token;
    return headers;
  },
  // Empty form fields mean "not given" here (filters, optional fields).
  omitEmpty: true,
  onUnauthorized: (sent) => {
    if (!sent[HEADER_TOKEN]) return;
    session.clear();
    onSignedOut();
  },
  failureText: (f) => (f.kind === 'format' ? f.statusText : f.error instanceof Error ? f.error.message : ''),
});
