import { queryOptions, useQuery } from '@tanstack/react-query';
import { dragonRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** remindTop takes at most 50 lotteries (contracts remindTopBody). */
export const MAX_DRAGON_LOTTERIES = 50;
/** Streaks change with every draw: the list is read again twice a minute while shown. */
const DRAGON_REFRESH_MS = 30_000;

/** The lotteries that have long dragons, by series (docs/product.md §3 remind config). */
export const remindCfgQueryOptions = () =>
  queryOptions({
    queryKey: ['dragon', 'cfg'],
    queryFn: () => client.call(dragonRoutes.cfg),
    staleTime: 5 * 60_000,
  });

/** Long dragons now: streaks of at least `threshold` issues, longest first (docs/product.md §1, §7 remindTop). */
export const dragonsQueryOptions = (ticketIds: readonly number[], threshold: number) =>
  queryOptions({
    queryKey: ['dragon', 'top', ticketIds.join(','), threshold, currentLanguage()],
    queryFn: () =>
      client.call(dragonRoutes.top, {
        groupMode: 2,
        thresholdLst: String(threshold),
        ticketIdList: ticketIds.slice(0, MAX_DRAGON_LOTTERIES).join(','),
      }),
    enabled: ticketIds.length > 0,
    refetchInterval: DRAGON_REFRESH_MS,
  });

/** One lottery's dragons with the two-sided items that follow or break each on the current issue. */
export const dragonBetQueryOptions = (ticketId: number, threshold: number) =>
  queryOptions({
    queryKey: ['dragon', 'bet', ticketId, threshold, currentLanguage()],
    queryFn: () => client.call(dragonRoutes.bet, { ticketId, threshold }),
    staleTime: 0,
  });

export const useRemindCfg = () => useQuery(remindCfgQueryOptions());
export const useDragons = (ticketIds: readonly number[], threshold: number) =>
  useQuery(dragonsQueryOptions(ticketIds, threshold));
export const useDragonBet = (ticketId: number, threshold: number) =>
  useQuery(dragonBetQueryOptions(ticketId, threshold));
