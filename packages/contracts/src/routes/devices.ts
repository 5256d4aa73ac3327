import { pageOf } from '../envelope-schemas.ts';
import { defineRoute } from '../client.ts';
import { consoleMemberParams } from '../console.ts';
import { consoleMemberTabPaths, memberLoginDeviceRow, memberTabQuery } from '../console-members.ts';
import { consolePushPaths, vapidSetRequest, vapidView } from '../push.ts';
import { consoleReportPaths, deviceShareReport, reportRangeQuery } from '../reports.ts';

/**
 * Devices in the console (issue #31): a member's sign-in devices, the share of bets per device,
 * and the VAPID key pair Web Push signs with (apps/console features/members, reports, system).
 */
export const deviceRoutes = {
  memberLoginDevices: defineRoute({
    method: 'GET',
    path: consoleMemberTabPaths.loginDevices,
    params: consoleMemberParams,
    query: memberTabQuery,
    response: pageOf(memberLoginDeviceRow),
  }),
  shareReport: defineRoute({
    method: 'GET',
    path: consoleReportPaths.devices,
    query: reportRangeQuery,
    response: deviceShareReport,
  }),
  vapid: defineRoute({ method: 'GET', path: consolePushPaths.vapid, response: vapidView }),
  vapidSet: defineRoute({
    method: 'POST',
    path: consolePushPaths.vapid,
    body: vapidSetRequest,
    response: vapidView,
  }),
};
