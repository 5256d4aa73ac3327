import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, freeRange, pageRows, platformToday, presetRange, rangeInstants } from './date-ranges.ts';

describe('date presets', () => {
  const now = dayjs('2026-03-01T10:30:00');
  it.each([
    ['today', '2026-03-01', '2026-03-01'],
    ['yesterday', '2026-02-28', '2026-02-28'],
    ['dayBefore', '2026-02-27', '2026-02-27'],
    ['last3', '2026-02-27', '2026-03-01'],
    ['last7', '2026-02-23', '2026-03-01'],
    ['last15', '2026-02-15', '2026-03-01'],
    ['last30', '2026-01-31', '2026-03-01'],
  ] as const)('%s is %s to %s', (preset, start, end) => {
    expect(presetRange(preset, now)).toEqual({ startDate: start, endDate: end });
  });

  it('never starts after it ends, and the last-N ranges span N days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...DATE_PRESETS),
        (d, p) => {
          const r = presetRange(p, dayjs(d));
          expect(r.startDate <= r.endDate).toBe(true);
          const span = dayjs(r.endDate).diff(dayjs(r.startDate), 'day') + 1;
          expect(span).toBe(p.startsWith('last') ? Number(p.slice(4)) : 1);
        },
      ),
    );
  });

  it('takes a free range only with both ends', () => {
    expect(freeRange(null, '2026-01-02')).toBeNull();
    expect(freeRange(new Date(2026, 0, 2), '2026-01-05')).toEqual({
      startDate: '2026-01-02',
      endDate: '2026-01-05',
    });
  });
});

describe('pager rows', () => {
  it('names the first and last row of a page, within the total', () => {
    expect(pageRows(1, 20, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRows(1, 20, 5)).toEqual({ from: 1, to: 5 });
    expect(pageRows(3, 20, 45)).toEqual({ from: 41, to: 45 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 10_000 }),
        (size, page, total) => {
          fc.pre((page - 1) * size < total);
          const { from, to } = pageRows(page, size, total);
          expect(from).toBeGreaterThanOrEqual(1);
          expect(to).toBeLessThanOrEqual(total);
          expect(to - from + 1).toBeLessThanOrEqual(size);
        },
      ),
    );
  });
});

describe("the platform's today", () => {
  // 17:38 UTC on 23 November is 00:38 on the 24th in Hồ Chí Minh City: still the 23rd's business day
  // (it starts at 02:00 platform time), which the server counts whatever the browser's zone.
  const at = Date.parse('2026-11-23T17:38:00Z');
  const VN = 'Asia/Ho_Chi_Minh';
  it('is the business day of the platform zone, not the browser day', () => {
    expect(platformToday(at, VN).format('YYYY-MM-DD')).toBe('2026-11-23');
    // 02:00 on the 24th there (19:00 UTC) starts the 24th.
    expect(platformToday(Date.parse('2026-11-23T19:00:00Z'), VN).format('YYYY-MM-DD')).toBe('2026-11-24');
    expect(platformToday(Date.parse('2026-11-23T18:59:59Z'), VN).format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(platformToday(at, 'UTC').format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(platformToday(at, 'America/New_York').format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(presetRange('today', platformToday(at, VN))).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(presetRange('yesterday', platformToday(at, VN))).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22' });
  });
  it('gives a range of business days as instants from 02:00 to 02:00', () => {
    expect(rangeInstants({ startDate: '2026-11-22', endDate: '2026-11-23' }, VN)).toEqual({
      startTime: Date.parse('2026-11-21T19:00:00Z'),
      endTime: Date.parse('2026-11-23T19:00:00Z') - 1,
    });
  });
});
