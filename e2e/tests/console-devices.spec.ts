import { expect, test, type APIRequestContext } from './support/test.ts';
import { operatorToken } from './support/operator.ts';
import { shot } from './support/shots.ts';

/**
 * Devices in the console (issue #31), in Chromium: the member detail's Devices tab lists the
 * devices he signed in from (code named, installed app or browser, device id, sign-ins), the reports' Devices tab shows the
 * share of bets per device, and the Web Push screen shows the VAPID public key and refuses a key
 * that is not base64url in the operator's language before anything is sent (a valid pair is not
 * saved here: every member's notifications depend on it; apps/server members/devices.test.ts and
 * messages/vapid.test.ts set one).
 */
const PASSWORD = 'lotus2468';

async function call<T>(request: APIRequestContext, url: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<T> {
  const res = await request.post(url, { headers: { lang: 'vi', ...headers }, form });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

test('an operator reads a member’s devices, the share of bets per device and the VAPID key', async ({ browser, request }) => {
  const admin = await operatorToken(request);
  const member = `dv${Date.now().toString(36).slice(-8)}`;
  await call(request, '/sk/promen/member/register/direct', { account: member, password: PASSWORD, confirmPassword: PASSWORD });
  await call(request, '/sk/promen/member/login', { account: member, password: PASSWORD, device: '4', deviceId: 'e2e-phone-0001' });
  await call(request, '/sk/promen/member/login', { account: member, password: PASSWORD, device: '4', deviceId: 'e2e-phone-0001' });
  // The same phone once from the site installed as an app: the web adds `app: pwa` to its calls.
  await call(request, '/sk/promen/member/login', { account: member, password: PASSWORD, device: '4', deviceId: 'e2e-phone-0001' }, { app: 'pwa' });

  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  await context.addInitScript((t) => localStorage.setItem('lotus.console.token', t), admin);
  const page = await context.newPage();
  try {
    await page.goto('/console/members');
    await page.getByTestId('members-table').waitFor({ timeout: 20_000 });
    await page.getByPlaceholder(/.+/).first().fill(member, { timeout: 20_000 });
    await page.getByTestId('members-table').getByRole('button', { name: member }).click({ timeout: 15_000 });
    await page.getByTestId('member-detail').getByRole('tab', { name: 'Thiết bị', exact: true }).click({ timeout: 15_000 });
    const devices = page.getByTestId('member-login-devices');
    const phone = devices.getByRole('row').filter({ hasText: 'e2e-phone-0001' });
    await expect(phone).toHaveCount(2);
    const kind = (text: string) => page.getByTestId('login-device-kind').and(page.getByText(text, { exact: true }));
    const browserRow = phone.filter({ has: kind('Trình duyệt') });
    const appRow = phone.filter({ has: kind('Ứng dụng đã cài') });
    await expect(browserRow).toContainText('Trình duyệt di động');
    await expect(browserRow.getByRole('cell').nth(4)).toHaveText('2');
    await expect(appRow).toContainText('Trình duyệt di động');
    await expect(appRow.getByRole('cell').nth(4)).toHaveText('1');
    await shot(page, 'console-member-devices-vi');

    await page.goto('/console/reports');
    await page.getByTestId('tab-devices').click();
    await expect(page.getByTestId('device-share')).toBeVisible();
    await shot(page, 'console-report-devices-vi');

    await page.goto('/console/web-push');
    await expect(page.getByTestId('vapid-public-key')).toHaveText(/^[A-Za-z0-9_-]{87}$/);
    await page.getByTestId('vapid-public-input').fill('not a key');
    await page.getByTestId('vapid-private-input').fill('');
    await page.getByTestId('vapid-save').click();
    await expect(page.getByText('Khóa VAPID không hợp lệ').first()).toBeVisible();
    await shot(page, 'console-web-push-vi');
  } finally {
    await context.close();
  }
});
