import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths, type LotteryCategory } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Lottery list by category (docs/product.md §3 "Lottery list item"); names come translated by the server. */
export const getLotteryList = () => api<LotteryCategory[]>('GET', lotteryPaths.ticketTypeList);

export const lotteryListQueryOptions = () =>
  queryOptions({
    queryKey: ['lottery', 'list', currentLanguage()],
    queryFn: getLotteryList,
    staleTime: 5 * 60_000,
  });

export const useLotteryList = () => useQuery(lotteryListQueryOptions());
