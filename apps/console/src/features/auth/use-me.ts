import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleAccessPaths, roleAllows, type ConsoleMe } from '@lotus/contracts';
import { api, session } from '../../lib/api.ts';

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['console', 'me'], queryFn: () => api.get<ConsoleMe>(consoleAccessPaths.me), enabled: Boolean(session.get()), staleTime: 60_000 });

/** The signed-in operator and what his role may do (the screens hide the rest; the server checks it). */
export function useMe() {
  const q = useQuery(meQueryOptions());
  const can = (perm: string) => Boolean(q.data && roleAllows(q.data.permissions, perm));
  return { ...q, can };
}
