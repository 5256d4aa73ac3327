import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { walletRoutes, type RouteOutput } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';

/** One account change of the member. */
export type BalanceRecord = RouteOutput<typeof walletRoutes.balanceRecords>['list'][number];

export const BALANCE_PAGE_SIZE = 20;

export interface BalanceFilters {
  /** One trade type or several joined by commas. */
  type?: string;
  startDate: string;
  endDate: string;
  page: number;
}

export const balanceRecordsQuery = (f: BalanceFilters) =>
  queryOptions({
    queryKey: ['records', 'balance', f],
    queryFn: () =>
      client.call(walletRoutes.balanceRecords, {
        ...f,
        size: BALANCE_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

export const tradeTypesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['records', 'trade-types', lang],
    queryFn: () => client.call(walletRoutes.tradeTypes),
    staleTime: Infinity,
  });

export const useBalanceRecords = (f: BalanceFilters) => useQuery(balanceRecordsQuery(f));
export const useTradeTypes = (lang: string) => useQuery(tradeTypesQuery(lang));
