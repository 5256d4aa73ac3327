import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberPaths, paths, type TokenVerifyResponse } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';
import { getToken } from '../../../lib/session.ts';

/** docs/product.md §7: the stored token is verified at start; the answer carries the member id for push. */
export const verifyToken = () => api<TokenVerifyResponse>('GET', paths.tokenVerify);

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
export const keepAlive = () => api<boolean>('GET', memberPaths.isOnline);
