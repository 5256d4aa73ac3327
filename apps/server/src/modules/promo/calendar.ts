import { addDays, formatLocalDate, parseLocalDate, type LocalDate } from '@lotus/engine';

/**
 * Platform time (issue #15): the business day runs 02:00–02:00 in the platform time zone
 * (setting `platformTimeZone`, default Asia/Ho_Chi_Minh; spec §4, §9 "Sign-in reset 02:00").
 */
export const BUSINESS_DAY_START_HOUR = 2;
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
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
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

/** When a business day ends (the next day's 02:00). */
export function businessDayEnd(day: string, timeZone: string): Date {
  return instantOf(addDays(parseLocalDate(day)!, 1), BUSINESS_DAY_START_HOUR, timeZone);
}

export function previousDay(day: string): string {
  return formatLocalDate(addDays(parseLocalDate(day)!, -1));
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
