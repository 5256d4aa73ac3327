import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, routeRef, type memberSessionRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { getToken } from '../../../lib/session.ts';

/** On the first page (the session's lifecycle): the route by reference, see lottery/api/last-issue.ts. */
const userInfoRoute = routeRef<typeof memberSessionRoutes.userInfo>('GET', paths.userInfo);

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['user-info'],
    queryFn: () => client.call(userInfoRoute),
    enabled: Boolean(getToken()),
    staleTime: 30_000,
  });

export const useUserInfo = () => useQuery(userInfoQueryOptions());
