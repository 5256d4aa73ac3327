import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { walletPaths } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';

export interface BalanceRecord {
  id: string;
  type: string;
  typeName: string;
  amount: string;
  before: string;
  after: string;
  time: string;
  refType: string | null;
  refId: string | null;
}

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
      api<{ list: BalanceRecord[]; total: number; page: number; size: number }>(
        'GET',
        walletPaths.balanceRecords,
        {
          ...f,
          size: BALANCE_PAGE_SIZE,
        },
      ),
    placeholderData: keepPreviousData,
  });

export const tradeTypesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['records', 'trade-types', lang],
    queryFn: () => api<{ type: string; name: string }[]>('POST', walletPaths.tradeTypes),
    staleTime: Infinity,
  });

export const useBalanceRecords = (f: BalanceFilters) => useQuery(balanceRecordsQuery(f));
export const useTradeTypes = (lang: string) => useQuery(tradeTypesQuery(lang));
