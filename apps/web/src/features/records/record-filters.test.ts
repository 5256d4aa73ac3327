import { describe, expect, it } from 'vitest';
import type { CurrentIssue } from '@lotus/contracts';
import { isCancellable, RANGE_PRESETS, rangeOf, shortContent, STATUS_FILTERS } from './record-filters.ts';

const DAY = 86_400_000;
const TZ = 'Asia/Ho_Chi_Minh';

describe('rangeOf', () => {
  // 01:30 on 27 November in Hồ Chí Minh City: still the 26th's business day (it starts at 02:00).
  const now = Date.parse('2026-11-26T18:30:00Z');
  /** 02:00 platform time of a November day, as UTC ms. */
  const twoAm = (day: number) => Date.UTC(2026, 10, day - 1, 19);
  it.each([
    ['today', 26, 26],
    ['yesterday', 25, 25],
    ['dayBefore', 24, 24],
    ['last3', 24, 26],
    ['last7', 20, 26],
    ['last15', 12, 26],
    ['last30', -3, 26],
  ] as const)('%s spans the business days from the %i to the %i', (preset, first, last) => {
    const { startTime, endTime } = rangeOf(preset, now, TZ);
    expect(startTime).toBe(twoAm(first));
    expect(endTime).toBe(twoAm(last + 1) - 1);
  });
  it('holds every order of today up to now, and never asks for more than the 31 days the server allows', () => {
    for (const preset of RANGE_PRESETS) {
      const { startTime, endTime } = rangeOf(preset, now, TZ);
      expect(endTime - startTime).toBeLessThanOrEqual(31 * DAY);
      if (preset !== 'yesterday' && preset !== 'dayBefore') expect(endTime).toBeGreaterThan(now);
    }
    expect(RANGE_PRESETS).toEqual(['today', 'yesterday', 'dayBefore', 'last3', 'last7', 'last15', 'last30']);
  });
});

describe('STATUS_FILTERS', () => {
  it('holds the seven bet statuses of the spec in order', () => {
    expect(STATUS_FILTERS).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('isCancellable', () => {
  const current: CurrentIssue = {
    ticketId: 101,
    issue: '202611210931',
    startTime: 0,
    endTime: 0,
    sale: 0,
    remain: 30,
    total: 60,
    ended: false,
    commitment: null,
  };
  const order = { ticketId: 101, issue: '202611210931', status: 1 };
  it.each([
    ['the issue on sale', order, current, true],
    ['a later (chased) issue', { ...order, issue: '202611210935' }, current, true],
    ['an issue already closed', { ...order, issue: '202611210930' }, current, false],
    ['a settled order', { ...order, status: 3 }, current, false],
    ['a cancelled order', { ...order, status: 5 }, current, false],
    ['sales suspended', order, { ...current, sale: 1 }, false],
    ['no time left', order, { ...current, remain: 0 }, false],
    ['another lottery', order, { ...current, ticketId: 102 }, false],
    ['an unknown current issue', order, undefined, false],
  ] as const)('%s', (_name, o, c, expected) => {
    expect(isCancellable(o, c)).toBe(expected);
  });
});

describe('shortContent', () => {
  it('cuts long content with an ellipsis and keeps short content', () => {
    expect(shortContent('1,2,3', 24)).toBe('1,2,3');
    expect(shortContent('0123456789', 4)).toBe('0123…');
  });
});
