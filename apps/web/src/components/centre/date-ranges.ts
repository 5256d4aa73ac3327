import dayjs, { type Dayjs } from 'dayjs';
import { businessDay, businessDayEnd, businessDayStart } from '@lotus/contracts';
import { platformTimeZone } from '../../lib/platform-day.ts';

/** The product's date ranges (docs/product.md §9): today, yesterday, the day before, the last 3, 7, 15 and 30 days. */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'dayBefore',
  'last3',
  'last7',
  'last15',
  'last30',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DateRange {
  startDate: string;
  endDate: string;
}

const DAY = 'YYYY-MM-DD';

/**
 * Today's business day (02:00–02:00 platform time, as the server counts it), as a Dayjs whose
 * calendar date is that day. A member whose clock is in another zone, or at 01:30 platform time,
 * still asks for the server's today.
 */
export function platformToday(nowMs: number = Date.now(), timeZone: string = platformTimeZone()): Dayjs {
  return dayjs(businessDay(new Date(nowMs), timeZone));
}

/** A range of business days as instants (ms epoch, both included), for queries that take times. */
export function rangeInstants(range: DateRange, timeZone: string = platformTimeZone()): { startTime: number; endTime: number } {
  return {
    startTime: businessDayStart(range.startDate, timeZone).getTime(),
    endTime: businessDayEnd(range.endDate, timeZone).getTime() - 1,
  };
}

/** The range of a preset, as the server's whole days (YYYY-MM-DD, start and end included). */
export function presetRange(preset: DatePreset, now: Dayjs = platformToday()): DateRange {
  const today = now.startOf('day');
  const one = (d: Dayjs) => ({ startDate: d.format(DAY), endDate: d.format(DAY) });
  switch (preset) {
    case 'today':
      return one(today);
    case 'yesterday':
      return one(today.subtract(1, 'day'));
    case 'dayBefore':
      return one(today.subtract(2, 'day'));
    default: {
      const days = Number(preset.slice(4));
      return { startDate: today.subtract(days - 1, 'day').format(DAY), endDate: today.format(DAY) };
    }
  }
}

/** A free range as the date picker gives it (Date or date text), or null until both ends are set. */
export function freeRange(start: Date | string | null, end: Date | string | null): DateRange | null {
  if (!start || !end) return null;
  return { startDate: dayjs(start).format(DAY), endDate: dayjs(end).format(DAY) };
}

/** "rows X to Y of total" figures of a page (docs/product.md §9). */
export function pageRows(page: number, size: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  return { from: (page - 1) * size + 1, to: Math.min(total, page * size) };
}
