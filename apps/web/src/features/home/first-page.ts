import type { QueryClient } from '@tanstack/react-query';
import { HOME_NOTICES, noticesQueryOptions } from '../content/api/get-notices.ts';
import { lotteryListQueryOptions } from '../lotteries/api/get-lottery-list.ts';

/** Home's lottery sections and notice line: their own chunks (they need the lottery and content code). */
export const loadHomeLotteries = () => import('../lotteries/components/HomeLotteries.tsx');
export const loadHomeNotices = () => import('../content/components/HomeNotices.tsx');

/** /web/, which goes on to /web/home, and /web/home itself. */
export const isHomePath = (pathname: string): boolean => /^\/web(\/home)?\/?$/.test(pathname);

/**
 * Starts what home shows first, at boot beside the catalogue and the platform config (issue #13):
 * the chunks of the lottery sections and the notice line, and the lottery list and notices they
 * read. Otherwise each waits for the step before it — the first render, the chunk, its render —
 * and a phone on a slow line pays every round trip in a row (docs/performance.md).
 */
export function startHomePage(queryClient: QueryClient): void {
  void loadHomeLotteries();
  void loadHomeNotices();
  void queryClient.prefetchQuery(lotteryListQueryOptions());
  void queryClient.prefetchQuery(noticesQueryOptions(1, HOME_NOTICES));
}
