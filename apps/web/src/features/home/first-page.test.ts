import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHomePath, loadHomeLotteries, loadHomeNotices, startHomePage } from './first-page.ts';
import { keep } from '../../lib/storage.ts';
import { currentIssues, homeSections } from '../catalogue/api/current-issues.ts';
import type { LotteryCategory } from '@lotus/contracts';

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
    localStorage.clear();
  });

  const item = (ticketId: number, hotLabel: number) => ({ ticketId, code: `L${ticketId}`, name: `L${ticketId}`, family: 'ssc', hotLabel, suspended: false });
  const categories: LotteryCategory[] = [
    { seriesType: 1, name: 'SSC', list: [item(101, 1), item(102, 0), item(103, 0)] },
    { seriesType: 2, name: '11x5', list: [item(201, 1), item(202, 0)] },
  ];

  it("home's sections: hot lotteries first, then the chosen tab's (the first before a choice), each once", () => {
    expect(homeSections(categories, null).clockIds).toEqual([101, 201, 102, 103]);
    expect(homeSections(categories, '2').clockIds).toEqual([101, 201, 202]);
    expect(homeSections(categories, '2').current?.seriesType).toBe(2);
    expect(homeSections([], null)).toEqual({ hot: [], current: undefined, clockIds: [] });
  });

  /** The URLs fetched, answering the lottery list with `categories` and anything else with []. */
  const recordFetches = () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(url);
      const data = url.includes('tickettypelist') ? categories : [];
      return Promise.resolve(new Response(JSON.stringify({ code: 0, msg: '', data })));
    });
    return urls;
  };
  const currentCalls = (urls: string[]) => urls.filter((u) => u.includes('currentSaleIssue'));

  it('a return visit asks at boot for the current issues of the countdowns its kept list shows, and the countdowns take that answer', async () => {
    keep('lottery-list', 'zh', categories);
    const urls = recordFetches();
    startHomePage(new QueryClient());
    // Asked before the list's own answer came: from the kept list, at once.
    expect(currentCalls(urls).map((u) => decodeURIComponent(u))).toEqual(['/sk/cashew/currentSaleIssue/list?ticketIds=101,201,102,103']);
    await currentIssues([101, 201, 102, 103]);
    expect(currentCalls(urls)).toHaveLength(1);
    // Taken once: the countdowns' next ask is a call of its own, as is an ask for other lotteries.
    await currentIssues([101, 201, 102, 103]);
    expect(currentCalls(urls)).toHaveLength(2);
  });

  it('a first visit asks for them as soon as the lottery list comes; other lotteries are asked for on their own', async () => {
    const urls = recordFetches();
    const client = new QueryClient();
    startHomePage(client);
    expect(currentCalls(urls)).toHaveLength(0);
    await vi.waitFor(() => expect(currentCalls(urls)).toHaveLength(1));
    await currentIssues([101, 201]);
    expect(currentCalls(urls)).toHaveLength(2);
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
