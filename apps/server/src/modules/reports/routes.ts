import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  cashDailyReport,
  consoleReportPaths,
  deviceShareReport,
  membersDailyReport,
  pnlByLotteryReport,
  pnlDailyReport,
  pnlIssuesQuery,
  pnlIssuesReport,
  pnlPlaysQuery,
  pnlPlaysReport,
  promotionsDailyReport,
  rebatesAgentsReport,
  rebatesDailyReport,
  reportPageQuery,
  reportRangeQuery,
  teamsReport,
} from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import type { ReportService } from './service.ts';

/**
 * Operators' reports (issue #16): platform P&L by day, lottery, issue and play; deposits and
 * withdrawals; rebates; promotion cost; members and teams. All over at most 92 business days.
 */
export function reportRoutes(app: FastifyInstance, { reports }: { reports: ReportService }): void {
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
  /** A report: GET, operators with report.view, its query and answer from the contracts. */
  function report<Q extends z.ZodType, R extends z.ZodType>(
    url: string,
    summary: string,
    query: Q,
    response: R,
    handler: (q: z.infer<Q>) => Promise<z.infer<R>>,
  ) {
    route(
      app,
      {
        method: 'GET',
        url,
        auth: 'operator',
        perm: 'report.view',
        summary,
        access: 'operator',
        query,
        response,
      },
      ({ query: q }) => handler(q as z.infer<Q>) as Promise<never>,
    );
  }
  report(
    consoleReportPaths.pnlIssues,
    'One lottery’s settled issues in a range of days with stakes, prizes and GGR, newest first (paged)',
    pnlIssuesQuery,
    pnlIssuesReport,
    reports.pnlIssues,
  );
  report(
    consoleReportPaths.pnlPlays,
    'Settled stakes, prizes and GGR by play, of all lotteries or one, largest stakes first (paged)',
    pnlPlaysQuery,
    pnlPlaysReport,
    reports.pnlPlays,
  );
  report(
    consoleReportPaths.rebatesDaily,
    'Rebates paid by business day, and how many members received them',
    reportRangeQuery,
    rebatesDailyReport,
    reports.rebatesDaily,
  );
  report(
    consoleReportPaths.rebatesAgents,
    'Rebates paid by the top agent of the member who received them, largest first (paged)',
    reportPageQuery,
    rebatesAgentsReport,
    reports.rebatesAgents,
  );
  report(
    consoleReportPaths.promotionsDaily,
    'Promotion cost by business day and kind: VIP bonuses claimed, sign-in and invite draw prizes',
    reportRangeQuery,
    promotionsDailyReport,
    reports.promotionsDaily,
  );
  report(
    consoleReportPaths.membersDaily,
    'New, active and depositing members and first deposits by business day',
    reportRangeQuery,
    membersDailyReport,
    reports.membersDaily,
  );
  report(
    consoleReportPaths.teams,
    'Per top agent: the team’s members, stakes, prizes, GGR and rebates, largest stakes first (paged)',
    reportPageQuery,
    teamsReport,
    reports.teams,
  );
  report(
    consoleReportPaths.devices,
    'Orders placed and their stakes by device code, the installed web app apart, with each one’s share (at most 92 days)',
    reportRangeQuery,
    deviceShareReport,
    reports.devices,
  );
}
