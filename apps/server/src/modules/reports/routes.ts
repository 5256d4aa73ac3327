import type { FastifyInstance } from 'fastify';
import {
  cashDailyReport,
  consoleReportPaths,
  pnlByLotteryReport,
  pnlDailyReport,
  reportRangeQuery,
} from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { createReportService } from './service.ts';

/** Operators' reports (issue #16): platform P&L by day and by lottery, deposits and withdrawals by day. */
export function reportRoutes(app: FastifyInstance): void {
  const reports = createReportService(app.deps.db, app.deps.clock);
  route(
    app,
    {
      method: 'GET',
      url: consoleReportPaths.pnlDaily,
      auth: 'operator',
      perm: 'report.view',
      summary: 'Platform profit and loss by business day (at most 92 days; the last 7 by default)',
      access: 'operator',
      query: reportRangeQuery,
      response: pnlDailyReport,
    },
    ({ query }) => reports.pnlDaily(query),
  );
  route(
    app,
    {
      method: 'GET',
      url: consoleReportPaths.pnlByLottery,
      auth: 'operator',
      perm: 'report.view',
      summary: 'Platform profit and loss by lottery over a range of days',
      access: 'operator',
      query: reportRangeQuery,
      response: pnlByLotteryReport,
    },
    ({ query }) => reports.pnlByLottery(query),
  );
  route(
    app,
    {
      method: 'GET',
      url: consoleReportPaths.cashDaily,
      auth: 'operator',
      perm: 'report.view',
      summary: 'Completed deposits and withdrawals by business day',
      access: 'operator',
      query: reportRangeQuery,
      response: cashDailyReport,
    },
    ({ query }) => reports.cashDaily(query),
  );
}
