/**
 * The issue countdown of docs/product.md §4 as a pure state machine: every function takes the current time
 * (and the server gap) as input and returns the next state plus the events to act on. The web
 * calls `tick` once a second and `fireDue` when `nextWakeAtMs` passes; it performs the fetches
 * the machine asks for and reports back with `loaded` or `loadFailed`.
 */

/** Seconds before the end at which the last-three-seconds event fires (docs/product.md §4). */
export const LAST_SECONDS = 3;
/** Delay between the end event and the refetch of the issue (docs/product.md §4, §9). */
export const REFETCH_DELAY_MS = 501;
/** Delay before a failed or empty load of a lottery's current issue is asked for again. */
export const RETRY_DELAY_MS = 5_000;
/** The web's tick (docs/product.md §9). */
export const TICK_MS = 1000;

/** The current-issue fields the countdown needs (docs/product.md §3 "Current issue"). */
export interface IssueTiming {
  issue: string;
  endTimeMs: number;
  /** Total seconds of the issue's sale period. */
  totalSec: number;
}

export interface Counter extends IssueTiming {
  remainSec: number;
  ended: boolean;
}

export interface LotteryClock {
  counter: Counter | null;
  /** A fetch of the current issue is in flight: further fetches are suppressed. */
  loading: boolean;
  /** When the refetch after the end is due, or null. */
  fetchDueAtMs: number | null;
}

export interface CountdownState {
  /** Server time minus local time (0 when no time server is configured, docs/product.md §8). */
  gapMs: number;
  activeId: string | null;
  lotteries: Readonly<Record<string, LotteryClock>>;
}

export type CountdownEvent =
  | { type: 'lastSeconds'; lotteryId: string; issue: string }
  | { type: 'ended'; lotteryId: string; issue: string }
  /** Fetch the current issue; with `withLastIssue` also the last drawn issue (the active lottery). */
  | { type: 'fetch'; lotteryId: string; withLastIssue: boolean };

export interface Step {
  state: CountdownState;
  events: CountdownEvent[];
}

/** remain = ⌊(end − (local + gap)) / 1000⌋, below 0 → 0, above total → total (docs/product.md §4). */
export function remainSeconds(endTimeMs: number, localMs: number, gapMs: number, totalSec: number): number {
  const remain = Math.floor((endTimeMs - (localMs + gapMs)) / 1000);
  return Math.min(Math.max(remain, 0), Math.max(totalSec, 0));
}

export function createCountdown(gapMs = 0): CountdownState {
  return { gapMs, activeId: null, lotteries: {} };
}

export function setGap(state: CountdownState, gapMs: number): CountdownState {
  return { ...state, gapMs };
}

function withLottery(state: CountdownState, id: string, clock: LotteryClock): CountdownState {
  return { ...state, lotteries: { ...state.lotteries, [id]: clock } };
}

/** Asks for a fetch unless one is in flight (duplicate loads are suppressed). */
function requestFetch(state: CountdownState, id: string, clock: LotteryClock): Step {
  if (clock.loading) return { state: withLottery(state, id, { ...clock, fetchDueAtMs: null }), events: [] };
  return {
    state: withLottery(state, id, { ...clock, loading: true, fetchDueAtMs: null }),
    events: [{ type: 'fetch', lotteryId: id, withLastIssue: state.activeId === id }],
  };
}

/**
 * Registers a lottery (its countdown is shown). The first registration of a lottery with no
 * counter data fetches its current issue at once (docs/product.md §4).
 */
export function register(state: CountdownState, id: string): Step {
  const clock = state.lotteries[id] ?? { counter: null, loading: false, fetchDueAtMs: null };
  if (clock.counter) return { state: withLottery(state, id, clock), events: [] };
  return requestFetch(state, id, clock);
}

export function unregister(state: CountdownState, id: string): CountdownState {
  const { [id]: _removed, ...rest } = state.lotteries;
  return { ...state, lotteries: rest, activeId: state.activeId === id ? null : state.activeId };
}

