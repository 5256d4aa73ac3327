import { defineRoute } from '../client.ts';
import {
  protectionAccountParams,
  protectionConsolePaths,
  protectionState,
  setLimitRequest,
  setLimitResponse,
  takeBreakRequest,
  takeBreakResponse,
} from '../protection.ts';

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
