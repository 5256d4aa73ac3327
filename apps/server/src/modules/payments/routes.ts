import type { FastifyInstance } from 'fastify';
import {
  payCallbackList,
  payCallbackListQuery,
  payoutChannelList,
  payoutChannelQuery,
  payPaths,
  RECONCILE_EXPORT_MAX,
  reconcileExportQuery,
  reconcileQuery,
  reconcileReport,
  vnpayIpnAnswer,
  vnpayIpnQuery,
} from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import type { PaymentsService } from './service.ts';
import type { PayoutService } from './payout.ts';
import type { ReconcileService } from './reconcile.ts';
import { sandboxRoutes } from './sandbox.ts';

/** The providers' callbacks, the console's list of them and, in the demo, VNPay's sandbox page. */
export function paymentsRoutes(
  app: FastifyInstance,
  payments: PaymentsService,
  more: { payouts: PayoutService; reconcile: ReconcileService },
): void {
  route(
    app,
    {
      method: 'GET',
      url: payPaths.vnpayIpn,
      auth: 'none',
      access: 'public',
      tag: 'payments',
      summary: "VNPay's IPN (2.1.0): verified, credited once, answered as VNPay expects",
      query: vnpayIpnQuery,
      response: vnpayIpnAnswer,
      callback: true,
    },
    // The raw query: the signature covers the fields exactly as VNPay sent them.
    ({ req }) => payments.vnpayIpn(req.url.split('?')[1] ?? '', req.ip),
  );

  route(
    app,
    {
      method: 'GET',
      url: payPaths.consoleCallbacks,
      auth: 'operator',
      access: 'operator',
      perm: 'deposit.review',
      summary: 'Payment callbacks received, accepted or not, with their raw request (paged)',
      query: payCallbackListQuery,
      response: payCallbackList,
    },
    ({ query }) => payments.listCallbacks(query),
  );

  route(
    app,
    {
      method: 'GET',
      url: payPaths.consolePayoutChannels,
      auth: 'operator',
      access: 'operator',
      perm: 'withdrawal.review',
      summary: "The channels whose provider can pay a withdrawal out (the approval's other way to pay)",
      query: payoutChannelQuery,
      response: payoutChannelList,
    },
    async ({ query }) => {
      const all = await more.payouts.channels();
      const start = (query.page - 1) * query.size;
      return {
        list: all.slice(start, start + query.size),
        total: all.length,
        page: query.page,
        size: query.size,
      };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: payPaths.consoleReconcile,
      auth: 'operator',
      access: 'operator',
      perm: 'report.view',
      summary:
        "Daily reconciliation per channel: providers' records against credited deposits, payouts against paid withdrawals, with every difference (paged)",
      query: reconcileQuery,
      response: reconcileReport,
    },
    ({ query }) => more.reconcile.report(query),
  );

  route(
    app,
    {
      method: 'GET',
      url: payPaths.consoleReconcileExport,
      auth: 'operator',
      access: 'operator',
      perm: 'report.view',
      summary: `The reconciliation with every difference of the range at once, for the CSV (at most ${RECONCILE_EXPORT_MAX}, else refused)`,
      query: reconcileExportQuery,
      response: reconcileReport,
    },
    ({ query }) => more.reconcile.exportAll(query),
  );

  const config = app.deps.config;
  if (config.seedDemo && config.vnpay.hashSecret) sandboxRoutes(app, config.vnpay.hashSecret);
}
