import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletPaths, type CardView, type DwOrderView, type VietqrView } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';

/** A deposit channel as wallet/platform/channel gives it. */
export interface DepositChannel {
  id: number;
  type: 'bank' | 'crypto' | 'third';
  name: string;
  min: string;
  max: string;
  bankName: string | null;
  accountNo: string | null;
  accountName: string | null;
  network: string | null;
  address: string | null;
  /** Digital currency: currency units one coin is worth. */
  rate: string | null;
  /** A payment provider runs the channel (VNPay): paid on its page and credited by itself, no "deposit completed". */
  provider?: 'vnpay' | null;
}

export type DepositOrder = DwOrderView & { channel: DepositChannel; payUrl?: string; vietqr?: VietqrView };

export interface WithdrawRange {
  min: string;
  max: string;
  balance: string;
  feePercent: string;
  freeTimes: number;
  dailyLimit: number;
  usedToday: number;
  remainingFree: number;
  remainingToday: number;
  turnover: string;
  turnoverRequired: string;
  hasFundPwd: boolean;
  hasCard: boolean;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export const PAGE_SIZE = 20;

export const channelsQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'channels'],
    queryFn: () => api<DepositChannel[]>('GET', walletPaths.channel),
    staleTime: 5 * 60_000,
  });

export const withdrawRangeQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'withdraw-range'],
    queryFn: () => api<WithdrawRange>('GET', walletPaths.withdrawRange),
  });

export const cardsQuery = (type: 1 | 2) =>
  queryOptions({
    queryKey: ['cards', type],
    queryFn: () => api<CardView[]>('GET', walletPaths.cardQuery, { type }),
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
    queryFn: () => api<Page<DwOrderView>>('GET', walletPaths.dwOrderList, { ...f, size: PAGE_SIZE }),
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
      api<DepositOrder>(
        'POST',
        v.channel.type === 'third' ? walletPaths.depositPreThird : walletPaths.depositPre,
        {
          channelId: v.channel.id,
          amount: v.amount,
          requestId: v.requestId,
        },
      ),
  });
}

export function useDepositSubmit() {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (v: { orderNo: string; payerName?: string; txHash?: string; remark?: string }) =>
      api<DwOrderView>('POST', walletPaths.deposit, v),
    onSuccess: () => moved(),
  });
}

export function useWithdraw() {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (v: { amount: string; cardId: string; fundPwd: string; requestId: string }) =>
      api<DwOrderView & { balance: string }>('POST', walletPaths.withdraw, v),
    onSuccess: () => moved(),
  });
}

export function useTransfer() {
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (v: { account: string; amount: string; fundPwd: string; requestId: string }) =>
      api<{ account: string; amount: string; balance: string }>('POST', walletPaths.swipe, v),
    onSuccess: () => moved(),
  });
}

/** A fresh key for one intended money movement: a retry of the same request reuses it (moves once). */
export const newRequestId = () => crypto.randomUUID();
