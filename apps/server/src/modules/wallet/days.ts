import { MAX_RANGE_DAYS } from '@lotus/contracts';
import { rejected } from '../../lib/errors.ts';

const DAY_MS = 86_400_000;

/** The platform date (YYYY-MM-DD) of an instant, for a day starting at local midnight of `offsetMinutes`. */
export function platformDate(at: Date, offsetMinutes: number): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The instant a platform date starts. */
export function dayStart(date: string, offsetMinutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - offsetMinutes * 60_000);
}

/**
 * A [from, to) interval for a whole-day range; both ends default to today. Refuses a start after
 * the end (spec §5) and ranges over MAX_RANGE_DAYS (a limit on every query).
 */
export function dayRange(
  input: { startDate?: string; endDate?: string },
  now: Date,
  offsetMinutes: number,
): { from: Date; to: Date; startDate: string; endDate: string } {
  const today = platformDate(now, offsetMinutes);
  const startDate = input.startDate ?? input.endDate ?? today;
  const endDate = input.endDate ?? (input.startDate ? today : startDate);
  if (
    Number.isNaN(Date.parse(`${startDate}T00:00:00Z`)) ||
    Number.isNaN(Date.parse(`${endDate}T00:00:00Z`))
  ) {
    throw rejected('wallet.dateInvalid');
  }
  if (startDate > endDate) throw rejected('wallet.dateRange');
  const from = dayStart(startDate, offsetMinutes);
  const to = new Date(dayStart(endDate, offsetMinutes).getTime() + DAY_MS);
  if ((to.getTime() - from.getTime()) / DAY_MS > MAX_RANGE_DAYS) {
    throw rejected('wallet.dateRangeTooLong', { days: MAX_RANGE_DAYS });
  }
  return { from, to, startDate, endDate };
}
