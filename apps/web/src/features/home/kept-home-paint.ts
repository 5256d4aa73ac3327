/**
 * Home painted from the last visit's copy before the app's code has run (issue #31: a return visit's
 * home ready in ≤ 0.8 s on a phone). The entry's script costs a slow phone about a second before
 * React's first render (evaluation, the render, its effects); these two functions run as inline
 * scripts of index.html (the build writes them in, vite.config.ts `keptHomePaint`), so the member
 * sees his home with its countdowns running at the first paint, and React's first render replaces it.
 *
 * The two painting functions are written into the page as their source text, so they use nothing
 * from outside themselves (no import, no module-level constant). The countdown's rule is the engine's (`remainSeconds`) and
 * its format the app's (`formatRemain`), written again here because these run before any module;
 * kept-home-paint.test.ts checks both against the originals for every remaining time.
 *
 * What is painted is only ever the public part of home: features/home/kept-home.ts leaves out what
 * is the member's own (the balance, the session's time, his notices) when it saves the copy.
 */

import { DEFAULT_LANGUAGE, LANGUAGES } from '@lotus/i18n';
import { KEPT_MAX_AGE_MS, STORAGE } from '../../lib/storage.ts';

/** The copy's format: bumped when its shape or what the painter expects of the markup changes. */
export const KEPT_HOME_VERSION = 1;

/** A saved copy of home (features/home/kept-home.ts writes it). */
export interface KeptHome {
  /** The copy's format (KEPT_HOME_VERSION). */
  v: number;
  /** The build that rendered it: another build's markup (its class names, its sheets) is not painted. */
  build: string;
  savedAt: number;
  /** The language it was rendered in, and whether a session was stored. */
  lang: string;
  signedIn: boolean;
  /** Attributes of <html> the app set (Mantine's colour scheme). */
  attrs: [string, string][];
  /** Stylesheets the page had beside the entry's own (home's lazy parts'). */
  sheets: string[];
  /** #root's markup. */
  html: string;
}

export interface KeptHomeOptions {
  key: string;
  langKey: string;
  /** The app's languages and its default (lib/language.ts initialLanguage). */
  languages: readonly string[];
  defaultLanguage: string;
  tokenKey: string;
  maxAgeMs: number;
  version: number;
  build: string;
}

/** The reader's options for a build (vite.config.ts writes them into index.html). */
export const keptHomeOptions = (build: string): KeptHomeOptions => ({
  key: STORAGE.keptHome,
  langKey: STORAGE.lang,
  languages: LANGUAGES,
  defaultLanguage: DEFAULT_LANGUAGE,
  tokenKey: STORAGE.token,
  maxAgeMs: KEPT_MAX_AGE_MS,
  version: KEPT_HOME_VERSION,
  build,
});

/** What the head's script leaves for the body's and for the app (`globalThis.__lotusKeptHome`). */
export interface KeptHomeGlobal {
  build: string;
  key: string;
  version: number;
  /** The copy to paint, when it may be painted. */
  copy?: KeptHome;
  /** Set once the copy is on screen. */
  painted?: boolean;
}

/**
 * In <head>: finds whether the kept copy may be painted on this visit (home's address, online, the
 * same build and session, at most `maxAgeMs` old, and the language the app will render in: the
 * stored one, else the one the server wrote on <html lang> for this host, as lib/language.ts
 * initialLanguage chooses), and if so adds home's other
 * stylesheets as render-blocking, so the copy's first frame is styled as the app's would be.
 */
