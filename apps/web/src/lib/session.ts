import { readStored, STORAGE, writeStored } from './storage.ts';

/** The token may arrive on the entry URL (spec §2); it is stored and removed from the address. */
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
}
