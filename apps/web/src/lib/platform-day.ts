import { DEFAULT_PLATFORM_TIME_ZONE, formatPlatformTime, type ShownTimeStyle } from '@lotus/contracts';

/**
 * The platform time zone (setting platformTimeZone, sent in the system config): date presets count
 * its business days (02:00–02:00, @lotus/contracts platform-time.ts, as the server does) and every
 * shown time is its wall clock with the zone named. Until the config arrives, its default. Held
 * here, apart from the date presets (components/centre/date-ranges.ts), so the session shell can
 * set it without carrying dayjs into the first page.
 */
let timeZone = DEFAULT_PLATFORM_TIME_ZONE;

export function setPlatformTimeZone(zone: string): void {
  timeZone = zone;
}

export const platformTimeZone = (): string => timeZone;

/** A time as every screen shows it: platform time, the zone named ("2026-11-26 19:30 GMT+7"). */
export const shownTime = (at: string | number | Date | null | undefined, style: ShownTimeStyle = 'minute'): string =>
  formatPlatformTime(at, timeZone, style);
