import { describe, expect, it } from 'vitest';
import type { CurrentIssue } from '@lotus/contracts';
import { isCancellable, rangeOf, shortContent, STATUS_FILTERS } from './record-filters.ts';

const DAY = 86_400_000;

describe('rangeOf', () => {
  const now = new Date(2026, 10, 21, 15, 30).getTime();
  const midnight = new Date(2026, 10, 21).getTime();
  it.each([
    ['today', 1],
    ['week', 7],
    ['month', 30],
  ] as const)('%s spans %i whole local days ending with today', (preset, days) => {
    const { startTime, endTime } = rangeOf(preset, now);
    expect(startTime).toBe(new Date(2026, 10, 21 - (days - 1)).getTime());
    expect(endTime).toBe(new Date(2026, 10, 22).getTime() - 1);
    expect(startTime).toBeLessThanOrEqual(midnight);
    expect(endTime).toBeGreaterThan(now);
  });
  it('never asks for more than the 31 days the server allows', () => {
    const { startTime, endTime } = rangeOf('month', now);
    expect(endTime - startTime).toBeLessThanOrEqual(31 * DAY);
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
