import type { FastifyInstance } from 'fastify';
import { consoleCancelBody, consoleCancelResult, consoleCloseSalesBody, consoleCloseSalesResult, consoleResultBody, consoleResultResponse, drawVerification, lotteryPaths, verifyQuery } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import type { DrawService } from './service.ts';
import type { IssueCancelService } from '../settlement/index.ts';

export function drawRoutes(app: FastifyInstance, draws: DrawService, cancel: IssueCancelService) {
  route(app, { method: 'GET', url: lotteryPaths.verifyDraw, auth: 'none', summary: "Verify a draw's result (provably fair)", access: 'public', query: verifyQuery, response: drawVerification }, ({ query }) =>
    draws.verify(query.ticketId, query.issue),
  );
  route(app, { method: 'POST', url: lotteryPaths.consoleResult, auth: 'operator', perm: 'result.enter', summary: 'Enter a manual draw result', access: 'operator', body: consoleResultBody, response: consoleResultResponse }, ({ req, body }) =>
    draws.enterResult(req.operator!.operatorId, body.ticketId, body.issue, body.code),
  );
  route(
    app,
    {
      method: 'POST',
      url: lotteryPaths.consoleCloseSales,
      auth: 'operator',
      perm: 'result.enter',
      summary: "Close an official issue's sales now (e.g. the official draw is held early); its orders wait for the result",
      access: 'operator',
      body: consoleCloseSalesBody,
      response: consoleCloseSalesResult,
    },
    ({ req, body }) => draws.closeSales(req.operator!, body.ticketId, body.issue, body.reason),
  );
  route(
    app,
    {
      method: 'POST',
      url: lotteryPaths.consoleCancel,
      auth: 'operator',
      perm: 'result.enter',
      summary: 'Cancel an issue (two operators); a settled one is reversed and its stakes refunded',
      access: 'operator',
      body: consoleCancelBody,
      response: consoleCancelResult,
    },
    ({ req, body }) => cancel.cancelIssue(req.operator!.operatorId, body.ticketId, body.issue, body.reason),
  );
}
