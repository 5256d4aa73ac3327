import { expect, test, type Page } from './support/test.ts';
import { shot } from './support/shots.ts';

/**
 * Members verify draws themselves (issue #27): a guest, signed in to nothing, follows the results
 * history's link to a drawn issue's public page, sees its commitment, seed and chain, and presses
 * "Verify": his browser recomputes the draw with the engine's function and says it matches. A
 * record altered on its way (here by the test) is said not to match — the page recomputes, it does
 * not repeat what the server says.
 */
const lastDrawn = async (page: Page) => {
  let issue = '';
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/sk/cashew/lastIssue.json', { params: { ticketId: '101' } });
        const body = (await res.json()) as { data?: { issue?: string; code?: string } | null };
        issue = body.data?.code ? (body.data.issue ?? '') : '';
        return issue;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  return issue;
};

for (const [lang, width, verifyLabel, matchText] of [
  ['vi', 390, 'Kiểm chứng', 'Khớp'],
  ['en', 1366, 'Verify', 'Match'],
] as const) {
  test(`a guest verifies a drawn issue in his browser (${lang}, ${width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((l) => localStorage.setItem('lotus.lang', l), lang);
    await page.setViewportSize({ width, height: 900 });
    const issue = await lastDrawn(page);
    await page.goto('/web/home/trend?ticketId=101');
    await page.getByTestId('trend-verify-last').click();
    await expect(page).toHaveURL(/\/web\/draw\/101\/\d/);
    await expect(page.getByTestId('verify-commitment')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId('verify-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await page.getByRole('button', { name: verifyLabel, exact: true }).click();
    await expect(page.getByTestId('verify-outcome')).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('verify-verdict')).toContainText(matchText);
    for (const k of ['commitment', 'chain', 'result']) await expect(page.getByTestId(`verify-check-${k}`)).toHaveText(matchText);
    await shot(page, `verify-draw-${lang}-${width}`);

    // The same page for a record whose result was altered on the way: the browser says mismatch.
    await page.route('**/sk/cashew/draw/verify**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { code: string } };
      body.data.code = body.data.code.replace(/^\d/, (d) => String((Number(d) + 1) % 10));
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(`/web/draw/101/${issue}`);
    await page.getByTestId('verify-run').click();
    await expect(page.getByTestId('verify-outcome')).toHaveAttribute('data-ok', 'false');
    await expect(page.getByTestId('verify-check-result')).not.toHaveText(matchText);
    await expect(page.getByTestId('verify-check-commitment')).toHaveText(matchText);
    await shot(page, `verify-draw-mismatch-${lang}-${width}`);
  });
}
