import { z } from 'zod';
import { defineRoute } from '../client.ts';
import {
  adjustRequest,
  consoleMemberParams,
  consolePaths,
  proposalListQuery,
  proposalParams,
} from '../console.ts';
import {
  consoleMemberDetail,
  consoleMemberPaths,
  consoleMemberRow,
  memberNoteRequest,
  memberNoteView,
  memberSearchQuery,
  memberStatusRequest,
} from '../console-access.ts';
import {
  consoleMemberTabPaths,
  memberBetRow,
  memberBonusRow,
  memberCardRow,
  memberDwQuery,
  memberDwRow,
  memberLedgerRow,
  memberLoginRow,
  memberTabQuery,
  passwordResetRequest,
  passwordResetResponse,
  walletLockRequest,
  walletLockResponse,
} from '../console-members.ts';
import { pageOf } from '../envelope-schemas.ts';
import { pushDeviceList } from '../push.ts';
import { consoleProposalView, memberStatusResponse, proposalDecision, proposalView } from '../responses.ts';

/** The console's members: search, profile, notes, status, and balance adjustments under the two-person rule (apps/console members). */
export const memberRoutes = {
  search: defineRoute({
    method: 'GET',
    path: consoleMemberPaths.search,
    query: memberSearchQuery,
    response: pageOf(consoleMemberRow),
  }),
  detail: defineRoute({
    method: 'GET',
    path: consoleMemberPaths.detail,
    params: consoleMemberParams,
    response: consoleMemberDetail,
  }),
  status: defineRoute({
    method: 'POST',
    path: consoleMemberPaths.status,
    params: consoleMemberParams,
    body: memberStatusRequest,
    response: memberStatusResponse,
  }),
  notes: defineRoute({
    method: 'GET',
    path: consoleMemberPaths.notes,
    params: consoleMemberParams,
    response: z.array(memberNoteView),
  }),
  addNote: defineRoute({
    method: 'POST',
    path: consoleMemberPaths.notes,
    params: consoleMemberParams,
    body: memberNoteRequest,
    response: memberNoteView,
  }),
  walletLock: defineRoute({
    method: 'POST',
    path: consoleMemberTabPaths.walletLock,
    params: consoleMemberParams,
    body: walletLockRequest,
    response: walletLockResponse,
  }),
  passwordReset: defineRoute({
    method: 'POST',
    path: consoleMemberTabPaths.passwordReset,
    params: consoleMemberParams,
    body: passwordResetRequest,
    response: passwordResetResponse,
  }),
  adjust: defineRoute({
    method: 'POST',
    path: consolePaths.adjust,
    params: consoleMemberParams,
    body: adjustRequest,
    response: proposalView,
  }),
  proposals: defineRoute({
    method: 'GET',
    path: consolePaths.proposals,
    query: proposalListQuery,
    response: pageOf(consoleProposalView),
  }),
  proposalConfirm: defineRoute({
    method: 'POST',
    path: consolePaths.proposalConfirm,
    params: proposalParams,
    response: proposalDecision,
  }),
  proposalRefuse: defineRoute({
    method: 'POST',
    path: consolePaths.proposalRefuse,
    params: proposalParams,
    response: proposalDecision,
  }),
};

const tab = <P extends string, Q extends z.ZodType, R extends z.ZodType>(path: P, query: Q, response: R) => ({
  method: 'GET' as const,
  path,
  params: consoleMemberParams,
  query,
  response,
});

/** The member detail's tabs, each paged but his cards (apps/console members/MemberTabs). */
export const memberTabRoutes = {
  ledger: defineRoute(tab(consoleMemberTabPaths.ledger, memberTabQuery, pageOf(memberLedgerRow))),
  bets: defineRoute(tab(consoleMemberTabPaths.bets, memberTabQuery, pageOf(memberBetRow))),
  dw: defineRoute(tab(consoleMemberTabPaths.dw, memberDwQuery, pageOf(memberDwRow))),
  logins: defineRoute(tab(consoleMemberTabPaths.logins, memberTabQuery, pageOf(memberLoginRow))),
  devices: defineRoute(tab(consoleMemberTabPaths.devices, memberTabQuery, pushDeviceList)),
  bonuses: defineRoute(tab(consoleMemberTabPaths.bonuses, memberTabQuery, pageOf(memberBonusRow))),
  cards: defineRoute({
    method: 'GET',
    path: consoleMemberTabPaths.cards,
    params: consoleMemberParams,
    response: z.array(memberCardRow),
  }),
};
