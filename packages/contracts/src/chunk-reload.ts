/**
 * What a route error means in the member site and the console alike. A lazy page's chunk that
 * cannot be fetched is almost always a deployment that replaced the hashed files the open tab
 * still refers to (or a dropped connection): one automatic reload fixes it. A reload loop is
 * prevented by remembering the last automatic reload for a minute in sessionStorage (per tab,
 * per origin: the two apps share the key, and a reload of either counts).
 */
const RELOAD_KEY = 'lotus.chunkReloadAt';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** The part of the Web Storage API the decision needs (sessionStorage in a browser). */
export interface ReloadMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically|chunk load timeout|Unable to preload CSS/i.test(
    message,
  );
}

/** Whether an automatic reload is due (none in the last minute): asked before the page shows anything. */
export function chunkReloadDue(storage: Pick<ReloadMemory, 'getItem'>, now = Date.now()): boolean {
  return now - Number(storage.getItem(RELOAD_KEY) ?? 0) >= CHUNK_RELOAD_WINDOW_MS;
}

/** Reloads once per window; answers whether it did (false: the person decides). */
export function reloadOnceForChunkError(storage: ReloadMemory, reload: () => void, now = Date.now()): boolean {
  if (!chunkReloadDue(storage, now)) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}
