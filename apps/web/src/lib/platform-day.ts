/**
 * Minutes east of UTC at which the platform's day starts: the server counts date ranges in its own
 * days (setting dayOffsetMinutes, sent in the system config). Until the config arrives, its default.
 * Held here, apart from the date presets (components/centre/date-ranges.ts), so the session shell can
 * set it without carrying dayjs into the first page.
 */
let dayOffsetMinutes = 7 * 60;

export function setPlatformDayOffset(minutes: number): void {
  dayOffsetMinutes = minutes;
}

export const platformDayOffset = (): number => dayOffsetMinutes;
