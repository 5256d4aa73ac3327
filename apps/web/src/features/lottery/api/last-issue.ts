import { useEffect, useRef, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths, routeRef, type memberLotteryRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';

/**
 * A lottery's last drawn issue, apart from lottery-api.ts: home's cards show it, and that module's
 * order calls name the orders' contracts, whose module-level schemas bring zod with them (issue #32).
 * The route by reference (its type only) for the same reason.
 */
const lastIssueRoute = routeRef<typeof memberLotteryRoutes.lastIssue>('GET', lotteryPaths.lastIssue);

export const lastIssueQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: ['lottery', 'last', ticketId],
    queryFn: () => client.call(lastIssueRoute, { ticketId }),
  });

/** While the result of an issue that just closed is awaited: refetched this often, this long at most. */
export const LAST_ISSUE_POLL_MS = 2000;
export const LAST_ISSUE_WAIT_MS = 120_000;

/**
 * The last drawn issue of a lottery, live for everyone (issue #27). A member's push refetches it
 * on each draw; a guest has no push, so when `currentIssue` (the card's or page's countdown) moves
 * on, the issue that closed is awaited: refetched every 2 s until the last drawn issue is that one
 * (at most 2 minutes, for a draw that comes late). Every screen that shows "Kỳ trước" uses it.
 */
export function useLastIssue(ticketId: number, currentIssue?: string, staleTime = 0) {
  const seen = useRef(currentIssue);
  const [awaited, setAwaited] = useState<{ issue: string; since: number } | null>(null);
  const last = useQuery({
    ...lastIssueQueryOptions(ticketId),
    staleTime,
    refetchInterval: (q) =>
      awaited && q.state.data?.issue !== awaited.issue && Date.now() - awaited.since < LAST_ISSUE_WAIT_MS
        ? LAST_ISSUE_POLL_MS
        : false,
  });
  const { refetch } = last;
  useEffect(() => {
    if (currentIssue === undefined) return;
    const closed = seen.current;
    seen.current = currentIssue;
    if (closed === undefined || closed === currentIssue) return;
    setAwaited({ issue: closed, since: Date.now() });
    void refetch();
  }, [currentIssue, refetch]);
  return last;
}

