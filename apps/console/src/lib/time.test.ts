import { describe, expect, it } from 'vitest';
import { setPlatformTimeZone, when } from './time.ts';

describe('when', () => {
  it('shows a moment in platform time with its zone named, whatever the browser zone; a dash for none', () => {
    setPlatformTimeZone('Asia/Ho_Chi_Minh');
    expect(when('2026-11-26T18:30:59Z')).toBe('2026-11-27 01:30 GMT+7');
    expect(when('2026-11-26T18:30:59Z', 'second')).toBe('2026-11-27 01:30:59 GMT+7');
    expect(when('2026-11-26T18:30:59Z', 'shortMinute')).toBe('11-27 01:30 GMT+7');
    setPlatformTimeZone('Asia/Kolkata');
    expect(when('2026-11-26T18:30:59Z')).toBe('2026-11-27 00:00 GMT+5:30');
    setPlatformTimeZone('Asia/Ho_Chi_Minh');
    expect(when(null)).toBe('—');
    expect(when(undefined)).toBe('—');
    expect(when('')).toBe('—');
  });
});
