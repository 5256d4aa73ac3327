import { DEFAULT_PLATFORM_TIME_ZONE } from '@lotus/contracts';

/**
 * The platform time zone (setting platformTimeZone, sent in the system config), until it arrives
 * its default. Its own module, apart from the time formatting that reads it (platform-day.ts), so
 * the session shell sets it without carrying the formatting into the first page (issue #32).
 */
let timeZone = DEFAULT_PLATFORM_TIME_ZONE;

export function setPlatformTimeZone(zone: string): void {
  timeZone = zone;
}

export const platformTimeZone = (): string => timeZone;
