/**
 * Home's public GETs started by index.html, while the entry's script is still on its way (issue #32:
 * the phone's first visit at 1.6 Mbps). Without them the host's configuration, the lottery list,
 * the notices, the system config and then the countdowns' current issues were asked for only once
 * the entry had arrived and run: on a phone at 150 ms a round trip and 1.6 Mbps, 1.2 s after the
 * page, and then behind home's modules on Chromium's six connections; and home's banner pictures
 * (its largest paint) were asked for only by its first render. `startEarlyGets` runs as an inline script of <head> (vite.config.ts
 * `earlyGets`); the app's client answers the same GET with the same headers from it, once
 * (`takeEarlyGet`, lib/api.ts), and asks the server itself for anything else.
 *
 * Only a visitor without a session, on home's address, in a browser tab, starts them: his calls
 * carry no token, so the script knows every header the app will send (its language and device
 * code, by lib/language.ts initialLanguage and lib/device.ts deviceCode). A call whose headers
 * differ (a session begun, a language chosen) is not answered from them. early-gets.test.ts checks
 * the addresses against the app's own calls, and the rules against the app's.
 */

import { encodeValues, lotteryPaths, paths, contentPaths } from '@lotus/contracts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@lotus/i18n';
import { STORAGE } from '../../lib/storage.ts';

/** Stands for the page's host name in the addresses (a word URLSearchParams leaves as it is). */
const HOST = 'EARLYHOST';

/** How many of the latest notices home's notice line shows (content/api/get-notices.ts HOME_NOTICES). */
export const HOME_NOTICE_COUNT = 5;

/**
 * The GETs home makes at boot for `host`, as the client writes them (packages/contracts client.ts):
 * the host's configuration, the lottery list, home's notices, the system config.
 */
export const homeEarlyUrls = (host: string): string[] => [
  `${paths.platformConfig}?${encodeValues({ type: '1', serviceName: host })}`,
  lotteryPaths.ticketTypeList,
  `${contentPaths.noticeList}?${encodeValues({ page: 1, size: HOME_NOTICE_COUNT, serviceName: host })}`,
  paths.systemConfig,
];

export interface EarlyGetsOptions {
  urls: string[];
  /** The lottery list's address: once it answers, the current issues of home's countdowns are asked for. */
  listUrl: string;
  /** The host configuration's address (with `host`): once it answers, home's banner pictures are fetched. */
  configUrl: string;
  issuesPath: string;
  host: string;
  langKey: string;
  tokenKey: string;
  /** The app's languages and its default (lib/language.ts initialLanguage). */
  languages: readonly string[];
  defaultLanguage: string;
  /**
   * Home's lazy chunk and the files it needs beyond the first page's (its scripts and stylesheet,
   * as the build named them: vite.config.ts `earlyGets`), asked for with the entry on a visit no
   * service worker serves.
   */
  homeFiles: readonly string[];
}

/** The script's options (vite.config.ts writes them into index.html, with home's files). */
export const earlyGetsOptions = (homeFiles: readonly string[] = []): EarlyGetsOptions => ({
  urls: homeEarlyUrls(HOST),
  listUrl: lotteryPaths.ticketTypeList,
  configUrl: homeEarlyUrls(HOST)[0]!,
  issuesPath: lotteryPaths.currentSaleIssueList,
  host: HOST,
  langKey: STORAGE.lang,
  tokenKey: STORAGE.token,
  languages: LANGUAGES,
  defaultLanguage: DEFAULT_LANGUAGE,
  homeFiles,
});

/** One started GET: the headers it was sent with, its answer, and whether the app has taken it. */
export interface EarlyGet {
  headers: Record<string, string>;
  response: Promise<Response>;
  taken?: boolean;
}

/** What the script leaves for the app (`globalThis.__lotusEarlyGets`), by address. */
export type EarlyGets = Record<string, EarlyGet>;

/**
 * In <head>: on home's address, online, with no stored session and not as the installed app, starts
 * home's GETs with the headers the app will send. Written into the page as its source text: it
 * uses nothing from outside itself.
 */
