import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatRemain } from './time.ts';

const days = (n: number) => `${n}d`;

describe('formatRemain', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [86_399, '23:59:59'],
    [86_400, '1d 00:00:00'],
    // A weekly lottery (issue #13: it read "114:19:54").
    [114 * 3600 + 19 * 60 + 54, '4d 18:19:54'],
  ])('%i s reads %s', (sec, text) => {
    expect(formatRemain(sec, days)).toBe(text);
  });

  it('reads back to the same number of seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * 86_400 }), (sec) => {
        const text = formatRemain(sec, days);
        const [dayPart, clock] = text.includes('d ') ? text.split('d ') : ['0', text];
        const parts = clock!.split(':').map(Number);
        const back = Number(dayPart) * 86_400 + parts.reduce((a, v) => a * 60 + v, 0);
        expect(back).toBe(sec);
      }),
    );
  });
});