/** Marks the lottery whose betting page is open; its refetch also loads the last issue. */
export function setActive(state: CountdownState, id: string | null): CountdownState {
  return { ...state, activeId: id };
}

/** The fetched current issue arrives: the counter restarts from the clock (docs/product.md §4 formula). */
export function loaded(
  state: CountdownState,
  id: string,
  issue: IssueTiming,
  localMs: number,
): CountdownState {
  const remainSec = remainSeconds(issue.endTimeMs, localMs, state.gapMs, issue.totalSec);
  const counter: Counter = { ...issue, remainSec, ended: false };
  return withLottery(state, id, { counter, loading: false, fetchDueAtMs: null });
}

/**
 * The fetch failed, or its answer had no issue of this lottery (none on sale yet): the counter is
 * kept, and given the local time `localMs` the fetch is asked for again RETRY_DELAY_MS later (a
 * lottery with no counter has no end to trigger it, and would show no countdown until a reload).
 */
export function loadFailed(state: CountdownState, id: string, localMs?: number): CountdownState {
  const clock = state.lotteries[id];
  if (!clock) return state;
  return withLottery(state, id, { ...clock, loading: false, fetchDueAtMs: localMs === undefined ? clock.fetchDueAtMs : localMs + RETRY_DELAY_MS });
}

/**
 * One 1-second tick at local time `localMs`: every counter drops by one (minimum 0). Reaching 3
 * fires `lastSeconds`; at 0 with total > 0 and not yet ended, the issue is marked ended, `ended`
 * fires and the refetch is scheduled 501 ms later. Refetches already due are fired too.
 */
export function tick(state: CountdownState, localMs: number): Step {
  const events: CountdownEvent[] = [];
  const lotteries: Record<string, LotteryClock> = {};
  for (const [id, clock] of Object.entries(state.lotteries)) {
    const c = clock.counter;
    if (!c) {
      lotteries[id] = clock;
      continue;
    }
    const remainSec = Math.max(0, c.remainSec - 1);
    let { ended } = c;
    let { fetchDueAtMs } = clock;
    if (remainSec === LAST_SECONDS) events.push({ type: 'lastSeconds', lotteryId: id, issue: c.issue });
    if (remainSec === 0 && c.totalSec > 0 && !ended) {
      ended = true;
      events.push({ type: 'ended', lotteryId: id, issue: c.issue });
      fetchDueAtMs = localMs + REFETCH_DELAY_MS;
    }
    lotteries[id] = { ...clock, counter: { ...c, remainSec, ended }, fetchDueAtMs };
  }
  const due = fireDue({ ...state, lotteries }, localMs);
  return { state: due.state, events: [...events, ...due.events] };
}

/** Fires the refetches due at `localMs` (the host wakes at `nextWakeAtMs`). */
export function fireDue(state: CountdownState, localMs: number): Step {
  let next = state;
  const events: CountdownEvent[] = [];
  for (const [id, clock] of Object.entries(state.lotteries)) {
    if (clock.fetchDueAtMs === null || clock.fetchDueAtMs > localMs) continue;
    const step = requestFetch(next, id, clock);
    next = step.state;
    events.push(...step.events);
  }
  return { state: next, events };
}

/** The earliest scheduled refetch, for the host's timer; null when none is pending. */
export function nextWakeAtMs(state: CountdownState): number | null {
  let min: number | null = null;
  for (const clock of Object.values(state.lotteries)) {
    if (clock.fetchDueAtMs !== null && (min === null || clock.fetchDueAtMs < min)) min = clock.fetchDueAtMs;
  }
  return min;
}

/** Recomputes every counter from the clock (e.g. after the tab slept); fires no events. */
export function resync(state: CountdownState, localMs: number): CountdownState {
  const lotteries: Record<string, LotteryClock> = {};
  for (const [id, clock] of Object.entries(state.lotteries)) {
    const c = clock.counter;
    lotteries[id] = c
      ? {
          ...clock,
          counter: { ...c, remainSec: remainSeconds(c.endTimeMs, localMs, state.gapMs, c.totalSec) },
        }
      : clock;
  }
  return { ...state, lotteries };
}
