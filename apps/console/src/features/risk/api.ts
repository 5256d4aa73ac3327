import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { riskRoutes, type BlacklistKind, type RISK_HOLD_STATUSES, type RouteInput, type RouteOutput } from '@lotus/contracts';
import { client } from '../../lib/api.ts';

export type HoldStatus = (typeof RISK_HOLD_STATUSES)[number];

export const useHolds = (q: { status: HoldStatus; account?: string | undefined; page: number }) =>
  useQuery({
    queryKey: ['console', 'risk', 'holds', q],
    queryFn: () => client.call(riskRoutes.holds, { ...q, size: 20 }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export const useClusters = (q: { kind: 'ip' | 'device'; min: number; page: number }) =>
  useQuery({
    queryKey: ['console', 'risk', 'clusters', q],
    queryFn: () => client.call(riskRoutes.clusters, { ...q, size: 20 }),
    placeholderData: keepPreviousData,
  });

export const useBlacklist = (q: { kind?: BlacklistKind | undefined; page: number }) =>
  useQuery({
    queryKey: ['console', 'risk', 'blacklist', q],
    queryFn: () => client.call(riskRoutes.blacklist, { ...q, size: 20 }),
    placeholderData: keepPreviousData,
  });

export const useRiskSettings = () =>
  useQuery({
    queryKey: ['console', 'risk', 'settings'],
    queryFn: () => client.call(riskRoutes.settings),
  });

type RiskWriteResult =
  | RouteOutput<typeof riskRoutes.release>
  | RouteOutput<typeof riskRoutes.blacklistAdd>
  | RouteOutput<typeof riskRoutes.saveSettings>
  | null;

/** Every risk write; each refreshes the risk lists. */
export function useRiskWrite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (
      w:
        | { kind: 'release' | 'reject'; orderId: string; reason?: string }
        | ({ kind: 'blacklistAdd' } & Omit<RouteInput<typeof riskRoutes.blacklistAdd>, 'kind'> & { list: BlacklistKind })
        | { kind: 'blacklistRemove'; id: string }
        | { kind: 'settings'; values: RouteInput<typeof riskRoutes.saveSettings> },
    ): Promise<RiskWriteResult> => {
      switch (w.kind) {
        case 'release':
        case 'reject':
          return client.call(riskRoutes[w.kind], { orderId: w.orderId, reason: w.reason });
        case 'blacklistAdd':
          return client.call(riskRoutes.blacklistAdd, { kind: w.list, value: w.value, note: w.note });
        case 'blacklistRemove':
          return client.call(riskRoutes.blacklistRemove, { id: w.id });
        case 'settings':
          return client.call(riskRoutes.saveSettings, w.values);
      }
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'risk'] }),
  });
}
