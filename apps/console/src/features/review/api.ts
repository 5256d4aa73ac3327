import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewRoutes, type RouteOutput } from '@lotus/contracts';
import { client } from '../../lib/api.ts';

export type ReviewKind = 'deposit' | 'withdrawal';
/** A row of the review queue (the contracts' consoleDwOrderView). */
export type ReviewRow = RouteOutput<typeof reviewRoutes.deposits>['list'][number];

export const reviewListOptions = (kind: ReviewKind, q: { status?: number; account?: string; page: number }) =>
  queryOptions({
    queryKey: ['console', kind, q],
    queryFn: () => client.call(kind === 'deposit' ? reviewRoutes.deposits : reviewRoutes.withdrawals, { ...q, size: 20 }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export const useReviewList = (kind: ReviewKind, q: { status?: number; account?: string; page: number }) => useQuery(reviewListOptions(kind, q));


/** Approve / reject / take / release, sending the status the operator saw (a stale one is refused). */
export function useReviewAction(kind: ReviewKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, row, reason, payoutRef, payoutChannelId }: { action: 'approve' | 'reject' | 'take' | 'release'; row: ReviewRow; reason?: string; payoutRef?: string; payoutChannelId?: number }) => {
      const { orderNo, status } = row;
      if (action === 'take') return client.call(reviewRoutes.withdrawalTake, { orderNo, status });
      if (action === 'release') return client.call(reviewRoutes.withdrawalRelease, { orderNo });
      if (kind === 'deposit')
        return action === 'approve'
          ? client.call(reviewRoutes.depositApprove, { orderNo, reason, status })
          : client.call(reviewRoutes.depositReject, { orderNo, reason: reason ?? '', status });
      return action === 'approve'
        ? client.call(reviewRoutes.withdrawalApprove, { orderNo, reason, payoutRef, payoutChannelId, status })
        : client.call(reviewRoutes.withdrawalReject, { orderNo, reason: reason ?? '', status });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
}

/** Where a withdrawal goes (bank, branch, holder, full number): each call is audited by the server. */
export const useWithdrawalAccount = () =>
  useMutation({ mutationFn: (orderNo: string) => client.call(reviewRoutes.withdrawalAccount, { orderNo }) });

/** The channels whose provider can pay a withdrawal out (issue #28 §3): the approval's other way to pay. */
export const usePayoutChannels = (enabled: boolean) =>
  useQuery({
    queryKey: ['console', 'payout-channels'],
    queryFn: () => client.call(reviewRoutes.payoutChannels, { page: 1, size: 50 }),
    enabled,
    staleTime: 60_000,
  });
