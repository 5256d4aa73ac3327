import { defineRoute } from '../client.ts';
import { payPaths, reconcileExportQuery, reconcileQuery, reconcileReport } from '../payments.ts';
import {
  cashDailyReport,
  consoleReportPaths,
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
} from '../reports.ts';

/** Operators' reports over a range of business days, and the daily reconciliation (apps/console reports). */
export const reportRoutes = {
  pnlDaily: defineRoute({ method: 'GET', path: consoleReportPaths.pnlDaily, query: reportRangeQuery, response: pnlDailyReport }),
  pnlByLottery: defineRoute({
    method: 'GET',
    path: consoleReportPaths.pnlByLottery,
    query: reportRangeQuery,
    response: pnlByLotteryReport,
  }),
  cashDaily: defineRoute({ method: 'GET', path: consoleReportPaths.cashDaily, query: reportRangeQuery, response: cashDailyReport }),
  pnlIssues: defineRoute({ method: 'GET', path: consoleReportPaths.pnlIssues, query: pnlIssuesQuery, response: pnlIssuesReport }),
  pnlPlays: defineRoute({ method: 'GET', path: consoleReportPaths.pnlPlays, query: pnlPlaysQuery, response: pnlPlaysReport }),
  rebatesDaily: defineRoute({
    method: 'GET',
    path: consoleReportPaths.rebatesDaily,
    query: reportRangeQuery,
    response: rebatesDailyReport,
  }),
  rebatesAgents: defineRoute({
    method: 'GET',
    path: consoleReportPaths.rebatesAgents,
    query: reportPageQuery,
    response: rebatesAgentsReport,
  }),
  promotionsDaily: defineRoute({
    method: 'GET',
    path: consoleReportPaths.promotionsDaily,
    query: reportRangeQuery,
    response: promotionsDailyReport,
  }),
  membersDaily: defineRoute({
    method: 'GET',
    path: consoleReportPaths.membersDaily,
    query: reportRangeQuery,
    response: membersDailyReport,
  }),
  teams: defineRoute({ method: 'GET', path: consoleReportPaths.teams, query: reportPageQuery, response: teamsReport }),
  reconcile: defineRoute({ method: 'GET', path: payPaths.consoleReconcile, query: reconcileQuery, response: reconcileReport }),
  reconcileExport: defineRoute({
    method: 'GET',
    path: payPaths.consoleReconcileExport,
    query: reconcileExportQuery,
    response: reconcileReport,
  }),
};
