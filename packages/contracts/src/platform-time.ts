import { addDays, formatLocalDate, parseLocalDate, type LocalDate } from '@lotus/engine';

/**
 * Platform time (issues #15, #27): the business day runs 02:00–02:00 in the platform time zone
 * (setting `platformTimeZone`, default Asia/Ho_Chi_Minh; docs/product.md §4, §9 "Sign-in reset 02:00").
 * Every day the server counts (members' records and reports, the console's reports, daily limits,
 * promotions) and every date preset of the apps is a business day of these functions, so a member
 * and an operator name the same day for the same instant. Shown times carry the zone's name.
 */
export const BUSINESS_DAY_START_HOUR = 2;
export const DEFAULT_PLATFORM_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const HOUR_MS = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and time of an instant in `timeZone`. */
export function localParts(at: Date, timeZone: string): LocalDate & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute), second: Number(parts.second) };
}

/** Minutes `timeZone` is ahead of UTC at `at`. */
export function offsetMinutes(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock time of `timeZone` happens. */
export function instantOf(date: LocalDate, hour: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour);
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

/** The local calendar date of an instant. */
export function localDate(at: Date, timeZone: string): LocalDate {
  const p = localParts(at, timeZone);
  return { year: p.year, month: p.month, day: p.day };
}

/** The business day (02:00–02:00) an instant belongs to, YYYY-MM-DD. */
export function businessDay(at: Date, timeZone: string): string {
  return formatLocalDate(localDate(new Date(at.getTime() - BUSINESS_DAY_START_HOUR * HOUR_MS), timeZone));
}

/** When a business day (YYYY-MM-DD) starts: its 02:00. */
export function businessDayStart(day: string, timeZone: string): Date {
  return instantOf(parseLocalDate(day)!, BUSINESS_DAY_START_HOUR, timeZone);
}

/** When a business day ends (the next day's 02:00). */
export function businessDayEnd(day: string, timeZone: string): Date {
  return instantOf(addDays(parseLocalDate(day)!, 1), BUSINESS_DAY_START_HOUR, timeZone);
}

/** The day `n` days after (before, when negative) a YYYY-MM-DD day. */
export function shiftDay(day: string, n: number): string {
  return formatLocalDate(addDays(parseLocalDate(day)!, n));
}

/** Whether `timeZone` is one Intl knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's name as shown after a time: its UTC offset at that instant, "GMT+7", "GMT-3:30", "GMT". */
export function zoneLabel(at: Date, timeZone: string): string {
  const off = offsetMinutes(at, timeZone);
  if (off === 0) return 'GMT';
  const abs = Math.abs(off);
  const mm = abs % 60;
  return `GMT${off < 0 ? '-' : '+'}${Math.floor(abs / 60)}${mm ? `:${String(mm).padStart(2, '0')}` : ''}`;
}

export type ShownTimeStyle = 'minute' | 'second' | 'shortMinute' | 'shortSecond' | 'date' | 'clock';

/**
 * A shown time: the instant's wall clock in the platform zone, followed by the zone's name
 * ("2026-11-26 19:30 GMT+7"); the same digits for every language (dates are ISO-ordered
 * everywhere in the apps). `short…` leave the year out; `date` is the day alone (no zone);
 * `clock` the time of day alone. An invalid or missing instant shows as "—".
 */
export function formatPlatformTime(at: Date | string | number | null | undefined, timeZone: string, style: ShownTimeStyle = 'minute'): string {
  if (at === null || at === undefined || at === '') return '—';
  const d = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(d.getTime())) return '—';
  const p = localParts(d, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${p.year}-${two(p.month)}-${two(p.day)}`;
  const hm = `${two(p.hour)}:${two(p.minute)}`;
  const hms = `${hm}:${two(p.second)}`;
  const zone = zoneLabel(d, timeZone);
  switch (style) {
    case 'date':
      return date;
    case 'clock':
      return `${hms} ${zone}`;
    case 'second':
      return `${date} ${hms} ${zone}`;
    case 'shortMinute':
      return `${date.slice(5)} ${hm} ${zone}`;
    case 'shortSecond':
      return `${date.slice(5)} ${hms} ${zone}`;
    default:
      return `${date} ${hm} ${zone}`;
  }
}
