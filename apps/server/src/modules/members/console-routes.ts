import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  consoleMemberDetail,
  consoleMemberParams,
  consoleMemberPaths,
  consoleMemberRow,
  consoleMemberTabPaths,
  memberBetRow,
  memberBonusRow,
  memberCardRow,
  memberDwQuery,
  memberDwRow,
  memberLedgerRow,
  memberLoginDeviceRow,
  memberLoginRow,
  memberNoteRequest,
  memberNoteView,
  memberSearchQuery,
  memberStatusRequest,
  memberStatusResponse,
  memberTabQuery,
  pageOf,
  passwordResetRequest,
  passwordResetResponse,
  pushDeviceList,
  walletLockRequest,
  walletLockResponse,
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import type { createConsoleMembersService } from './admin.ts';
import type { createMemberTabsService } from './tabs.ts';

/**
 * The operators' calls on members (issues #16, #29: this module owns them): search, detail,
 * freeze, internal notes, the detail's paged tabs and its actions (wallet lock, password resets);
 * each with the permission it needs, every write audited.
 */
export function memberConsoleRoutes(
  app: FastifyInstance,
  { memberAdmin, memberTabs: tabs }: { memberAdmin: ReturnType<typeof createConsoleMembersService>; memberTabs: ReturnType<typeof createMemberTabsService> },
): void {
  const account = (params: unknown) => parseInput(consoleMemberParams, params).account;
  route(app, { method: 'GET', url: consoleMemberPaths.search, auth: 'operator', summary: 'Search members by account', access: 'operator', perm: 'member.view', query: memberSearchQuery, response: pageOf(consoleMemberRow) }, ({ query }) =>
    memberAdmin.search(query),
  );
  route(
    app,
    { method: 'GET', url: consoleMemberPaths.detail, auth: 'operator', summary: "A member's profile, balance, ledger, orders and agent chain", access: 'operator', perm: 'member.view', params: consoleMemberParams, response: consoleMemberDetail },
    ({ req }) => memberAdmin.detail(account(req.params)),
  );
  route(
    app,
    { method: 'POST', url: consoleMemberPaths.status, auth: 'operator', summary: 'Freeze or reactivate a member (audited)', access: 'operator', perm: 'member.manage', params: consoleMemberParams, body: memberStatusRequest, response: memberStatusResponse },
    ({ req, body }) => memberAdmin.setStatus(req.operator!, account(req.params), body.status, body.reason),
  );
  route(
    app,
    { method: 'GET', url: consoleMemberPaths.notes, auth: 'operator', summary: "A member's internal notes, newest first (operators only)", access: 'operator', perm: 'member.view', params: consoleMemberParams, response: z.array(memberNoteView) },
    ({ req }) => memberAdmin.notes(account(req.params)),
  );
  route(
    app,
    { method: 'POST', url: consoleMemberPaths.notes, auth: 'operator', summary: 'Add an internal note on a member (audited)', access: 'operator', perm: 'member.note', params: consoleMemberParams, body: memberNoteRequest, response: memberNoteView },
    ({ req, body }) => memberAdmin.addNote(req.operator!, account(req.params), body.body),
  );

  // The member detail's tabs (paged) and actions: wallet lock, password resets (issue #16).
  const tab = (url: string, summary: string) => ({ method: 'GET' as const, url, auth: 'operator' as const, summary, access: 'operator' as const, perm: 'member.view' as const, params: consoleMemberParams });
  route(app, { ...tab(consoleMemberTabPaths.ledger, "A member's ledger, newest first (paged)"), query: memberTabQuery, response: pageOf(memberLedgerRow) }, ({ req, query }) =>
    tabs.ledgerOf(account(req.params), query),
  );
  route(app, { ...tab(consoleMemberTabPaths.bets, "A member's lottery orders, newest first (paged)"), query: memberTabQuery, response: pageOf(memberBetRow) }, ({ req, query }) =>
    tabs.betsOf(account(req.params), query),
  );
  route(app, { ...tab(consoleMemberTabPaths.dw, "A member's deposits and withdrawals (paged)"), query: memberDwQuery, response: pageOf(memberDwRow) }, ({ req, query }) =>
    tabs.dwOf(account(req.params), query),
  );
  route(app, { ...tab(consoleMemberTabPaths.cards, "A member's bank cards and crypto accounts (numbers masked)"), response: z.array(memberCardRow) }, ({ req }) => tabs.cardsOf(account(req.params)));
  route(app, { ...tab(consoleMemberTabPaths.logins, "A member's login history with IPs and devices (paged)"), query: memberTabQuery, response: pageOf(memberLoginRow) }, ({ req, query }) =>
    tabs.loginsOf(account(req.params), query),
  );
  route(app, { ...tab(consoleMemberTabPaths.loginDevices, "The devices a member signed in from: device code and id, sign-ins, first and last seen, last IP (paged)"), query: memberTabQuery, response: pageOf(memberLoginDeviceRow) }, ({ req, query }) =>
    tabs.loginDevicesOf(account(req.params), query),
  );
  route(app, { ...tab(consoleMemberTabPaths.devices, "A member's devices with notifications on: installed app or browser, kinds, last seen (paged)"), query: memberTabQuery, response: pushDeviceList }, ({ req, query }) =>
    tabs.devicesOf(account(req.params), query),
  );
  route(app, { ...tab(consoleMemberTabPaths.bonuses, "A member's bonuses (paged)"), query: memberTabQuery, response: pageOf(memberBonusRow) }, ({ req, query }) =>
    tabs.bonusesOf(account(req.params), query),
  );
  route(
    app,
    { method: 'POST', url: consoleMemberTabPaths.walletLock, auth: 'operator', summary: "Lock or unlock a member's wallet: no bets, deposits, withdrawals or transfers (audited)", access: 'operator', perm: 'member.manage', params: consoleMemberParams, body: walletLockRequest, response: walletLockResponse },
    ({ req, body }) => tabs.setWalletLock(req.operator!, account(req.params), body.locked === 1, body.reason),
  );
  route(
    app,
    { method: 'POST', url: consoleMemberTabPaths.passwordReset, auth: 'operator', summary: "Reset a member's login or fund password to a temporary one shown once; his sessions end (audited)", access: 'operator', perm: 'member.manage', params: consoleMemberParams, body: passwordResetRequest, response: passwordResetResponse },
    ({ req, body }) => tabs.resetPassword(req.operator!, account(req.params), body.kind, body.reason),
  );
}
