import { useSyncExternalStore } from 'react';

/**
 * The seconds left of lotteries' issues, outside React's state: a countdown's 1 s tick updates
 * these, and only the countdowns that read them (useRemainSec) render again, not the page, list or
 * cards around them (home's lottery sections, the betting page).
 */
export interface RemainSeconds {
  subscribe: (listener: () => void) => () => void;
  get: (ticketId: number) => number | undefined;
}

export function remainSeconds(initial: ReadonlyMap<number, number> = new Map()) {
  let values = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: (ticketId: number) => values.get(ticketId),
    set: (next: ReadonlyMap<number, number>) => {
      values = next;
      listeners.forEach((l) => l());
    },
  };
}

/** One lottery's seconds left, rendered again on each tick. */
export function useRemainSec(remain: RemainSeconds, ticketId: number): number | undefined {
  const get = () => remain.get(ticketId);
  return useSyncExternalStore(remain.subscribe, get, get);
}
