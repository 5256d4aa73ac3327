import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { operatorToken } from './support/operator.ts';
import { secondsLeft } from './support/session.ts';
import { shot } from './support/shots.ts';

/**
 * Issue #17's browser journey: a fresh member (the demo member is shared by every spec) sets a
 * 100 daily loss limit, loses 100 on the 1-minute SSC (a five-star direct bet: one number in
 * 100,000, so it loses), sees the next bet refused with the limit's message, raises the limit
 * and is told of the 24-hour wait, takes a 24-hour time-out and, logging in again, is shown when
 * it ends. Desktop in English, then each new screen at 375 px in Vietnamese.
 */

const SSC_1_MINUTE = 101;
const PASSWORD = 'lotus2468';
/** One five-star direct bet on 7-3-1-9-4 at 50 times 2: a 100 stake (engine buildBetLine's wire form). */
const LOSING_LINE = { b: '7|3|1|9|4', c: 1, m: 1, t: 50, n: 1, i: 1000, p: '' };

type Body<T = unknown> = { code: number; msg: string; data: T };

function memberApi(request: APIRequestContext, token: string) {
  const headers = { token, authorization: `Bearer ${token}`, lang: 'en' };
  return {
    async get<T>(url: string, params: Record<string, string | number> = {}): Promise<T> {
      const body = (await (await request.get(url, { headers, params })).json()) as Body<T>;
      expect(body.code, body.msg).toBe(0);
      return body.data;
    },
    async post<T>(url: string, form: Record<string, string | number>): Promise<T> {
      const body = await this.tryPost<T>(url, form);
      expect(body.code, body.msg).toBe(0);
      return body.data;
    },
    async tryPost<T>(url: string, form: Record<string, string | number>): Promise<Body<T>> {
      return (await (await request.post(url, { headers, form })).json()) as Body<T>;
    },
  };
}

async function login(request: APIRequestContext, account: string): Promise<string> {
  const body = (await (
    await request.post('/sk/promen/member/login', { form: { account, password: PASSWORD, device: '1' } })
  ).json()) as Body<{ token: string }>;
  expect(body.code, body.msg).toBe(0);
  return body.data.token;
}

async function useLanguage(page: Page, lang: 'en' | 'vi') {
  await page.evaluate((l) => localStorage.setItem('lotus.lang', l), lang);
  await page.reload();
}

