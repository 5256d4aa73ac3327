import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletRoutes, type CardBindBody } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';

export type CardKindValue = 1 | 2;

export const bankListQuery = (type: CardKindValue) =>
  queryOptions({
    queryKey: ['cards', 'banks', type],
    queryFn: () => client.call(walletRoutes.bankList, { type }),
    staleTime: 10 * 60_000,
  });

export const useBankList = (type: CardKindValue) => useQuery(bankListQuery(type));

export function useBindCard(type: CardKindValue) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CardBindBody) => client.call(walletRoutes.cardBind, { ...body, type }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['cards'] }),
        qc.invalidateQueries({ queryKey: ['wallet', 'withdraw-range'] }),
      ]),
  });
}
