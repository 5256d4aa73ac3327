import { expect, test, type Page } from './support/test.ts';
import { shot } from './support/shots.ts';

/** Screenshots go here for people to look at (README: "Screenshots"). */

async function chooseLanguage(page: Page, label: string) {
  await page.getByTestId('language-switcher').click();
  await page.getByRole('option', { name: label }).click();
}

test('opens in Vietnamese, switches to English and keeps it after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/web\/home$/);
  await expect(page.getByRole('heading', { name: 'Chào mừng đến với Lotus' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Trang chủ' }).first()).toBeVisible();
  await expect(page).toHaveTitle('Lotus');
  await shot(page, 'shell-home-vi-1280');

  await chooseLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: 'Welcome to Lotus' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Lotus' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Promotions' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
});

test('applies the site identity from the platform configuration', async ({ page }) => {
  await page.goto('/web/home');
  await expect(page.getByTestId('site-name')).toHaveText('Lotus');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/web/favicon.svg');
});

test('logs the demo member in and shows the balance', async ({ page }) => {
  await page.goto('/web/login');
  await page.getByLabel('Tài khoản').fill('demo01');
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('lotus2468');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/web\/home$/);
  // Other tests bet with demo01 on the same database: any amount, in Vietnamese number format
  // (thousands by '.', decimals by ',': 10.494 or 10.493,5).
  await expect(page.getByTestId('balance')).toHaveText(/^Số dư: \d{1,3}(\.\d{3})*(,\d{1,3})?$/);
});

test('shows a translated error for a wrong password', async ({ page }) => {
  await page.goto('/web/login');
  await page.getByLabel('Tài khoản').fill('demo01');
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('wrong2468');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Sai tài khoản hoặc mật khẩu');
  await shot(page, 'shell-login-error-vi-1280');
});

test('has the spec routes, history fallback and a not-found page', async ({ page }) => {
  for (const path of [
    '/web/home/trend',
    '/web/lottery/1',
    '/web/manager/me',
    '/web/invalid',
    '/web/reg/lotus01',
  ]) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  await page.goto('/web/no/such/page');
  await expect(page.getByTestId('status-title')).toHaveText('Không tìm thấy trang');
});

test('goes to the translated error page when the platform configuration fails', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lotus.lang', 'en'));
  await page.route('**/sk/promen/common/config**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ code: 500, msg: 'x', data: null }),
    }),
  );
  await page.goto('/web/home');
  await expect(page).toHaveURL(/\/web\/error\.html$/);
  await expect(page.getByRole('heading')).toHaveText('The site configuration could not be loaded');
});

test('is usable on a 375-pixel phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/web/home');
  await expect(page.getByRole('heading', { name: 'Chào mừng đến với Lotus' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await shot(page, 'shell-home-vi-375');
});

test('a page chunk that fails to load (a new deployment) reloads once by itself, then shows a translated message', async ({
  page,
}) => {
  await page.goto('/web/home');
  await expect(page.getByTestId('home-hot')).toBeVisible();
  // The lottery page's chunk fails once, as when the open tab refers to files a deployment replaced.
  let failures = 1;
  await page.route(/\/web\/assets\/LotteryPage-[\w-]+\.js$/, (route) =>
    failures-- > 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
  );
  await page.goto('/web/lottery/101', { waitUntil: 'commit' });
  await expect(page.getByTestId('lottery-name')).toBeVisible({ timeout: 20_000 });
  expect(failures).toBe(-1);

  // Failing every time: one reload, then the message (no loop) in the member's language.
  await page.unroute(/\/web\/assets\/LotteryPage-[\w-]+\.js$/);
  await page.evaluate(() => sessionStorage.clear());
  let attempts = 0;
  await page.route(/\/web\/assets\/LotteryPage-[\w-]+\.js$/, (route) => {
    attempts++;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.goto('/web/lottery/102');
  await expect(page.getByTestId('route-error')).toHaveText('Đã xảy ra lỗi khi tải trang');
  await expect(page.getByTestId('route-error-reload')).toHaveText('Tải lại');
  // One reload and no loop: the attempts stop. (Each page load may ask for the chunk twice since
  // the merged member centre and promotions work: two loads, at most two requests each.)
  const seen = attempts;
  await page.waitForTimeout(1500);
  expect(attempts).toBe(seen);
  expect(seen).toBeGreaterThanOrEqual(2);
  expect(seen).toBeLessThanOrEqual(4);
  await expect(page.getByTestId('site-name')).toBeVisible();
});

test('the menus mark only the page that is open (home is not active on the trend page)', async ({ page }) => {
  await page.goto('/web/home/trend');
  await expect(page.locator('a[aria-current="page"]', { hasText: 'Xu hướng' }).first()).toBeVisible();
  await expect(page.locator('a[aria-current="page"]', { hasText: 'Trang chủ' })).toHaveCount(0);
  await page.goto('/web/home');
  await expect(page.locator('a[aria-current="page"]', { hasText: 'Trang chủ' }).first()).toBeVisible();
});
