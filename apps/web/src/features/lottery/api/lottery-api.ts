import { queryOptions, useQuery } from '@tanstack/react-query';
import { betRoutes, memberLotteryRoutes, type NormalLine } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Bet timeouts (docs/product.md §7, §9): 3 s normal, 15 s two-sided. */
export const NORMAL_BET_TIMEOUT_MS = 3000;
export const DOUBLE_BET_TIMEOUT_MS = 15_000;

export const ticketCfgQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: ['lottery', 'cfg', ticketId, currentLanguage()],
    queryFn: () => client.call(memberLotteryRoutes.ticketCfg, { ticketId }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
export const useTicketCfg = (ticketId: number) => useQuery(ticketCfgQueryOptions(ticketId));

/** The server's translated catalogue: mode 1 standard plays (with prizes), 2 two-sided items with odds. */
export const playListQueryOptions = (ticketId: number, mode: 1 | 2) =>
  queryOptions({
    queryKey: ['lottery', 'plays', ticketId, mode, currentLanguage()],
    queryFn: () => client.call(memberLotteryRoutes.playList, { ticketId, mode }),
    staleTime: 5 * 60_000,
  });
export const usePlayList = (ticketId: number, mode: 1 | 2) => useQuery(playListQueryOptions(ticketId, mode));

export const getCurrentIssue = (ticketId: number) =>
  client.call(memberLotteryRoutes.currentIssue, { ticketId });
export const getCurrentIssues = (ticketIds: number[]) =>
  client.call(memberLotteryRoutes.currentIssues, { ticketIds: ticketIds.join(',') });

// Home's cards read the last draw without this module's order calls (issue #32: orders' paths bring
// the contracts' zod schemas, about 90 KB of script a phone evaluated before home's first render).
export { lastIssueQueryOptions, LAST_ISSUE_POLL_MS, LAST_ISSUE_WAIT_MS, useLastIssue } from './last-issue.ts';

export const recentResultsQueryOptions = (ticketId: number, num = 10) =>
  queryOptions({
    queryKey: ['lottery', 'results', ticketId, num],
    queryFn: () => client.call(memberLotteryRoutes.recentResults, { ticketId, num }),
  });

export interface NormalOrderInput {
  tid: number;
  pno: string;
  lines: NormalLine[];
  key: string;
  confirm?: 0 | 1;
}

export const placeNormalOrder = ({ tid, pno, lines, key, confirm = 0 }: NormalOrderInput) =>
  client.call(
    betRoutes.normal,
    { tid, pno, bd: JSON.stringify(lines), key, confirm },
    { timeoutMs: NORMAL_BET_TIMEOUT_MS },
  );

export interface ChaseOrderInput {
  tid: number;
  lines: NormalLine[];
  /** "planNo,multiple|…" (engine formatChase). */
  cd: string;
  stopAfterWin: boolean;
  key: string;
}

export const placeChaseOrder = ({ tid, lines, cd, stopAfterWin, key }: ChaseOrderInput) =>
  client.call(
    betRoutes.normalChase,
    { tid, bd: JSON.stringify(lines), cd, cm: stopAfterWin ? 1 : 0, key },
    { timeoutMs: NORMAL_BET_TIMEOUT_MS },
  );

export interface DoubleOrderInput {
  tid: number;
  pno: string;
  /** `content`: the picked numbers of a pick play ("1,2,3"). */
  /** `betCount`: the engine's count for the line (doubleLineBets); the server checks it. */
  items: { playItemId: number; betAmount: string; betCount: number; content?: string }[];
  key: string;
  confirm?: 0 | 1;
}

/**
 * Two-sided lines as the server reads them; the client sends them as dotted keys (docs/product.md
 * §7: "dotted-key form"): list.0.playItemId=…&list.0.betAmount=…
 */
export function doubleLines(items: DoubleOrderInput['items']) {
  return items.map((it) => ({
    playItemId: it.playItemId,
    betAmount: it.betAmount,
    betCount: it.betCount,
    ...(it.content ? { content: it.content } : {}),
  }));
}

export function placeDoubleOrder({ tid, pno, items, key, confirm = 0 }: DoubleOrderInput) {
  return client.call(
    betRoutes.double,
    { tid, pno, key, confirm, list: doubleLines(items) },
    { timeoutMs: DOUBLE_BET_TIMEOUT_MS },
  );
}

export interface DoubleChaseInput {
  tid: number;
  items: DoubleOrderInput['items'];
  /** "planNo,multiple|…" (engine formatChase); each issue stakes the amounts × its multiple. */
  cd: string;
  stopAfterWin: boolean;
  key: string;
  confirm?: 0 | 1;
}

/** A chase of two-sided lines (docs/product.md §7 `double/chase`): the same dotted-key lines, 15 s timeout. */
export function placeDoubleChase({ tid, items, cd, stopAfterWin, key, confirm = 0 }: DoubleChaseInput) {
  return client.call(
    betRoutes.doubleChase,
    { tid, cd, cm: stopAfterWin ? 1 : 0, key, confirm, list: doubleLines(items) },
    { timeoutMs: DOUBLE_BET_TIMEOUT_MS },
  );
}

