/**
 * What a visit asks the network for before the app's frame has even loaded (issue #13). This is
 * the entry's first import: the bundle evaluates it before react-dom, Mantine and the router (about
 * 0.4 s of script on a phone with a 4× slower CPU), so the platform config, home's chunks and home's
 * data are on the way while they evaluate instead of after. main.tsx renders once the catalogue and
 * the config are in (and, on home, its two chunks).
 */
import { QueryClient } from '@tanstack/react-query';
import type { PlatformConfigItem } from '@lotus/contracts';
import { platformConfigQueryOptions } from './features/platform/api/get-platform-config.ts';
import { isHomePath, startHomePage } from './features/home/first-page.ts';
import { adoptTokenFromUrl } from './lib/session.ts';
import { readKept } from './lib/storage.ts';

// The token may come on the entry URL; it is stored before any call is made with it.
adoptTokenFromUrl(window.location, window.history);

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const configOptions = platformConfigQueryOptions(window.location.hostname);
const keptConfig = readKept<PlatformConfigItem[]>('platform-config', window.location.hostname);
if (keptConfig) queryClient.setQueryData(configOptions.queryKey, keptConfig);

/**
 * The host's configuration kept from the last visit (lib/storage.ts, issue #31): a return visit
 * renders with it at once, and the API's answer (`platformConfig`) replaces it when it comes.
 */
export const keptPlatformConfig: PlatformConfigItem[] | undefined = keptConfig;

/** The API's answer (always asked for, even when a kept copy is shown). */
export const platformConfig: Promise<{ items: PlatformConfigItem[] } | { err: unknown }> = queryClient
  .fetchQuery({ ...configOptions, staleTime: 0 })
  .then(
    (items) => ({ items }),
    (err: unknown) => ({ err }),
  );

/** Home's chunks (resolves at once on other pages). */
export const firstPageChunks: Promise<void> = isHomePath(window.location.pathname)
  ? startHomePage(queryClient)
  : Promise.resolve();
