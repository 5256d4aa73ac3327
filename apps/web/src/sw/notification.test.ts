import { describe, expect, it } from 'vitest';
import { HOME, notificationOf, safeTarget, windowFor } from './notification.ts';

const ORIGIN = 'https://lotus.example';

describe("the service worker's notifications (issue #31)", () => {
  it('shows the title and text the server sent, and keeps the page to open', () => {
    const n = notificationOf(JSON.stringify({ title: 'Chúc mừng! Bạn trúng 1.234,5', body: 'SSC 1 phút kỳ 202611211021', url: '/web/manager/me/bets', tag: 'win:ssc.1m:1' }));
    expect(n).toEqual({
      title: 'Chúc mừng! Bạn trúng 1.234,5',
      options: { body: 'SSC 1 phút kỳ 202611211021', tag: 'win:ssc.1m:1', data: { url: '/web/manager/me/bets' } },
    });
  });

  it('shows nothing for an empty or malformed message', () => {
    expect(notificationOf(null)).toBeNull();
    expect(notificationOf('not json')).toBeNull();
    expect(notificationOf('[1]')).toBeNull();
    expect(notificationOf('{"body":"no title"}')).toBeNull();
  });

  it('opens only pages of the app: another site or a protocol-relative URL goes home', () => {
    expect(safeTarget('/web/manager/records/funds')).toBe('/web/manager/records/funds');
    expect(safeTarget('https://evil.example/web/home')).toBe(HOME);
    expect(safeTarget('//evil.example/web/')).toBe(HOME);
    expect(safeTarget('/api/x')).toBe(HOME);
    expect(safeTarget(42)).toBe(HOME);
    expect(notificationOf('{"title":"x","url":"javascript:alert(1)"}')!.options.data.url).toBe(HOME);
  });

  it('reuses the window already on the page, else a window of the app, else opens one', () => {
    const home = { url: `${ORIGIN}/web/home` };
    const bets = { url: `${ORIGIN}/web/manager/me/bets` };
    const other = { url: 'https://other.example/web/home' };
    expect(windowFor([home, bets], '/web/manager/me/bets', ORIGIN)).toBe(1);
    expect(windowFor([other, home], '/web/manager/records/funds', ORIGIN)).toBe(1);
    expect(windowFor([other], '/web/home', ORIGIN)).toBeNull();
    expect(windowFor([], '/web/home', ORIGIN)).toBeNull();
  });
});
