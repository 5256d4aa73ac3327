import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  doubleHotColdMissResponse,
  dragonBetItem,
  elementResults,
  hisOpenCodesResponse,
  historyPaths,
  historyQuery,
  hotMissResponse,
  longDragonItem,
  omitDeleteBody,
  omitDeleteResponse,
  omitHits,
  omitHitsQuery,
  omitKindParams,
  type OmitKindValue,
  omitListQuery,
  omitPaths,
  omitReminder,
  omitReminderPage,
  omitSaveBody,
  remindCfg,
  remindDetailBody,
  remindTopBody,
  trendChartResponse,
  trendHistoryResponse,
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import type { createOmitService } from './omit.ts';
import type { createHistoryService } from './service.ts';
import type { LotteryService } from '../lottery/index.ts';

export function historyRoutes(app: FastifyInstance, { history, lottery, omit }: { history: ReturnType<typeof createHistoryService>; lottery: LotteryService; omit: ReturnType<typeof createOmitService> }) {
  route(app, { method: 'GET', url: historyPaths.hisOpenCodes, auth: 'none', summary: 'Draw history', access: 'public', query: historyQuery, response: hisOpenCodesResponse }, ({ query }) =>
    history.openCodes(query.ticketId, query.num),
  );
  route(app, { method: 'GET', url: historyPaths.trendChart, auth: 'none', summary: 'Trend chart', access: 'public', query: historyQuery, response: trendChartResponse }, ({ query }) =>
    history.trendChart(query.ticketId, query.num),
  );
  route(app, { method: 'GET', url: historyPaths.trendHistory, auth: 'none', summary: 'Trend chart history', access: 'public', query: historyQuery, response: trendHistoryResponse }, ({ query }) =>
    history.trendHistory(query.ticketId, query.num),
  );
  route(app, { method: 'GET', url: historyPaths.hotMiss, auth: 'none', summary: 'Hot, cold and miss statistics', access: 'public', query: historyQuery, response: hotMissResponse }, ({ query }) => history.hotMiss(query.ticketId));
  route(app, { method: 'GET', url: historyPaths.doubleHotColdMiss, auth: 'none', summary: 'Two-sided hot/cold/miss', access: 'public', query: historyQuery, response: doubleHotColdMissResponse }, ({ query }) =>
    history.doubleHotColdMiss(query.ticketId),
  );
  route(app, { method: 'POST', url: historyPaths.remindTop, auth: 'member', summary: 'Long-dragon streaks now', access: 'self', body: remindTopBody, response: z.array(longDragonItem) }, ({ body, lang }) =>
    history.remindTop(body.ticketIdList, Math.min(...body.thresholdLst), lang),
  );
  route(app, { method: 'GET', url: historyPaths.elementResults, auth: 'none', summary: 'Five elements and zodiac of the year', access: 'public', query: historyQuery, response: elementResults }, ({ query }) =>
    history.elementResults(query.ticketId, query.num, app.deps.clock.now()),
  );
  route(app, { method: 'POST', url: historyPaths.remindCfg, auth: 'member', summary: 'Long-dragon reminder config', access: 'self', response: remindCfg }, () => history.remindCfg());
  route(app, { method: 'POST', url: historyPaths.remindDetailBet, auth: 'member', summary: 'Long-dragon detail of a lottery to bet', access: 'self', body: remindDetailBody, response: z.array(dragonBetItem) }, async ({ body, lang }) => {
    const current = await lottery.currentIssues([body.ticketId]);
    return history.remindDetailBet(body.ticketId, body.threshold, lang, current[0]?.issue ?? null);
  });

  // Missed-number reminders: the member's own only (every call is scoped by the session's member id).
  route(app, { method: 'POST', url: omitPaths.save, auth: 'member', summary: 'Save a miss reminder', access: 'self', params: omitKindParams, body: omitSaveBody, response: omitReminder }, ({ req, body, lang }) =>
    omit.save(req.member!.memberId, parseInput(omitKindParams, req.params).kind as OmitKindValue, body, lang),
  );
  route(app, { method: 'POST', url: omitPaths.delete, auth: 'member', summary: "Delete some of the member's miss reminders", access: { owns: 'reminder', field: 'ids' }, body: omitDeleteBody, response: omitDeleteResponse }, ({ req, body }) =>
    omit.remove(req.member!.memberId, body.ids),
  );
  route(app, { method: 'GET', url: omitPaths.list, auth: 'member', summary: "The member's miss reminders", access: 'self', query: omitListQuery, response: omitReminderPage }, ({ req, query, lang }) =>
    omit.list(req.member!.memberId, query, lang),
  );
  route(app, { method: 'GET', url: omitPaths.hits, auth: 'member', summary: "The member's reminders that are due", access: 'self', query: omitHitsQuery, response: z.array(omitHits) }, ({ req, query, lang }) =>
    omit.hits(req.member!.memberId, query.ticketId, lang),
  );
}
