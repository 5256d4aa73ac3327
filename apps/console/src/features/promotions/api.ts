import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consolePromoPaths,
  type ConsoleBonusView,
  type DepositRuleView,
  type Paged,
  type PromoRunView,
  type PromoTableKey,
} from '@lotus/contracts';
import { api, pathOf } from '../../lib/api.ts';

export const BONUS_PAGE = 50;

export interface BonusFilter {
  status?: number;
  kind?: string;
  page: number;
}

export const bonusListOptions = (f: BonusFilter) =>
  queryOptions({
    queryKey: ['console', 'promo', 'bonuses', f],
    queryFn: () => api.get<Paged<ConsoleBonusView>>(consolePromoPaths.bonuses, { ...f, size: BONUS_PAGE }),
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
        await api.post(
          pathOf(action === 'approve' ? consolePromoPaths.bonusApprove : consolePromoPaths.bonusReject, {
            id: ids[0]!,
          }),
          { reason },
        );
        return { done: ids, skipped: 0 };
      }
      return api.post<{ done: string[]; skipped: number }>(consolePromoPaths.bonusBatch, {
        action,
        ids: ids.join(','),
        reason,
      });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'promo'] }),
  });
}

export const useRuns = () =>
  useQuery({
    queryKey: ['console', 'promo', 'runs'],
    queryFn: () => api.get<PromoRunView[]>(consolePromoPaths.runs),
  });

export function useRunGeneration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (date: string | undefined) => api.post<PromoRunView>(consolePromoPaths.runs, { date }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'promo'] }),
  });
}

export const usePromoTable = <T>(key: PromoTableKey) =>
  useQuery({
    queryKey: ['console', 'promo', 'table', key],
    queryFn: () => api.get<T>(pathOf(consolePromoPaths.table, { key })),
  });

export function useSavePromoTable(key: PromoTableKey) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (value: unknown) =>
      api.post<unknown>(pathOf(consolePromoPaths.table, { key }), { value: JSON.stringify(value) }),
    onSuccess: (saved) => qc.setQueryData(['console', 'promo', 'table', key], saved),
  });
}

/** Deposit promotions (issue #27): first deposit and reload rules, with what each has paid. */
export const useDepositRules = () =>
  useQuery({
    queryKey: ['console', 'promo', 'depositRules'],
    queryFn: () => api.get<DepositRuleView[]>(consolePromoPaths.depositRules),
  });

export function useSaveDepositRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: Record<string, string | number | boolean> }) =>
      api.post<DepositRuleView>(id ? pathOf(consolePromoPaths.depositRule, { id }) : consolePromoPaths.depositRules, values),
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'promo', 'depositRules'] }),
  });
}
