import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberLotteryRoutes, memberOrderRoutes, type RouteOutput } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { RECORD_PAGE_SIZE, rangeOf, type RangePreset } from '../record-filters.ts';

/** One page of the member's orders. */
export type OrderPage = RouteOutput<typeof memberOrderRoutes.list>;

export interface RecordFilters {
  ticketId?: number | undefined;
  status?: number | undefined;
  range: RangePreset;
  page: number;
}

/**
 * One page of the member's orders across lotteries (GET ticketmod/orderList). The key starts with
 * 'orders' so a placed order, a push or a cancellation refetches it; the date range is taken from
 * the preset when the page is fetched.
 */
export const betRecordQueryOptions = (f: RecordFilters) =>
  queryOptions({
    queryKey: ['orders', 'record', f, currentLanguage()],
    queryFn: () =>
      client.call(memberOrderRoutes.list, {
        ...(f.ticketId ? { ticketId: f.ticketId } : {}),
        ...(f.status ? { status: f.status } : {}),
        ...rangeOf(f.range, Date.now()),
        page: f.page,
        pageSize: RECORD_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
export const useBetRecord = (f: RecordFilters) => useQuery(betRecordQueryOptions(f));

/** One order with the docs/product.md §3 bet-order fields (POST orderDetail). */
export const orderDetailQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId, currentLanguage()],
    queryFn: () => client.call(memberOrderRoutes.detail, { orderId }),
  });
export const useOrderDetail = (orderId: string) => useQuery(orderDetailQueryOptions(orderId));

/** The issue on sale of the order's lottery, read afresh: it decides whether a cancel may work. */
export const useSaleIssue = (ticketId: number | undefined) =>
  useQuery({
    queryKey: ['lottery', 'current', ticketId],
    queryFn: () => client.call(memberLotteryRoutes.currentIssue, { ticketId: ticketId! }),
    enabled: ticketId !== undefined,
    staleTime: 0,
  });

/** Member cancellation (POST memberBetCancel): the stake is refunded while the issue is on sale. */
export const cancelOrder = (orderId: string) =>
  client.call(memberOrderRoutes.cancel, { orderId });
