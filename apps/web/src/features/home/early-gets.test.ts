import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { STORAGE } from '../../lib/storage.ts';
import { stubMatchMedia } from '../../lib/match-media.testing.ts';
import { platformConfigMap, type LotteryCategory, type PlatformConfigItem } from '@lotus/contracts';
import { getPlatformConfig, parseJsonConfig, type Banner } from '../platform/api/get-platform-config.ts';
import { getLotteryList } from '../catalogue/api/get-lottery-list.ts';
import { getNotices, HOME_NOTICES } from '../content/api/get-notices.ts';
import { getSystemConfig } from '../session/api/get-system-config.ts';
import { currentIssues, homeSections } from '../catalogue/api/current-issues.ts';
import { earlyGetsOptions, startEarlyGets, takeEarlyGet, type EarlyGets } from './early-gets.ts';

/**
 * Home's GETs started by index.html (issue #32): the addresses and headers are the app's own, the
 * current issues are those of home's countdowns (homeSections), the app takes each answer once and
 * asks for nothing twice, and a visit the script cannot speak for (a session, another page,
 * offline, the installed app) starts nothing.
 */

// The catalogues are the build's virtual modules; the page's language is lib/language.ts's rule.
vi.mock('../../lib/i18n.ts', async () => ({ currentLanguage: (await import('../../lib/language.ts')).currentLanguage }));

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: '', data }), { status: 200 });
const LIST: LotteryCategory[] = [
  {
    seriesType: 1,
    name: 'SSC',
    list: [
      { ticketId: 101, code: 'cq', name: 'A', family: 'ssc', hotLabel: 0, suspended: false },
      { ticketId: 102, code: 'tj', name: 'B', family: 'ssc', hotLabel: 1, suspended: false },
    ],
  },
  { seriesType: 2, name: '11x5', list: [{ ticketId: 201, code: 'gd', name: 'C', family: 'x5', hotLabel: 1, suspended: false }] },
];

/** The global fetch, answering every address from `answer`, with what each call sent. */
function stubFetch(answer: (url: string) => unknown = () => []) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: { headers?: Record<string, string> }) => {
      sent.push({ url, headers: { ...init?.headers } });
      return Promise.resolve(envelope(answer(url)));
    }),
  );
  return sent;
}

