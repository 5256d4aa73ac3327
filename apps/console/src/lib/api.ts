import { HEADER_LANG, HEADER_TOKEN } from '@lotus/contracts';
import i18n from 'i18next';

/**
 * Console calls: form-encoded bodies, the `{code,msg,data}` envelope, the operator's session in
 * the `token` header (kept in localStorage, apart from members' sessions). A refusal throws an
 * ApiError carrying the server's translated message; 401 signs the operator out.
 */
const TOKEN_KEY = 'lotus.console.token';

export const session = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

type Values = Record<string, string | number | boolean | undefined | null>;

const encode = (values: Values) =>
  new URLSearchParams(
    Object.entries(values)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]): [string, string] => [k, String(v)]),
  );

let onSignedOut: () => void = () => undefined;
export const whenSignedOut = (fn: () => void) => {
  onSignedOut = fn;
};

async function request<T>(method: 'GET' | 'POST', path: string, values: Values = {}, token = session.get()): Promise<T> {
  const headers: Record<string, string> = { [HEADER_LANG]: i18n.language || 'vi' };
  if (token) headers[HEADER_TOKEN] = token;
  let url = path;
  let body: string | undefined;
  if (method === 'GET') {
    const qs = encode(values).toString();
    if (qs) url += `?${qs}`;
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = encode(values).toString();
  }
  const res = await fetch(url, { method, headers, body });
  const json = (await res.json().catch(() => null)) as { code: number; msg: string; data: T } | null;
  if (!json) throw new ApiError(res.status, res.statusText);
  if (res.status === 401 && token) {
    session.clear();
    onSignedOut();
  }
  if (json.code !== 0) throw new ApiError(json.code, json.msg);
  return json.data;
}

export const api = {
  get: <T>(path: string, query?: Values) => request<T>('GET', path, query),
  post: <T>(path: string, body?: Values, token?: string) => request<T>('POST', path, body, token),
};

/** `/x/:id/y` with its parameters filled in. */
export const pathOf = (template: string, params: Record<string, string | number>) =>
  template.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(params[k] ?? '')));
