import { lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { HomeNotices as HomeNoticesView } from '../content/components/HomeNotices.tsx';
import type { HomeLotteries as HomeLotteriesView } from '../catalogue/components/HomeLotteries.tsx';
import { HOME_NOTICES, noticesQueryOptions } from '../content/api/get-notices.ts';
import { lotteryListQueryOptions } from '../catalogue/api/get-lottery-list.ts';
import { homeSections, startCurrentIssues } from '../catalogue/api/current-issues.ts';
import { systemConfigQueryOptions } from '../session/api/get-system-config.ts';

let lotteriesLoaded: typeof HomeLotteriesView | undefined;
let noticesLoaded: typeof HomeNoticesView | undefined;

/** Home's lottery sections and notice line: their own chunks (they need the lottery and content code). */
export const loadHomeLotteries = () =>
  import('../catalogue/components/HomeLotteries.tsx').then((m) => (lotteriesLoaded = m.HomeLotteries));
export const loadHomeNotices = () =>
  import('../content/components/HomeNotices.tsx').then((m) => (noticesLoaded = m.HomeNotices));

/**
 * A lazy component that renders at once when its chunk is already in (issue #13). React.lazy over a
 * promise suspends on its first render even when the promise has settled (its `then` runs later),
 * so home's cards went out as a Suspense fallback with the first render and came back in a retry
 * that React throttles and renders in time slices: 0.3–1 s later on a phone with a slow CPU. When
 * the module is loaded, the thenable given to React settles synchronously and the first render
 * shows the component.
 */
export function preloadedLazy<P extends object>(
  loaded: () => ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
) {
  return lazy<ComponentType<P>>(() => {
    const component = loaded();
    if (!component) return load().then((c) => ({ default: c }));
    // A thenable, not a promise: React reads `then` synchronously and finds the module resolved.
    return { then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: component }) } as unknown as Promise<{ default: ComponentType<P> }>;
  });
}

export const HomeLotteries = preloadedLazy(() => lotteriesLoaded, loadHomeLotteries);
export const HomeNotices = preloadedLazy(() => noticesLoaded, loadHomeNotices);

/** /web/, which goes on to /web/home, and /web/home itself. */
export const isHomePath = (pathname: string): boolean => /^\/web(\/home)?\/?$/.test(pathname);

/**
 * Starts what home shows first, at boot beside the catalogue and the platform config (issue #13):
 * the chunks of the lottery sections and the notice line, the lottery list and notices they read,
 * the current issues of the lotteries whose countdowns it shows, and the system config the
 * layout's session reads. Otherwise each waits for the step before it —
 * the first render, the chunk, its render — and a phone on a slow line pays every round trip in a
 * row (docs/performance.md). Resolves when both chunks are in (or one failed: the page's lazy part
 * then shows the error as before).
 */
export function startHomePage(queryClient: QueryClient): Promise<void> {
  const chunks = Promise.all([loadHomeLotteries(), loadHomeNotices()]);
  // The countdowns' current issues, for the lotteries home will show: at once with a list kept
  // from the last visit, else as soon as the list comes (current-issues.ts).
  const listOptions = lotteryListQueryOptions();
  const listed = queryClient.prefetchQuery(listOptions);
  const kept = queryClient.getQueryData(listOptions.queryKey);
  if (kept) startCurrentIssues(homeSections(kept, null).clockIds);
  else
    void listed.then(() => {
      const list = queryClient.getQueryData(listOptions.queryKey);
      if (list) startCurrentIssues(homeSections(list, null).clockIds);
    });
  void queryClient.prefetchQuery(noticesQueryOptions(1, HOME_NOTICES));
  void queryClient.prefetchQuery(systemConfigQueryOptions());
  return chunks.then(
    () => undefined,
    () => undefined,
  );
}
