import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberLotteryRoutes, trendRoutes, type RouteInput, type RouteOutput } from '@lotus/contracts';
import type { ColdHotCell, ColdHotKey } from '@lotus/engine';
import { client } from '../../lib/api.ts';

/**
 * Trend data of one lottery (docs/product.md §7 history calls), computed by the server with the
 * engine's statistics; the shapes are the route table's (trendRoutes).
 */
export type ColdHotTable = Record<ColdHotKey, ColdHotCell[]>;

/**
 * The open-prize push refetches the last drawn issue at once (session/push.ts); this poll only
 * covers a lost push connection. Everything else refetches when the last issue changes.
 */
export const LAST_ISSUE_POLL_MS = 60_000;

export const useLastDrawn = (ticketId: number) =>
  useQuery({
    queryKey: ['trend', 'last', ticketId],
    queryFn: () => client.call(memberLotteryRoutes.recentResults, { ticketId, num: 1 }),
    select: (rows) => rows[0] ?? null,
    refetchInterval: LAST_ISSUE_POLL_MS,
    enabled: ticketId > 0,
  });

type TrendRoute = (typeof trendRoutes)[keyof typeof trendRoutes];

/** One history call, cached per lottery, window and drawn issue: a new issue is a new key. */
function historyQuery<R extends TrendRoute>(route: R, ticketId: number, num: number, issue: string) {
  return queryOptions<RouteOutput<R>>({
    queryKey: ['trend', route.path, ticketId, num, issue],
    // Every trend route takes the same query (historyQuery).
    queryFn: () => client.call(route, { ticketId, num } satisfies RouteInput<TrendRoute> as RouteInput<R>),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

export const useTrendChart = (ticketId: number, num: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery(trendRoutes.chart, ticketId, num, issue), enabled });
export const useHotMiss = (ticketId: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery(trendRoutes.hotMiss, ticketId, 100, issue), enabled });
export const useDoubleHotMiss = (ticketId: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery(trendRoutes.doubleHotMiss, ticketId, 100, issue), enabled });
export const useOpenCodes = (ticketId: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery(trendRoutes.openCodes, ticketId, 100, issue), enabled });
export const useTrendHistory = (ticketId: number, num: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery(trendRoutes.history, ticketId, num, issue), enabled });
