import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { fillDays, rangeDates, rangeTimes } from './team-dates.ts';

describe('team date presets', () => {
  const now = dayjs('2026-11-23T15:30:00');
  it('are whole days ending today (docs/product.md §9 date ranges)', () => {
    expect(rangeDates('today', now)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(rangeDates('yesterday', now)).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22' });
    expect(rangeDates('week', now)).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(rangeDates('month', now)).toEqual({ startDate: '2026-10-25', endDate: '2026-11-23' });
    const t = rangeTimes('today', now);
    expect(t.endTime - t.startTime).toBe(86_400_000 - 1);
    // Business days: the 23rd runs from 02:00 platform time (19:00 UTC on the 22nd), whatever the browser's zone.
    expect(t.startTime).toBe(Date.parse('2026-11-22T19:00:00Z'));
  });
});

describe('fillDays', () => {
  it('lists every day of the period, zeros where nothing happened', () => {
    const day = { date: '2026-11-22', bet: '2.000', payout: '0', rebate: '0', recharge: '0', withdrawal: '0', profit: '-2.000', newRegistrations: 1 };
    const out = fillDays({ startDate: '2026-11-21', endDate: '2026-11-23', days: [day] });
    expect(out.map((d) => d.date)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(out[1]).toBe(day);
    expect(out[0]).toMatchObject({ bet: '0', newRegistrations: 0 });
  });
});
