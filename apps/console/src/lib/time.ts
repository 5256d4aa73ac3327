import { DEFAULT_PLATFORM_TIME_ZONE, formatPlatformTime, sessionRoutes, type ShownTimeStyle } from '@lotus/contracts';
import { client } from './api.ts';

/**
 * Operators read platform time (setting platformTimeZone, from the public system config), the zone
 * named on each time, so a console time and a member's name the same moment and the same business day.
 */
let timeZone = DEFAULT_PLATFORM_TIME_ZONE;
export const setPlatformTimeZone = (zone: string) => {
  timeZone = zone;
};
export const platformTimeZone = () => timeZone;

/** Reads the platform time zone once (the shell waits for it before the first screen). */
export const loadPlatformTimeZone = async (): Promise<string> => {
  const config = await client.call(sessionRoutes.systemConfig);
  setPlatformTimeZone(config.time_zone);
  return config.time_zone;
};

/** A moment as the console shows it: platform time to the minute (or `style`), its zone named; '—' for none. */
export const when = (iso: string | number | Date | null | undefined, style: ShownTimeStyle = 'minute'): string =>
  formatPlatformTime(iso, timeZone, style);
