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

/**
 * One history call, cached per lottery, window and drawn issue: a new issue is a new key. The
 * input is checked against each route's own schema type where the hook names the route.
 */
function historyQuery<R extends TrendRoute>(route: R, input: RouteInput<R> & { ticketId: number; num: number }, issue: string) {
  return queryOptions<RouteOutput<R>>({
    queryKey: ['trend', route.path, input.ticketId, input.num, issue],
    queryFn: () => client.call(route, input),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

export const useTrendChart = (ticketId: number, num: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery(trendRoutes.chart, { ticketId, num }, issue), enabled });
export const useHotMiss = (ticketId: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery(trendRoutes.hotMiss, { ticketId, num: 100 }, issue), enabled });
export const useDoubleHotMiss = (ticketId: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery(trendRoutes.doubleHotMiss, { ticketId, num: 100 }, issue), enabled });
export const useOpenCodes = (ticketId: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery(trendRoutes.openCodes, { ticketId, num: 100 }, issue), enabled });
export const useTrendHistory = (ticketId: number, num: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery(trendRoutes.history, { ticketId, num }, issue), enabled });
