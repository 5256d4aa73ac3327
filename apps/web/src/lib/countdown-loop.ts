import { countdown } from '@lotus/engine';
import type { CurrentIssue } from '@lotus/contracts';

/** A current issue as the countdown machine reads it (its end as an absolute time). */
export const timingOf = (issue: CurrentIssue): countdown.IssueTiming => ({ issue: issue.issue, endTimeMs: issue.endTime, totalSec: issue.total });

/** Where a hook keeps the countdown machine's state (a React ref). */
export interface CountdownStateRef {
  current: countdown.CountdownState;
}

export interface CountdownLoop {
  /** Hands events to the hook, then sets the wake for the machine's next due event. */
  run: (events: countdown.CountdownEvent[]) => void;
  stop: () => void;
}

/**
 * The timers that drive the engine's countdown machine (docs/product.md §4), written once for the
 * home list's clocks and the betting page's clock: a 1 s tick for the counters, and a wake at the
 * machine's next due event (a refetch 501 ms after an end, a retry), whose events go to `onEvents`
 * as the tick's do. `onTick` runs on every tick before its events, `afterTick` after them.
 */
export function startCountdownLoop(
  state: CountdownStateRef,
  handlers: {
    onEvents: (events: countdown.CountdownEvent[]) => void;
    onTick: () => void;
    afterTick?: () => void;
  },
): CountdownLoop {
  let wake: ReturnType<typeof setTimeout> | undefined;
  const run = (events: countdown.CountdownEvent[]) => {
    handlers.onEvents(events);
    clearTimeout(wake);
    const at = countdown.nextWakeAtMs(state.current);
    if (at === null) return;
    wake = setTimeout(
      () => {
        const step = countdown.fireDue(state.current, Date.now());
        state.current = step.state;
        run(step.events);
      },
      Math.max(0, at - Date.now()),
    );
  };
  const tick = setInterval(() => {
    const step = countdown.tick(state.current, Date.now());
    state.current = step.state;
    handlers.onTick();
    run(step.events);
    handlers.afterTick?.();
  }, countdown.TICK_MS);
  return {
    run,
    stop: () => {
      clearInterval(tick);
      clearTimeout(wake);
    },
  };
}
