import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths, routeRef, type memberLotteryRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { getToken } from '../../../lib/session.ts';

/** On the first page (the side menu): the route by reference (its type only), see lottery/api/last-issue.ts. */
const recentPlayedRoute = routeRef<typeof memberLotteryRoutes.recentPlayed>('GET', lotteryPaths.recentPlay);

export const getRecentPlayed = () => client.call(recentPlayedRoute);

export const recentPlayedQueryOptions = () =>
  queryOptions({
    queryKey: ['lottery', 'recent', currentLanguage()],
    queryFn: getRecentPlayed,
    enabled: Boolean(getToken()),
    staleTime: 60_000,
  });

export const useRecentPlayed = () => useQuery(recentPlayedQueryOptions());
