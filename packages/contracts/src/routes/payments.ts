import {
  bankTransferPaths,
  statementImportRequest,
  statementImportResponse,
  transferList,
  transferListQuery,
  transferMatchRequest,
  transferMatchResponse,
  transferRefundRequest,
} from '../bank-transfers.ts';
import { defineRoute } from '../client.ts';
import { payCallbackList, payCallbackListQuery, payPaths } from '../payments.ts';
import { noData } from '../responses.ts';

/** The console's payment screens: the bank's credits (apps/console review/TransfersPage) and the providers' callbacks. */
export const paymentRoutes = {
  transfers: defineRoute({
    method: 'GET',
    path: bankTransferPaths.consoleTransfers,
    query: transferListQuery,
    response: transferList,
  }),
  transferMatch: defineRoute({
    method: 'POST',
    path: bankTransferPaths.consoleTransferMatch,
    body: transferMatchRequest,
    response: transferMatchResponse,
  }),
  transferRefund: defineRoute({
    method: 'POST',
    path: bankTransferPaths.consoleTransferRefund,
    body: transferRefundRequest,
    response: noData,
  }),
  statementImport: defineRoute({
    method: 'POST',
    path: bankTransferPaths.consoleStatementImport,
    body: statementImportRequest,
    response: statementImportResponse,
  }),
  callbacks: defineRoute({
    method: 'GET',
    path: payPaths.consoleCallbacks,
    query: payCallbackListQuery,
    response: payCallbackList,
  }),
};
