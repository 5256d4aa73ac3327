import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportRoutes, type ReportRangeQuery, type RouteInput } from '@lotus/contracts';
import { client } from '../../lib/api.ts';

/** An empty range asks the server for its default (the last 7 business days up to today). */
const options = <T>(name: string, load: () => Promise<T>, key: unknown[]) => ({
  queryKey: ['console', 'reports', name, ...key],
  queryFn: load,
  placeholderData: keepPreviousData,
});

export const usePnlDaily = (range: ReportRangeQuery) =>
  useQuery(options('pnl-daily', () => client.call(reportRoutes.pnlDaily, range), [range]));
export const usePnlByLottery = (range: ReportRangeQuery) =>
  useQuery(options('pnl-lottery', () => client.call(reportRoutes.pnlByLottery, range), [range]));
export const useCashDaily = (range: ReportRangeQuery) =>
  useQuery(options('cash-daily', () => client.call(reportRoutes.cashDaily, range), [range]));

/** Paged reports: the page and its size travel with the range. */
export const REPORT_UI_PAGE_SIZE = 20;

export const usePnlIssues = (range: ReportRangeQuery, lotteryId: number | null, page: number) =>
  useQuery({
    ...options(
      'pnl-issues',
      () => client.call(reportRoutes.pnlIssues, { ...range, lotteryId: lotteryId ?? 0, page, size: REPORT_UI_PAGE_SIZE }),
      [range, { lotteryId: lotteryId ?? undefined, page }],
    ),
    enabled: lotteryId !== null,
  });
export const usePnlPlays = (range: ReportRangeQuery, lotteryId: number | undefined, page: number) => {
  const query: RouteInput<typeof reportRoutes.pnlPlays> = { ...range, lotteryId, page, size: REPORT_UI_PAGE_SIZE };
  return useQuery(options('pnl-plays', () => client.call(reportRoutes.pnlPlays, query), [range, { lotteryId, page }]));
};
export const useRebatesDaily = (range: ReportRangeQuery) =>
  useQuery(options('rebates-daily', () => client.call(reportRoutes.rebatesDaily, range), [range]));
export const useRebatesAgents = (range: ReportRangeQuery, page: number) =>
  useQuery(
    options('rebates-agents', () => client.call(reportRoutes.rebatesAgents, { ...range, page, size: REPORT_UI_PAGE_SIZE }), [range, { page }]),
  );
export const usePromotionsDaily = (range: ReportRangeQuery) =>
  useQuery(options('promotions-daily', () => client.call(reportRoutes.promotionsDaily, range), [range]));
export const useMembersDaily = (range: ReportRangeQuery) =>
  useQuery(options('members-daily', () => client.call(reportRoutes.membersDaily, range), [range]));
export const useTeams = (range: ReportRangeQuery, page: number) =>
  useQuery(options('teams', () => client.call(reportRoutes.teams, { ...range, page, size: REPORT_UI_PAGE_SIZE }), [range, { page }]));
