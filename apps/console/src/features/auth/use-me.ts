import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleAllows, sessionRoutes } from '@lotus/contracts';
import { client, session } from '../../lib/api.ts';

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['console', 'me'], queryFn: () => client.call(sessionRoutes.me), enabled: Boolean(session.get()), staleTime: 60_000 });

/** The signed-in operator and what his role may do (the screens hide the rest; the server checks it). */
export function useMe() {
  const q = useQuery(meQueryOptions());
  const can = (perm: string) => Boolean(q.data && roleAllows(q.data.permissions, perm));
  return { ...q, can };
}
