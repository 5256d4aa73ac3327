import { lotteryPaths, paths } from '@lotus/contracts';

/**
 * What the service worker does with a request (issue #31, docs/decisions.md "Service worker"):
 *
 * - `swr`: public reads that change rarely (the site's configuration, the lottery list, a lottery's
 *   plays and settings, play descriptions, draw results, banners): answered at once from the cache,
 *   refreshed behind. A return visit shows them without waiting for the network.
 * - `network`: every other call of the API (money, bets, sessions, the open issue and its countdown):
 *   always the network, never a cached answer, and nothing is kept or replayed when it fails — a
 *   bet made offline fails at once and is never queued. The worker does not touch them: the
 *   browser sends them itself (`routerRules`), so a call never waits for the worker to start and an
 *   update's takeover never waits for a slow call.
 * - `pass`: everything else is not the worker's business (the app shell and its chunks come from
 *   the precache, which the build lists).
 */
export type CachePolicy = 'swr' | 'network' | 'pass';

export const SWR_PATHS: readonly string[] = [
  paths.platformConfig,
  paths.systemConfig,
  lotteryPaths.ticketTypeList,
  lotteryPaths.ticketCfg,
  lotteryPaths.ticketPlayList,
  paths.playDescription,
  lotteryPaths.recentResults,
  lotteryPaths.lastIssue,
  lotteryPaths.topBanner,
];

/** API prefixes (docs/product.md §7) and the push socket. */
const API_PREFIXES = ['/sk/', '/api/', paths.mqtt];

export function cachePolicyOf(url: URL, method: string, origin: string): CachePolicy {
  if (url.origin !== origin) return 'pass';
  const isApi = API_PREFIXES.some((p) => url.pathname === p || url.pathname.startsWith(p));
  if (!isApi) return 'pass';
  if (method !== 'GET') return 'network';
  const cacheable = SWR_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`));
  return cacheable ? 'swr' : 'network';
}

/**
 * The cache key of a stale-while-revalidate answer: its URL and the language asked for (the `lang`
 * header), so a member who switches language never reads names in the previous one.
 */
export function cacheKeyOf(url: string, lang: string | null): string {
  const u = new URL(url);
  u.searchParams.set('__lang', (lang ?? '').slice(0, 8));
  return u.href;
}

/**
 * The same table as the browser's own router (the Service Worker static routing API, `addRoutes`
 * at install): the first rule that matches decides. Public reads go to the worker's fetch handler
 * (stale-while-revalidate); every other API call goes straight to the network, without the worker
 * (no fetch event is dispatched, so none is pending). `pathname` is a URL pattern whose only
 * wildcard is a trailing `*`.
 */
export interface RouterRule {
  pathname: string;
  method?: 'GET';
  source: 'fetch-event' | 'network';
}

export function routerRules(): RouterRule[] {
  const reads = SWR_PATHS.flatMap((p) => [p, `${p}/*`]).map((pathname): RouterRule => ({ pathname, method: 'GET', source: 'fetch-event' }));
  const api = API_PREFIXES.map((p): RouterRule => ({ pathname: `${p}*`, source: 'network' }));
  return [...reads, ...api];
}
