import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentRoutes, type RouteInput } from '@lotus/contracts';
import { client } from '../../lib/api.ts';

export const AGENT_PAGE = 20;

export interface AgentFilter {
  q: string;
  top: boolean;
  page: number;
}

export const agentListOptions = (f: AgentFilter) =>
  queryOptions({
    queryKey: ['console', 'agents', 'list', f],
    queryFn: () => client.call(agentRoutes.list, { q: f.q, top: f.top ? 1 : 0, page: f.page, size: AGENT_PAGE }),
    placeholderData: keepPreviousData,
  });
export const useAgentList = (f: AgentFilter) => useQuery(agentListOptions(f));

export const useAgentDetail = (account: string | null) =>
  useQuery({
    queryKey: ['console', 'agents', 'detail', account],
    queryFn: () => client.call(agentRoutes.detail, { account: account! }),
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

export const useCreateTopAgent = () => useAgentMutation((v: RouteInput<typeof agentRoutes.create>) => client.call(agentRoutes.create, v));

export const useConvertMember = () =>
  useAgentMutation((v: RouteInput<typeof agentRoutes.convert>) => client.call(agentRoutes.convert, v));

export const useGrantQuota = () =>
  useAgentMutation((v: RouteInput<typeof agentRoutes.quota>) => client.call(agentRoutes.quota, v));

/** Unused quota taken back from a top agent (never below what he has used; audited). */
export const useRevokeQuota = () =>
  useAgentMutation((v: RouteInput<typeof agentRoutes.quotaRevoke>) => client.call(agentRoutes.quotaRevoke, v));
