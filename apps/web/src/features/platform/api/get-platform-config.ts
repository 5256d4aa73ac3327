import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, platformConfigMap, routeRef, type memberSiteRoutes, type PlatformConfigItem } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { keep } from '../../../lib/storage.ts';

/** On the first page (boot.ts): the route by reference (its type only), see lottery/api/last-issue.ts. */
const platformConfigRoute = routeRef<typeof memberSiteRoutes.platformConfig>('GET', paths.platformConfig);

/** Each answer is kept for the next visit, which renders from it at once (boot.ts, issue #31). */
export const getPlatformConfig = (host: string) =>
  client.call(platformConfigRoute, { type: '1', serviceName: host }).then((items) =>
    keep('platform-config', host, items),
  );

export const platformConfigQueryOptions = (host: string) =>
  queryOptions({
    queryKey: ['platform-config', host],
    queryFn: () => getPlatformConfig(host),
    staleTime: Infinity,
  });

/** The host's configuration as a key → text map (loaded once at start). */
export function usePlatformConfig() {
  const { data } = useQuery(platformConfigQueryOptions(window.location.hostname));
  return platformConfigMap(data ?? []);
}

export interface Banner {
  image: string;
  link?: string;
  /** One text, or one per language (see localizedText). */
  title?: unknown;
}

/** Parses a JSON config value; a malformed one is ignored (docs/product.md §8: logged, nothing shown). */
export function parseJsonConfig<T>(text: string | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    console.error('malformed platform config value', text);
    return fallback;
  }
}

/** Applies site name and favicon to the document. */
export function applySiteIdentity(items: readonly PlatformConfigItem[]): void {
  const map = platformConfigMap(items);
  if (map.cpName) document.title = map.cpName;
  if (map.cpFav) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = map.cpFav;
  }
  // The installed app's status bar takes the host's colour, as its manifest does (issue #31).
  if (map.theme && /^#[0-9a-fA-F]{6}$/.test(map.theme)) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', map.theme);
  // iOS reads the home-screen icon from this link, not from the manifest; it wants a PNG.
  if (map.cpAppIcon && /\.png($|\?)/i.test(map.cpAppIcon)) document.querySelector('link[rel="apple-touch-icon"]')?.setAttribute('href', map.cpAppIcon);
}
