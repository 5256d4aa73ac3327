import { z } from 'zod';

/** True when `text` is a real calendar day written YYYY-MM-DD (no 2026-02-30, no month 35). */
export function isCalendarDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 9999 || mo < 1 || mo > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A platform day in a query or form, YYYY-MM-DD and real; `message` is the i18n key of the refusal. */
export const calendarDay = (message: string) => z.string().max(10, message).refine(isCalendarDay, message);
