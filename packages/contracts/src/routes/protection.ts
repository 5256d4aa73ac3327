import { z } from 'zod';
import { defineRoute } from '../client.ts';
import {
  ackReminderRequest,
  confirmLimitRequest,
  netDepositsView,
  protectionAccountParams,
  protectionConsolePaths,
  protectionPaths,
  protectionState,
  realityCheckView,
  remindersView,
  setLimitRequest,
  setLimitResponse,
  setRealityCheckRequest,
  takeBreakRequest,
  takeBreakResponse,
} from '../protection.ts';
import {
  loginHistoryQuery,
  securityPaths,
  sessionsEndRequest,
  sessionView,
  totpDisableRequest,
  totpEnableRequest,
  totpSetupRequest,
  totpSetupResponse,
  totpStatus,
} from '../security.ts';
import { loginHistoryResponse, sessionsEndResponse } from '../responses.ts';

/** A member's player protection as operators see and tighten it (apps/console members/MemberProtection). */
export const protectionRoutes = {
  state: defineRoute({
    method: 'GET',
    path: protectionConsolePaths.state,
    params: protectionAccountParams,
    response: protectionState,
  }),
  tightenLimit: defineRoute({
    method: 'POST',
    path: protectionConsolePaths.tightenLimit,
    params: protectionAccountParams,
    body: setLimitRequest,
    response: setLimitResponse,
  }),
  takeBreak: defineRoute({
    method: 'POST',
    path: protectionConsolePaths.takeBreak,
    params: protectionAccountParams,
    body: takeBreakRequest,
    response: takeBreakResponse,
  }),
};

/** The member's own player protection (apps/web features/protection). */
export const memberProtectionRoutes = {
  state: defineRoute({ method: 'GET', path: protectionPaths.state, response: protectionState }),
  setLimit: defineRoute({ method: 'POST', path: protectionPaths.setLimit, body: setLimitRequest, response: setLimitResponse }),
  confirmLimit: defineRoute({
    method: 'POST',
    path: protectionPaths.confirmLimit,
    body: confirmLimitRequest,
    response: protectionState,
  }),
  takeBreak: defineRoute({ method: 'POST', path: protectionPaths.takeBreak, body: takeBreakRequest, response: takeBreakResponse }),
  realityCheck: defineRoute({ method: 'GET', path: protectionPaths.realityCheck, response: realityCheckView }),
  setRealityCheck: defineRoute({
    method: 'POST',
    path: protectionPaths.setRealityCheck,
    body: setRealityCheckRequest,
    response: protectionState,
  }),
  reminders: defineRoute({ method: 'GET', path: protectionPaths.reminders, response: remindersView }),
  ackReminder: defineRoute({
    method: 'POST',
    path: protectionPaths.ackReminder,
    body: ackReminderRequest,
    response: remindersView,
  }),
  netDeposits: defineRoute({ method: 'GET', path: protectionPaths.netDeposits, response: netDepositsView }),
};

/** The member's account security: sessions, sign-in history, second factor (apps/web features/protection). */
export const securityRoutes = {
  sessions: defineRoute({ method: 'GET', path: securityPaths.sessions, response: z.array(sessionView) }),
  endSessions: defineRoute({
    method: 'POST',
    path: securityPaths.sessionsEnd,
    body: sessionsEndRequest,
    response: sessionsEndResponse,
  }),
  loginHistory: defineRoute({
    method: 'GET',
    path: securityPaths.loginHistory,
    query: loginHistoryQuery,
    response: loginHistoryResponse,
  }),
  totp: defineRoute({ method: 'GET', path: securityPaths.totp, response: totpStatus }),
  totpSetup: defineRoute({ method: 'POST', path: securityPaths.totpSetup, body: totpSetupRequest, response: totpSetupResponse }),
  totpEnable: defineRoute({ method: 'POST', path: securityPaths.totpEnable, body: totpEnableRequest, response: totpStatus }),
  totpDisable: defineRoute({ method: 'POST', path: securityPaths.totpDisable, body: totpDisableRequest, response: totpStatus }),
};
