import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consolePaths, payPaths, type DwOrderView, type Paged, type ReviewFlag, type SecondPersonView, type WithdrawalAccount } from '@lotus/contracts';
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
    mutationFn: ({ action, row, reason, payoutRef, payoutChannelId }: { action: 'approve' | 'reject' | 'take' | 'release'; row: ReviewRow; reason?: string; payoutRef?: string; payoutChannelId?: number }) => {
      const path =
        action === 'take' ? consolePaths.withdrawalTake : action === 'release' ? consolePaths.withdrawalRelease : paths[kind][action];
      return api.post<ReviewRow & { awaitingSecond?: boolean }>(pathOf(path, { orderNo: row.orderNo }), { reason, payoutRef, payoutChannelId, status: action === 'release' ? undefined : row.status });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
}

/** Where a withdrawal goes (bank, branch, holder, full number): each call is audited by the server. */
export const useWithdrawalAccount = () =>
  useMutation({ mutationFn: (orderNo: string) => api.post<WithdrawalAccount>(pathOf(consolePaths.withdrawalAccount, { orderNo })) });

export type PayoutChannel = { id: number; name: string; provider: string };

/** The channels whose provider can pay a withdrawal out (issue #28 §3): the approval's other way to pay. */
export const usePayoutChannels = (enabled: boolean) =>
  useQuery({
    queryKey: ['console', 'payout-channels'],
    queryFn: () => api.get<Paged<PayoutChannel>>(payPaths.consolePayoutChannels, { page: 1, size: 50 }),
    enabled,
    staleTime: 60_000,
  });
