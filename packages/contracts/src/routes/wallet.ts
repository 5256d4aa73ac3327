import { z } from 'zod';
import { pageOf } from '../envelope-schemas.ts';
import { defineRoute } from '../client.ts';
import {
  bankListResponse,
  channelView,
  dailyProfitResponse,
  depositPreResponse,
  memberSummaryResponse,
  swipeResponse,
  tradeTypesResponse,
  withdrawRangeResponse,
  withdrawResponse,
} from '../responses.ts';
import {
  balanceRecordView,
  balanceRecordsQuery,
  cardBindBody,
  cardQuery,
  cardView,
  dateRangeRequest,
  depositPreRequest,
  depositRequest,
  dwOrderListQuery,
  dwOrderView,
  memberSummaryQuery,
  swipeRequest,
  walletPaths,
  withdrawRequest,
} from '../wallet.ts';

/** The member's cashier: deposit, withdraw, transfer, cards and orders (apps/web features/cashier). */
export const walletRoutes = {
  channels: defineRoute({ method: 'GET', path: walletPaths.channel, response: z.array(channelView) }),
  depositPre: defineRoute({
    method: 'POST',
    path: walletPaths.depositPre,
    body: depositPreRequest,
    response: depositPreResponse,
  }),
  depositPreThird: defineRoute({
    method: 'POST',
    path: walletPaths.depositPreThird,
    body: depositPreRequest,
    response: depositPreResponse,
  }),
  deposit: defineRoute({
    method: 'POST',
    path: walletPaths.deposit,
    body: depositRequest,
    response: dwOrderView,
  }),
  withdrawRange: defineRoute({
    method: 'GET',
    path: walletPaths.withdrawRange,
    response: withdrawRangeResponse,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: walletPaths.withdraw,
    body: withdrawRequest,
    response: withdrawResponse,
  }),
  swipe: defineRoute({
    method: 'POST',
    path: walletPaths.swipe,
    body: swipeRequest,
    response: swipeResponse,
  }),
  dwOrders: defineRoute({
    method: 'GET',
    path: walletPaths.dwOrderList,
    query: dwOrderListQuery,
    response: pageOf(dwOrderView),
  }),
  /** The member's own summary, or (memberId) an agent's summary of one subordinate. */
  memberSummary: defineRoute({
    method: 'GET',
    path: walletPaths.memberSummary,
    query: memberSummaryQuery,
    response: memberSummaryResponse,
  }),
  balanceRecords: defineRoute({
    method: 'GET',
    path: walletPaths.balanceRecords,
    query: balanceRecordsQuery,
    response: pageOf(balanceRecordView),
  }),
  dailyProfit: defineRoute({ method: 'POST', path: walletPaths.dailyProfit, body: dateRangeRequest, response: dailyProfitResponse }),
  tradeTypes: defineRoute({ method: 'POST', path: walletPaths.tradeTypes, response: tradeTypesResponse }),
  cards: defineRoute({
    method: 'GET',
    path: walletPaths.cardQuery,
    query: cardQuery,
    response: z.array(cardView),
  }),
  /** Type 1: the banks a card may belong to; type 2: the digital-currency networks. */
  bankList: defineRoute({ method: 'GET', path: walletPaths.bankList, query: cardQuery, response: bankListResponse }),
  cardBind: defineRoute({ method: 'POST', path: walletPaths.cardBind, body: cardBindBody, response: cardView }),
};
