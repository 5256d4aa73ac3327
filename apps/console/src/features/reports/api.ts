import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleReportPaths, type CashDailyReport, type PnlByLotteryReport, type PnlDailyReport, type ReportRangeQuery } from '@lotus/contracts';
import { api } from '../../lib/api.ts';

const options = <T>(name: string, path: string, range: ReportRangeQuery | null) => ({
  queryKey: ['console', 'reports', name, range],
  queryFn: () => api.get<T>(path, { ...range! }),
  enabled: range !== null,
  placeholderData: keepPreviousData,
});

export const usePnlDaily = (range: ReportRangeQuery | null) => useQuery(options<PnlDailyReport>('pnl-daily', consoleReportPaths.pnlDaily, range));
export const usePnlByLottery = (range: ReportRangeQuery | null) => useQuery(options<PnlByLotteryReport>('pnl-lottery', consoleReportPaths.pnlByLottery, range));
export const useCashDaily = (range: ReportRangeQuery | null) => useQuery(options<CashDailyReport>('cash-daily', consoleReportPaths.cashDaily, range));
