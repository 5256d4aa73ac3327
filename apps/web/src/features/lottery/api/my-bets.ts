import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberOrderRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { getToken } from '../../../lib/session.ts';

/** How many of the member's latest orders the betting page shows. */
export const MY_BETS_SHOWN = 10;

/**
 * The member's latest orders on one lottery (the betting record, newest first). The key starts
 * with 'orders' so a win or draw push and a placed order refetch it.
 */
export const myBetsQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: ['orders', 'lottery', ticketId, currentLanguage()],
    queryFn: () => client.call(memberOrderRoutes.list, { ticketId, page: 1, pageSize: MY_BETS_SHOWN }),
    enabled: Boolean(getToken()),
  });

export const useMyBets = (ticketId: number) => useQuery(myBetsQueryOptions(ticketId));
