import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  promoPaths,
  type BonusKindValue,
  type ClaimResult,
  type InviteCountView,
  type InviteDrawResult,
  type MemberVipView,
  type SignDetailView,
  type SignDrawResult,
  type SignStatusView,
  type VipLevelView,
} from '@lotus/contracts';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Promotions (issue #15): fetchers, their query options and hooks, and the actions that refetch what they change. */
export const vipTableQueryOptions = () =>
  queryOptions({ queryKey: ['promo', 'vip-table'], queryFn: () => api<VipLevelView[]>('GET', promoPaths.vipDetail), staleTime: 300_000 });
export const memberVipQueryOptions = () =>
  queryOptions({ queryKey: ['promo', 'member-vip', currentLanguage()], queryFn: () => api<MemberVipView>('GET', promoPaths.memberVipDetail) });
export const signDetailQueryOptions = () =>
  queryOptions({ queryKey: ['promo', 'sign'], queryFn: () => api<SignDetailView>('GET', promoPaths.signDetail) });
export const inviteQueryOptions = () =>
  queryOptions({
    queryKey: ['promo', 'invite'],
    queryFn: () => api<InviteCountView>('GET', promoPaths.inviteDrawCount),
  });

export const useVipTable = () => useQuery(vipTableQueryOptions());
export const useMemberVip = () => useQuery(memberVipQueryOptions());
export const useSignDetail = () => useQuery(signDetailQueryOptions());
export const useInvite = () => useQuery(inviteQueryOptions());

function useRefresh() {
  const queryClient = useQueryClient();
  return (keys: string[][]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}

/** Receive one claimable bonus. */
export function useClaimBonus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: BonusKindValue; id: string }) =>
      api<ClaimResult>('POST', promoPaths.memberVipDraw.replace(':kind', kind), { id }),
    onSuccess: () => refresh([['promo', 'member-vip'], ['user-info'], ['wallet']]),
  });
}

export function useDoSign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api<SignStatusView>('POST', promoPaths.doSign),
    onSuccess: () => refresh([['promo', 'sign']]),
  });
}

/** Draw one sign-in chance; the caller refetches once its animation has landed. */
export function useSignDraw() {
  return useMutation({ mutationFn: () => api<SignDrawResult>('POST', promoPaths.signDraw) });
}

export function useInviteDraw() {
  return useMutation({ mutationFn: () => api<InviteDrawResult>('POST', promoPaths.inviteDraw) });
}

export function useRefreshAfterDraw() {
  const refresh = useRefresh();
  return (key: 'sign' | 'invite') => refresh([['promo', key], ['user-info'], ['wallet']]);
}
