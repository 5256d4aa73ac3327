import { lazy, type ComponentType } from 'react';

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
