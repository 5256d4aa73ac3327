import { describe, expect, it } from 'vitest';
import { horizonMs, issuesBetween, withTestPeriod, type Schedule } from './schedule.ts';

const ICT = 420;
const at = (iso: string) => new Date(iso);

describe('schedules', () => {
  it('numbers interval issues per local day and closes each at the end of its interval', () => {
    const s: Schedule = { kind: 'interval', intervalSec: 60, windows: [[0, 1440]] };
    // 2026-11-21 00:00 ICT = 2026-11-20 17:00 UTC
    const list = issuesBetween(s, ICT, at('2026-11-20T17:00:00Z'), at('2026-11-20T17:03:00Z'), 100);
    expect(list.map((i) => i.issueNo)).toEqual(['202611210001', '202611210002', '202611210003']);
    expect(list[0]!.startAt.toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(list[0]!.endAt.toISOString()).toBe('2026-11-20T17:01:00.000Z');
    const day = issuesBetween(s, ICT, at('2026-11-20T17:00:00Z'), at('2026-11-21T17:00:00Z'), 5000);
    expect(day).toHaveLength(1440);
    expect(day.at(-1)!.issueNo).toBe('202611211440');
  });

  it('sells only inside the daily windows, numbering across them', () => {
    const s: Schedule = { kind: 'interval', intervalSec: 300, windows: [[540, 560], [1200, 1210]] };
    const list = issuesBetween(s, ICT, at('2026-11-20T17:00:00Z'), at('2026-11-21T17:00:00Z'), 100);
    expect(list.map((i) => [i.issueNo, i.endAt.toISOString()])).toEqual([
      ['202611210001', '2026-11-21T02:05:00.000Z'],
      ['202611210002', '2026-11-21T02:10:00.000Z'],
      ['202611210003', '2026-11-21T02:15:00.000Z'],
      ['202611210004', '2026-11-21T02:20:00.000Z'],
      ['202611210005', '2026-11-21T13:05:00.000Z'],
      ['202611210006', '2026-11-21T13:10:00.000Z'],
    ]);
  });

  it('follows a weekly calendar; an issue sells from the previous draw', () => {
    // Mark Six style: Tuesday, Thursday, Saturday 21:30 at UTC+8.
    const s: Schedule = { kind: 'weekly', weekdays: [2, 4, 6], drawMinute: 21 * 60 + 30 };
    const list = issuesBetween(s, 480, at('2026-11-21T00:00:00Z'), at('2026-11-28T23:59:00Z'), 10);
    expect(list.map((i) => i.issueNo)).toEqual(['20261121', '20261124', '20261126', '20261128']);
    expect(list[0]!.endAt.toISOString()).toBe('2026-11-21T13:30:00.000Z');
    expect(list[1]!.startAt.toISOString()).toBe('2026-11-21T13:30:00.000Z');
    expect(issuesBetween(s, 480, at('2026-11-21T00:00:00Z'), at('2027-11-21T00:00:00Z'), 3)).toHaveLength(3);
  });

  it('continues strictly after `from` and respects the limit', () => {
    const s: Schedule = { kind: 'interval', intervalSec: 45, windows: [[0, 1440]] };
    const list = issuesBetween(s, 0, at('2026-11-21T00:00:45Z'), at('2026-11-21T01:00:00Z'), 2);
    expect(list.map((i) => i.issueNo)).toEqual(['202611210002', '202611210003']);
    expect(horizonMs(s)).toBe(2 * 3_600_000);
  });

  it('runs the fast lotteries on the short period of browser tests, numbering and closing as usual', () => {
    const day = [at('2026-11-20T17:00:00Z'), at('2026-11-21T17:00:00Z')] as const;
    for (const intervalSec of [45, 60, 180, 300]) {
      const s: Schedule = { kind: 'interval', intervalSec, windows: [[0, 1440]] };
      const { schedule, horizonMs: horizon } = withTestPeriod(s, 30);
      expect(schedule).toEqual({ ...s, intervalSec: 30 });
      // As many issues opened ahead as on the lottery's own period.
      expect(horizon / 30_000).toBe(horizonMs(s) / (intervalSec * 1000));
      const list = issuesBetween(schedule, ICT, day[0], day[1], 5000);
      expect(list).toHaveLength(2880);
      expect(list.slice(0, 2).map((i) => [i.issueNo, i.startAt.toISOString(), i.endAt.toISOString(), i.drawAt.toISOString()])).toEqual([
        ['202611210001', '2026-11-20T17:00:00.000Z', '2026-11-20T17:00:30.000Z', '2026-11-20T17:00:30.000Z'],
        ['202611210002', '2026-11-20T17:00:30.000Z', '2026-11-20T17:01:00.000Z', '2026-11-20T17:01:00.000Z'],
      ]);
      expect(list.at(-1)!.issueNo).toBe('202611212880');
      // Issue numbers rise with time, and sales close no later than the draw.
      for (let i = 1; i < list.length; i++) expect(list[i]!.issueNo > list[i - 1]!.issueNo && list[i]!.startAt.getTime() === list[i - 1]!.endAt.getTime()).toBe(true);
      expect(list.every((i) => i.endAt <= i.drawAt)).toBe(true);
    }
    // The shortest period allowed (10 s) keeps a day's sequence within four digits.
    const tenSeconds = issuesBetween(withTestPeriod(every(60), 10).schedule, ICT, day[0], day[1], 10_000);
    expect(tenSeconds.at(-1)!.issueNo).toBe('202611218640');
  });

  it('keeps every schedule as stored without the test period, and calendars and slow lotteries with it', () => {
    const weekly: Schedule = { kind: 'weekly', weekdays: [2, 4, 6], drawMinute: 21 * 60 + 30 };
    for (const s of [every(60), every(300), weekly]) expect(withTestPeriod(s, undefined)).toEqual({ schedule: s, horizonMs: horizonMs(s) });
    for (const s of [weekly, every(600), every(3600)]) expect(withTestPeriod(s, 30)).toEqual({ schedule: s, horizonMs: horizonMs(s) });
    // A period longer than the lottery's own leaves it as it is.
    expect(withTestPeriod(every(45), 60).schedule).toEqual(every(45));
  });
});

const every = (intervalSec: number): Schedule => ({ kind: 'interval', intervalSec, windows: [[0, 1440]] });
