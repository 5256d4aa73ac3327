import type { FastifyInstance } from 'fastify';
import { consoleResultBody, consoleResultResponse, drawVerification, lotteryPaths, verifyQuery } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import type { DrawService } from './service.ts';

export function drawRoutes(app: FastifyInstance, draws: DrawService) {
  route(app, { method: 'GET', url: lotteryPaths.verifyDraw, auth: 'none', summary: "Verify a draw's result (provably fair)", access: 'public', query: verifyQuery, response: drawVerification }, ({ query }) =>
    draws.verify(query.ticketId, query.issue),
  );
  route(app, { method: 'POST', url: lotteryPaths.consoleResult, auth: 'operator', perm: 'result.enter', summary: 'Enter a manual draw result', access: 'operator', body: consoleResultBody, response: consoleResultResponse }, ({ req, body }) =>
    draws.enterResult(req.operator!.operatorId, body.ticketId, body.issue, body.code),
  );
}
