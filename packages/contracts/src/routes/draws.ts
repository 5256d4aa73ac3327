import { defineRoute } from '../client.ts';
import {
  consoleCancelBody,
  consoleCancelResult,
  consoleCloseSalesBody,
  consoleCloseSalesResult,
  consoleResultBody,
  lotteryPaths,
} from '../lottery.ts';
import { consoleResultResponse } from '../responses.ts';
import { consoleDashPaths, consoleResettleBody, consoleResettleResult } from '../console-dash.ts';

/** An official issue's draw as operators run it (apps/console lotteries: IssueActions, CancelIssue, ResettleIssue). */
export const drawRoutes = {
  result: defineRoute({
    method: 'POST',
    path: lotteryPaths.consoleResult,
    body: consoleResultBody,
    response: consoleResultResponse,
  }),
  closeSales: defineRoute({
    method: 'POST',
    path: lotteryPaths.consoleCloseSales,
    body: consoleCloseSalesBody,
    response: consoleCloseSalesResult,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: lotteryPaths.consoleCancel,
    body: consoleCancelBody,
    response: consoleCancelResult,
  }),
  resettle: defineRoute({
    method: 'POST',
    path: consoleDashPaths.resettle,
    body: consoleResettleBody,
    response: consoleResettleResult,
  }),
};
