import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consolePaths, type DwOrderView, type Paged, type ReviewFlag, type SecondPersonView, type WithdrawalAccount } from '@lotus/contracts';
import { api, pathOf } from '../../lib/api.ts';

export type ReviewKind = 'deposit' | 'withdrawal';
export type ReviewRow = DwOrderView & {
  account: string;
  flags: ReviewFlag[];
  firstApprovedBy: string | null;
  approvalPays: boolean;
  secondPerson: SecondPersonView | null;
  channelName: string | null;
};

export const reviewListOptions = (kind: ReviewKind, q: { status?: number; account?: string; page: number }) =>
  queryOptions({
    queryKey: ['console', kind, q],
    queryFn: () => api.get<Paged<ReviewRow>>(kind === 'deposit' ? consolePaths.deposits : consolePaths.withdrawals, { ...q, size: 20 }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export const useReviewList = (kind: ReviewKind, q: { status?: number; account?: string; page: number }) => useQuery(reviewListOptions(kind, q));

const paths = {
  deposit: { approve: consolePaths.depositApprove, reject: consolePaths.depositReject },
  withdrawal: { approve: consolePaths.withdrawalApprove, reject: consolePaths.withdrawalReject },
};

/** Approve / reject / take / release, sending the status the operator saw (a stale one is refused). */
export function useReviewAction(kind: ReviewKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, row, reason, payoutRef }: { action: 'approve' | 'reject' | 'take' | 'release'; row: ReviewRow; reason?: string; payoutRef?: string }) => {
      const path =
        action === 'take' ? consolePaths.withdrawalTake : action === 'release' ? consolePaths.withdrawalRelease : paths[kind][action];
      return api.post<ReviewRow & { awaitingSecond?: boolean }>(pathOf(path, { orderNo: row.orderNo }), { reason, payoutRef, status: action === 'release' ? undefined : row.status });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
}

/** Where a withdrawal goes (bank, branch, holder, full number): each call is audited by the server. */
export const useWithdrawalAccount = () =>
  useMutation({ mutationFn: (orderNo: string) => api.post<WithdrawalAccount>(pathOf(consolePaths.withdrawalAccount, { orderNo })) });
