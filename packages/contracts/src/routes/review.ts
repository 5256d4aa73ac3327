import { pageOf } from '../envelope-schemas.ts';
import { defineRoute } from '../client.ts';
import {
  approveRequest,
  consoleOrderListQuery,
  consoleOrderParams,
  consolePaths,
  rejectRequest,
  takeRequest,
  withdrawalAccountView,
  withdrawalApproveRequest,
} from '../console.ts';
import { payoutChannelList, payoutChannelQuery, payPaths } from '../payments.ts';
import {
  consoleDwOrderView,
  noData,
  withdrawalApproveResponse,
  withdrawalTakeResponse,
} from '../responses.ts';
import { dwOrderView } from '../wallet.ts';

/** The operators' review of deposits and withdrawals (apps/console features/review). */
export const reviewRoutes = {
  deposits: defineRoute({
    method: 'GET',
    path: consolePaths.deposits,
    query: consoleOrderListQuery,
    response: pageOf(consoleDwOrderView),
  }),
  withdrawals: defineRoute({
    method: 'GET',
    path: consolePaths.withdrawals,
    query: consoleOrderListQuery,
    response: pageOf(consoleDwOrderView),
  }),
  depositApprove: defineRoute({
    method: 'POST',
    path: consolePaths.depositApprove,
    params: consoleOrderParams,
    body: approveRequest,
    response: dwOrderView,
  }),
  depositReject: defineRoute({
    method: 'POST',
    path: consolePaths.depositReject,
    params: consoleOrderParams,
    body: rejectRequest,
    response: dwOrderView,
  }),
  withdrawalTake: defineRoute({
    method: 'POST',
    path: consolePaths.withdrawalTake,
    params: consoleOrderParams,
    body: takeRequest,
    response: withdrawalTakeResponse,
  }),
  withdrawalRelease: defineRoute({
    method: 'POST',
    path: consolePaths.withdrawalRelease,
    params: consoleOrderParams,
    response: noData,
  }),
  withdrawalApprove: defineRoute({
    method: 'POST',
    path: consolePaths.withdrawalApprove,
    params: consoleOrderParams,
    body: withdrawalApproveRequest,
    response: withdrawalApproveResponse,
  }),
  withdrawalReject: defineRoute({
    method: 'POST',
    path: consolePaths.withdrawalReject,
    params: consoleOrderParams,
    body: rejectRequest,
    response: dwOrderView,
  }),
  withdrawalAccount: defineRoute({
    method: 'POST',
    path: consolePaths.withdrawalAccount,
    params: consoleOrderParams,
    response: withdrawalAccountView,
  }),
  payoutChannels: defineRoute({
    method: 'GET',
    path: payPaths.consolePayoutChannels,
    query: payoutChannelQuery,
    response: payoutChannelList,
  }),
};
