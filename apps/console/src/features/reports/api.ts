import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  consoleReportPaths,
  type CashDailyReport,
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
