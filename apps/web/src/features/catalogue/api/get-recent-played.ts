import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { getToken } from '../../../lib/session.ts';

/** The server's answer (its shape is not in the contracts: a local type). */
export interface RecentPlayed {
  ticketId: number;
  code: string;
  name: string;
  hotLabel: number;
  lastTime: number;
}

export const getRecentPlayed = () => api<RecentPlayed[]>('GET', lotteryPaths.recentPlay);

export const recentPlayedQueryOptions = () =>
  queryOptions({
    queryKey: ['lottery', 'recent', currentLanguage()],
    queryFn: getRecentPlayed,
    enabled: Boolean(getToken()),
    staleTime: 60_000,
  });

export const useRecentPlayed = () => useQuery(recentPlayedQueryOptions());
