import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  approveRequest,
  channelView,
  consoleDwOrderView,
  consoleOrderListQuery,
  consoleOrderParams,
  consolePaths,
  depositPreRequest,
  depositPreResponse,
  depositRequest,
  dwOrderView,
  pageOf,
  rejectRequest,
  walletPaths,
} from '@lotus/contracts';
import { headerKey, parseInput, route, succeed } from '../../lib/http.ts';
import type { DepositsService } from './service.ts';

/**
 * The deposits' calls: the member's (docs/product.md §7: channels, open an order, mark it paid)
 * and the operators' review (queue, approve, reject), each with its permission (checked by
 * `route()`). Every operator write is audited.
 */
export function depositRoutes(app: FastifyInstance, { deposits }: { deposits: DepositsService }): void {
  const me = (req: FastifyRequest) => ({ memberId: req.member!.memberId, account: req.member!.account });
  const orderNo = (params: unknown) => parseInput(consoleOrderParams, params).orderNo;

  route(app, { method: 'GET', url: walletPaths.channel, auth: 'member', summary: 'Deposit channels', access: 'self', response: z.array(channelView) }, () => deposits.channels());

  route(
    app,
    { method: 'POST', url: walletPaths.depositPre, auth: 'member', protect: 'deposit', summary: 'Open a deposit order', access: 'self', body: depositPreRequest, response: depositPreResponse },
    ({ req, body, lang }) => deposits.depositPre(me(req), body, false, body.requestId ?? headerKey(req), lang, req.hostname),
  );

  route(
    app,
    { method: 'POST', url: walletPaths.depositPreThird, auth: 'member', protect: 'deposit', summary: 'Open a third-party deposit order', access: 'self', body: depositPreRequest, response: depositPreResponse },
    ({ req, body, lang }) =>
      deposits.depositPre(me(req), body, true, body.requestId ?? headerKey(req), lang, req.hostname, { ip: req.ip, origin: `${req.protocol}://${req.host}` }),
  );

  route(
    app,
    { method: 'POST', url: walletPaths.deposit, auth: 'member', protect: 'deposit', summary: 'Deposit completed: send the order to review', access: { owns: 'deposit', field: 'orderNo' }, body: depositRequest, response: dwOrderView },
    async (ctx) => {
      const data = await deposits.depositSubmit(me(ctx.req), ctx.body, ctx.lang);
      return succeed(ctx.reply, ctx.lang, 'wallet.depositSubmitted', data);
    },
  );

  route(
    app,
    { method: 'GET', url: consolePaths.deposits, auth: 'operator', summary: 'Deposit orders to review', access: 'operator', perm: 'deposit.review', query: consoleOrderListQuery, response: pageOf(consoleDwOrderView) },
    ({ query, lang }) => deposits.listDeposits(query, lang),
  );
  route(
    app,
    { method: 'POST', url: consolePaths.depositApprove, auth: 'operator', summary: 'Approve a deposit (credits the member)', params: consoleOrderParams, access: 'operator', perm: 'deposit.review', body: approveRequest, response: dwOrderView },
    ({ req, body, lang }) => deposits.approveDeposit(req.operator!, orderNo(req.params), body.reason, lang),
  );
  route(
    app,
    { method: 'POST', url: consolePaths.depositReject, auth: 'operator', summary: 'Reject a deposit', params: consoleOrderParams, access: 'operator', perm: 'deposit.review', body: rejectRequest, response: dwOrderView },
    ({ req, body, lang }) => deposits.rejectDeposit(req.operator!, orderNo(req.params), body.reason, lang),
  );
}
