import { lotteryPaths, routeRef, type CurrentIssue, type LotteryCategory, type memberLotteryRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';

/** On the first page (home's cards): the route by reference (its type only), see lottery/api/last-issue.ts. */
const currentIssuesRoute = routeRef<typeof memberLotteryRoutes.currentIssues>('GET', lotteryPaths.currentSaleIssueList);

const getCurrentIssues = (ids: readonly number[]) => client.call(currentIssuesRoute, { ticketIds: ids.join(',') });

/**
 * How long an answer asked for at boot is taken as the countdowns' first answer. Past it the
 * countdowns ask again; within it the answer's end times are still the issues' (they are absolute
 * times: a countdown counts to them from the moment it reads them).
 */
const EARLY_MS = 5_000;

let early: { key: string; at: number; answer: Promise<CurrentIssue[]>; value?: CurrentIssue[] } | null = null;

const earlyFor = (ids: readonly number[]) => (early && early.key === ids.join(',') && Date.now() - early.at < EARLY_MS ? early : null);

/**
 * Home's lottery sections from the lottery list: the hot lotteries, the category of the chosen tab
 * (the first before any is chosen), and the lotteries whose countdowns they show, in the order the
 * countdowns first ask for them (hot first).
 */
export function homeSections(categories: readonly LotteryCategory[], tab: string | null) {
  const hot = categories.flatMap((c) => c.list).filter((l) => l.hotLabel === 1);
  const current = categories.find((c) => String(c.seriesType) === tab) ?? categories[0];
  const clockIds = [...new Set([...hot, ...(current?.list ?? [])].map((l) => l.ticketId))];
  return { hot, current, clockIds };
}

/**
 * Asks for the current issues of `ids` now (home at boot, features/home/first-page.ts), so that the
 * countdowns' first answer is on the way while the app's code evaluates and renders, instead of
 * being asked for by the countdowns once they have rendered.
 */
export function startCurrentIssues(ids: readonly number[]): void {
  if (ids.length === 0) return;
  const answer = getCurrentIssues(ids);
  const started: NonNullable<typeof early> = { key: ids.join(','), at: Date.now(), answer };
  // Failed, it is not an unhandled rejection: the countdowns then ask themselves.
  answer.then(
    (value) => void (started.value = value),
    () => undefined,
  );
  early = started;
}

/**
 * The answer asked for at boot for exactly `ids`, when it is already in (without taking it): the
 * countdowns' first render shows their times from it instead of a placeholder.
 */
export const earlyIssues = (ids: readonly number[]): CurrentIssue[] | undefined => earlyFor(ids)?.value;

/** Settles when the answer asked for at boot is in (or failed); at once when none was asked for. */
export const earlyIssuesSettled = (): Promise<void> => (early ? early.answer.then(() => undefined, () => undefined) : Promise.resolve());

/** The current issues of `ids`: the answer started at boot for exactly these ids (once), or a new call. */
export function currentIssues(ids: readonly number[]): Promise<CurrentIssue[]> {
  const started = earlyFor(ids);
  early = null;
  return started ? started.answer : getCurrentIssues(ids);
}
