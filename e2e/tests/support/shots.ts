import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the browser tests write what they show (README: e2e/screenshots/, not committed). */
export const SHOTS = fileURLToPath(new URL('../../screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

/** Phones: at this width or less nothing may reach past the right edge. */
const PHONE_WIDTH = 480;

/** The innermost elements that reach past the right edge of the window, named for a failure message. */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : [...document.body.querySelectorAll('*')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
          .filter((e) => ![...e.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
          .slice(0, 5)
          .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${(e.textContent ?? '').slice(0, 30)}"`),
  );
}

/**
 * Writes `<name>.png`: the whole page from its top, at rest — transitions and animations (a
 * drawer closing, a toast sliding in) are finished first, so the picture is what a member sees
 * once the screen settles. On a phone-sized window the page must not scroll sideways.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  // A resize starts layout transitions (the app shell's 200 ms padding): measure once they end.
  await page
    .waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'), null, { timeout: 2000 })
    .catch(() => undefined);
  if (width <= PHONE_WIDTH) expect.soft(await overflowingElements(page), `${name} scrolls sideways at ${width} px`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true, animations: 'disabled' });
}
