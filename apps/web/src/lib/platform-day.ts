import { formatPlatformTime, type ShownTimeStyle } from '@lotus/contracts';
import { platformTimeZone } from './platform-zone.ts';

/**
 * Times in the platform time zone (platform-zone.ts): date presets count its business days
 * (02:00–02:00, @lotus/contracts platform-time.ts, as the server does) and every shown time is its
 * wall clock with the zone named. Apart from the date presets (components/centre/date-ranges.ts),
 * so that pages showing times do not carry dayjs.
 */
export { platformTimeZone, setPlatformTimeZone } from './platform-zone.ts';

/** A time as every screen shows it: platform time, the zone named ("2026-11-26 19:30 GMT+7"). */
export const shownTime = (at: string | number | Date | null | undefined, style: ShownTimeStyle = 'minute'): string =>
  formatPlatformTime(at, platformTimeZone(), style);
