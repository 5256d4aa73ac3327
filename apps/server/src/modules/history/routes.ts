import type { FastifyInstance } from 'fastify';
import {
  historyPaths,
  historyQuery,
  omitDeleteBody,
  omitHitsQuery,
  omitKindParams,
  omitListQuery,
  omitPaths,
  omitSaveBody,
  remindDetailBody,
  remindTopBody,
  type OmitKindValue,
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import { createOmitService } from './omit.ts';
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

  // Missed-number reminders: the member's own only (every call is scoped by the session's member id).
  const omit = createOmitService(app.deps);
  route(app, { method: 'POST', url: omitPaths.save, auth: 'member', body: omitSaveBody }, ({ req, body, lang }) =>
    omit.save(req.member!.memberId, parseInput(omitKindParams, req.params).kind as OmitKindValue, body, lang),
  );
  route(app, { method: 'POST', url: omitPaths.delete, auth: 'member', body: omitDeleteBody }, ({ req, body }) =>
    omit.remove(req.member!.memberId, body.ids),
  );
  route(app, { method: 'GET', url: omitPaths.list, auth: 'member', query: omitListQuery }, ({ req, query, lang }) =>
    omit.list(req.member!.memberId, query, lang),
  );
  route(app, { method: 'GET', url: omitPaths.hits, auth: 'member', query: omitHitsQuery }, ({ req, query, lang }) =>
    omit.hits(req.member!.memberId, query.ticketId, lang),
  );
}
