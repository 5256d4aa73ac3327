import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryRoutes, type IssueForm } from '@lotus/contracts';
import { client } from '../../lib/api.ts';

export const ISSUES_PAGE_SIZE = 20;

/**
 * Every lottery (the public list: names in the operator's language), one query and one cache entry
 * for every picker and name; each hook selects its own view of it.
 */
const lotteryListOptions = queryOptions({
  queryKey: ['console', 'lottery-choices'],
  queryFn: () => client.call(lotteryRoutes.categories),
  staleTime: 5 * 60_000,
});

export const useLotteryChoices = () =>
  useQuery({
    ...lotteryListOptions,
    select: (cats) => cats.flatMap((c) => c.list.map((l) => ({ value: String(l.ticketId), label: `${l.name} (${l.code})` }))),
  });

/** Each lottery's name in the operator's language by its ticket id (the same list as the choices). */
export const useLotteryNames = () =>
  useQuery({
    ...lotteryListOptions,
    select: (cats) => new Map(cats.flatMap((c) => c.list.map((l) => [l.ticketId, l.name] as const))),
  });

export const issueListOptions = (ticketId: number, page: number) =>
  queryOptions({
    queryKey: ['console', 'issues', ticketId, page],
    queryFn: () => client.call(lotteryRoutes.issues, { ticketId, page, size: ISSUES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    // A drawn issue is settling: follow it closely until it reads settled.
    refetchInterval: (q) => (q.state.data?.list.some((i) => i.status === 2) ? 3_000 : 30_000),
  });

export const useIssueList = (ticketId: number | null, page: number) => useQuery({ ...issueListOptions(ticketId ?? 0, page), enabled: ticketId !== null });

export const useIssueVerification = (ticketId: number, issue: string | null) =>
  useQuery({
    queryKey: ['console', 'issue-verify', ticketId, issue],
    queryFn: () => client.call(lotteryRoutes.issueVerify, { ticketId, issue: issue ?? '' }),
    enabled: issue !== null,
  });

/**
 * The issue forms' lists (issue #27): for `result` and `resettle` the official lotteries with
 * their issues; for `cancel` the issues of `ticketId` (every lottery may be cancelled, so the
 * lottery comes from `useLotteryChoices`). Each issue carries its pending proposal.
 */
export const useIssueFormList = (form: IssueForm, ticketId: number | null = null) =>
  useQuery({
    queryKey: ['console', 'issues', 'waiting', form, ticketId],
    queryFn: () => client.call(lotteryRoutes.issuesWaiting, { for: form, ...(ticketId !== null ? { ticketId } : {}) }),
    enabled: form !== 'cancel' || ticketId !== null,
    refetchInterval: 30_000,
  });
