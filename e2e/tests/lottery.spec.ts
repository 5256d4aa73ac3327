import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
};

async function login(page: Page) {
  await page.goto('/web/login');
  await page.getByLabel('Tài khoản').fill('demo01');
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('lotus2468');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/web\/home$/);
}

/** Waits until the issue is on sale with enough time left to place a bet. */
async function waitForOpenIssue(page: Page) {
  await expect(page.getByTestId('current-issue')).toContainText(/\d/);
  await expect
    .poll(
      async () => {
        const text = (await page.getByTestId('countdown').textContent()) ?? '00:00';
        const [m, s] = text.split(':').map(Number);
        return (m ?? 0) * 60 + (s ?? 0);
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(12);
}

test('places a normal bet on 1-minute SSC through the basket and the confirmation', async ({ page }) => {
  await login(page);
  await page.goto('/web/lottery/101');
  await expect(page.getByTestId('lottery-name')).toBeVisible();
  await waitForOpenIssue(page);
  await page
    .getByTestId('handicap')
    .getByText('Tiêu chuẩn')
    .click()
    .catch(() => undefined);
  const panel = page.getByTestId('number-panel');
  const rows = await panel.locator('[data-testid^="row-"]').count();
  for (let r = 0; r < rows; r++) await page.getByTestId(`ball-${r}-1`).click();
  await expect(page.getByTestId('bet-summary')).toContainText('1');
  await page.getByTestId('add-to-basket').click();
  await expect(page.getByTestId('basket')).toBeVisible();
  await shot(page, 'lottery-ssc-basket-vi-1280');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('confirm-modal')).toBeVisible();
  const placed = page.waitForResponse((r) => r.url().includes('/order/normal/create'));
  await page.getByTestId('confirm-bet').click();
  const body = await (await placed).json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  await expect(page.getByText('Đặt cược thành công')).toBeVisible();
  await expect(page.getByTestId('basket')).toHaveCount(0);
});

test('quick selectors, the single-entry parser and the live count', async ({ page }) => {
  await login(page);
  await page.goto('/web/lottery/101');
  await expect(page.getByTestId('lottery-name')).toBeVisible();
  await page
    .getByTestId('handicap')
    .getByText('Tiêu chuẩn')
    .click()
    .catch(() => undefined);
  await page.getByTestId('quick-0-big').click();
  await expect(page.getByTestId('ball-0-5')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('ball-0-4')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('quick-0-clear').click();
  await expect(page.getByTestId('ball-0-5')).toHaveAttribute('aria-pressed', 'false');
  for (let r = 1; r < 5; r++) await page.getByTestId(`quick-${r}-odd`).click();
  await page.getByTestId('ball-0-2').click();
  // 1 × 5^4 bets at 2 yuan (engine countBets and stakeMilli).
  await expect(page.getByTestId('bet-summary')).toHaveText('625 cược, 1250.000');

  await page.getByTestId('plays').getByRole('button', { name: 'Trực tiếp Đơn thức' }).click();
  await page.getByTestId('danshi-input').fill('12345 67890,1234x 12345');
  await expect(page.getByTestId('bet-summary')).toHaveText('2 cược, 4.000');
  await expect(page.getByTestId('danshi-problems')).toContainText('1234x');
});

test('places a two-sided bet from the disc with the default amount 5', async ({ page }) => {
  await login(page);
  await page.goto('/web/lottery/101');
  await waitForOpenIssue(page);
  await page.getByTestId('handicap').getByText('Hai mặt').click();
  const disc = page.getByTestId('double-disc');
  await expect(page.getByTestId('double-amount')).toHaveValue('5');
  await disc.locator('[data-testid^="item-"]').first().click();
  await shot(page, 'lottery-ssc-double-vi-1280');
  await page.getByTestId('double-place').click();
  const placed = page.waitForResponse((r) => r.url().includes('/order/double/create'));
  await page.getByTestId('double-confirm').click();
  const body = await (await placed).json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  await expect(page.getByText('Đặt cược thành công')).toBeVisible();
});

test('the betting page works on a 375-pixel phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page);
  await page.goto('/web/lottery/101');
  await expect(page.getByTestId('countdown')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await shot(page, 'lottery-ssc-vi-375');
});

test('starts a chase over the next issues from the basket', async ({ page }) => {
  await login(page);
  await page.goto('/web/lottery/103');
  await waitForOpenIssue(page);
  await page.getByRole('tab', { name: 'Định vị', exact: true }).click();
  await page.getByTestId('ball-0-7').click();
  await page.getByTestId('add-to-basket').click();
  await page.getByTestId('chase-toggle').click();
  await page.getByTestId('chase-build').click();
  // Five issues at multiple 1 of a 2.000 slip.
  await expect(page.getByTestId('chase-summary')).toContainText('10.000');
  await expect(page.getByTestId('basket-total')).toContainText('10.000');
  await shot(page, 'lottery-chase-vi-1280');
  await page.getByTestId('place-bet').click();
  const placed = page.waitForResponse((r) => r.url().includes('/order/normal/chase'));
  await page.getByTestId('confirm-bet').click();
  const body = await (await placed).json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  expect(body.data.orderIds).toHaveLength(5);
  await expect(page.getByText('Đặt cược thành công')).toBeVisible();
});

test('a lottery suspended by an operator shows the spec message and takes no bets', async ({ page }) => {
  const login = await page.request.post('/api/console/login', {
    form: { account: 'admin', password: 'lotus2468' },
  });
  const { token } = (await login.json()).data as { token: string };
  const suspend = (suspended: boolean) =>
    page.request.post('/api/console/lotteries/suspend', {
      headers: { token },
      form: { ticketId: 202, suspended: String(suspended) },
    });
  expect((await (await suspend(true)).json()).code).toBe(0);
  try {
    await page.goto('/web/lottery/202');
    await expect(page.getByTestId('suspended-notice')).toBeVisible();
    await expect(page.getByTestId('countdown')).toHaveCount(0);
    await expect(page.getByTestId('add-to-basket')).toBeDisabled();
    await shot(page, 'lottery-suspended-vi-1280');
  } finally {
    await suspend(false);
  }
});
