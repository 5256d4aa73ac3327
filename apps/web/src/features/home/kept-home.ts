import { useEffect } from 'react';
import { STORAGE, readStored, writeStored } from '../../lib/storage.ts';
import { KEPT_HOME_VERSION, type KeptHome, type KeptHomeGlobal } from './kept-home-paint.ts';
import { isHomePath } from './first-page.ts';
import { currentLanguage } from '../../lib/language.ts';

/**
 * The copy of home a return visit paints before the app's code runs (kept-home-paint.ts; issue #31).
 * Saved from the page as the member sees it, without what is his own: every element marked
 * `data-not-kept` (components/ui/NotKept.tsx: the balance, the session's time, his notices) is left
 * out, so the copy holds only what any visitor of the site would see. Signing out deletes it.
 */

/** The attribute that keeps an element and everything in it out of the copy. */
export const NOT_KEPT = 'data-not-kept';

/** The first save once home shows its countdowns, then a refresh every so often and when the page is hidden. */
const FIRST_SAVE_MS = 1_000;
const SAVE_EVERY_MS = 20_000;

const keptGlobal = (): KeptHomeGlobal | undefined =>
  (globalThis as { __lotusKeptHome?: KeptHomeGlobal }).__lotusKeptHome;

/**
 * Whether a stylesheet of the page goes with the copy: loaded, with rules (a sheet still loading,
 * or one whose load was cut short by leaving the page, would hold the painted copy back), and not
 * wholly in a cascade layer (Mantine's whole sheet, which the first page's own sheet covers for
 * home: docs/decisions.md). One whose rules cannot be read goes with it.
 */
function keptSheet(sheet: CSSStyleSheet | null): boolean {
  if (!sheet) return false;
  try {
    const rules = [...sheet.cssRules];
    if (rules.length === 0) return false;
    if (typeof CSSLayerBlockRule === 'undefined') return true;
    return !rules.every((r) => r instanceof CSSLayerBlockRule || r instanceof CSSLayerStatementRule);
  } catch {
    return true;
  }
}

/** #root's markup without the member's own parts. */
function keptMarkup(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const el of copy.querySelectorAll(`[${NOT_KEPT}]`)) el.remove();
  return copy.innerHTML;
}

/**
 * The copy of home as it is on screen now, or null when it should not be kept: not home, the build
 * not known (the page was not the built index.html), a countdown not showing a time yet, or the
 * phone's menu open.
 */
export function keptHomeOf(doc: Document, build: string, now = Date.now()): KeptHome | null {
  const root = doc.getElementById('root');
  if (!root || !isHomePath(doc.location.pathname)) return null;
  if (![...root.querySelectorAll('[data-ends-at]')].some((e) => /\d/.test(e.textContent ?? ''))) return null;
  if (root.querySelector('[data-testid="side-menu"][data-opened]')) return null;
  // The painter adds, render-blocking, those index.html does not hold (home's lazy parts').
  const sheets = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .filter((l) => keptSheet(l.sheet))
    .map((l) => l.href);
  const html = doc.documentElement;
  return {
    v: KEPT_HOME_VERSION,
    build,
    savedAt: now,
    lang: currentLanguage(),
    signedIn: readStored(STORAGE.token) !== null,
    // Not <html lang>: the server writes it for the host on each visit (lib/language.ts).
    attrs: ['data-mantine-color-scheme'].flatMap((name) => {
      const value = html.getAttribute(name);
      return value === null ? [] : [[name, value] as [string, string]];
    }),
    sheets,
    html: keptMarkup(root),
  };
}

/** Saves home's copy now (when it should be kept). */
export function saveKeptHome(): void {
  const g = keptGlobal();
  if (!g) return;
  const copy = keptHomeOf(document, g.build);
  if (copy) writeStored(g.key, JSON.stringify(copy));
}

/** Home keeps its copy while it is open: once its countdowns run, every 20 s, and when the page is hidden. */
export function useKeptHome(): void {
  useEffect(() => {
    if (!keptGlobal()) return;
    // Home keeps the copy of the session it opened in. A member who signs out on home drops the
    // copy (lib/session.ts clearSession), and home stays on screen until the login page's chunk is
    // in: a save then, or one still waiting for the browser to be idle, wrote a copy back.
    const session = readStored(STORAGE.token);
    const save = () => {
      if (readStored(STORAGE.token) === session) saveKeptHome();
    };
    let pending: number | undefined;
    const idle = () => {
      if (!('requestIdleCallback' in window)) return save();
      if (pending !== undefined) cancelIdleCallback(pending);
      pending = requestIdleCallback(
        () => {
          pending = undefined;
          save();
        },
        { timeout: FIRST_SAVE_MS },
      );
    };
    const first = setTimeout(idle, FIRST_SAVE_MS);
    const every = setInterval(idle, SAVE_EVERY_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', save);
    return () => {
      clearTimeout(first);
      clearInterval(every);
      if (pending !== undefined) cancelIdleCallback(pending);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', save);
    };
  }, []);
}
