import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adjustRequest,
  approveRequest,
  consoleMemberParams,
  consoleOrderListQuery,
  consoleOrderParams,
  consolePaths,
  lotterySettingsParams,
  lotterySettingsPaths,
  DwKind,
  rejectRequest,
  settingsSaveRequest,
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import { createLotterySettingsService } from './lottery-settings.ts';
import { createConsoleService } from './service.ts';

/** Operator review (issue #5): operator sessions only; members' tokens are not operators' tokens. */
export function consoleRoutes(app: FastifyInstance): void {
  const review = createConsoleService(app.deps);
  const orderNo = (params: unknown) => parseInput(consoleOrderParams, params).orderNo;

  route(
    app,
    { method: 'GET', url: consolePaths.deposits, auth: 'operator', query: consoleOrderListQuery },
    ({ query, lang }) => review.listOrders(DwKind.DEPOSIT, query, lang),
  );
  route(
    app,
    { method: 'GET', url: consolePaths.withdrawals, auth: 'operator', query: consoleOrderListQuery },
    ({ query, lang }) => review.listOrders(DwKind.WITHDRAWAL, query, lang),
  );

  route(
    app,
    { method: 'POST', url: consolePaths.depositApprove, auth: 'operator', body: approveRequest },
    ({ req, body, lang }) => review.approveDeposit(req.operator!, orderNo(req.params), body.reason, lang),
  );
  route(
    app,
    { method: 'POST', url: consolePaths.depositReject, auth: 'operator', body: rejectRequest },
    ({ req, body, lang }) => review.rejectDeposit(req.operator!, orderNo(req.params), body.reason, lang),
  );
  route(
    app,
    { method: 'POST', url: consolePaths.withdrawalApprove, auth: 'operator', body: approveRequest },
    ({ req, body, lang }) => review.approveWithdrawal(req.operator!, orderNo(req.params), body.reason, lang),
  );
  route(
    app,
    { method: 'POST', url: consolePaths.withdrawalReject, auth: 'operator', body: rejectRequest },
    ({ req, body, lang }) => review.rejectWithdrawal(req.operator!, orderNo(req.params), body.reason, lang),
  );

  route(
    app,
    { method: 'POST', url: consolePaths.adjust, auth: 'operator', body: adjustRequest },
    ({ req, body }) =>
      review.adjust(
        req.operator!,
        parseInput(consoleMemberParams, req.params).account,
        body.amount,
        body.reason,
        body.requestId,
      ),
  );

  route(app, { method: 'GET', url: consolePaths.settings, auth: 'operator' }, () => review.settings());
  route(
    app,
    { method: 'POST', url: consolePaths.settings, auth: 'operator', body: settingsSaveRequest },
    ({ req, body }) => review.updateSettings(req.operator!, body),
  );

  route(
    app,
    {
      method: 'GET',
      url: consolePaths.audit,
      auth: 'operator',
      query: z.object({
        page: z.coerce.number().int().min(1).max(100_000).default(1),
        size: z.coerce.number().int().min(1).max(100).default(20),
      }),
    },
    ({ query }) => review.auditTrail(query),
  );

  // Per-lottery settings (grace period, stake ranges, win caps, ties, odds, result source); audited.
  const lotterySettings = createLotterySettingsService(app.deps);
  const ticketId = (params: unknown) => parseInput(lotterySettingsParams, params).ticketId;
  route(app, { method: 'GET', url: lotterySettingsPaths.list, auth: 'operator' }, () => lotterySettings.list());
  route(app, { method: 'GET', url: lotterySettingsPaths.one, auth: 'operator' }, ({ req }) => lotterySettings.get(ticketId(req.params)));
  route(app, { method: 'POST', url: lotterySettingsPaths.one, auth: 'operator' }, ({ req }) =>
    lotterySettings.update(req.operator!, ticketId(req.params), req.body),
  );
}
