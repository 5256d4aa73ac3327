/**
 * Issue schedules (docs/domain.md "Lotteries, issues and draws"): an interval (45 s … 24 h)
 * within daily sales windows, or a weekly calendar of draw times. Pure: time is passed in.
 * Windows and draw times are in the lottery's local time (UTC + tzOffsetMin).
 */
import { z } from 'zod';

export const scheduleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('interval'),
    intervalSec: z.number().int().min(45).max(86_400),
    /** Sales windows as [start, end) minutes after local midnight, in order, not overlapping. */
    windows: z.array(z.tuple([z.number().int().min(0).max(1440), z.number().int().min(0).max(1440)])).min(1).max(24),
  }),
  z.object({
    kind: z.literal('weekly'),
    /** 0 = Sunday … 6 = Saturday. */
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    /** Draw time, minutes after local midnight; sales close at the draw. */
    drawMinute: z.number().int().min(0).max(1439),
  }),
]);
export type Schedule = z.infer<typeof scheduleSchema>;

export interface PlannedIssue {
  issueNo: string;
  startAt: Date;
  endAt: Date;
  drawAt: Date;
}

const DAY_MS = 86_400_000;
/** Bound on the days one call scans (a weekly calendar with one weekday needs 7). */
const MAX_SCAN_DAYS = 400;

const localDay = (ms: number, tzMin: number) => Math.floor((ms + tzMin * 60_000) / DAY_MS);
const dayStartUtc = (day: number, tzMin: number) => day * DAY_MS - tzMin * 60_000;
/** 1970-01-01 was a Thursday. */
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;
const ymd = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');

/** Issues of one local day, in order. */
function issuesOfDay(s: Schedule, tzMin: number, day: number): PlannedIssue[] {
  const base = dayStartUtc(day, tzMin);
  if (s.kind === 'weekly') {
    if (!s.weekdays.includes(weekdayOf(day))) return [];
    const end = base + s.drawMinute * 60_000;
    let prev = day - 1;
    while (prev > day - 8 && !s.weekdays.includes(weekdayOf(prev))) prev--;
    const start = dayStartUtc(prev, tzMin) + s.drawMinute * 60_000;
    return [{ issueNo: ymd(day), startAt: new Date(start), endAt: new Date(end), drawAt: new Date(end) }];
  }
  const out: PlannedIssue[] = [];
  const step = s.intervalSec * 1000;
  let seq = 0;
  for (const [from, to] of s.windows) {
    for (let end = base + from * 60_000 + step; end <= base + to * 60_000; end += step) {
      seq++;
      out.push({
        issueNo: `${ymd(day)}${String(seq).padStart(4, '0')}`,
        startAt: new Date(end - step),
        endAt: new Date(end),
        drawAt: new Date(end),
      });
    }
  }
  return out;
}

/** Issues whose sales close in (from, to], in order, at most `limit`. */
export function issuesBetween(s: Schedule, tzMin: number, from: Date, to: Date, limit: number): PlannedIssue[] {
  const out: PlannedIssue[] = [];
  const first = localDay(from.getTime(), tzMin);
  const last = Math.min(localDay(to.getTime(), tzMin), first + MAX_SCAN_DAYS);
  for (let day = first; day <= last && out.length < limit; day++) {
    for (const issue of issuesOfDay(s, tzMin, day)) {
      if (issue.endAt <= from) continue;
      if (issue.endAt > to || out.length >= limit) break;
      out.push(issue);
    }
  }
  return out;
}

/** How far ahead issues are opened: two hours of an interval lottery (at least 10 issues), 15 days of a calendar. */
export function horizonMs(s: Schedule): number {
  return s.kind === 'weekly' ? 15 * DAY_MS : Math.max(2 * 3_600_000, 10 * s.intervalSec * 1000);
}

/** The fast lotteries: interval schedules of up to five minutes (1-, 3- and 5-minute, the 45-second VN). */
export const FAST_INTERVAL_MAX_SEC = 300;

/**
 * Browser tests only (TEST_DRAW_PERIOD_SEC, config.ts): the schedule a lottery runs on when fast
 * lotteries draw every `periodSec` seconds, so a test waiting for "the next draw" waits seconds,
 * not minutes. Only an interval schedule of at most FAST_INTERVAL_MAX_SEC, longer than the period,
 * is shortened; calendars and longer intervals are as stored. Issue numbers stay the day and a
 * sequence (a period of at least 10 s keeps it within four digits), sales close at each draw, and
 * the horizon keeps the same number of issues ahead. Undefined = the schedule itself.
 */
export function withTestPeriod(s: Schedule, periodSec: number | undefined): { schedule: Schedule; horizonMs: number } {
  if (periodSec === undefined || s.kind !== 'interval' || s.intervalSec > FAST_INTERVAL_MAX_SEC || s.intervalSec <= periodSec)
    return { schedule: s, horizonMs: horizonMs(s) };
  return { schedule: { ...s, intervalSec: periodSec }, horizonMs: Math.round((horizonMs(s) * periodSec) / s.intervalSec) };
}
