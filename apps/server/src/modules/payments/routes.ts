import type { FastifyInstance } from 'fastify';
import {
  payCallbackList,
  payCallbackListQuery,
  payPaths,
  vnpayIpnAnswer,
  vnpayIpnQuery,
} from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import type { PaymentsService } from './service.ts';
import { sandboxRoutes } from './sandbox.ts';

/** The providers' callbacks, the console's list of them and, in the demo, VNPay's sandbox page. */
export function paymentsRoutes(app: FastifyInstance, payments: PaymentsService): void {
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

  const config = app.deps.config;
  if (config.seedDemo && config.vnpay.hashSecret) sandboxRoutes(app, config.vnpay.hashSecret);
}
