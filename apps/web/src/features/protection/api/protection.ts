import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  memberProtectionRoutes,
  securityRoutes,
  type ApiRoute,
  type ReminderKind,
  type RouteInput,
  type RouteOutput,
} from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { getToken } from '../../../lib/session.ts';

/** Player protection and account security calls (issue #17; server: modules/protection, modules/security). */

export const protectionQueryOptions = () =>
  queryOptions({
    queryKey: ['protection'],
    queryFn: () => client.call(memberProtectionRoutes.state),
    enabled: Boolean(getToken()),
    staleTime: 60_000,
  });

/** The member's limits, break and reality-check interval. */
export const useProtection = () => useQuery(protectionQueryOptions());

/** The session's reality check (time, stakes, wins, net); fetched when the modal opens. */
export const realityCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['reality-check'],
    queryFn: () => client.call(memberProtectionRoutes.realityCheck),
    enabled: Boolean(getToken()),
    staleTime: 0,
  });

/** A change of the member's protection: refreshes his state and the reality check. */
function useProtectionMutation<R extends ApiRoute>(route: R) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<R>): Promise<RouteOutput<R>> => client.call(route, input),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['protection'] });
      await qc.invalidateQueries({ queryKey: ['reality-check'] });
    },
  });
}

export const useSetLimit = () => useProtectionMutation(memberProtectionRoutes.setLimit);
export const useConfirmLimit = () => useProtectionMutation(memberProtectionRoutes.confirmLimit);
export const useTakeBreak = () => useProtectionMutation(memberProtectionRoutes.takeBreak);
export const useSetRealityCheck = () => useProtectionMutation(memberProtectionRoutes.setRealityCheck);

export const useSessions = () =>
  useQuery({
    queryKey: ['sessions'],
    queryFn: () => client.call(securityRoutes.sessions),
  });

export function useEndSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof securityRoutes.endSessions>) => client.call(securityRoutes.endSessions, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['sessions'] }),
  });
}

export const LOGIN_HISTORY_PAGE = 20;
export const useLoginHistory = (page: number) =>
  useQuery({
    queryKey: ['login-history', page],
    queryFn: () => client.call(securityRoutes.loginHistory, { page, size: LOGIN_HISTORY_PAGE }),
  });

export const useTotpStatus = () =>
  useQuery({
    queryKey: ['totp'],
    queryFn: () => client.call(securityRoutes.totp),
  });

export const useTotpSetup = () =>
  useMutation({
    mutationFn: (password: string) => client.call(securityRoutes.totpSetup, { password }),
  });

/** Turns the second factor on (`totpEnable`) or off (`totpDisable`). */
export function useTotpChange<R extends typeof securityRoutes.totpEnable | typeof securityRoutes.totpDisable>(route: R) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<R>) => client.call(route, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['totp'] }),
  });
}

/** The review reminder and the no-limit prompt due now (domain §5.2 item 4). */
export const useReminders = () =>
  useQuery({
    queryKey: ['protection', 'reminders'],
    queryFn: () => client.call(memberProtectionRoutes.reminders),
    enabled: Boolean(getToken()),
    staleTime: 5 * 60_000,
  });

/** The member answered a reminder: the server keeps the time, so it stays away for its period. */
export const useAckReminder = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (kind: ReminderKind) => client.call(memberProtectionRoutes.ackReminder, { kind }),
    onSuccess: (due) => qc.setQueryData(['protection', 'reminders'], due),
  });
};
