import { expect, test } from './support/test.ts';
import { shot } from './support/shots.ts';
import { secondsOf } from './support/session.ts';



test('home shows banners, hot lotteries with recent draws and the list by category with countdowns', async ({
  page,
}) => {
  await page.goto('/web/home');
  await expect(page.getByRole('heading', { name: 'Chào mừng đến với Lotus' })).toBeVisible();
  // The latest notices (demo content) run as one line under the welcome.
  await expect(page.getByTestId('home-notices')).toContainText('Chào mừng thành viên mới đến với Lotus');
  const hot = page.getByTestId('home-hot');
  await expect(hot.getByTestId('home-lottery-101')).toBeVisible();
  const countdown = hot.getByTestId('home-lottery-101').getByTestId('home-countdown');
  await expect(countdown).toHaveText(/^\d{2}:\d{2}$/);
  // The countdown runs: one tick later it shows a different second (or the next issue).
  const first = secondsOf((await countdown.textContent()) ?? '');
  await expect
    .poll(async () => secondsOf((await countdown.textContent()) ?? ''), { timeout: 5000 })
    .not.toBe(first);
  const categories = page.getByTestId('home-categories');
  await categories.getByRole('tab', { name: '11 chọn 5' }).click();
  await expect(categories.getByTestId('home-lottery-201')).toBeVisible();
  await shot(page, 'home-vi-1280');
  await categories.getByTestId('home-lottery-201').click();
  await expect(page).toHaveURL(/\/web\/lottery\/201$/);
});

/**
 * A guest has no push: the hot card's last result still follows the draws (issue #27). The issue
 * current when the page opened is drawn 30 s later at most (the test server's period), and the card shows it as "Kỳ
 * trước" without a reload (it stayed on the old one until a reload).
 */
test("a guest's home shows each new result without a reload", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/web/home');
  const card = page.getByTestId('home-hot').getByTestId('home-lottery-101');
  await expect(card.getByTestId('current-issue')).toHaveText(/^Kỳ \d+$/);
  const current = ((await card.getByTestId('current-issue').textContent()) ?? '').replace('Kỳ ', '');
  await expect(card.getByTestId('last-issue')).toHaveText(`Kỳ trước ${current}`, { timeout: 60_000 });
  await expect(card.getByTestId('draw-balls')).toBeVisible();
  await shot(page, 'home-guest-live-vi-1280');
});

/** How long home's layout shifts are added up for: its banners, notices and cards' results are in by then. */
const SHIFT_WINDOW_MS = 5_000;

test('home on a 375-pixel phone, its content arriving without moving what is shown', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Layout shift (issue #31: Lighthouse measured 0.199): every shift not caused by the reader, from the first paint on.
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.layoutShift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/web/home');
  await expect(page.getByTestId('home-hot')).toBeVisible();
  await expect(page.getByTestId('home-hot').getByTestId('home-countdown').first()).toHaveText(
    /^\d{2}:\d{2}$/,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await page.waitForFunction((ms) => performance.now() > ms, SHIFT_WINDOW_MS);
  // Google's "good" bound for cumulative layout shift.
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.1);
  await shot(page, 'home-vi-375');
});

/**
 * A Vietnamese hot card shows only its ĐB (not 27 balls), so it is as tall as the others. A fresh
 * server has no result yet: the page is reloaded until the 45-second MB lottery and the 1-minute SSC
 * have drawn (both every 30 s on the test server).
 */
test('a Vietnamese hot card shows only the ĐB, as tall as the other cards', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/web/home');
  const vn = page.getByTestId('home-hot').getByTestId('home-lottery-1002');
  const ssc = page.getByTestId('home-hot').getByTestId('home-lottery-101');
  await expect
    .poll(
      async () => {
        const drawn = (await vn.getByTestId('vn-special').count()) > 0 && (await ssc.getByTestId('draw-balls').count()) > 0;
        if (drawn) return true;
        await page.reload();
        await vn.waitFor();
        return false;
      },
      { timeout: 60_000, intervals: [5_000] },
    )
    .toBe(true);
  await expect(vn.getByTestId('vn-special')).toHaveText(/^ĐB\d{5}$/);
  await expect(vn.getByTestId('draw-balls')).toHaveCount(0);
  await expect(ssc.getByTestId('draw-balls')).toBeVisible();
  const height = async (card: typeof vn) => (await card.boundingBox())?.height ?? 0;
  expect(Math.abs((await height(vn)) - (await height(ssc)))).toBeLessThanOrEqual(6);
  await shot(page, 'home-vn-vi-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'home-vn-vi-1280');
});
