import type { FastifyInstance } from 'fastify';
import {
  cancelBody,
  cancelByPlanNoBody,
  chasePaths,
  traceDetailBody,
  traceIssuesBody,
  traceListBody,
  doubleChaseBody,
  doubleCreateBody,
  normalChaseBody,
  normalCreateBody,
  orderDetailBody,
  orderListQuery,
  orderPaths,
} from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { createOrderService } from './service.ts';
import { createRecordService } from './records.ts';
import { createChaseService } from './chases.ts';

export function orderRoutes(app: FastifyInstance) {
  const orders = createOrderService(app.deps);
  const records = createRecordService(app.deps);
  const chases = createChaseService(app.deps);
  const member = (req: { member?: { memberId: bigint } | undefined }) => req.member!.memberId;

  route(app, { method: 'POST', url: orderPaths.normalCreate, auth: 'member', body: normalCreateBody }, ({ req, body }) =>
    orders.createNormal(member(req), body),
  );
  route(app, { method: 'POST', url: orderPaths.normalSolo, auth: 'member', body: normalCreateBody }, ({ req, body }) =>
    orders.createNormal(member(req), body, true),
  );
  route(app, { method: 'POST', url: orderPaths.normalChase, auth: 'member', body: normalChaseBody }, ({ req, body }) =>
    orders.chase(member(req), body, 'normal', body.bd),
  );
  route(app, { method: 'POST', url: orderPaths.doubleCreate, auth: 'member', body: doubleCreateBody }, ({ req, body }) =>
    orders.createDouble(member(req), body),
  );
  route(app, { method: 'POST', url: orderPaths.doubleChase, auth: 'member', body: doubleChaseBody }, ({ req, body }) =>
    orders.chase(member(req), body, 'double', body.list),
  );
  route(app, { method: 'POST', url: orderPaths.cancel, auth: 'member', body: cancelBody }, ({ req, body }) =>
    orders.cancel(member(req), BigInt(body.orderId)),
  );
  route(app, { method: 'GET', url: orderPaths.orderList, auth: 'member', query: orderListQuery }, ({ req, query, lang }) =>
    records.list(member(req), query, lang),
  );
  route(app, { method: 'POST', url: orderPaths.orderDetail, auth: 'member', body: orderDetailBody }, ({ req, body, lang }) =>
    records.detail(member(req), BigInt(body.orderId), lang),
  );
  route(app, { method: 'POST', url: chasePaths.traceList, auth: 'member', body: traceListBody }, ({ req, body, lang }) =>
    chases.list(member(req), body, lang),
  );
  route(app, { method: 'POST', url: chasePaths.traceDetail, auth: 'member', body: traceDetailBody }, ({ req, body, lang }) =>
    chases.detail(member(req), BigInt(body.chaseId), lang),
  );
  route(app, { method: 'POST', url: chasePaths.traceIssues, auth: 'member', body: traceIssuesBody }, ({ body }) =>
    chases.chaseIssues(body.ticketId, body.num),
  );
  route(app, { method: 'POST', url: chasePaths.cancelByChaseId, auth: 'member', body: traceDetailBody }, ({ req, body }) =>
    chases.cancel(member(req), BigInt(body.chaseId)),
  );
  route(app, { method: 'POST', url: chasePaths.cancelByPlanNo, auth: 'member', body: cancelByPlanNoBody }, ({ req, body }) =>
    chases.cancel(member(req), BigInt(body.chaseId), body.planNo),
  );
  route(app, { method: 'POST', url: orderPaths.ordersTop, auth: 'member' }, ({ req, lang }) => records.top(member(req), lang));
  route(app, { method: 'POST', url: orderPaths.betPlayDetail, auth: 'member', body: orderDetailBody }, ({ req, body, lang }) =>
    records.playDetail(member(req), BigInt(body.orderId), lang),
  );
}
