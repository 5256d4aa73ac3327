import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  consoleDwOrderView,
  consoleOrderListQuery,
  consoleOrderParams,
  consolePaths,
  dwOrderView,
  noData,
  pageOf,
  rejectRequest,
  takeRequest,
  walletPaths,
  withdrawalAccountView,
  withdrawalApproveRequest,
  withdrawalApproveResponse,
  withdrawalTakeResponse,
  withdrawRangeResponse,
  withdrawRequest,
  withdrawResponse,
} from '@lotus/contracts';
import { headerKey, parseInput, route, succeed } from '../../lib/http.ts';
import type { WithdrawalsService } from './service.ts';

/**
 * The withdrawals' calls: the member's (docs/product.md §7: range, request) and the operators'
 * review (issue #16: queue, take, release, approve, reveal, reject), each with its permission
 * (checked by `route()`). Every operator write is audited.
 */
export function withdrawalRoutes(app: FastifyInstance, { withdrawals }: { withdrawals: WithdrawalsService }): void {
  const me = (req: FastifyRequest) => ({ memberId: req.member!.memberId, account: req.member!.account });
  const orderNo = (params: unknown) => parseInput(consoleOrderParams, params).orderNo;

  route(app, { method: 'GET', url: walletPaths.withdrawRange, auth: 'member', summary: 'Withdrawal range, free count and fee', access: 'self', response: withdrawRangeResponse }, ({ req }) =>
    withdrawals.withdrawRange(me(req)),
  );

  route(
    app,
    { method: 'POST', url: walletPaths.withdraw, auth: 'member', summary: "Withdraw to one of the member's cards", access: { owns: 'card', field: 'cardId' }, body: withdrawRequest, response: withdrawResponse },
    async (ctx) => {
      const data = await withdrawals.withdraw(me(ctx.req), ctx.body, headerKey(ctx.req), ctx.lang);
      return succeed(ctx.reply, ctx.lang, 'wallet.withdrawReceived', data);
    },
  );

  route(
    app,
    { method: 'GET', url: consolePaths.withdrawals, auth: 'operator', summary: 'Withdrawal orders to review', access: 'operator', perm: 'withdrawal.review', query: consoleOrderListQuery, response: pageOf(consoleDwOrderView) },
    ({ req, query, lang }) => withdrawals.listWithdrawals(query, lang, req.operator!),
  );
  route(
    app,
    { method: 'POST', url: consolePaths.withdrawalTake, auth: 'operator', summary: 'Take a withdrawal for review (locks it to you)', params: consoleOrderParams, access: 'operator', perm: 'withdrawal.review', body: takeRequest, response: withdrawalTakeResponse },
    ({ req, body, lang }) => withdrawals.takeWithdrawal(req.operator!, orderNo(req.params), body.status, lang),
  );
  route(
    app,
    { method: 'POST', url: consolePaths.withdrawalRelease, auth: 'operator', summary: 'Release a withdrawal you took', params: consoleOrderParams, access: 'operator', perm: 'withdrawal.review', response: noData },
    ({ req }) => withdrawals.releaseWithdrawal(req.operator!, orderNo(req.params)),
  );
  route(
    app,
    { method: 'POST', url: consolePaths.withdrawalApprove, auth: 'operator', summary: 'Approve a withdrawal: the approval that pays records the bank reference or payout id (two operators at or above the two-person amount)', params: consoleOrderParams, access: 'operator', perm: 'withdrawal.review', body: withdrawalApproveRequest, response: withdrawalApproveResponse },
    ({ req, body, lang }) => withdrawals.approveWithdrawal(req.operator!, orderNo(req.params), body, lang),
  );
  route(
    app,
    { method: 'POST', url: consolePaths.withdrawalAccount, auth: 'operator', summary: 'Where a withdrawal goes: bank, branch, holder and the full number (each reveal audited)', params: consoleOrderParams, access: 'operator', perm: 'withdrawal.reveal', response: withdrawalAccountView },
    ({ req }) => withdrawals.revealWithdrawalAccount(req.operator!, orderNo(req.params)),
  );
  route(
    app,
    { method: 'POST', url: consolePaths.withdrawalReject, auth: 'operator', summary: 'Reject a withdrawal (refunds it)', params: consoleOrderParams, access: 'operator', perm: 'withdrawal.review', body: rejectRequest, response: dwOrderView },
    ({ req, body, lang }) => withdrawals.rejectWithdrawal(req.operator!, orderNo(req.params), body.reason, lang, body.status),
  );
}