const early = () => (globalThis as { __lotusEarlyGets?: EarlyGets }).__lotusEarlyGets;
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  stubMatchMedia();
  localStorage.clear();
  window.history.replaceState(null, '', '/web/home');
  delete (globalThis as { __lotusEarlyGets?: EarlyGets }).__lotusEarlyGets;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home GETs started by index.html', () => {
  it('asks for what the app asks for at boot, with the headers it sends', async () => {
    const host = window.location.hostname;
    const app = stubFetch();
    await getPlatformConfig(host);
    await getLotteryList();
    await getNotices(1, HOME_NOTICES);
    await getSystemConfig();
    // Then the countdowns' current issues, once the list is in.
    await currentIssues(homeSections(LIST, null).clockIds);
    const script = stubFetch((url) => (url.includes('tickettypelist') ? LIST : []));
    startEarlyGets(earlyGetsOptions());
    await settle();
    expect(app).toHaveLength(5);
    expect(script).toEqual(app);
    expect(Object.keys(early()!)).toEqual(script.map((s) => s.url));
  });

  it("asks for the current issues of home's countdowns, as homeSections finds them, for any list", async () => {
    const item = fc.record({
      ticketId: fc.integer({ min: 1, max: 40 }),
      code: fc.constant('x'),
      name: fc.constant('x'),
      family: fc.constant('ssc'),
      hotLabel: fc.integer({ min: 0, max: 1 }),
      suspended: fc.boolean(),
    });
    const lists = fc.array(fc.record({ seriesType: fc.integer({ min: 1, max: 9 }), name: fc.constant('c'), list: fc.array(item, { maxLength: 6 }) }), {
      maxLength: 4,
    });
    await fc.assert(
      fc.asyncProperty(lists, async (list) => {
        delete (globalThis as { __lotusEarlyGets?: EarlyGets }).__lotusEarlyGets;
        const sent = stubFetch((url) => (url.includes('tickettypelist') ? list : []));
        startEarlyGets(earlyGetsOptions());
        await settle();
        const ids = homeSections(list, null).clockIds;
        const asked = sent.slice(4).map((s) => new URL(s.url, 'http://x').searchParams.get('ticketIds'));
        expect(asked).toEqual(ids.length === 0 ? [] : [ids.join(',')]);
      }),
      { numRuns: 60 },
    );
  });

  it("fetches the banner pictures home's first render shows, as soon as the configuration names them", async () => {
    const banners: Banner[] = [{ image: '/web/banners/lotus-1.svg', link: '/lottery/101' }, { image: 'https://cdn.example/b.png', title: { vi: 'x' } }];
    const items: PlatformConfigItem[] = [
      { cusName: 'cpName', cusText: 'Lotus' },
      { cusName: 'banner', cusText: JSON.stringify(banners) },
    ];
    const fetched: string[] = [];
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((v: string) => void fetched.push(v));
    stubFetch((url) => (url.includes('common/config') ? items : []));
    startEarlyGets(earlyGetsOptions());
    await settle();
    // HomePage's pictures: each `image` of the configuration's banner list.
    const shown = parseJsonConfig<Banner[]>(platformConfigMap(items).banner, []).map((b) => b.image);
    expect(fetched).toEqual(shown);
    expect((globalThis as { __lotusEarlyImages?: string[] }).__lotusEarlyImages).toEqual(shown);
    // A list the app cannot read either: nothing fetched, nothing thrown.
    fetched.length = 0;
    stubFetch((url) => (url.includes('common/config') ? [{ cusName: 'banner', cusText: '{not json' }] : []));
    startEarlyGets(earlyGetsOptions());
    await settle();
    expect(fetched).toEqual([]);
  });

  it("asks for home's chunk and its files on home's address, for members too, unless a service worker serves the page", () => {
    stubFetch();
    const files = ['/web/assets/home-a.js', '/web/assets/fpc-b.js', '/web/assets/home-c.css'];
    const links = () =>
      [...document.head.querySelectorAll('link')].map((l) => `${l.rel}${l.rel === 'preload' ? `:${l.getAttribute('as')}` : ''} ${l.getAttribute('href')}`);
    const run = () => {
      document.head.querySelectorAll('link').forEach((l) => l.remove());
      startEarlyGets(earlyGetsOptions(files));
      return links();
    };
    const asked = ['modulepreload /web/assets/home-a.js', 'modulepreload /web/assets/fpc-b.js', 'preload:style /web/assets/home-c.css'];
    expect(run()).toEqual(asked);
    // A member's visit needs them as much (his calls are the app's own, his chunks are not).
    localStorage.setItem(STORAGE.token, 'a-session');
    expect(run()).toEqual(asked);
    // Another page, or a page the service worker serves from its cache: none.
    window.history.replaceState(null, '', '/web/lottery/101');
    expect(run()).toEqual([]);
    window.history.replaceState(null, '', '/web/home');
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { controller: {} } }));
    expect(run()).toEqual([]);
  });

  it('answers the app once, from the request started early', async () => {
    const sent = stubFetch((url) => (url.includes('tickettypelist') ? LIST : []));
    startEarlyGets(earlyGetsOptions());
    await settle();
    const before = sent.length;
    expect(await getLotteryList()).toEqual(LIST);
    expect(sent.length).toBe(before);
    // A second call is the app's own.
    expect(await getLotteryList()).toEqual(LIST);
    expect(sent.length).toBe(before + 1);
  });

  it('is not taken with other headers, by another method, or after the boot', async () => {
    stubFetch((url) => (url.includes('tickettypelist') ? LIST : []));
    startEarlyGets(earlyGetsOptions());
    const url = earlyGetsOptions().listUrl;
    const headers = early()![url]!.headers;
    expect(takeEarlyGet(url, { method: 'GET', headers: { ...headers, token: 't' } })).toBeUndefined();
    expect(takeEarlyGet(url, { method: 'GET', headers: { ...headers, lang: 'en' } })).toBeUndefined();
    expect(takeEarlyGet(url, { method: 'POST', headers })).toBeUndefined();
    const now = vi.spyOn(performance, 'now').mockReturnValue(10_001);
    expect(takeEarlyGet(url, { method: 'GET', headers })).toBeUndefined();
    now.mockRestore();
    expect(takeEarlyGet(url, { method: 'GET', headers })).toBeDefined();
    expect(takeEarlyGet(url, { method: 'GET', headers })).toBeUndefined();
  });

  it("still ends with the caller's timeout", async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    startEarlyGets(earlyGetsOptions());
    const url = earlyGetsOptions().listUrl;
    const abort = new AbortController();
    const taken = takeEarlyGet(url, { method: 'GET', headers: early()![url]!.headers, signal: abort.signal })!;
    abort.abort(new DOMException('late', 'TimeoutError'));
    await expect(taken).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('leaves the current issues to the app once it has the list', async () => {
    let answer!: (r: Response) => void;
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        sent.push(url);
        return url.includes('tickettypelist') ? new Promise<Response>((r) => (answer = r)) : Promise.resolve(envelope([]));
      }),
    );
    startEarlyGets(earlyGetsOptions());
    const url = earlyGetsOptions().listUrl;
    void takeEarlyGet(url, { method: 'GET', headers: early()![url]!.headers });
    answer(envelope(LIST));
    await settle();
    expect(sent.filter((u) => u.includes('currentSaleIssue'))).toEqual([]);
  });

  it('starts nothing with a session, on another page, offline or as the installed app', () => {
    const cases: [string, () => void][] = [
      ['session', () => localStorage.setItem(STORAGE.token, 'tok')],
      ['page', () => window.history.replaceState(null, '', '/web/lottery/101')],
      ['offline', () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)],
      ['installed', () => vi.spyOn(window, 'matchMedia').mockImplementation((q) => ({ matches: q.includes('standalone') }) as MediaQueryList)],
    ];
    for (const [name, arrange] of cases) {
      localStorage.clear();
      window.history.replaceState(null, '', '/web/home');
      vi.restoreAllMocks();
      const sent = stubFetch();
      arrange();
      startEarlyGets(earlyGetsOptions());
      expect({ name, sent: sent.length }).toEqual({ name, sent: 0 });
    }
    // And on home, without them, it does.
    vi.restoreAllMocks();
    localStorage.clear();
    window.history.replaceState(null, '', '/web');
    const sent = stubFetch();
    startEarlyGets(earlyGetsOptions());
    expect(sent.length).toBe(4);
  });
});
