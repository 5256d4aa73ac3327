import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  consoleReportPaths,
  type CashDailyReport,
  type MembersDailyReport,
  type PnlIssuesReport,
  type PnlPlaysReport,
  type PromotionsDailyReport,
  type RebatesAgentsReport,
  type RebatesDailyReport,
  type TeamsReport,
  type PnlByLotteryReport,
  type PnlDailyReport,
  type ReportRangeQuery,
} from '@lotus/contracts';
import { api } from '../../lib/api.ts';

/** An empty range asks the server for its default (the last 7 business days up to today). */
const options = <T>(name: string, path: string, range: ReportRangeQuery) => ({
  queryKey: ['console', 'reports', name, range],
  queryFn: () => api.get<T>(path, { ...range }),
  placeholderData: keepPreviousData,
});

export const usePnlDaily = (range: ReportRangeQuery) =>
  useQuery(options<PnlDailyReport>('pnl-daily', consoleReportPaths.pnlDaily, range));
export const usePnlByLottery = (range: ReportRangeQuery) =>
  useQuery(options<PnlByLotteryReport>('pnl-lottery', consoleReportPaths.pnlByLottery, range));
export const useCashDaily = (range: ReportRangeQuery) =>
  useQuery(options<CashDailyReport>('cash-daily', consoleReportPaths.cashDaily, range));

/** Paged reports: the page and its size travel with the range. */
export const REPORT_UI_PAGE_SIZE = 20;
const paged = <T>(
  name: string,
  path: string,
  range: ReportRangeQuery,
  extra: Record<string, number | undefined>,
) => ({
  queryKey: ['console', 'reports', name, range, extra],
  queryFn: () => api.get<T>(path, { ...range, ...extra, size: REPORT_UI_PAGE_SIZE }),
  placeholderData: keepPreviousData,
});

export const usePnlIssues = (range: ReportRangeQuery, lotteryId: number | null, page: number) =>
  useQuery({
    ...paged<PnlIssuesReport>('pnl-issues', consoleReportPaths.pnlIssues, range, {
      lotteryId: lotteryId ?? undefined,
      page,
    }),
    enabled: lotteryId !== null,
  });
export const usePnlPlays = (range: ReportRangeQuery, lotteryId: number | undefined, page: number) =>
  useQuery(paged<PnlPlaysReport>('pnl-plays', consoleReportPaths.pnlPlays, range, { lotteryId, page }));
export const useRebatesDaily = (range: ReportRangeQuery) =>
  useQuery(options<RebatesDailyReport>('rebates-daily', consoleReportPaths.rebatesDaily, range));
export const useRebatesAgents = (range: ReportRangeQuery, page: number) =>
  useQuery(paged<RebatesAgentsReport>('rebates-agents', consoleReportPaths.rebatesAgents, range, { page }));
export const usePromotionsDaily = (range: ReportRangeQuery) =>
  useQuery(options<PromotionsDailyReport>('promotions-daily', consoleReportPaths.promotionsDaily, range));
export const useMembersDaily = (range: ReportRangeQuery) =>
  useQuery(options<MembersDailyReport>('members-daily', consoleReportPaths.membersDaily, range));
export const useTeams = (range: ReportRangeQuery, page: number) =>
  useQuery(paged<TeamsReport>('teams', consoleReportPaths.teams, range, { page }));
