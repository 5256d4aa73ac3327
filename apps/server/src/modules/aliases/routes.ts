import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountAliasPaths, betOrder, chaseDetailResponse, chasePlanRow, dateRangeRequest, memberSummaryResponse, orderListQuery, orderPage, planQueryQuery, runDetailQuery } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import type { createChaseService } from '../orders/index.ts';
import type { createRecordService } from '../orders/index.ts';
import type { createWalletService } from '../wallet/index.ts';

/** docs/product.md §7's account-section names of existing calls, and the chase plan reads (accountAliasPaths). */
export function aliasRoutes(app: FastifyInstance, { chases, records, wallet }: { chases: ReturnType<typeof createChaseService>; records: ReturnType<typeof createRecordService>; wallet: ReturnType<typeof createWalletService> }): void {
  const memberId = (req: FastifyRequest) => req.member!.memberId;

  route(
    app,
    { method: 'POST', url: accountAliasPaths.tagonStatusUpdate, auth: 'member', summary: 'Keep-alive (as member/isOnLine)', access: 'self', response: z.boolean() },
    () => true,
  );
  route(
    app,
    {
      method: 'GET',
      url: accountAliasPaths.runDetail,
      auth: 'member',
      summary: "One of the member's chases with its plan (as traceDetail)",
      access: { owns: 'chase', field: 'chaseId' },
      query: runDetailQuery,
      response: chaseDetailResponse,
    },
    ({ req, query, lang }) => chases.detail(memberId(req), BigInt(query.chaseId), lang),
  );
  route(
    app,
    {
      method: 'GET',
      url: accountAliasPaths.planQuery,
      auth: 'member',
      summary: "Plan rows of one of the member's chases, one plan number or all",
      access: { owns: 'chase', field: 'chaseId' },
      query: planQueryQuery,
      response: z.array(chasePlanRow),
    },
    async ({ req, query, lang }) => {
      const detail = await chases.detail(memberId(req), BigInt(query.chaseId), lang);
      return detail.plans.filter((p) => query.planNo === undefined || p.planNo === query.planNo);
    },
  );
  route(
    app,
    {
      method: 'GET',
      url: accountAliasPaths.memberSummery,
      auth: 'member',
      summary: "The member's own summary report (as member/summary)",
      access: 'self',
      query: dateRangeRequest,
      response: memberSummaryResponse,
    },
    ({ req, query }) => wallet.summary({ memberId: memberId(req), account: req.member!.account }, query),
  );
  route(
    app,
    {
      method: 'GET',
      url: accountAliasPaths.orderList,
      auth: 'member',
      summary: "The member's bet orders (as ticketmod/orderList)",
      access: 'self',
      query: orderListQuery,
      response: orderPage(betOrder),
    },
    ({ req, query, lang }) => records.list(memberId(req), query, lang),
  );
}