test('a member at a 100 daily loss limit is refused the next bet, waits 24 h to raise it, and sees when a time-out ends', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const account = `rg${Date.now().toString(36)}`.slice(0, 16);
  const reg = (await (
    await request.post('/sk/promen/member/register/direct', {
      form: { account, password: PASSWORD, confirmPassword: PASSWORD, device: '1' },
    })
  ).json()) as Body;
  expect(reg.code, reg.msg).toBe(0);
  const token = await login(request, account);
  const member = memberApi(request, token);
  const pre = await member.post<{ orderNo: string }>('/sk/promen/wallet/depositPre', {
    channelId: 1,
    amount: '1000',
  });
  await member.post('/sk/promen/wallet/deposit', { orderNo: pre.orderNo, payerName: 'Nguyen Van A' });
  const approved = (await (
    await request.post(`/api/console/deposits/${pre.orderNo}/approve`, {
      headers: { token: await operatorToken(request) },
      form: { reason: 'e2e protection' },
    })
  ).json()) as Body;
  expect(approved.code, approved.msg).toBe(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/web/home?token=${token}`);
  await useLanguage(page, 'en');
  await expect(page.getByTestId('balance')).toContainText('1,000');
  await expect(page.getByTestId('session-elapsed')).toBeVisible();

  // 1. A 100 loss limit per 24 hours, in force at once.
  await page.goto('/web/manager/protection/limits');
  await expect(page.getByTestId('list-empty')).toHaveText('You have no limits set');
  await page.getByTestId('limit-amount').fill('100');
  await page.getByTestId('limit-save').click();
  await expect(page.getByTestId('limit-loss-24h')).toContainText('Used 0 of 100');
  await shot(page, 'protection-limits-desktop-en');

  // 2. Loses 100 on the 1-minute SSC and lets it settle.
  await page.goto(`/web/lottery/${SSC_1_MINUTE}`);
  await expect(page.getByTestId('current-issue')).toContainText(/\d/);
  // On a fresh server the page can count down an issue the scheduler has not opened yet ("This
  // issue does not exist"): bet on the issue shown until the server takes it.
  let issue = '';
  await expect
    .poll(
      async () => {
        await expect.poll(() => secondsLeft(page), { timeout: 40_000 }).toBeGreaterThan(8);
        issue = ((await page.getByTestId('current-issue').textContent()) ?? '').replace(/\D/g, '');
        const placed = await member.tryPost('/sk/cashew/order/normal/create', {
          tid: SSC_1_MINUTE,
          pno: issue,
          bd: JSON.stringify([LOSING_LINE]),
          confirm: 1,
        });
        return placed.code === 0 ? 'placed' : placed.msg;
      },
      { timeout: 90_000, intervals: [3000] },
    )
    .toBe('placed');
  await expect
    .poll(
      async () =>
        (
          await member.get<{ list: { issue: string; status: number }[] }>('/sk/cashew/ticketmod/orderList', {
            ticketId: SSC_1_MINUTE,
          })
        ).list.find((o) => o.issue === issue)?.status,
      { timeout: 60_000, intervals: [2000] },
    )
    .toBe(4);

  // 3. The next bet (5 on the two-sided disc) is refused with the limit's message.
  await page.reload();
  await page.getByTestId('handicap').getByText('Two-Sided').click();
  await expect.poll(() => secondsLeft(page), { timeout: 40_000 }).toBeGreaterThan(8);
  await page.getByTestId('double-disc').locator('[data-testid^="item-"]').first().click();
  await page.getByTestId('double-place').click();
  await page.getByTestId('double-confirm').click();
  // The limit reads in the member's number format (English here: 100, not the API's 100.000).
  await expect(page.getByTestId('double-error')).toContainText(/This would cross your 1-day loss limit of 100; it frees at /);
  await expect(page.getByTestId('balance')).toContainText('900');

  // 4. Raising it waits 24 hours, then needs a confirmation.
  await page.goto('/web/manager/protection/limits');
  await expect(page.getByTestId('limit-loss-24h')).toContainText('Used 100 of 100');
  await page.getByTestId('limit-amount').fill('200');
  await page.getByTestId('limit-save').click();
  await expect(page.getByTestId('limit-waiting')).toContainText('This change waits 24 hours');
  await expect(page.getByTestId('pending-loss-24h')).toContainText('Raise to 200');
  await expect(page.getByTestId('pending-loss-24h').getByTestId('limit-confirm')).toBeDisabled();
  await shot(page, 'protection-limits-raise-desktop-en');

  // 5. A 24-hour time-out, after a dialog saying it cannot be shortened.
  await page.goto('/web/manager/protection/break');
  await page.getByTestId('break-timeout-take').click();
  await expect(page.getByRole('dialog')).toContainText('cannot be shortened');
  await shot(page, 'protection-break-confirm-desktop-en');
  await page.getByTestId('break-confirm-yes').click();
  await expect(page.getByTestId('block-notice')).toContainText('You are on a time-out until');
  await shot(page, 'protection-break-desktop-en');

  // 6. Logging in again shows when it ends; the betting page shows the block, not a late refusal.
  await page.evaluate(() => localStorage.removeItem('lotus.token'));
  await page.goto('/web/login');
  await page.getByLabel('Account').fill(account);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const ends = page.getByTestId('block-notice');
  await expect(ends).toContainText(/You are on a time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await shot(page, 'protection-login-block-desktop-en');
  await page.getByTestId('block-continue').click();
  await page.goto(`/web/lottery/${SSC_1_MINUTE}`);
  await expect(page.getByTestId('block-notice')).toBeVisible();
  await shot(page, 'protection-lottery-block-desktop-en');

  for (const [path, name, ready] of [
    ['/web/manager/me/sessions', 'protection-sessions', 'session-row'],
    ['/web/manager/me/totp', 'protection-totp', 'totp-status'],
    ['/web/manager/protection/reality', 'protection-reality', 'reality-minutes'],
    ['/web/manager/funds/deposit', 'protection-deposit-block', 'block-notice'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await shot(page, `${name}-desktop-en`);
  }

  // 7. The same screens on a phone, in Vietnamese.
  await page.setViewportSize({ width: 375, height: 812 });
  await useLanguage(page, 'vi');
  for (const [path, name, ready] of [
    ['/web/manager/protection/limits', 'protection-limits', 'limit-loss-24h'],
    ['/web/manager/protection/break', 'protection-break', 'block-notice'],
    ['/web/manager/protection/reality', 'protection-reality', 'reality-minutes'],
    ['/web/manager/me/sessions', 'protection-sessions', 'session-row'],
    ['/web/manager/me/totp', 'protection-totp', 'totp-status'],
    [`/web/lottery/${SSC_1_MINUTE}`, 'protection-lottery-block', 'block-notice'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await shot(page, `${name}-375-vi`);
  }
  await page.evaluate(() => localStorage.removeItem('lotus.token'));
  await page.goto('/web/login');
  await page.getByLabel('Tài khoản').fill(account);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByTestId('block-notice')).toContainText('Bạn đang tạm nghỉ đến');
  await shot(page, 'protection-login-block-375-vi');
});

test('the reality check comes after the interval with the session figures and its three choices', async ({
  page,
  request,
}) => {
  const token = await login(request, 'demo01');
  await page.clock.install();
  await page.goto(`/web/home?token=${token}`);
  await expect(page.getByTestId('session-elapsed')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The demo member keeps the default interval, 60 minutes from his login.
  await page.clock.fastForward('01:00:05');
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Bạn đã chơi');
  await expect(page.getByTestId('reality-net')).toHaveText(/^-?\d{1,3}(\.\d{3})*(,\d{2,3})?$/); // the session's net in Vietnamese number format
  await shot(page, 'protection-reality-modal-desktop-vi');
  await page.getByTestId('reality-history').click();
  await expect(page).toHaveURL(/\/web\/manager\/me\/bets$/);
});
