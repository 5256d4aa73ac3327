import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleAgentPaths,
  type ConsoleAgentDetail,
  type ConsoleAgentRow,
  type Paged,
  type QuotaGrantRequest,
  type TopAgentCreateRequest,
} from '@lotus/contracts';
import { api, pathOf } from '../../lib/api.ts';

export const AGENT_PAGE = 20;

export interface AgentFilter {
  q: string;
  top: boolean;
  page: number;
}

export const agentListOptions = (f: AgentFilter) =>
  queryOptions({
    queryKey: ['console', 'agents', 'list', f],
    queryFn: () => api.get<Paged<ConsoleAgentRow>>(consoleAgentPaths.list, { q: f.q, top: f.top ? 1 : 0, page: f.page, size: AGENT_PAGE }),
    placeholderData: keepPreviousData,
  });
export const useAgentList = (f: AgentFilter) => useQuery(agentListOptions(f));

export const useAgentDetail = (account: string | null) =>
  useQuery({
    queryKey: ['console', 'agents', 'detail', account],
    queryFn: () => api.get<ConsoleAgentDetail>(pathOf(consoleAgentPaths.detail, { account: account! })),
    enabled: account !== null,
  });

/** Agents' writes: each refreshes the lists and the member detail (the server audits them). */
function useAgentMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['console', 'agents'] }), qc.invalidateQueries({ queryKey: ['console', 'member'] })]),
  });
}

export const useCreateTopAgent = () => useAgentMutation((v: TopAgentCreateRequest) => api.post<ConsoleAgentDetail>(consoleAgentPaths.create, v));

export const useConvertMember = () =>
  useAgentMutation(({ account, type }: { account: string; type: number }) =>
    api.post<{ account: string; type: number; topAgent: boolean }>(pathOf(consoleAgentPaths.convert, { account }), { type }),
  );

export const useGrantQuota = () =>
  useAgentMutation(({ account, ...v }: QuotaGrantRequest & { account: string }) =>
    api.post<{ account: string; group: number; remaining: number }>(pathOf(consoleAgentPaths.quota, { account }), v),
  );

/** Unused quota taken back from a top agent (never below what he has used; audited). */
export const useRevokeQuota = () =>
  useAgentMutation(({ account, ...v }: QuotaGrantRequest & { account: string }) =>
    api.post<{ account: string; group: number; remaining: number }>(pathOf(consoleAgentPaths.quotaRevoke, { account }), v),
  );
