import type { FastifyInstance } from 'fastify';
import { historyPaths, historyQuery, remindDetailBody, remindTopBody } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { createHistoryService } from './service.ts';
import { createLotteryService } from '../lottery/service.ts';

export function historyRoutes(app: FastifyInstance) {
  const history = createHistoryService(app.deps);
  const lottery = createLotteryService(app.deps);
  route(app, { method: 'GET', url: historyPaths.hisOpenCodes, auth: 'none', query: historyQuery }, ({ query }) =>
    history.openCodes(query.ticketId, query.num),
  );
  route(app, { method: 'GET', url: historyPaths.trendChart, auth: 'none', query: historyQuery }, ({ query }) =>
    history.trendChart(query.ticketId, query.num),
  );
  route(app, { method: 'GET', url: historyPaths.trendHistory, auth: 'none', query: historyQuery }, ({ query }) =>
    history.trendHistory(query.ticketId, query.num),
  );
  route(app, { method: 'GET', url: historyPaths.hotMiss, auth: 'none', query: historyQuery }, ({ query }) => history.hotMiss(query.ticketId));
  route(app, { method: 'GET', url: historyPaths.doubleHotColdMiss, auth: 'none', query: historyQuery }, ({ query }) =>
    history.doubleHotColdMiss(query.ticketId),
  );
  route(app, { method: 'POST', url: historyPaths.remindTop, auth: 'member', body: remindTopBody }, ({ body, lang }) =>
    history.remindTop(body.ticketIdList, Math.min(...body.thresholdLst), lang),
  );
  route(app, { method: 'GET', url: historyPaths.elementResults, auth: 'none', query: historyQuery }, ({ query }) =>
    history.elementResults(query.ticketId, query.num, app.deps.clock.now()),
  );
  route(app, { method: 'POST', url: historyPaths.remindCfg, auth: 'member' }, () => history.remindCfg());
  route(app, { method: 'POST', url: historyPaths.remindDetailBet, auth: 'member', body: remindDetailBody }, async ({ body, lang }) => {
    const current = await lottery.currentIssues([body.ticketId]);
    return history.remindDetailBet(body.ticketId, body.threshold, lang, current[0]?.issue ?? null);
  });
}
