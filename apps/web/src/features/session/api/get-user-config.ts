import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_USER_CONFIG, memberPaths, type UserConfig } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';
import { getToken } from '../../../lib/session.ts';

export const getUserConfig = () => api<UserConfig>('GET', memberPaths.userConf);

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
