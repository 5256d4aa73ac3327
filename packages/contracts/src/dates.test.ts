import { describe, expect, it } from 'vitest';
import { calendarDay, isCalendarDay } from './dates.ts';

describe('calendar days', () => {
  it('takes real days and refuses impossible ones', () => {
    expect(isCalendarDay('2026-11-25')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('1148-35-22')).toBe(false);
    expect(isCalendarDay('2026-00-10')).toBe(false);
    expect(isCalendarDay('2026-1-10')).toBe(false);
    expect(isCalendarDay('0000-01-01')).toBe(false);
  });
  it('carries the refusal key of the form it serves', () => {
    const r = calendarDay('wallet.dateInvalid').safeParse('2026-13-01');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('wallet.dateInvalid');
  });
});
