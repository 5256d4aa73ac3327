import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, platformConfigMap, type PlatformConfigItem } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';

export const getPlatformConfig = (host: string) =>
  api<PlatformConfigItem[]>('GET', paths.platformConfig, { type: 1, serviceName: host });

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
}
