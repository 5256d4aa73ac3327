import { defineRoute } from '../client.ts';
import {
  activityCreateRequest,
  activityUpdateRequest,
  consoleActivityView,
  consoleContentListQuery,
  consoleContentPaths,
  consoleNoticeView,
  contentIdParams,
  noticeCreateRequest,
  noticeUpdateRequest,
} from '../content.ts';
import { consoleHostPaths, hostConfigBody, hostConfigView, hostListQuery, hostParams, hostRow } from '../console-host.ts';
import { pageOf } from '../envelope-schemas.ts';
import { idResponse } from '../responses.ts';

/** Notices and promotion cards as operators write them, each language's text beside (apps/console content). */
export const contentRoutes = {
  notices: defineRoute({
    method: 'GET',
    path: consoleContentPaths.notices,
    query: consoleContentListQuery,
    response: pageOf(consoleNoticeView),
  }),
  createNotice: defineRoute({
    method: 'POST',
    path: consoleContentPaths.notices,
    body: noticeCreateRequest,
    response: idResponse,
  }),
  updateNotice: defineRoute({
    method: 'POST',
    path: consoleContentPaths.notice,
    params: contentIdParams,
    body: noticeUpdateRequest,
    response: idResponse,
  }),
  unpublishNotice: defineRoute({
    method: 'POST',
    path: consoleContentPaths.noticeUnpublish,
    params: contentIdParams,
    response: idResponse,
  }),
  activities: defineRoute({
    method: 'GET',
    path: consoleContentPaths.activities,
    query: consoleContentListQuery,
    response: pageOf(consoleActivityView),
  }),
  createActivity: defineRoute({
    method: 'POST',
    path: consoleContentPaths.activities,
    body: activityCreateRequest,
    response: idResponse,
  }),
  updateActivity: defineRoute({
    method: 'POST',
    path: consoleContentPaths.activity,
    params: contentIdParams,
    body: activityUpdateRequest,
    response: idResponse,
  }),
  unpublishActivity: defineRoute({
    method: 'POST',
    path: consoleContentPaths.activityUnpublish,
    params: contentIdParams,
    response: idResponse,
  }),
};

/** Sites by host: the default site and each host's own configuration (apps/console content/SitesPage). */
export const siteRoutes = {
  list: defineRoute({ method: 'GET', path: consoleHostPaths.list, query: hostListQuery, response: pageOf(hostRow) }),
  one: defineRoute({ method: 'GET', path: consoleHostPaths.one, params: hostParams, response: hostConfigView }),
  save: defineRoute({
    method: 'POST',
    path: consoleHostPaths.one,
    params: hostParams,
    body: hostConfigBody,
    response: hostConfigView,
  }),
};
