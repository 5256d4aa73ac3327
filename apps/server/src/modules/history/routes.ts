import type { FastifyInstance } from 'fastify';
import { historyPaths, historyQuery, remindTopBody } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { createHistoryService } from './service.ts';

export function historyRoutes(app: FastifyInstance) {
  const history = createHistoryService(app.deps);
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
}
