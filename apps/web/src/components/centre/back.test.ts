import { describe, expect, it } from 'vitest';
import { safeBack } from './back.ts';

describe('guidance back paths', () => {
  it('keeps paths of the centre and the lotteries, with one nested back', () => {
    expect(safeBack('/manager/funds/withdraw')).toBe('/manager/funds/withdraw');
    expect(safeBack('/lottery/101')).toBe('/lottery/101');
    const nested = `/manager/funds/cards?back=${encodeURIComponent('/manager/funds/withdraw')}`;
    expect(safeBack(nested)).toBe(nested);
  });

  it.each([
    null,
    '',
    'https://evil.example/x',
    '//evil.example',
    'javascript:alert(1)',
    '/manager/x?y=1',
    '/home',
  ])('drops %s', (v) => expect(safeBack(v)).toBeNull());
});
