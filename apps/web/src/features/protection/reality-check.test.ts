import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatElapsed, msUntilDue, scheduleRealityChecks } from './reality-check.ts';

const START = Date.parse('2026-11-25T10:00:00Z');
const MIN = 60_000;

describe('reality-check timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    [0, 60, 60 * MIN],
    [1, 60, 60 * MIN - 1],
    [59 * MIN, 60, MIN],
    [60 * MIN, 60, 60 * MIN],
    [16 * MIN, 15, 14 * MIN],
    [-5 * MIN, 30, 30 * MIN],
  ])('%i ms into the session with a %i-minute interval, the check is due in %i ms', (into, every, due) => {
    expect(msUntilDue(START, every, START + into)).toBe(due);
  });

  it('fires at each interval from the session start, not before, and stops when cancelled', () => {
    const onDue = vi.fn();
    const cancel = scheduleRealityChecks({ sessionStartMs: START, intervalMinutes: 15, now: Date.now, onDue });
    vi.advanceTimersByTime(15 * MIN - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(15 * MIN);
    expect(onDue).toHaveBeenCalledTimes(2);
    cancel();
    vi.advanceTimersByTime(60 * MIN);
    expect(onDue).toHaveBeenCalledTimes(2);
  });

  it('a page opened mid-session waits only for the rest of the interval', () => {
    vi.setSystemTime(START + 50 * MIN);
    const onDue = vi.fn();
    scheduleRealityChecks({ sessionStartMs: START, intervalMinutes: 60, now: Date.now, onDue });
    vi.advanceTimersByTime(10 * MIN - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MIN);
    expect(onDue).toHaveBeenCalledTimes(2);
  });

  it.each([
    [0, '00:00'],
    [69, '01:09'],
    [3600 + 5 * 60 + 9, '1:05:09'],
  ])('shows %i seconds as %s', (s, text) => {
    expect(formatElapsed(s)).toBe(text);
  });
});
