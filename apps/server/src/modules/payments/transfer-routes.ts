import type { FastifyInstance } from 'fastify';
import {
  bankTransferPaths,
  noData,
  sepayAnswer,
  sepayWebhookBody,
  statementImportRequest,
  statementImportResponse,
  transferList,
  transferListQuery,
  transferMatchRequest,
  transferMatchResponse,
  transferRefundRequest,
} from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { SEPAY_MAX_BODY } from './sepay.ts';
import type { TransfersService } from './transfers.ts';

/**
 * Bank transfers (issue #28 §2): SePay's webhook and the console's queue of unmatched transfers,
 * its actions and the statement import.
 */
export async function transferRoutes(app: FastifyInstance, transfers: TransfersService): Promise<void> {
  // The webhook in its own scope, whose only body parser keeps the body as received text: the key
  // is checked before the JSON is parsed, and the raw body is what is recorded.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: SEPAY_MAX_BODY * 4 }, (_req, body, done) => done(null, body));
    route(
      scope,
      {
        method: 'POST',
        url: bankTransferPaths.sepayWebhook,
        auth: 'none',
        access: 'public',
        tag: 'payments',
        summary: "SePay's bank-feed webhook (Authorization: Apikey): a credit with an order's code and amount credits it once; others wait in the console",
        body: sepayWebhookBody,
        response: sepayAnswer,
        callback: true,
      },
      async ({ req, reply }) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const answer = await transfers.sepayWebhook(raw, req.headers.authorization, req.ip);
        reply.code(answer.status);
        return answer.body;
      },
    );
  });

  route(
    app,
    {
      method: 'GET',
      url: bankTransferPaths.consoleTransfers,
      auth: 'operator',
      access: 'operator',
      perm: 'deposit.review',
      summary: "The bank's credits from the feed and statements, by status (paged)",
      query: transferListQuery,
      response: transferList,
    },
    ({ query }) => transfers.listTransfers(query),
  );

  route(
    app,
    {
      method: 'POST',
      url: bankTransferPaths.consoleTransferMatch,
      auth: 'operator',
      access: 'operator',
      perm: 'deposit.match',
      summary: 'Credit an unmatched transfer to an order or a member (two-person at the large amount)',
      body: transferMatchRequest,
      response: transferMatchResponse,
    },
    ({ req, body }) => transfers.matchTransfer(req.operator!, body),
  );

  route(
    app,
    {
      method: 'POST',
      url: bankTransferPaths.consoleTransferRefund,
      auth: 'operator',
      access: 'operator',
      perm: 'deposit.match',
      summary: 'Mark an unmatched transfer as sent back to its payer',
      body: transferRefundRequest,
      response: noData,
    },
    ({ req, body }) => transfers.refundTransfer(req.operator!, body),
  );

  route(
    app,
    {
      method: 'POST',
      url: bankTransferPaths.consoleStatementImport,
      auth: 'operator',
      access: 'operator',
      perm: 'deposit.match',
      summary: 'Import a Vietcombank/Techcombank statement (CSV) into the matcher',
      body: statementImportRequest,
      response: statementImportResponse,
    },
    ({ req, body }) => transfers.importStatement(req.operator!, body),
  );
}