export function startEarlyGets(o: EarlyGetsOptions): void {
  try {
    if (!/^\/web(\/home)?\/?$/.test(location.pathname) || !navigator.onLine) return;
    // Home's chunk with the entry, for any visitor: the app asks for it (features/home/first-page.ts)
    // only once the entry has arrived and run, a round trip and about 0.35 s of a phone's slowed CPU
    // later. A page a service worker serves has them in its cache: no links there.
    if (!navigator.serviceWorker?.controller) {
      for (const href of o.homeFiles) {
        const link = document.createElement('link');
        const css = href.endsWith('.css');
        link.rel = css ? 'preload' : 'modulepreload';
        if (css) link.setAttribute('as', 'style');
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
    }
    if (localStorage.getItem(o.tokenKey) !== null) return;
    if ((navigator as Navigator & { standalone?: boolean }).standalone === true || matchMedia('(display-mode: standalone)').matches) return;
    const stored = localStorage.getItem(o.langKey);
    const site = document.documentElement.lang;
    const lang = stored && o.languages.includes(stored) ? stored : o.languages.includes(site) ? site : o.defaultLanguage;
    const device = /Android|iPhone|iPad|iPod|Mobile|Tablet/i.test(navigator.userAgent) ? '4' : '1';
    const headers = { lang, device };
    const gets: EarlyGets = {};
    const hosted = (template: string) => template.split(o.host).join(encodeURIComponent(location.hostname));
    const get = (url: string) => {
      const response = fetch(url, { headers });
      // A failure the app never takes is not an unhandled rejection; the app's own call sees it.
      response.catch(() => undefined);
      gets[url] = { headers, response };
    };
    for (const template of o.urls) get(hosted(template));
    (globalThis as { __lotusEarlyGets?: EarlyGets }).__lotusEarlyGets = gets;
    // Home's banners, the largest thing its first screen shows, as soon as the host's configuration
    // names them (HomePage renders each `image` of its `banner` item): the picture is then in when
    // the first render shows it, not asked for by it.
    void gets[hosted(o.configUrl)]?.response
      .then((r) => r.clone().json())
      .then((envelope: { code?: number; data?: { cusName?: string; cusText?: string }[] }) => {
        const item = envelope.code === 0 && Array.isArray(envelope.data) ? envelope.data.find((i) => i.cusName === 'banner') : undefined;
        const banners: unknown = item?.cusText ? JSON.parse(item.cusText) : [];
        const images: string[] = [];
        for (const b of Array.isArray(banners) ? (banners as { image?: unknown }[]) : []) {
          if (typeof b?.image !== 'string') continue;
          const picture = new Image();
          picture.src = b.image;
          images.push(b.image);
        }
        (globalThis as { __lotusEarlyImages?: string[] }).__lotusEarlyImages = images;
      })
      .catch(() => undefined);
    // Then the current issues of the lotteries whose countdowns home shows first, as
    // catalogue/api/current-issues.ts homeSections finds them: the hot ones, then the first category's.
    void gets[o.listUrl]?.response
      .then((r) => r.clone().json())
      .then((envelope: { code?: number; data?: { list?: { ticketId: number; hotLabel?: number }[] }[] }) => {
        const categories = envelope.code === 0 && Array.isArray(envelope.data) ? envelope.data : [];
        const all = categories.flatMap((c) => c.list ?? []);
        const ids: number[] = [];
        for (const l of [...all.filter((l) => l.hotLabel === 1), ...(categories[0]?.list ?? [])]) if (!ids.includes(l.ticketId)) ids.push(l.ticketId);
        // The app has the list already, and asks for them itself: not twice.
        if (ids.length === 0 || gets[o.listUrl]!.taken) return;
        get(`${o.issuesPath}?${new URLSearchParams({ ticketIds: ids.join(',') }).toString()}`);
      })
      .catch(() => undefined);
  } catch {
    // No storage, no matchMedia: the app asks for everything itself.
  }
}

/**
 * How long after the page began an early answer may still be taken: the first page's boot, on a
 * slow phone. After it the app asks anew (a current issue's answer is not kept for long).
 */
const EARLY_FOR_MS = 10_000;

/**
 * The early answer to a GET of `url` sent with exactly `headers`, once; undefined otherwise (the
 * caller then asks the server). A timeout signal of the caller's still applies.
 */
export function takeEarlyGet(
  url: string,
  init: { method: string; headers: Record<string, string>; signal?: unknown },
): Promise<Response> | undefined {
  const got = (globalThis as { __lotusEarlyGets?: EarlyGets }).__lotusEarlyGets?.[url];
  if (!got || got.taken || init.method !== 'GET' || performance.now() > EARLY_FOR_MS) return undefined;
  const sent = Object.entries(got.headers);
  const asked = Object.entries(init.headers);
  if (sent.length !== asked.length || sent.some(([k, v]) => init.headers[k] !== v)) return undefined;
  got.taken = true;
  const signal = init.signal as AbortSignal | undefined;
  if (!signal) return got.response;
  return new Promise<Response>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    got.response.then(resolve, reject);
  });
}
