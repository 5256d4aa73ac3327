import { describe, expect, it } from 'vitest';
import { loStatsOf, loTop } from './lo.ts';

// Newest first, as /history/hisOpenCodes lists them; only the endings matter.
const rows = [{ code: '12345 00017 917' }, { code: ' 99999  12300 45 ' }, { code: '11117 22222 333' }];

describe('lô gan and lô hay về of history rows', () => {
  it('reads each code as its prize numbers, newest first', () => {
    const s = loStatsOf(rows);
    expect(s).toHaveLength(100);
    expect(s[17]).toMatchObject({ current: 0, hits: 2, times: 3 });
    expect(s[0]).toMatchObject({ current: 1, hits: 1 });
    expect(s[22]).toMatchObject({ current: 2, hits: 1 });
    expect(s[50]).toMatchObject({ current: 3, hits: 0 });
  });

  it('top 10: most overdue and most frequent first, ties by longest gap / most prizes, then number', () => {
    const s = loStatsOf(rows);
    expect(loTop('gan', s).map((e) => e.ending)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(loTop('gan', s).every((e) => e.current === 3)).toBe(true);
    expect(loTop('frequent', s, 3).map((e) => e.ending)).toEqual([17, 45, 0]);
  });
});
