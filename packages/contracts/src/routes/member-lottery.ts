import { z } from 'zod';
import { defineRoute } from '../client.ts';
import { dragonBetItem, historyPaths, longDragonItem, remindCfg, remindDetailBody, remindTopBody } from '../history.ts';
import {
  currentIssue,
  groupNode,
  issueResult,
  lotteryPaths,
  recentResultsQuery,
  ticketCfg,
  ticketIdsQuery,
  ticketPlayListQuery,
  ticketQuery,
} from '../lottery.ts';
import {
  betOrder,
  cancelBody,
  doubleChaseBody,
  doubleCreateBody,
  normalChaseBody,
  normalCreateBody,
  orderDetailBody,
  orderListQuery,
  orderPaths,
  placedOrders,
} from '../orders.ts';
import { cancelOrderResponse, chasePlacedOrders, orderPage } from '../responses.ts';

/**
 * A lottery as the member site shows it: its config and plays, its current issue, its results
 * (apps/web features/lottery). Home's cards read the last draw: a first-page module names a route
 * through `routeRef` (its type only), never these values.
 */
export const memberLotteryRoutes = {
  ticketCfg: defineRoute({ method: 'GET', path: lotteryPaths.ticketCfg, query: ticketQuery, response: ticketCfg }),
  playList: defineRoute({
    method: 'GET',
    path: lotteryPaths.ticketPlayList,
    query: ticketPlayListQuery,
    response: z.array(groupNode),
  }),
  currentIssue: defineRoute({
    method: 'GET',
    path: lotteryPaths.currentSaleIssue,
    query: ticketQuery,
    response: currentIssue,
  }),
  currentIssues: defineRoute({
    method: 'GET',
    path: lotteryPaths.currentSaleIssueList,
    query: ticketIdsQuery,
    response: z.array(currentIssue),
  }),
  lastIssue: defineRoute({ method: 'GET', path: lotteryPaths.lastIssue, query: ticketQuery, response: issueResult }),
  recentResults: defineRoute({
    method: 'GET',
    path: lotteryPaths.recentResults,
    query: recentResultsQuery,
    response: z.array(issueResult),
  }),
};

/** Placing bets and chases, normal and two-sided (apps/web features/lottery). */
export const betRoutes = {
  normal: defineRoute({ method: 'POST', path: orderPaths.normalCreate, body: normalCreateBody, response: placedOrders }),
  normalChase: defineRoute({
    method: 'POST',
    path: orderPaths.normalChase,
    body: normalChaseBody,
    response: chasePlacedOrders,
  }),
  double: defineRoute({ method: 'POST', path: orderPaths.doubleCreate, body: doubleCreateBody, response: placedOrders }),
  doubleChase: defineRoute({
    method: 'POST',
    path: orderPaths.doubleChase,
    body: doubleChaseBody,
    response: chasePlacedOrders,
  }),
};

/** The member's own orders: the bet record, one order, its cancellation (apps/web records and lottery). */
export const memberOrderRoutes = {
  list: defineRoute({ method: 'GET', path: orderPaths.orderList, query: orderListQuery, response: orderPage(betOrder) }),
  detail: defineRoute({ method: 'POST', path: orderPaths.orderDetail, body: orderDetailBody, response: betOrder }),
  cancel: defineRoute({ method: 'POST', path: orderPaths.cancel, body: cancelBody, response: cancelOrderResponse }),
};

/** Long dragons: the lotteries that have them, the streaks now, one lottery's items to follow or break (apps/web draws). */
export const dragonRoutes = {
  cfg: defineRoute({ method: 'POST', path: historyPaths.remindCfg, response: remindCfg }),
  top: defineRoute({ method: 'POST', path: historyPaths.remindTop, body: remindTopBody, response: z.array(longDragonItem) }),
  bet: defineRoute({
    method: 'POST',
    path: historyPaths.remindDetailBet,
    body: remindDetailBody,
    response: z.array(dragonBetItem),
  }),
};
