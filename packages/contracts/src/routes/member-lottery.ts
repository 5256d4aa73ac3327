import { z } from 'zod';
import { defineRoute } from '../client.ts';
import {
  dragonBetItem,
  historyPaths,
  historyQuery,
  longDragonItem,
  remindCfg,
  remindDetailBody,
  remindTopBody,
} from '../history.ts';
import {
  currentIssue,
  drawVerification,
  groupNode,
  issueResult,
  lotteryCategory,
  lotteryPaths,
  recentResultsQuery,
  ticketCfg,
  ticketIdsQuery,
  ticketPlayListQuery,
  ticketQuery,
  verifyQuery,
} from '../lottery.ts';
import {
  betOrder,
  cancelBody,
  chasePaths,
  doubleChaseBody,
  doubleCreateBody,
  normalChaseBody,
  normalCreateBody,
  orderDetailBody,
  orderListQuery,
  orderPaths,
  placedOrders,
  traceIssuesBody,
} from '../orders.ts';
import {
  cancelOrderResponse,
  chasePlacedOrders,
  doubleHotColdMissResponse,
  hisOpenCodesResponse,
  hotMissResponse,
  orderPage,
  recentPlayResponse,
  traceIssuesResponse,
  trendChartResponse,
  trendHistoryResponse,
} from '../responses.ts';

/**
 * A lottery as the member site shows it: its config and plays, its current issue, its results
 * (apps/web features/lottery). Home's cards read the last draw: a first-page module names a route
 * through `routeRef` (its type only), never these values.
 */
export const memberLotteryRoutes = {
  /** The lotteries by category, their names in the caller's language (apps/web features/catalogue). */
  list: defineRoute({ method: 'GET', path: lotteryPaths.ticketTypeList, response: z.array(lotteryCategory) }),
  /** The lotteries the member played last. */
  recentPlayed: defineRoute({ method: 'GET', path: lotteryPaths.recentPlay, response: recentPlayResponse }),
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
  /** A draw's result checked against its published seed (apps/web features/verify). */
  verifyDraw: defineRoute({ method: 'GET', path: lotteryPaths.verifyDraw, query: verifyQuery, response: drawVerification }),
};

/** A lottery's history and statistics, worked out by the server (apps/web features/trend). */
export const trendRoutes = {
  openCodes: defineRoute({ method: 'GET', path: historyPaths.hisOpenCodes, query: historyQuery, response: hisOpenCodesResponse }),
  chart: defineRoute({ method: 'GET', path: historyPaths.trendChart, query: historyQuery, response: trendChartResponse }),
  history: defineRoute({
    method: 'GET',
    path: historyPaths.trendHistory,
    query: historyQuery,
    response: trendHistoryResponse,
  }),
  hotMiss: defineRoute({ method: 'GET', path: historyPaths.hotMiss, query: historyQuery, response: hotMissResponse }),
  doubleHotMiss: defineRoute({
    method: 'GET',
    path: historyPaths.doubleHotColdMiss,
    query: historyQuery,
    response: doubleHotColdMissResponse,
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
  /** The issues a chase may cover (the chase planner). */
  traceIssues: defineRoute({ method: 'POST', path: chasePaths.traceIssues, body: traceIssuesBody, response: traceIssuesResponse }),
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
