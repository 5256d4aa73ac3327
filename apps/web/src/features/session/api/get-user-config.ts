import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_USER_CONFIG, memberPaths, routeRef, type memberAccountRoutes, type UserConfig } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { getToken } from '../../../lib/session.ts';

/** On the first page: the route by reference (its type only), see lottery/api/last-issue.ts. */
const userConfigRoute = routeRef<typeof memberAccountRoutes.userConfig>('GET', memberPaths.userConf);

export const getUserConfig = () => client.call(userConfigRoute);

export const userConfigQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: ['user-config'],
    queryFn: getUserConfig,
    enabled: enabled && Boolean(getToken()),
    staleTime: 5 * 60_000,
  });

/**
 * The member's game settings (docs/product.md §3 user config). Until it loads, or for a guest, or when the
 * call fails (docs/product.md §8: config calls fail silently), the defaults apply.
 */
export function useUserConfig(): UserConfig {
  const { data } = useQuery(userConfigQueryOptions());
  return data ?? DEFAULT_USER_CONFIG;
}
