import { describe, expect, it } from 'vitest';
import { businessDay, businessDayEnd, businessDayStart, formatPlatformTime, zoneLabel } from './platform-time.ts';

const VN = 'Asia/Ho_Chi_Minh';

describe('the business day', () => {
  it.each([
    ['2026-11-26T18:30:00Z', '2026-11-26'], // 01:30 on the 27th: still the 26th
    ['2026-11-26T18:59:59Z', '2026-11-26'],
    ['2026-11-26T19:00:00Z', '2026-11-27'], // 02:00 starts the 27th
    ['2026-11-26T16:59:59Z', '2026-11-26'], // 23:59:59 on the 26th
  ])('%s is the business day %s in Hồ Chí Minh City', (iso, day) => {
    expect(businessDay(new Date(iso), VN)).toBe(day);
  });
  it('runs from 02:00 to 02:00 platform time, also across a daylight-saving change', () => {
    expect(businessDayStart('2026-11-27', VN).toISOString()).toBe('2026-11-26T19:00:00.000Z');
    expect(businessDayEnd('2026-11-27', VN).toISOString()).toBe('2026-11-27T19:00:00.000Z');
    // New York's clocks went back at 02:00 on 1 November 2026: the business day of 31 October lasts 25 hours.
    expect(businessDayEnd('2026-10-31', 'America/New_York').getTime() - businessDayStart('2026-10-31', 'America/New_York').getTime()).toBe(25 * 3_600_000);
  });
});

describe('shown times', () => {
  it('are the platform wall clock with the zone named', () => {
    const at = '2026-11-26T18:30:05Z';
    expect(formatPlatformTime(at, VN)).toBe('2026-11-27 01:30 GMT+7');
    expect(formatPlatformTime(at, VN, 'second')).toBe('2026-11-27 01:30:05 GMT+7');
    expect(formatPlatformTime(at, VN, 'shortSecond')).toBe('11-27 01:30:05 GMT+7');
    expect(formatPlatformTime(at, VN, 'clock')).toBe('01:30:05 GMT+7');
    expect(formatPlatformTime(at, VN, 'date')).toBe('2026-11-27');
    expect(formatPlatformTime(at, 'UTC')).toBe('2026-11-26 18:30 GMT');
    expect(formatPlatformTime(Date.parse(at), 'Asia/Kolkata')).toBe('2026-11-27 00:00 GMT+5:30');
    expect(formatPlatformTime(null, VN)).toBe('—');
    expect(formatPlatformTime('soon', VN)).toBe('—');
    expect(zoneLabel(new Date('2026-07-01T00:00:00Z'), 'America/New_York')).toBe('GMT-4');
  });
});
