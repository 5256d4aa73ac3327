import { lazy, useEffect, useState, type ComponentType } from 'react';

/**
 * Mantine's whole stylesheet (lib/all-styles.ts). The first page renders with its own part of it
 * (app/first-page.css, render-blocking); everything else waits for the whole: a route
 * (app/router.tsx), a lazy part of the first page (lazyPart), the offline screen. Loaded once, after
 * the first render, by main.tsx.
 */
export const loadAllStyles = (): Promise<unknown> => import('./all-styles.ts');

/** React.lazy of a part that renders once both its chunk and Mantine's whole stylesheet are in. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([load(), loadAllStyles()]).then(([part]) => part));
}

/** How long a part mounted when the browser is idle waits for it at most. */
const IDLE_MOUNT_MS = 1_000;

/**
 * False at the first render, true once the browser has been idle after it (or a second has
 * passed): a part nobody sees at first (the notifications' container) then mounts without its
 * chunks and Mantine's whole stylesheet sharing the phone's bandwidth with the first paint.
 */
export function useIdleMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setMounted(true), { timeout: IDLE_MOUNT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(id);
  }, []);
  return mounted;
}
