import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberPromoRoutes, type BonusKindValue } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Promotions (issue #15): fetchers, their query options and hooks, and the actions that refetch what they change. */
export const vipTableQueryOptions = () =>
  queryOptions({ queryKey: ['promo', 'vip-table'], queryFn: () => client.call(memberPromoRoutes.vipTable), staleTime: 300_000 });
export const memberVipQueryOptions = () =>
  queryOptions({ queryKey: ['promo', 'member-vip', currentLanguage()], queryFn: () => client.call(memberPromoRoutes.memberVip) });
export const signDetailQueryOptions = () =>
  queryOptions({ queryKey: ['promo', 'sign'], queryFn: () => client.call(memberPromoRoutes.signDetail) });
export const inviteQueryOptions = () =>
  queryOptions({
    queryKey: ['promo', 'invite'],
    queryFn: () => client.call(memberPromoRoutes.inviteCount),
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
      client.call(memberPromoRoutes.claimBonus, { kind, id }),
    onSuccess: () => refresh([['promo', 'member-vip'], ['user-info'], ['wallet']]),
  });
}

export function useDoSign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => client.call(memberPromoRoutes.doSign),
    onSuccess: () => refresh([['promo', 'sign']]),
  });
}

/** Draw one sign-in chance; the caller refetches once its animation has landed. */
export function useSignDraw() {
  return useMutation({ mutationFn: () => client.call(memberPromoRoutes.signDraw) });
}

export function useInviteDraw() {
  return useMutation({ mutationFn: () => client.call(memberPromoRoutes.inviteDraw) });
}

export function useRefreshAfterDraw() {
  const refresh = useRefresh();
  return (key: 'sign' | 'invite') => refresh([['promo', key], ['user-info'], ['wallet']]);
}
