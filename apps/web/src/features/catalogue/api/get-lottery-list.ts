import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths, routeRef, type memberLotteryRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { keptQuery } from '../../../lib/storage.ts';

/** Lottery list by category (docs/product.md §3 "Lottery list item"); names come translated by the server. */
/** On the first page (home): the route by reference (its type only), see lottery/api/last-issue.ts. */
const lotteryListRoute = routeRef<typeof memberLotteryRoutes.list>('GET', lotteryPaths.ticketTypeList);

export const getLotteryList = () => client.call(lotteryListRoute);

/**
 * A return visit shows the list kept from the last answer at once, and the answer of the API when
 * it comes (lib/storage.ts, issue #31).
 */
export const lotteryListQueryOptions = () => {
  const lang = currentLanguage();
  return queryOptions({
    queryKey: ['lottery', 'list', lang],
    ...keptQuery('lottery-list', lang, getLotteryList),
    staleTime: 5 * 60_000,
  });
};

export const useLotteryList = () => useQuery(lotteryListQueryOptions());
