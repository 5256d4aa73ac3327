import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberPaths, paths, routeRef, type memberSessionRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { getToken } from '../../../lib/session.ts';

/* First page: the routes by reference (their types only), see lottery/api/last-issue.ts. */
const tokenVerifyRoute = routeRef<typeof memberSessionRoutes.tokenVerify>('GET', paths.tokenVerify);
const isOnlineRoute = routeRef<typeof memberSessionRoutes.isOnline>('GET', memberPaths.isOnline);

/** docs/product.md §7: the stored token is verified at start; the answer carries the member id for push. */
export const verifyToken = () => client.call(tokenVerifyRoute);

export const tokenVerifyQueryOptions = () =>
  queryOptions({
    queryKey: ['token-verify'],
    queryFn: verifyToken,
    enabled: Boolean(getToken()),
    staleTime: Infinity,
    retry: false,
  });

export const useTokenVerify = () => useQuery(tokenVerifyQueryOptions());

/** Keep-alive (docs/product.md §7, §9: every 300 s): a live session answers and is extended. */
export const KEEP_ALIVE_MS = 300_000;
export const keepAlive = () => client.call(isOnlineRoute);
