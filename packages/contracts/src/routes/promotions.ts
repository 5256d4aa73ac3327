import { z } from 'zod';
import { defineRoute } from '../client.ts';
import { pageOf } from '../envelope-schemas.ts';
import {
  bonusApproveRequest,
  bonusBatchRequest,
  bonusRejectRequest,
  bonusView,
  claimBonusRequest,
  claimResult,
  consoleBonusListQuery,
  consoleBonusView,
  consolePromoPaths,
  depositRuleCreateRequest,
  depositRuleParams,
  depositRuleUpdateRequest,
  depositRuleView,
  inviteCountView,
  inviteDrawResult,
  memberVipView,
  promoIdParams,
  promoKindParams,
  promoPaths,
  promoRunRequest,
  promoRunView,
  promoTableParams,
  promoTableSaveRequest,
  promoTableView,
  signDetailView,
  signDrawResult,
  signStatusView,
  vipLevelView,
} from '../promotions.ts';
import { bonusBatchResponse } from '../responses.ts';

/** The promotions as operators run them: bonus review, Monday runs, tables, deposit rules (apps/console promotions). */
export const promoRoutes = {
  bonuses: defineRoute({
    method: 'GET',
    path: consolePromoPaths.bonuses,
    query: consoleBonusListQuery,
    response: pageOf(consoleBonusView),
  }),
  bonusApprove: defineRoute({
    method: 'POST',
    path: consolePromoPaths.bonusApprove,
    params: promoIdParams,
    body: bonusApproveRequest,
    response: bonusView,
  }),
  bonusReject: defineRoute({
    method: 'POST',
    path: consolePromoPaths.bonusReject,
    params: promoIdParams,
    body: bonusRejectRequest,
    response: bonusView,
  }),
  bonusBatch: defineRoute({
    method: 'POST',
    path: consolePromoPaths.bonusBatch,
    body: bonusBatchRequest,
    response: bonusBatchResponse,
  }),
  runs: defineRoute({ method: 'GET', path: consolePromoPaths.runs, response: z.array(promoRunView) }),
  run: defineRoute({ method: 'POST', path: consolePromoPaths.runs, body: promoRunRequest, response: promoRunView }),
  table: defineRoute({
    method: 'GET',
    path: consolePromoPaths.table,
    params: promoTableParams,
    response: promoTableView,
  }),
  saveTable: defineRoute({
    method: 'POST',
    path: consolePromoPaths.table,
    params: promoTableParams,
    body: promoTableSaveRequest,
    response: promoTableView,
  }),
  depositRules: defineRoute({
    method: 'GET',
    path: consolePromoPaths.depositRules,
    response: z.array(depositRuleView),
  }),
  createDepositRule: defineRoute({
    method: 'POST',
    path: consolePromoPaths.depositRules,
    body: depositRuleCreateRequest,
    response: depositRuleView,
  }),
  updateDepositRule: defineRoute({
    method: 'POST',
    path: consolePromoPaths.depositRule,
    params: depositRuleParams,
    body: depositRuleUpdateRequest,
    response: depositRuleView,
  }),
};

/** The promotions as members take part in them: VIP levels and bonuses, sign-in and invite draws (apps/web promotions). */
export const memberPromoRoutes = {
  vipTable: defineRoute({ method: 'GET', path: promoPaths.vipDetail, response: z.array(vipLevelView) }),
  memberVip: defineRoute({ method: 'GET', path: promoPaths.memberVipDetail, response: memberVipView }),
  claimBonus: defineRoute({
    method: 'POST',
    path: promoPaths.memberVipDraw,
    params: promoKindParams,
    body: claimBonusRequest,
    response: claimResult,
  }),
  signDetail: defineRoute({ method: 'GET', path: promoPaths.signDetail, response: signDetailView }),
  doSign: defineRoute({ method: 'POST', path: promoPaths.doSign, response: signStatusView }),
  signDraw: defineRoute({ method: 'POST', path: promoPaths.signDraw, response: signDrawResult }),
  inviteCount: defineRoute({ method: 'GET', path: promoPaths.inviteDrawCount, response: inviteCountView }),
  inviteDraw: defineRoute({ method: 'POST', path: promoPaths.inviteDraw, response: inviteDrawResult }),
};
