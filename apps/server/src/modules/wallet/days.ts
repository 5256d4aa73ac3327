import { MAX_RANGE_DAYS, businessDay, businessDayEnd, businessDayStart, isCalendarDay } from '@lotus/contracts';
import { rejected } from '../../lib/errors.ts';

const DAY_MS = 86_400_000;

/** The business day (YYYY-MM-DD, 02:00–02:00 platform time; @lotus/contracts platform-time.ts) of an instant. */
export const platformDate = businessDay;

/** The instant a business day starts (its 02:00). */
export const dayStart = businessDayStart;

/**
 * A [from, to) interval for a range of whole business days; both ends default to today. Refuses a
 * start after the end (docs/product.md §5) and ranges over MAX_RANGE_DAYS (a limit on every query).
 */
export function dayRange(
  input: { startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
  timeZone: string,
): { from: Date; to: Date; startDate: string; endDate: string } {
  const today = businessDay(now, timeZone);
  const startDate = input.startDate ?? input.endDate ?? today;
  const endDate = input.endDate ?? (input.startDate ? today : startDate);
  if (!isCalendarDay(startDate) || !isCalendarDay(endDate)) throw rejected('wallet.dateInvalid');
  if (startDate > endDate) throw rejected('wallet.dateRange');
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) throw rejected('wallet.dateRangeTooLong', { days: MAX_RANGE_DAYS });
  return { from: businessDayStart(startDate, timeZone), to: businessDayEnd(endDate, timeZone), startDate, endDate };
}
