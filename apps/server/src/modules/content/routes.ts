import type { FastifyInstance } from 'fastify';
import {
  activityCreateRequest,
  activityUpdateRequest,
  activityView,
  consoleActivityView,
  consoleContentListQuery,
  consoleContentPaths,
  consoleNoticeView,
  contentIdParams,
  contentListQuery,
  contentPaths,
  idResponse,
  noticeCreateRequest,
  noticeUpdateRequest,
  noticeView,
  pageOf,
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import type { createContentService } from './service.ts';

/**
 * Notices and promotions (docs/product.md §7 "Activities"): public lists for the member site (guests see the
 * home page too), and the operators' console calls that write them.
 */
export function contentRoutes(app: FastifyInstance, { content }: { content: ReturnType<typeof createContentService> }): void {
  const idOf = (params: unknown) => parseInput(contentIdParams, params).id;

  route(app, { method: 'GET', url: contentPaths.noticeList, auth: 'none', summary: 'Published notices', access: 'public', query: contentListQuery, response: pageOf(noticeView) }, ({ query, req, lang }) =>
    content.noticeList(query, query.serviceName ?? req.hostname, lang),
  );
  route(app, { method: 'GET', url: contentPaths.activityList, auth: 'none', summary: 'Published activities', access: 'public', query: contentListQuery, response: pageOf(activityView) }, ({ query, req, lang }) =>
    content.activityList(query, query.serviceName ?? req.hostname, lang, false),
  );
  route(
    app,
    { method: 'GET', url: contentPaths.activityOffLineList, auth: 'none', summary: 'Offline activities', access: 'public', query: contentListQuery, response: pageOf(activityView) },
    ({ query, req, lang }) => content.activityList(query, query.serviceName ?? req.hostname, lang, true),
  );

  route(app, { method: 'GET', url: consoleContentPaths.notices, auth: 'operator', perm: 'content.manage', summary: 'Notices, all states', access: 'operator', query: consoleContentListQuery, response: pageOf(consoleNoticeView) }, ({ query }) =>
    content.consoleNotices(query),
  );
  route(app, { method: 'POST', url: consoleContentPaths.notices, auth: 'operator', perm: 'content.manage', summary: 'Create a notice', access: 'operator', body: noticeCreateRequest, response: idResponse }, ({ req, body }) =>
    content.createNotice(req.operator!, body),
  );
  route(app, { method: 'POST', url: consoleContentPaths.notice, auth: 'operator', perm: 'content.manage', summary: 'Update a notice', access: 'operator', params: contentIdParams, body: noticeUpdateRequest, response: idResponse }, ({ req, body }) =>
    content.updateNotice(req.operator!, idOf(req.params), body),
  );
  route(app, { method: 'POST', url: consoleContentPaths.noticeUnpublish, auth: 'operator', perm: 'content.manage', summary: 'Unpublish a notice', access: 'operator', params: contentIdParams, response: idResponse }, ({ req }) =>
    content.unpublishNotice(req.operator!, idOf(req.params)),
  );

  route(app, { method: 'GET', url: consoleContentPaths.activities, auth: 'operator', perm: 'content.manage', summary: 'Activities, all states', access: 'operator', query: consoleContentListQuery, response: pageOf(consoleActivityView) }, ({ query }) =>
    content.consoleActivities(query),
  );
  route(app, { method: 'POST', url: consoleContentPaths.activities, auth: 'operator', perm: 'content.manage', summary: 'Create an activity', access: 'operator', body: activityCreateRequest, response: idResponse }, ({ req, body }) =>
    content.createActivity(req.operator!, body),
  );
  route(app, { method: 'POST', url: consoleContentPaths.activity, auth: 'operator', perm: 'content.manage', summary: 'Update an activity', access: 'operator', params: contentIdParams, body: activityUpdateRequest, response: idResponse }, ({ req, body }) =>
    content.updateActivity(req.operator!, idOf(req.params), body),
  );
  route(app, { method: 'POST', url: consoleContentPaths.activityUnpublish, auth: 'operator', perm: 'content.manage', summary: 'Unpublish an activity', access: 'operator', params: contentIdParams, response: idResponse }, ({ req }) =>
    content.unpublishActivity(req.operator!, idOf(req.params)),
  );
}
