import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createCountdown,
  fireDue,
  loadFailed,
  loaded,
  nextWakeAtMs,
  register,
  remainSeconds,
  RETRY_DELAY_MS,
  resync,
  setActive,
  setGap,
  tick,
  unregister,
  type CountdownState,
} from './countdown.ts';

const T0 = 1_700_000_000_000;
const issue = (endInSec: number, totalSec = 60, name = '20260101-001') => ({
  issue: name,
  endTimeMs: T0 + endInSec * 1000,
  totalSec,
});
const remainOf = (s: CountdownState, id = 'cqssc') => s.lotteries[id]?.counter?.remainSec;

describe('remainSeconds (docs/product.md §4 formula)', () => {
  it.each([
    // end − (local + gap), floor of seconds, clamped to [0, total]
    [T0 + 10_999, T0, 0, 60, 10],
    [T0 + 10_000, T0, 0, 60, 10],
    [T0 + 10_000, T0, 2_500, 60, 7],
    [T0 + 10_000, T0, -2_500, 60, 12],
    [T0 - 1, T0, 0, 60, 0],
    [T0 + 500_000, T0, 0, 60, 60],
    [T0 + 5_000, T0, 0, 0, 0],
  ])('end %i local %i gap %i total %i → %i', (end, local, gap, total, remain) => {
    expect(remainSeconds(end, local, gap, total)).toBe(remain);
  });

  it('always lies in [0, total]', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 86_400 }),
        (d, gap, total) => {
          const r = remainSeconds(T0 + d, T0, gap, total);
          expect(r).toBeGreaterThanOrEqual(0);
          expect(r).toBeLessThanOrEqual(total);
          expect(Number.isInteger(r)).toBe(true);
        },
      ),
    );
  });
});

