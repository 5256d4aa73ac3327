import { useEffect, useRef, useState } from 'react';
import { countdown } from '@lotus/engine';
import type { CurrentIssue } from '@lotus/contracts';
import { startCountdownLoop, timingOf } from '../../../lib/countdown-loop.ts';
import { remainSeconds, type RemainSeconds } from '../../../lib/remain-seconds.ts';
import { currentIssues, earlyIssues } from '../api/current-issues.ts';

export interface IssueClocks {
  /** Each lottery's current issue: a new map only when issues are loaded, never on a tick. */
  issues: ReadonlyMap<number, CurrentIssue>;
  remain: RemainSeconds;
}

/**
 * What the countdowns show at their first render: their times when the answer asked for at boot
 * is already in (current-issues.ts), by the machine's formula; nothing otherwise.
 */
function firstIssues(ids: readonly number[]): Map<number, CurrentIssue> {
  return new Map((earlyIssues(ids) ?? []).map((issue) => [issue.ticketId, issue]));
}

function firstSeconds(issues: ReadonlyMap<number, CurrentIssue>): Map<number, number> {
  const now = Date.now();
  return new Map([...issues.values()].map((issue) => [issue.ticketId, countdown.remainSeconds(issue.endTime, now, 0, issue.total)]));
}

/**
 * Countdowns of many lotteries (home list) on the engine's countdown machine (docs/product.md §4): one 1 s
 * tick for all, fetches the machine asks for gathered into one currentSaleIssue/list call.
 */
export function useIssueClocks(ticketIds: readonly number[]): IssueClocks {
  const key = ticketIds.join(',');
  const state = useRef(countdown.createCountdown(0));
  const [issues, setIssues] = useState<ReadonlyMap<number, CurrentIssue>>(() => firstIssues(ticketIds));
  const [remain] = useState(() => remainSeconds(firstSeconds(issues)));

  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : [];
    if (ids.length === 0) return;
    let alive = true;
    const loaded = new Map<number, CurrentIssue>();
    const tick = () => {
      if (!alive) return;
      const next = new Map<number, number>();
      for (const id of loaded.keys()) next.set(id, state.current.lotteries[String(id)]?.counter?.remainSec ?? 0);
      remain.set(next);
    };
    async function load(wanted: number[]) {
      const batch = [...new Set(wanted)].slice(0, 100);
      try {
        const list = await currentIssues(batch);
        if (!alive) return;
        const now = Date.now();
        const got = new Set<number>();
        for (const issue of list) {
          got.add(issue.ticketId);
          loaded.set(issue.ticketId, issue);
          state.current = countdown.loaded(state.current, String(issue.ticketId), timingOf(issue), now);
        }
        for (const id of batch)
          if (!got.has(id)) state.current = countdown.loadFailed(state.current, String(id), now);
      } catch {
        for (const id of batch) state.current = countdown.loadFailed(state.current, String(id), Date.now());
      }
      if (!alive) return;
      tick();
      setIssues(new Map(loaded));
    }
    const loop = startCountdownLoop(state, {
      onEvents: (events) => {
        const wanted = events.filter((e) => e.type === 'fetch').map((e) => Number(e.lotteryId));
        if (wanted.length > 0) void load(wanted);
      },
      onTick: tick,
    });
    state.current = countdown.createCountdown(0);
    const first: countdown.CountdownEvent[] = [];
    for (const id of ids) {
      const step = countdown.register(state.current, String(id));
      state.current = step.state;
      first.push(...step.events);
    }
    loop.run(first);
    return () => {
      alive = false;
      loop.stop();
    };
  }, [key, remain]);

  return { issues, remain };
}
