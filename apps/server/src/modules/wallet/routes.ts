import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  balanceRecordsQuery,
  balanceRecordView,
  dailyProfitResponse,
  dateRangeRequest,
  memberSummaryQuery,
  dwOrderListQuery,
  dwOrderView,
  memberSummaryResponse,
  pageOf,
  swipeRequest,
  swipeResponse,
  tradeTypesResponse,
  walletPaths,
} from '@lotus/contracts';
import { headerKey, route, succeed } from '../../lib/http.ts';
import type { createWalletService } from './service.ts';

/** Wallet calls (docs/product.md §7): transfers, records and reports (deposits: modules/deposits; withdrawals: modules/withdrawals). */
/**
 * The one call of the agents' service these routes make (handed in by the composition root): the
 * member whose summary an agent may read, one of his own subordinates.
 */
export interface SummaryTargets {
  summaryTarget(memberId: bigint, subordinateId: bigint): Promise<bigint>;
}

export function walletRoutes(app: FastifyInstance, { wallet, agents }: { wallet: ReturnType<typeof createWalletService>; agents: SummaryTargets }): void {
  const me = (req: FastifyRequest) => ({ memberId: req.member!.memberId, account: req.member!.account });

  route(app, { method: 'POST', url: walletPaths.swipe, auth: 'member', protect: 'deposit', summary: 'Transfer to another member', access: 'self', body: swipeRequest, response: swipeResponse }, async (ctx) => {
    const data = await wallet.swipe(me(ctx.req), ctx.body, headerKey(ctx.req), ctx.req.hostname);
    return succeed(ctx.reply, ctx.lang, 'wallet.transferSucceeded', data);
  });

  route(
    app,
    { method: 'GET', url: walletPaths.dwOrderList, auth: 'member', summary: "The member's deposit and withdrawal orders", access: 'self', query: dwOrderListQuery, response: pageOf(dwOrderView) },
    ({ req, query, lang }) => wallet.dwOrderList(me(req), query, lang),
  );

  route(app, { method: 'POST', url: walletPaths.tradeTypes, auth: 'member', summary: 'Account-change types', access: 'self', response: tradeTypesResponse }, ({ lang }) =>
    wallet.tradeTypes(lang),
  );

  route(
    app,
    { method: 'GET', url: walletPaths.balanceRecords, auth: 'member', summary: "The member's account changes", access: 'self', query: balanceRecordsQuery, response: pageOf(balanceRecordView) },
    ({ req, query, lang }) => wallet.balanceRecords(me(req), query, lang),
  );

  route(
    app,
    { method: 'POST', url: walletPaths.dailyProfit, auth: 'member', summary: 'Daily profit of the member', access: 'self', body: dateRangeRequest, response: dailyProfitResponse },
    ({ req, body }) => wallet.dailyProfit(me(req), body),
  );

  route(
    app,
    {
      method: 'GET',
      url: walletPaths.memberSummary,
      auth: 'member',
      summary: "The member's own summary report, or (memberId) an agent's report of one subordinate",
      access: { owns: 'subordinate', field: 'memberId' },
      query: memberSummaryQuery,
      response: memberSummaryResponse,
    },
    async ({ req, query }) => {
      // With memberId: an agent's report of one subordinate (issue #14), refused outside his team.
      const { memberId } = query;
      if (memberId === undefined || memberId === req.member!.memberId) return wallet.summary(me(req), query);
      const target = await agents.summaryTarget(req.member!.memberId, memberId);
      return wallet.summary({ memberId: target, account: '' }, query);
    },
  );
}
