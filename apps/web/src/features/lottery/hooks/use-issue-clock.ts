import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { countdown } from '@lotus/engine';
import type { CurrentIssue } from '@lotus/contracts';
import { getServerGapMs } from '../../../lib/server-time.ts';
import { startCountdownLoop, timingOf } from '../../../lib/countdown-loop.ts';
import { remainSeconds, type RemainSeconds } from '../../../lib/remain-seconds.ts';
import { getCurrentIssue } from '../api/lottery-api.ts';

export interface IssueClock {
  issue: CurrentIssue | null;
  /** The seconds left, read by the countdown alone (useRemainSec): a tick renders nothing else of the page. */
  remain: RemainSeconds;
  /** The last fetch of the current issue failed (docs/product.md §8 'Failed To Get The Issue'). */
  failed: boolean;
  /** The issue on sale changed while the page was open (the previous one). */
  changedFrom: string | null;
  /** The last three seconds of the issue (docs/product.md §4). */
  lastSeconds: boolean;
}

export interface IssueClockOptions {
  /**
   * Called once for each of the last three seconds (3, 2, 1) of an issue, from the engine's
   * last-three-seconds event until its end event (the countdown sound).
   */
  onLastSecond?: (remainSec: number) => void;
}

/**
 * The current issue and its countdown, driven by the engine's countdown state machine (docs/product.md §4):
 * a 1 s tick, the server gap from the time server, the end event and the refetch 501 ms later
 * (with the last issue for the active lottery).
 */
export function useIssueClock(ticketId: number, options: IssueClockOptions = {}): IssueClock {
  const queryClient = useQueryClient();
  const id = String(ticketId);
  const state = useRef(countdown.createCountdown(0));
  const onLastSecond = useRef(options.onLastSecond);
  useEffect(() => {
    onLastSecond.current = options.onLastSecond;
  });
  const [remain] = useState(remainSeconds);
  const [view, setView] = useState<IssueClock>(() => ({
    issue: null,
    remain,
    failed: false,
    changedFrom: null,
    lastSeconds: false,
  }));

  useEffect(() => {
    let alive = true;
    const issues = new Map<string, CurrentIssue>();
    /** Between the last-three-seconds and the end events; the second last announced. */
    let finalSeconds = false;
    let announced = -1;
    const announce = () => {
      const left = state.current.lotteries[id]?.counter?.remainSec ?? 0;
      if (!finalSeconds || left <= 0 || left > countdown.LAST_SECONDS || left === announced) return;
      announced = left;
      onLastSecond.current?.(left);
    };

    const tick = () => {
      if (alive) remain.set(new Map([[ticketId, state.current.lotteries[id]?.counter?.remainSec ?? 0]]));
    };
    /** The seconds, and the page's state when it changed (a new object renders the whole page). */
    const publish = (patch: Partial<Omit<IssueClock, 'remain'>> = {}) => {
      if (!alive) return;
      tick();
      setView((v) => {
        const next = { ...v, issue: issues.get(id) ?? null, ...patch };
        return (Object.keys(next) as (keyof IssueClock)[]).every((k) => next[k] === v[k]) ? v : next;
      });
    };

    const handle = (events: countdown.CountdownEvent[]) => {
      for (const e of events) {
        if (e.type === 'fetch') void load(e.withLastIssue);
        if (e.type === 'lastSeconds') {
          finalSeconds = true;
          announced = -1;
          publish({ lastSeconds: true });
        }
        if (e.type === 'ended') {
          finalSeconds = false;
          publish({ lastSeconds: false });
        }
      }
    };

    async function load(withLastIssue: boolean) {
      try {
        const issue = await getCurrentIssue(ticketId);
        if (!alive) return;
        const before = issues.get(id);
        issues.set(id, issue);
        state.current = countdown.loaded(state.current, id, timingOf(issue), Date.now());
        if (withLastIssue) void queryClient.invalidateQueries({ queryKey: ['lottery', 'last', ticketId] });
        publish({ failed: false, changedFrom: before && before.issue !== issue.issue ? before.issue : null });
      } catch {
        state.current = countdown.loadFailed(state.current, id, Date.now());
        publish({ failed: true });
      }
    }

    state.current = countdown.setActive(countdown.createCountdown(0), id);
    void getServerGapMs().then((gap) => {
      if (!alive) return;
      state.current = countdown.resync(countdown.setGap(state.current, gap), Date.now());
      publish();
    });
    const loop = startCountdownLoop(state, {
      onEvents: handle,
      onTick: tick,
      afterTick: announce,
    });
    const first = countdown.register(state.current, id);
    state.current = first.state;
    loop.run(first.events);

    return () => {
      alive = false;
      loop.stop();
      state.current = countdown.unregister(state.current, id);
    };
  }, [id, ticketId, queryClient, remain]);

  return view;
}
