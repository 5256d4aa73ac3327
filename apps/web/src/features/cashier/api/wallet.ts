import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletRoutes, type RouteOutput } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';

/** A deposit channel (the contracts' channelView). */
export type DepositChannel = RouteOutput<typeof walletRoutes.channels>[number];
/** A new deposit order with the channel to pay to (the contracts' depositPreResponse). */
export type DepositOrder = RouteOutput<typeof walletRoutes.depositPre>;

export const PAGE_SIZE = 20;

export const channelsQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'channels'],
    queryFn: () => client.call(walletRoutes.channels),
    staleTime: 5 * 60_000,
  });

export const withdrawRangeQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'withdraw-range'],
    queryFn: () => client.call(walletRoutes.withdrawRange),
  });

export const cardsQuery = (type: 1 | 2) =>
  queryOptions({
    queryKey: ['cards', type],
    queryFn: () => client.call(walletRoutes.cards, { type }),
  });

export interface DwFilters {
  type?: number;
  status?: number;
  startDate: string;
  endDate: string;
  page: number;
}

export const dwOrdersQuery = (f: DwFilters) =>
  queryOptions({
    queryKey: ['wallet', 'dw-orders', f],
    queryFn: () => client.call(walletRoutes.dwOrders, { ...f, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useChannels = () => useQuery(channelsQuery());
export const useWithdrawRange = () => useQuery(withdrawRangeQuery());
export const useCards = (type: 1 | 2) => useQuery(cardsQuery(type));
export const useDwOrders = (f: DwFilters) => useQuery(dwOrdersQuery(f));

/** After money moved: the balance in the header, the range and the records are stale. */
function useMoneyMoved() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['user-info'] }),
      qc.invalidateQueries({ queryKey: ['member-info'] }),
      qc.invalidateQueries({ queryKey: ['wallet'] }),
      qc.invalidateQueries({ queryKey: ['records'] }),
    ]);
}

export function useDepositPre() {
  return useMutation({
    mutationFn: (v: { channel: DepositChannel; amount: string; requestId: string }) =>
      client.call(v.channel.type === 'third' ? walletRoutes.depositPreThird : walletRoutes.depositPre, {
        channelId: v.channel.id,
        amount: v.amount,
        requestId: v.requestId,
      }),
  });
}

export function useDepositSubmit() {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (v: { orderNo: string; payerName?: string; txHash?: string; remark?: string }) =>
      client.call(walletRoutes.deposit, v),
    onSuccess: () => moved(),
  });
}

export function useWithdraw() {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (v: { amount: string; cardId: string; fundPwd: string; requestId: string }) =>
      client.call(walletRoutes.withdraw, v),
    onSuccess: () => moved(),
  });
}

export function useTransfer() {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (v: { account: string; amount: string; fundPwd: string; requestId: string }) =>
      client.call(walletRoutes.swipe, v),
    onSuccess: () => moved(),
  });
}

/** A fresh key for one intended money movement: a retry of the same request reuses it (moves once). */
export const newRequestId = () => crypto.randomUUID();
