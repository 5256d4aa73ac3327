import { expect, test } from '@playwright/test';
import { shot } from './support/shots.ts';


const secondsOf = (text: string) =>
  text
    .split(':')
    .map(Number)
    .reduce((a, v) => a * 60 + v, 0);

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

test('home on a 375-pixel phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/web/home');
  await expect(page.getByTestId('home-hot')).toBeVisible();
  await expect(page.getByTestId('home-hot').getByTestId('home-countdown').first()).toHaveText(
    /^\d{2}:\d{2}$/,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await shot(page, 'home-vi-375');
});
