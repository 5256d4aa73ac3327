import { expect, test } from './support/test.ts';
import { loginSlotMember } from './support/session.ts';

/**
 * The whole round trip on a 1-minute SSC (drawn every 30 s on the test server, playwright.config.ts): a bet that must win (every digit of one position),
 * the draw arriving over push, the win notice (open status 3) and the refreshed balance.
 */
test('a winning bet shows the win notice when the draw arrives over push', async ({ page }) => {
  test.setTimeout(90_000);
  // This worker slot's member (support/session.ts): no other test running now bets as him.
  await loginSlotMember(page, '/web/lottery/101');
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await page.getByTestId('countdown').textContent()) ?? '00:00')
          .split(':')
          .map(Number)
          .reduce((a, v) => a * 60 + v, 0),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(10);
  const issue = ((await page.getByTestId('current-issue').textContent()) ?? '').replace(/\D/g, '');
  await page.getByRole('tab', { name: 'Định vị', exact: true }).click();
  await page.getByTestId('quick-0-all').click();
  await expect(page.getByTestId('bet-summary')).toHaveText('10 cược, 20');
  await page.getByTestId('add-to-basket').click();
  // The win notice closes after 3 s (web push.ts WIN_NOTICE_MS). It comes with the draw, when the
  // page refetches what every fast lottery's draw changed; on a loaded machine a check from the
  // runner could land before it mounts and the next one after it closed. The page records each
  // notice title as it is added, and the test reads that record.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __noticeTitles: string[] }).__noticeTitles = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.mantine-Notification-title')) {
        const title = el.textContent ?? '';
        if (!seen.includes(title)) seen.push(title);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByTestId('place-bet').click();
  const placed = page.waitForResponse((r) => r.url().includes('/order/normal/create'));
  await page.getByTestId('confirm-bet').click();
  expect((await (await placed).json()).code).toBe(0);
  const afterBet = (await page.getByTestId('balance').textContent()) ?? '';

  // The draw: the win push (type 2, open status 3) shows the notice; the balance is refetched.
  // The notice names its lottery (a test before this one in the same worker may have bet on another).
  // The draw is at most 30 s away (the bet went in with more than 10 s of the issue left), then settlement and the push.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __noticeTitles: string[] }).__noticeTitles), { timeout: 60_000 })
    .toContain('Chúc mừng trúng thưởng! — SSC 1 phút');
  await expect(page.getByTestId('balance')).not.toHaveText(afterBet);
  // The issue moved on and the last issue shows the drawn numbers.
  await expect(page.getByTestId('current-issue')).not.toContainText(issue);
  await expect(page.getByText(`Kỳ trước ${issue}`)).toBeVisible({ timeout: 20_000 });
});
