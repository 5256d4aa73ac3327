import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  betOrder,
  betPlayDetailResponse,
  cancelBody,
  cancelByPlanNoBody,
  cancelOrderResponse,
  chaseCancelResponse,
  chaseDetailResponse,
  chasePaths,
  chasePlacedOrders,
  chaseSummary,
  doubleChaseBody,
  doubleCreateBody,
  normalChaseBody,
  normalCreateBody,
  orderDetailBody,
  orderListQuery,
  orderPage,
  orderPaths,
  placedOrders,
  traceDetailBody,
  traceIssuesBody,
  traceIssuesResponse,
  traceListBody,
} from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { AppError } from '../../lib/errors.ts';
import { clientDevice } from '../../lib/client-device.ts';
import { readNormalCreate } from './quick-body.ts';
import type { createOrderService } from './service.ts';
import type { createRecordService } from './records.ts';
import type { createChaseService } from './chases.ts';
import type { Metrics } from '../ops/index.ts';

export function orderRoutes(app: FastifyInstance, { orders, records, chases, metrics }: { orders: ReturnType<typeof createOrderService>; records: ReturnType<typeof createRecordService>; chases: ReturnType<typeof createChaseService>; metrics: Metrics }) {
  const member = (req: { member?: { memberId: bigint } | undefined }) => req.member!.memberId;
  /** A bet's refusal counted by its reason for /metrics (the placed ones are counted by the service). */
  const counted = <T>(placing: Promise<T>): Promise<T> =>
    placing.catch((err: unknown) => {
      metrics.betRefused(err instanceof AppError ? err.msgKey : 'error');
      throw err;
    });

  route(app, { method: 'POST', url: orderPaths.normalCreate, auth: 'member', protect: 'bet', summary: 'Place normal bets', access: 'self', body: normalCreateBody, readBody: readNormalCreate, response: placedOrders }, ({ req, body }) =>
    counted(orders.createNormal(member(req), body, false, clientDevice(req.headers))),
  );
  route(app, { method: 'POST', url: orderPaths.normalSolo, auth: 'member', protect: 'bet', summary: 'Place a solo normal bet', access: 'self', body: normalCreateBody, readBody: readNormalCreate, response: placedOrders }, ({ req, body }) =>
    counted(orders.createNormal(member(req), body, true, clientDevice(req.headers))),
  );
  route(app, { method: 'POST', url: orderPaths.normalChase, auth: 'member', protect: 'bet', summary: 'Place a normal chase', access: 'self', body: normalChaseBody, response: chasePlacedOrders }, ({ req, body }) =>
    counted(orders.chase(member(req), body, 'normal', body.bd, clientDevice(req.headers))),
  );
  route(app, { method: 'POST', url: orderPaths.doubleCreate, auth: 'member', protect: 'bet', summary: 'Place two-sided bets', access: 'self', body: doubleCreateBody, response: placedOrders }, ({ req, body }) =>
    counted(orders.createDouble(member(req), body, clientDevice(req.headers))),
  );
  route(app, { method: 'POST', url: orderPaths.doubleChase, auth: 'member', protect: 'bet', summary: 'Place a two-sided chase', access: 'self', body: doubleChaseBody, response: chasePlacedOrders }, ({ req, body }) =>
    counted(orders.chase(member(req), body, 'double', body.list, clientDevice(req.headers))),
  );
  route(app, { method: 'POST', url: orderPaths.cancel, auth: 'member', summary: "Cancel one of the member's orders", access: { owns: 'order', field: 'orderId' }, body: cancelBody, response: cancelOrderResponse }, ({ req, body }) =>
    orders.cancel(member(req), BigInt(body.orderId)),
  );
  route(app, { method: 'GET', url: orderPaths.orderList, auth: 'member', summary: "The member's bet orders", access: 'self', query: orderListQuery, response: orderPage(betOrder) }, ({ req, query, lang }) =>
    records.list(member(req), query, lang),
  );
  route(app, { method: 'POST', url: orderPaths.orderDetail, auth: 'member', summary: "One of the member's orders", access: { owns: 'order', field: 'orderId' }, body: orderDetailBody, response: betOrder }, ({ req, body, lang }) =>
    records.detail(member(req), BigInt(body.orderId), lang),
  );
  route(app, { method: 'POST', url: chasePaths.traceList, auth: 'member', summary: "The member's chases", access: 'self', body: traceListBody, response: orderPage(chaseSummary) }, ({ req, body, lang }) =>
    chases.list(member(req), body, lang),
  );
  route(app, { method: 'POST', url: chasePaths.traceDetail, auth: 'member', summary: "One of the member's chases", access: { owns: 'chase', field: 'chaseId' }, body: traceDetailBody, response: chaseDetailResponse }, ({ req, body, lang }) =>
    chases.detail(member(req), BigInt(body.chaseId), lang),
  );
  route(app, { method: 'POST', url: chasePaths.traceIssues, auth: 'member', summary: 'Issues a chase may cover', access: 'self', body: traceIssuesBody, response: traceIssuesResponse }, ({ body }) =>
    chases.chaseIssues(body.ticketId, body.num),
  );
  route(app, { method: 'POST', url: chasePaths.cancelByChaseId, auth: 'member', summary: "Cancel the rest of the member's chase", access: { owns: 'chase', field: 'chaseId' }, body: traceDetailBody, response: chaseCancelResponse }, ({ req, body }) =>
    chases.cancel(member(req), BigInt(body.chaseId)),
  );
  route(app, { method: 'POST', url: chasePaths.cancelByPlanNo, auth: 'member', summary: "Cancel one issue of the member's chase", access: { owns: 'chase', field: 'chaseId' }, body: cancelByPlanNoBody, response: chaseCancelResponse }, ({ req, body }) =>
    chases.cancel(member(req), BigInt(body.chaseId), body.planNo),
  );
  route(app, { method: 'POST', url: orderPaths.ordersTop, auth: 'member', summary: "The member's latest orders", access: 'self', response: z.array(betOrder) }, ({ req, lang }) => records.top(member(req), lang));
  route(app, { method: 'POST', url: orderPaths.betPlayDetail, auth: 'member', summary: "Play detail of one of the member's orders", access: { owns: 'order', field: 'orderId' }, body: orderDetailBody, response: betPlayDetailResponse }, ({ req, body, lang }) =>
    records.playDetail(member(req), BigInt(body.orderId), lang),
  );
}