export function readKeptHome(o: KeptHomeOptions): void {
  const g: KeptHomeGlobal = { build: o.build, key: o.key, version: o.version };
  (globalThis as { __lotusKeptHome?: KeptHomeGlobal }).__lotusKeptHome = g;
  try {
    if (!/^\/web(\/home)?\/?$/.test(location.pathname) || !navigator.onLine) return;
    const raw = localStorage.getItem(o.key);
    if (!raw) return;
    const copy = JSON.parse(raw) as KeptHome;
    const age = Date.now() - copy.savedAt;
    const stored = localStorage.getItem(o.langKey);
    const site = document.documentElement.lang;
    const lang = stored && o.languages.includes(stored) ? stored : o.languages.includes(site) ? site : o.defaultLanguage;
    const same =
      copy.v === o.version &&
      copy.build === o.build &&
      age >= 0 &&
      age <= o.maxAgeMs &&
      copy.lang === lang &&
      copy.signedIn === (localStorage.getItem(o.tokenKey) !== null) &&
      typeof copy.html === 'string' &&
      Array.isArray(copy.sheets) &&
      Array.isArray(copy.attrs);
    if (!same) return;
    const have = new Set(
      Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (l) => (l as HTMLLinkElement).href),
    );
    for (const href of copy.sheets) {
      const url = new URL(href, location.href);
      // Only the site's own built sheets.
      if (url.origin !== location.origin || !url.pathname.startsWith('/web/assets/') || have.has(url.href))
        continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url.href;
      link.setAttribute('blocking', 'render');
      document.head.append(link);
    }
    g.copy = copy;
  } catch {
    // A copy that cannot be read is not painted; the app renders as without one.
  }
}

/**
 * In <body>, right after #root: paints the copy readKeptHome accepted, and runs its countdowns from
 * their issues' end times until React's first render replaces them. A countdown whose issue has
 * ended shows the app's placeholder (`--:--`) and its issue line goes blank, as LotteryCard shows them: the copy never shows an
 * issue that is no longer open.
 */
export function paintKeptHome(): void {
  const g = (globalThis as { __lotusKeptHome?: KeptHomeGlobal }).__lotusKeptHome;
  const copy = g?.copy;
  const root = document.getElementById('root');
  if (!g || !copy || !root || root.firstChild) return;
  try {
    for (const [name, value] of copy.attrs) document.documentElement.setAttribute(name, value);
    root.innerHTML = copy.html;
    // A picture, not the app: nothing in it takes a tap or the focus until React's render replaces
    // it (a tap on a control of the copy would do nothing), and it is out of the accessibility tree.
    for (const el of Array.from(root.children)) (el as HTMLElement).inert = true;
    const DAY = 86_400;
    const two = (n: number) => String(n).padStart(2, '0');
    const clocks = Array.from(root.querySelectorAll<HTMLElement>('[data-ends-at]'), (el) => ({
      el,
      end: Number(el.dataset.endsAt),
      total: Number(el.dataset.total),
      saved: el.textContent ?? '',
    }));
    const show = (): boolean => {
      const now = Date.now();
      let live = false;
      for (const c of clocks) {
        if (!c.el.isConnected) continue;
        live = true;
        // The engine's remainSeconds with no gap, as home's countdowns run.
        const remain = Math.min(Math.max(Math.floor((c.end - now) / 1000), 0), Math.max(c.total, 0));
        let text = '--:--';
        if (remain > 0) {
          const d = Math.floor(remain / DAY);
          const h = Math.floor((remain % DAY) / 3600);
          const clock = `${two(Math.floor((remain % 3600) / 60))}:${two(remain % 60)}`;
          if (d === 0) text = h > 0 ? `${h}:${clock}` : clock;
          else {
            // The days' words are the saved text's, while the count of days is still the one it shows.
            const words = c.saved.slice(0, c.saved.lastIndexOf(' '));
            if (words.match(/\d+/)?.[0] === String(d)) text = `${words} ${two(h)}:${clock}`;
          }
        }
        if (text === '--:--') {
          const line = c.el
            .closest('[data-testid^="home-lottery-"]')
            ?.querySelector('[data-testid="current-issue"]');
          if (line) line.textContent = ' ';
        }
        if (c.el.textContent !== text) c.el.textContent = text;
      }
      return live;
    };
    show();
    g.painted = true;
    const timer = setInterval(() => {
      if (!show()) clearInterval(timer);
    }, 250);
  } catch {
    root.textContent = '';
  }
}
