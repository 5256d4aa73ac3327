import { expect, test, type Page } from './support/test.ts';
import { messages, type Language } from '@lotus/i18n';
import { shot } from './support/shots.ts';
import { memberToken } from './support/session.ts';

/**
 * The product in Chinese, English and Indonesian (Vietnamese is covered by every other spec): one
 * walk per language, as a member who chose it would go: home at 375 px and 1280 px, then the
 * betting pages of four of the twelve families, each opened fresh at a width that alternates, and
 * written to e2e/screenshots/ as `<page>-<lang>-<width>.png`. The three walks between them open
 * every family once and every language at both widths. Each page must be in the chosen language,
 * show no catalogue key in place of a text, and not scroll sideways on a phone. Every family in
 * every language is the unit tests' work: the catalogue's completeness (packages/i18n) and every
 * key the apps name being in it (scripts/i18n-keys.test.ts).
 */

const FAMILIES = [
  { family: 'ssc', ticketId: 101 },
  { family: 'x5', ticketId: 201 },
  { family: 'k3', ticketId: 301 },
  { family: 'pk10', ticketId: 401 },
  { family: 'kl8', ticketId: 501 },
  { family: '3d', ticketId: 604 },
  { family: 'lhc', ticketId: 702 },
  { family: 'dice', ticketId: 801 },
  { family: 'fpc', ticketId: 901 },
  { family: 'vn-mb', ticketId: 1002 },
  { family: 'vn-mn', ticketId: 1104 },
  { family: 'vn-mt', ticketId: 1203 },
];
const LANGS: Exclude<Language, 'vi'>[] = ['zh', 'en', 'id'];
const WIDTHS = [1280, 375] as const;

/** Every catalogue key that reads like one (dotted); a visible key means a missing translation. */
const KEYS = Object.keys(messages.vi).filter((k) => /^[\w-]+\.[\w.-]+$/.test(k));

/**
 * Opens `path` fresh at each width (as a phone or a desktop user would load it), waits for `ready`,
 * then checks the language, the absence of catalogue keys and of sideways scrolling, and writes
 * the screenshot.
 */
async function looksRight(
  page: Page,
  lang: Language,
  name: string,
  path: string,
  ready: (page: Page) => Promise<void>,
  widths: readonly (typeof WIDTHS)[number][] = WIDTHS,
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(path);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // Let lazily loaded panels, their texts and any transition settle before reading the page.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    const text = await page.evaluate(() => document.body.innerText);
    expect.soft(KEYS.filter((k) => text.includes(k)), `catalogue keys shown on ${name}`).toEqual([]);
    await shot(page, `${name}-${lang}-${width}`);
  }
}

LANGS.forEach((lang, l) => {
  // This language's families: every third one, so the three walks share the twelve between them.
  const families = FAMILIES.filter((_, i) => i % LANGS.length === l);

  test(`in ${lang}: home at both widths and the betting pages of ${families.map((f) => f.family).join(', ')}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const token = await memberToken(page);
    await page.addInitScript(
      ([lg, t]) => {
        localStorage.setItem('lotus.lang', lg);
        localStorage.setItem('lotus.token', t);
        localStorage.setItem('lotus.authorization', `Bearer ${t}`);
      },
      [lang, token] as const,
    );
    await test.step('home', () =>
      looksRight(page, lang, 'home', '/web/home', async (p) => {
        await expect(p.getByTestId('home-hot')).toBeVisible();
        await expect(p.getByTestId('home-hot').getByTestId('home-countdown').first()).toHaveText(/^\d{2}:\d{2}$/);
      }),
    );
    for (const [i, { family, ticketId }] of families.entries()) {
      const width = WIDTHS[(i + l) % WIDTHS.length]!;
      await test.step(`betting page: ${family} (${width} px)`, () =>
        looksRight(
          page,
          lang,
          `lottery-${family}`,
          `/web/lottery/${ticketId}`,
          async (p) => {
            await expect(p.getByTestId('lottery-name')).toBeVisible({ timeout: 20_000 });
            await expect(p.getByTestId('countdown')).toBeVisible({ timeout: 20_000 });
            await expect(p.getByTestId('number-panel').or(p.getByTestId('double-disc')).first()).toBeVisible({
              timeout: 20_000,
            });
          },
          [width],
        ),
      );
    }
  });
});
