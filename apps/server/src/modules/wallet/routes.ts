import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  balanceRecordsQuery,
  dateRangeRequest,
  depositPreRequest,
  depositRequest,
  dwOrderListQuery,
  HEADER_IDEMPOTENCY_KEY,
  swipeRequest,
  walletPaths,
  withdrawRequest,
} from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { succeed } from '../members/present.ts';
import { createWalletService } from './service.ts';

/** The client's idempotency key from the header, when it is a sane one. */
function headerKey(req: FastifyRequest): string | undefined {
  const v = req.headers[HEADER_IDEMPOTENCY_KEY];
  const key = Array.isArray(v) ? v[0] : v;
  return key && /^[A-Za-z0-9_.:-]{1,64}$/.test(key) ? key : undefined;
}

/** Wallet calls (spec §7): channels, deposits, withdrawals, transfers, records and reports. */
export function walletRoutes(app: FastifyInstance): void {
  const wallet = createWalletService(app.deps);
  const me = (req: FastifyRequest) => ({ memberId: req.member!.memberId, account: req.member!.account });

  route(app, { method: 'GET', url: walletPaths.channel, auth: 'member' }, () => wallet.channels());

  route(
    app,
    { method: 'POST', url: walletPaths.depositPre, auth: 'member', body: depositPreRequest },
    ({ req, body, lang }) => wallet.depositPre(me(req), body, false, body.requestId ?? headerKey(req), lang),
  );

  route(
    app,
    { method: 'POST', url: walletPaths.depositPreThird, auth: 'member', body: depositPreRequest },
    ({ req, body, lang }) => wallet.depositPre(me(req), body, true, body.requestId ?? headerKey(req), lang),
  );

  route(
    app,
    { method: 'POST', url: walletPaths.deposit, auth: 'member', body: depositRequest },
    async (ctx) => {
      const data = await wallet.depositSubmit(me(ctx.req), ctx.body, ctx.lang);
      return succeed(ctx.reply, ctx.lang, 'wallet.depositSubmitted', data);
    },
  );

  route(app, { method: 'GET', url: walletPaths.withdrawRange, auth: 'member' }, ({ req }) =>
    wallet.withdrawRange(me(req)),
  );

  route(
    app,
    { method: 'POST', url: walletPaths.withdraw, auth: 'member', body: withdrawRequest },
    async (ctx) => {
      const data = await wallet.withdraw(me(ctx.req), ctx.body, headerKey(ctx.req), ctx.lang);
      return succeed(ctx.reply, ctx.lang, 'wallet.withdrawSucceeded', data);
    },
  );

  route(app, { method: 'POST', url: walletPaths.swipe, auth: 'member', body: swipeRequest }, async (ctx) => {
    const data = await wallet.swipe(me(ctx.req), ctx.body, headerKey(ctx.req), ctx.req.hostname);
    return succeed(ctx.reply, ctx.lang, 'wallet.transferSucceeded', data);
  });

  route(
    app,
    { method: 'GET', url: walletPaths.dwOrderList, auth: 'member', query: dwOrderListQuery },
    ({ req, query, lang }) => wallet.dwOrderList(me(req), query, lang),
  );

  route(app, { method: 'POST', url: walletPaths.tradeTypes, auth: 'member' }, ({ lang }) =>
    wallet.tradeTypes(lang),
  );

  route(
    app,
    { method: 'GET', url: walletPaths.balanceRecords, auth: 'member', query: balanceRecordsQuery },
    ({ req, query, lang }) => wallet.balanceRecords(me(req), query, lang),
  );

  route(
    app,
    { method: 'POST', url: walletPaths.dailyProfit, auth: 'member', body: dateRangeRequest },
    ({ req, body }) => wallet.dailyProfit(me(req), body),
  );

  route(
    app,
    { method: 'GET', url: walletPaths.memberSummary, auth: 'member', query: dateRangeRequest },
    ({ req, query }) => wallet.summary(me(req), query),
  );
}
