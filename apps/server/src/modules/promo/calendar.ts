/**
 * Platform time: the business day's rule lives in @lotus/contracts (platform-time.ts) so the
 * server, the member app and the console name the same day; re-exported here for promotions.
 */
export {
  BUSINESS_DAY_START_HOUR,
  businessDay,
  businessDayEnd,
  businessDayStart,
  instantOf,
  isTimeZone,
  localDate,
  localParts,
  offsetMinutes,
} from '@lotus/contracts';
import { shiftDay } from '@lotus/contracts';

export function previousDay(day: string): string {
  return shiftDay(day, -1);
}
