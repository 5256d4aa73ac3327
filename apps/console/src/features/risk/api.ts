import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleRiskPaths,
  type BlacklistView,
  type Paged,
  type RiskClusterView,
  type RiskHoldView,
  type RiskSettingsView,
} from '@lotus/contracts';
import { api, pathOf } from '../../lib/api.ts';

export type HoldStatus = 'pending' | 'released' | 'rejected';

export const useHolds = (q: { status: HoldStatus; account?: string | undefined; page: number }) =>
  useQuery({
    queryKey: ['console', 'risk', 'holds', q],
    queryFn: () => api.get<Paged<RiskHoldView>>(consoleRiskPaths.holds, { ...q, size: 20 }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export const useClusters = (q: { kind: 'ip' | 'device'; min: number; page: number }) =>
  useQuery({
    queryKey: ['console', 'risk', 'clusters', q],
    queryFn: () => api.get<Paged<RiskClusterView>>(consoleRiskPaths.clusters, { ...q, size: 20 }),
    placeholderData: keepPreviousData,
  });

export const useBlacklist = (q: { kind?: string | undefined; page: number }) =>
  useQuery({
    queryKey: ['console', 'risk', 'blacklist', q],
    queryFn: () => api.get<Paged<BlacklistView>>(consoleRiskPaths.blacklist, { ...q, size: 20 }),
    placeholderData: keepPreviousData,
  });

export const useRiskSettings = () =>
  useQuery({
    queryKey: ['console', 'risk', 'settings'],
    queryFn: () => api.get<RiskSettingsView>(consoleRiskPaths.settings),
  });

/** Every risk write; each refreshes the risk lists. */
export function useRiskWrite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (
      w:
        | { kind: 'release' | 'reject'; orderId: string; reason?: string }
        | { kind: 'blacklistAdd'; list: string; value: string; note?: string }
        | { kind: 'blacklistRemove'; id: string }
        | { kind: 'settings'; values: RiskSettingsView },
    ): Promise<unknown> => {
      switch (w.kind) {
        case 'release':
        case 'reject':
          return api.post<{ orderId: string; status: string; balance: string }>(
            pathOf(consoleRiskPaths[w.kind], { orderId: w.orderId }),
            { reason: w.reason },
          );
        case 'blacklistAdd':
          return api.post<BlacklistView>(consoleRiskPaths.blacklist, {
            kind: w.list,
            value: w.value,
            note: w.note,
          });
        case 'blacklistRemove':
          return api.post<null>(pathOf(consoleRiskPaths.blacklistRemove, { id: w.id }));
        case 'settings':
          return api.post<RiskSettingsView>(consoleRiskPaths.settings, w.values);
      }
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'risk'] }),
  });
}
