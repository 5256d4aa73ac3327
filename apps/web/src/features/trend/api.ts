import { queryOptions, useQuery } from '@tanstack/react-query';
import { historyPaths, lotteryPaths, type IssueResult, type TrendRow } from '@lotus/contracts';
import type { ColdHotCell, ColdHotKey } from '@lotus/engine';
import { api } from '../../lib/api.ts';

/** Trend data of one lottery (docs/product.md §7 history calls), computed by the server with the engine's statistics. */
export interface TrendChart {
  /** Oldest first. */
  issues: { issue: string; code: string }[];
  chart: TrendRow[];
}
export type ColdHotTable = Record<ColdHotKey, ColdHotCell[]>;
export interface HotMissRow extends ColdHotTable {
  position: number;
  numbers: number[];
}
export interface DoubleHotMissRow extends ColdHotTable {
  position: number;
  features: string[];
}
export interface HistoryRow {
  issue: string;
  code: string;
  sum: number | null;
  span: number | null;
}

/**
 * The open-prize push refetches the last drawn issue at once (session/push.ts); this poll only
 * covers a lost push connection. Everything else refetches when the last issue changes.
 */
export const LAST_ISSUE_POLL_MS = 60_000;

export const useLastDrawn = (ticketId: number) =>
  useQuery({
    queryKey: ['trend', 'last', ticketId],
    queryFn: () => api<IssueResult[]>('GET', lotteryPaths.recentResults, { ticketId, num: 1 }),
    select: (rows) => rows[0] ?? null,
    refetchInterval: LAST_ISSUE_POLL_MS,
    enabled: ticketId > 0,
  });

/** One history call, cached per lottery, window and drawn issue: a new issue is a new key. */
function historyQuery<T>(path: string, ticketId: number, num: number, issue: string) {
  return queryOptions({
    queryKey: ['trend', path, ticketId, num, issue],
    queryFn: () => api<T>('GET', path, { ticketId, num }),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

export const useTrendChart = (ticketId: number, num: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery<TrendChart>(historyPaths.trendChart, ticketId, num, issue), enabled });
export const useHotMiss = (ticketId: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery<HotMissRow[]>(historyPaths.hotMiss, ticketId, 100, issue), enabled });
export const useDoubleHotMiss = (ticketId: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery<DoubleHotMissRow[]>(historyPaths.doubleHotColdMiss, ticketId, 100, issue), enabled });
export const useOpenCodes = (ticketId: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery<{ issue: string; code: string }[]>(historyPaths.hisOpenCodes, ticketId, 100, issue), enabled });
export const useTrendHistory = (ticketId: number, num: number, issue: string, enabled: boolean) =>
  useQuery({ ...historyQuery<HistoryRow[]>(historyPaths.trendHistory, ticketId, num, issue), enabled });
