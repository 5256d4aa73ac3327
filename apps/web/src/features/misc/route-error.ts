/**
 * What a route error means for the member. A lazy page's chunk that cannot be fetched is almost
 * always a deployment that replaced the hashed files the open tab still refers to (or a dropped
 * connection): one automatic reload fixes it. A reload loop is prevented by remembering the last
 * automatic reload for a minute in sessionStorage.
 */
const RELOAD_KEY = 'lotus.chunkReloadAt';
const RELOAD_WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically|chunk load timeout|Unable to preload CSS/i.test(
    message,
  );
}

/** Whether an automatic reload is due (none in the last minute): asked before the page shows anything. */
export function chunkReloadDue(storage: Pick<Storage, 'getItem'>, now = Date.now()): boolean {
  return now - Number(storage.getItem(RELOAD_KEY) ?? 0) >= RELOAD_WINDOW_MS;
}

/** Reloads once per window; answers whether it did (false: the member decides). */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now = Date.now(),
): boolean {
  if (!chunkReloadDue(storage, now)) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}
