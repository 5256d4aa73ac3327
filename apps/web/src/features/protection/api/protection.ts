import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  protectionPaths,
  securityPaths,
  type LoginHistoryItem,
  type ProtectionState,
  type RealityCheckView,
  type ReminderKind,
  type RemindersView,
  type SessionView,
  type TotpSetupResponse,
} from '@lotus/contracts';
import { api } from '../../../lib/api.ts';
import { getToken } from '../../../lib/session.ts';

/** Player protection and account security calls (issue #17; server: modules/protection, modules/security). */

type Params = Record<string, string | number | undefined>;

export const protectionQueryOptions = () =>
  queryOptions({
    queryKey: ['protection'],
    queryFn: () => api<ProtectionState>('GET', protectionPaths.state),
    enabled: Boolean(getToken()),
    staleTime: 60_000,
  });

/** The member's limits, break and reality-check interval. */
export const useProtection = () => useQuery(protectionQueryOptions());

/** The session's reality check (time, stakes, wins, net); fetched when the modal opens. */
export const realityCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['reality-check'],
    queryFn: () => api<RealityCheckView>('GET', protectionPaths.realityCheck),
    enabled: Boolean(getToken()),
    staleTime: 0,
  });

function useProtectionMutation<T>(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Params) => api<T>('POST', path, body),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['protection'] });
      await qc.invalidateQueries({ queryKey: ['reality-check'] });
    },
  });
}

export const useSetLimit = () =>
  useProtectionMutation<{ applied: boolean; state: ProtectionState }>(protectionPaths.setLimit);
export const useConfirmLimit = () => useProtectionMutation<ProtectionState>(protectionPaths.confirmLimit);
export const useTakeBreak = () => useProtectionMutation<ProtectionState>(protectionPaths.takeBreak);
export const useSetRealityCheck = () =>
  useProtectionMutation<ProtectionState>(protectionPaths.setRealityCheck);

export const useSessions = () =>
  useQuery({
    queryKey: ['sessions'],
    queryFn: () => api<SessionView[]>('GET', securityPaths.sessions),
  });

export function useEndSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { id?: string; all?: '1' }) => api<unknown>('POST', securityPaths.sessionsEnd, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['sessions'] }),
  });
}

export const LOGIN_HISTORY_PAGE = 20;
export const useLoginHistory = (page: number) =>
  useQuery({
    queryKey: ['login-history', page],
    queryFn: () =>
      api<{ list: LoginHistoryItem[]; total: number }>('GET', securityPaths.loginHistory, {
        page,
        size: LOGIN_HISTORY_PAGE,
      }),
  });

export const useTotpStatus = () =>
  useQuery({
    queryKey: ['totp'],
    queryFn: () => api<{ enabled: boolean }>('GET', securityPaths.totp),
  });

export const useTotpSetup = () =>
  useMutation({
    mutationFn: (password: string) => api<TotpSetupResponse>('POST', securityPaths.totpSetup, { password }),
  });

export function useTotpChange(path: typeof securityPaths.totpEnable | typeof securityPaths.totpDisable) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Params) => api<{ enabled: boolean }>('POST', path, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['totp'] }),
  });
}

/** The review reminder and the no-limit prompt due now (domain §5.2 item 4). */
export const useReminders = () =>
  useQuery({
    queryKey: ['protection', 'reminders'],
    queryFn: () => api<RemindersView>('GET', protectionPaths.reminders),
    enabled: Boolean(getToken()),
    staleTime: 5 * 60_000,
  });

/** The member answered a reminder: the server keeps the time, so it stays away for its period. */
export const useAckReminder = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (kind: ReminderKind) => api<RemindersView>('POST', protectionPaths.ackReminder, { kind }),
    onSuccess: (due) => qc.setQueryData(['protection', 'reminders'], due),
  });
};
