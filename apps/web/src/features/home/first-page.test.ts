import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHomePath, loadHomeLotteries, loadHomeNotices, startHomePage } from './first-page.ts';

// lib/i18n.ts loads the build's virtual catalogues; the language is all these calls read of it.
vi.mock('../../lib/i18n.ts', () => ({ currentLanguage: () => 'zh' }));

describe('the first page of a visit', () => {
  it.each([
    ['/web', true],
    ['/web/', true],
    ['/web/home', true],
    ['/web/home/', true],
    ['/web/home/trend', false],
    ['/web/homes', false],
    ['/web/lottery/101', false],
    ['/web/manager/me', false],
    ['/web/login', false],
  ])('%s is home: %s', (path, home) => expect(isHomePath(path)).toBe(home));

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the lottery list and notices at boot, in the page language, under the keys home reads', async () => {
    const calls: { url: string; lang: string | null }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, lang: new Headers(init.headers).get('lang') });
      return Promise.resolve(new Response(JSON.stringify({ code: 0, msg: '', data: [] })));
    });
    const client = new QueryClient();
    startHomePage(client);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map((c) => c.url.split('?')[0]).sort()).toEqual([
      '/sk/cashew/system/config/query',
      '/sk/cashew/ticketmod/tickettypelist.json',
      '/sk/promen/notice/list',
    ]);
    expect(calls.every((c) => c.lang === 'zh')).toBe(true);
    await vi.waitFor(() => expect(client.getQueryData(['lottery', 'list', 'zh'])).toEqual([]));
    // The chunks it started (the same modules the page's lazy parts load).
    await Promise.all([loadHomeLotteries(), loadHomeNotices()]);
  });
});