describe('countdown state machine', () => {
  it('fetches on first registration with no counter data, once', () => {
    let s = setActive(createCountdown(), 'cqssc');
    const first = register(s, 'cqssc');
    expect(first.events).toEqual([{ type: 'fetch', lotteryId: 'cqssc', withLastIssue: true }]);
    s = first.state;
    // duplicate load suppressed while in flight
    expect(register(s, 'cqssc').events).toEqual([]);
    s = loaded(s, 'cqssc', issue(10), T0);
    expect(remainOf(s)).toBe(10);
    // registered again with counter data: nothing to fetch
    expect(register(s, 'cqssc').events).toEqual([]);
    // a non-active lottery fetches only its current issue
    expect(register(s, 'pk10').events).toEqual([{ type: 'fetch', lotteryId: 'pk10', withLastIssue: false }]);
  });

  it('counts down by one per tick, fires at 3, ends at 0 and refetches 501 ms later', () => {
    let s = setActive(createCountdown(), 'cqssc');
    s = loaded(register(s, 'cqssc').state, 'cqssc', issue(5), T0);
    const seen: string[] = [];
    let now = T0;
    for (let i = 0; i < 5; i++) {
      now += 1000;
      const step = tick(s, now);
      s = step.state;
      seen.push(`${remainOf(s)}:${step.events.map((e) => e.type).join('+')}`);
    }
    expect(seen).toEqual(['4:', '3:lastSeconds', '2:', '1:', '0:ended']);
    expect(s.lotteries.cqssc?.counter?.ended).toBe(true);
    expect(nextWakeAtMs(s)).toBe(now + 501);
    // not due yet
    expect(fireDue(s, now + 500).events).toEqual([]);
    const due = fireDue(s, now + 501);
    expect(due.events).toEqual([{ type: 'fetch', lotteryId: 'cqssc', withLastIssue: true }]);
    s = due.state;
    expect(nextWakeAtMs(s)).toBeNull();
    // ticks at 0 do not fire the end again and do not go negative; the load is in flight
    const again = tick(s, now + 1000);
    expect(again.events).toEqual([]);
    expect(remainOf(again.state)).toBe(0);
    // the next issue arrives
    s = loaded(again.state, 'cqssc', issue(70, 60, '20260101-002'), now + 1000);
    expect(s.lotteries.cqssc?.counter).toMatchObject({ issue: '20260101-002', remainSec: 60, ended: false });
  });

  it('fires a due refetch on the next tick when the host has no timer', () => {
    let s = loaded(register(createCountdown(), 'k3').state, 'k3', issue(1), T0);
    let step = tick(s, T0 + 1000);
    expect(step.events.map((e) => e.type)).toEqual(['ended']);
    s = step.state;
    step = tick(s, T0 + 2000);
    expect(step.events).toEqual([{ type: 'fetch', lotteryId: 'k3', withLastIssue: false }]);
  });

  it('does not end an issue whose total is 0', () => {
    let s = loaded(register(createCountdown(), 'x').state, 'x', issue(0, 0), T0);
    const step = tick(s, T0 + 1000);
    s = step.state;
    expect(step.events).toEqual([]);
    expect(s.lotteries.x?.counter).toMatchObject({ remainSec: 0, ended: false });
  });

  it('suppresses the refetch while a load is in flight, and fetches again after a failure', () => {
    let s = loaded(register(createCountdown(), 'a').state, 'a', issue(1), T0);
    s = tick(s, T0 + 1000).state;
    // a manual registration fetch is in flight when the refetch comes due
    s = { ...s, lotteries: { ...s.lotteries, a: { ...s.lotteries.a!, loading: true } } };
    const due = fireDue(s, T0 + 2000);
    expect(due.events).toEqual([]);
    expect(nextWakeAtMs(due.state)).toBeNull();
    s = loadFailed(due.state, 'a');
    expect(s.lotteries.a?.loading).toBe(false);
    expect(loadFailed(s, 'missing')).toBe(s);
    // the counter is kept, so registration does not refetch; a new end would
    expect(s.lotteries.a?.counter?.issue).toBe('20260101-001');
  });

  it('asks again for a lottery whose load failed or came back without it, RETRY_DELAY_MS later', () => {
    const asked = register(createCountdown(), 'b');
    expect(asked.events).toEqual([{ type: 'fetch', lotteryId: 'b', withLastIssue: false }]);
    const failed = loadFailed(asked.state, 'b', T0);
    expect(failed.lotteries.b).toMatchObject({ counter: null, loading: false });
    expect(nextWakeAtMs(failed)).toBe(T0 + RETRY_DELAY_MS);
    expect(fireDue(failed, T0 + RETRY_DELAY_MS - 1).events).toEqual([]);
    const again = fireDue(failed, T0 + RETRY_DELAY_MS);
    expect(again.events).toEqual([{ type: 'fetch', lotteryId: 'b', withLastIssue: false }]);
    expect(nextWakeAtMs(again.state)).toBeNull();
    // Loaded at last: nothing more is due until its end.
    expect(nextWakeAtMs(loaded(again.state, 'b', issue(30), T0 + RETRY_DELAY_MS))).toBeNull();
  });

  it('applies the server gap and clamps to the total', () => {
    let s = setGap(createCountdown(), 3_000);
    s = loaded(s, 'a', issue(20, 60), T0);
    expect(remainOf(s, 'a')).toBe(17);
    s = loaded(s, 'a', issue(200, 60), T0);
    expect(remainOf(s, 'a')).toBe(60);
    s = loaded(s, 'a', issue(-5, 60), T0);
    expect(remainOf(s, 'a')).toBe(0);
  });

  it('ticks past a registered lottery that has no counter yet', () => {
    const s = register(createCountdown(), 'a').state;
    const step = tick(s, T0 + 1000);
    expect(step.events).toEqual([]);
    expect(step.state.lotteries.a).toEqual({ counter: null, loading: true, fetchDueAtMs: null });
  });

  it('resyncs counters from the clock without events', () => {
    let s = loaded(createCountdown(), 'a', issue(30), T0);
    s = register(s, 'b').state; // no counter yet
    s = resync(s, T0 + 12_000);
    expect(remainOf(s, 'a')).toBe(18);
    expect(s.lotteries.b?.counter).toBeNull();
  });

  it('unregisters and clears the active lottery', () => {
    let s = setActive(loaded(createCountdown(), 'a', issue(30), T0), 'a');
    s = unregister(s, 'a');
    expect(s.lotteries.a).toBeUndefined();
    expect(s.activeId).toBeNull();
    s = setActive(loaded(s, 'b', issue(30), T0), 'b');
    expect(unregister(s, 'a').activeId).toBe('b');
  });

  it('tracks several lotteries independently', () => {
    let s = loaded(createCountdown(), 'a', issue(4), T0);
    s = loaded(s, 'b', issue(2), T0);
    let step = tick(s, T0 + 1000);
    expect(step.events).toEqual([{ type: 'lastSeconds', lotteryId: 'a', issue: '20260101-001' }]);
    step = tick(step.state, T0 + 2000);
    expect(step.events).toEqual([{ type: 'ended', lotteryId: 'b', issue: '20260101-001' }]);
    expect(nextWakeAtMs(step.state)).toBe(T0 + 2501);
  });
});
