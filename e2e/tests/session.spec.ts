import { expect, test } from './support/test.ts';
import { signInAfterRegistration } from './support/session.ts';
import { shot } from './support/shots.ts';


/** A fresh account per run: 6-16 letters or digits. */
const newAccount = () => `u${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);

test('registers a new member with the spec messages, then logs in', async ({ page }) => {
  const account = newAccount();
  await page.goto('/web/reg');
  await page.getByLabel('Tài khoản').fill(account);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('abc12345');
  await page.getByLabel('Nhập lại mật khẩu').fill('abc12346');
  await page.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page.getByText('Mật khẩu quá yếu, vui lòng thử lại.')).toBeVisible();
  await expect(page.getByText('Mật khẩu nhập hai lần không khớp')).toBeVisible();
  await shot(page, 'register-errors-vi-375');

  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('lotus2468');
  await page.getByLabel('Nhập lại mật khẩu').fill('lotus2468');
  await page.getByRole('button', { name: 'Đăng ký' }).click();
  await signInAfterRegistration(page, account, 'lotus2468');
  await expect(page.getByTestId('balance')).toHaveText(/\b0$/);
});

test('an account that exists already gets the server message', async ({ page }) => {
  await page.goto('/web/reg/lotus01');
  await expect(page.getByTestId('invite-code')).toContainText('lotus01');
  await page.getByLabel('Tài khoản').fill('demo01');
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('lotus2468');
  await page.getByLabel('Nhập lại mật khẩu').fill('lotus2468');
  await page.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page.getByTestId('register-error')).toBeVisible();
});

test('a stale token sends the user to login with the idle notice', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('lotus.token', 'stale-token');
      localStorage.setItem('lotus.authorization', 'Bearer stale-token');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/web/home');
  await expect(page).toHaveURL(/\/web\/login\?from=/);
  await expect(page.getByTestId('login-notice')).toContainText(
    'Bạn chưa đăng nhập hoặc trang đã không hoạt động quá lâu',
  );
  await expect(page.getByTestId('login-notice')).toContainText('Vui lòng đăng nhập lại');
});

test('side menu lists the lotteries by category, services and recent play; balance refreshes', async ({
  page,
}) => {
  await page.goto('/web/login');
  await page.getByLabel('Tài khoản').fill('demo01');
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('lotus2468');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/web\/home$/);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('link', { name: 'Chăm sóc khách hàng' })).toHaveAttribute(
    'href',
    '/web/manager/sys/kf',
  );
  await expect(menu.getByRole('link', { name: 'Hỗ trợ qua Zalo' })).toHaveAttribute(
    'href',
    '/web/manager/sys/zalo',
  );
  await expect(menu.getByRole('link', { name: 'Trò chuyện' })).toHaveAttribute(
    'href',
    '/web/manager/sys/chat',
  );
  await menu.getByTestId('menu-category-1').click();
  await expect(menu.getByRole('link', { name: /SSC|Xổ số/ }).first()).toBeVisible();
  const reload = page.waitForResponse((r) => r.url().includes('/sk/botanic/member/front/userInfo'));
  await page.getByTestId('balance-refresh').click();
  await reload;
  await shot(page, 'shell-menu-vi-1280');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await expect(menu.getByRole('link', { name: 'Chăm sóc khách hàng' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await shot(page, 'shell-menu-vi-375');
});

test('opens the push connection with the member topic after login', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto('/web/login');
  await page.getByLabel('Tài khoản').fill('demo01');
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('lotus2468');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/web\/home$/);
  await expect.poll(() => sockets.some((u) => u.endsWith('/mqtt'))).toBe(true);
});
