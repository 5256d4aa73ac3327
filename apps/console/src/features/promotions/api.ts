import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { promoRoutes, type PromoTableKey, type RouteInput } from '@lotus/contracts';
import { client } from '../../lib/api.ts';

export const BONUS_PAGE = 50;

export type BonusFilter = Pick<RouteInput<typeof promoRoutes.bonuses>, 'status' | 'kind'> & { page: number };

export const bonusListOptions = (f: BonusFilter) =>
  queryOptions({
    queryKey: ['console', 'promo', 'bonuses', f],
    queryFn: () => client.call(promoRoutes.bonuses, { ...f, size: BONUS_PAGE }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
export const useBonusList = (f: BonusFilter) => useQuery(bonusListOptions(f));

/** Approve or reject one bonus, or up to 100 at once (the server skips those no longer pending). */
export function useBonusReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({
      ids,
      action,
      reason,
    }: {
      ids: string[];
      action: 'approve' | 'reject';
      reason?: string;
    }) => {
      if (ids.length === 1) {
        const id = ids[0]!;
        if (action === 'approve') await client.call(promoRoutes.bonusApprove, { id, reason });
        else await client.call(promoRoutes.bonusReject, { id, reason: reason ?? '' });
        return { done: ids, skipped: 0 };
      }
      return client.call(promoRoutes.bonusBatch, { action, ids: ids.join(','), reason });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'promo'] }),
  });
}

export const useRuns = () =>
  useQuery({
    queryKey: ['console', 'promo', 'runs'],
    queryFn: () => client.call(promoRoutes.runs),
  });

export function useRunGeneration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (date: string | undefined) => client.call(promoRoutes.run, { date }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'promo'] }),
  });
}

export const usePromoTable = (key: PromoTableKey) =>
  useQuery({
    queryKey: ['console', 'promo', 'table', key],
    queryFn: () => client.call(promoRoutes.table, { key }),
  });

export function useSavePromoTable(key: PromoTableKey) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (value: unknown) =>
      client.call(promoRoutes.saveTable, { key, value: JSON.stringify(value) }),
    onSuccess: (saved) => qc.setQueryData(['console', 'promo', 'table', key], saved),
  });
}

/** Deposit promotions (issue #27): first deposit and reload rules, with what each has paid. */
export const useDepositRules = () =>
  useQuery({
    queryKey: ['console', 'promo', 'depositRules'],
    queryFn: () => client.call(promoRoutes.depositRules),
  });

export function useSaveDepositRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string | undefined; values: RouteInput<typeof promoRoutes.createDepositRule> }) =>
      id ? client.call(promoRoutes.updateDepositRule, { ...values, id }) : client.call(promoRoutes.createDepositRule, values),
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'promo', 'depositRules'] }),
  });
}
