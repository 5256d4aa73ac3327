import { expect, test, type APIRequestContext } from './support/test.ts';
import { shot } from './support/shots.ts';
import { recordSounds } from './support/sounds.ts';
import { amountOf, secondsLeft, signInAfterRegistration } from './support/session.ts';
import { formatAmount } from '@lotus/i18n';
import { operatorToken } from './support/operator.ts';

/**
 * Issue #7's end-to-end scenario, as a new member would live it, in the Vietnamese UI against the
 * real server: register → log in → a deposit approved by an operator → the 1-minute SSC → a
 * normal bet through the basket and the confirmation → a two-sided bet on the disc → a
 * profit-rate chase → the draw over push → the win notice (3 s) and the win sound → the balance
 * and the betting record on screen equal the server's.
 */

const SSC_1_MINUTE = 101;
const PASSWORD = 'lotus2468';

/** The member API with the token the web app keeps (docs/product.md §7 token and authorization headers). */
function memberApi(request: APIRequestContext, token: string) {
  const headers = { token, authorization: `Bearer ${token}`, lang: 'vi' };
  return {
    async get<T>(url: string, params: Record<string, string | number> = {}): Promise<T> {
      const body = await (await request.get(url, { headers, params })).json();
      expect(body.code, JSON.stringify(body)).toBe(0);
      return body.data as T;
    },
    async post<T>(url: string, form: Record<string, string | number>): Promise<T> {
      const body = await (await request.post(url, { headers, form })).json();
      expect(body.code, JSON.stringify(body)).toBe(0);
      return body.data as T;
    },
  };
}

interface Order {
  orderId: string;
  status: number;
  amount: string;
  winAmount: string;
  issue: string;
  chaseId: string | null;
}

test('a new member registers, is funded, bets three ways, sees the draw arrive and the records match', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000);
  await recordSounds(page);

  // 1. Registration and login, in Vietnamese (the default language).
  const account = `j${Date.now().toString(36)}`.slice(0, 16);
  await page.goto('/web/reg');
  await page.getByLabel('Tài khoản').fill(account);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(PASSWORD);
  await page.getByLabel('Nhập lại mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng ký' }).click();
  await signInAfterRegistration(page, account, PASSWORD);
  await expect(page.getByTestId('balance')).toHaveText(/\b0$/);
  const token = await page.evaluate(() => localStorage.getItem('lotus.token'));
  expect(token).toBeTruthy();
  const member = memberApi(request, token!);

  // 2. The member opens a bank deposit and says it is paid; an operator approves it.
  const pre = await member.post<{ orderNo: string }>('/sk/promen/wallet/depositPre', {
    channelId: 1,
    amount: '1000',
  });
  await member.post('/sk/promen/wallet/deposit', { orderNo: pre.orderNo, payerName: 'Nguyen Van A' });
  const operator = { data: { token: await operatorToken(request) } };
  const approved = await (
    await request.post(`/api/console/deposits/${pre.orderNo}/approve`, {
      headers: { token: operator.data.token },
      form: { reason: 'e2e journey' },
    })
  ).json();
  expect(approved.code, JSON.stringify(approved)).toBe(0);
  await page.getByTestId('balance-refresh').click();
  await expect(page.getByTestId('balance')).toContainText('1.000');

  // 3. The 1-minute SSC (every 30 s on the test server), with enough of the issue left for the first bet.
  await page.goto(`/web/lottery/${SSC_1_MINUTE}`);
  await expect(page.getByTestId('lottery-name')).toHaveText('SSC 1 phút');
  await expect(page.getByTestId('current-issue')).toContainText(/\d/);
  await expect.poll(() => secondsLeft(page), { timeout: 40_000 }).toBeGreaterThan(20);
  const issue = ((await page.getByTestId('current-issue').textContent()) ?? '').replace(/\D/g, '');
  await page
    .getByTestId('handicap')
    .getByText('Tiêu chuẩn')
    .click()
    .catch(() => undefined);

  // 4. A normal bet through the basket and the confirmation: every digit of the first position
  // (10 bets, 20.000), which must win one bet whatever is drawn.
  await page.getByRole('tab', { name: 'Định vị', exact: true }).click();
  await page.getByTestId('quick-0-all').click();
  await expect(page.getByTestId('bet-summary')).toHaveText('10 cược, 20');
  await page.getByTestId('add-to-basket').click();
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('confirm-modal')).toContainText(`Kỳ ${issue}`);
  const normal = page.waitForResponse((r) => r.url().includes('/order/normal/create'));
  await page.getByTestId('confirm-bet').click();
  const normalBody = await (await normal).json();
  expect(normalBody.code, JSON.stringify(normalBody)).toBe(0);
  await expect(page.getByTestId('basket')).toHaveCount(0);

  // 5. A two-sided bet on the disc at the default amount 5.
  await page.getByTestId('handicap').getByText('Hai mặt').click();
  await expect(page.getByTestId('double-amount')).toHaveValue('5');
  await page.getByTestId('double-disc').locator('[data-testid^="item-"]').first().click();
  await page.getByTestId('double-place').click();
  const double = page.waitForResponse((r) => r.url().includes('/order/double/create'));
  await page.getByTestId('double-confirm').click();
  const doubleBody = await (await double).json();
  expect(doubleBody.code, JSON.stringify(doubleBody)).toBe(0);

  // 6. A profit-rate chase (≥ 50 %) over three issues, stopping after a win.
  await page.getByTestId('handicap').getByText('Tiêu chuẩn').click();
  await page.getByRole('tab', { name: 'Định vị', exact: true }).click();
  await page.getByTestId('ball-0-7').click();
  await page.getByTestId('add-to-basket').click();
  await page.getByTestId('chase-toggle').click();
  await page.getByTestId('chase-mode').getByText('Theo lợi nhuận').click();
  await page.getByTestId('chase-issues').fill('3');
  await page.getByTestId('chase-rate').fill('50');
  await page.getByTestId('chase-build').click();
  await expect(page.getByTestId('chase-plan').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('chase-summary')).toContainText(/tổng 6$/);
  await expect(page.getByTestId('chase-stop')).toBeChecked();
  await page.getByTestId('place-bet').click();
  const chase = page.waitForResponse((r) => r.url().includes('/order/normal/chase'));
  await page.getByTestId('confirm-bet').click();
  const chaseBody = await (await chase).json();
  expect(chaseBody.code, JSON.stringify(chaseBody)).toBe(0);
  expect(chaseBody.data.orderIds).toHaveLength(3);
  // Everything on the record: the normal bet, the two-sided bet and the three chase issues.
  await expect(page.getByTestId('my-bets').locator('tbody tr')).toHaveCount(5);
  await shot(page, 'journey-bets-placed-vi-1280');
  await expect(page.getByTestId('balance')).toContainText('969'); // 1000 − 20 − 5 − 6

  // 7. The draw arrives over push: the win notice (open status 3) shows and closes after 3 s,
  // and the win sound plays (win-sound setting on by default).
  const notice = page.getByText('Chúc mừng trúng thưởng!').first();
  await expect(notice).toBeVisible({ timeout: 60_000 });
  const shownAt = Date.now();
  await shot(page, 'journey-win-vi-1280');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __sounds: number[] }).__sounds.includes(1046.5)))
    .toBe(true);
  await expect(page.getByText('Chúc mừng trúng thưởng!')).toHaveCount(0, { timeout: 8_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);
  await expect(page.getByTestId('current-issue')).not.toContainText(issue);
  await expect(page.getByText(`Kỳ trước ${issue}`)).toBeVisible({ timeout: 20_000 });

  // 8. The balance and the record on screen are the server's.
  const onScreenBalance = async () => {
    const text = (await page.getByTestId('balance').textContent()) ?? '';
    return amountOf(text);
  };
  await expect
    .poll(
      async () => {
        const server = await member.get<{ balance: string }>('/sk/botanic/member/front/userInfo');
        return Math.abs(Number(server.balance) - (await onScreenBalance()));
      },
      { timeout: 20_000 },
    )
    .toBeLessThan(0.01);
  expect(await onScreenBalance()).toBeGreaterThan(969);

  const serverOrders = async () =>
    (
      await member.get<{ list: Order[] }>('/sk/cashew/ticketmod/orderList', {
        ticketId: SSC_1_MINUTE,
        pageSize: 10,
      })
    ).list.map((o) => ({ id: o.orderId, status: String(o.status), amount: formatAmount(o.amount, 'vi', 3), win: formatAmount(o.winAmount, 'vi', 3) }));
  const screenOrders = () =>
    page
      .getByTestId('my-bets')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => ({
          id: (r.getAttribute('data-testid') ?? '').replace('bet-row-', ''),
          status: r.getAttribute('data-status') ?? '',
          amount: r.querySelector('[data-testid="bet-amount"]')?.textContent ?? '',
          win: r.querySelector('[data-testid="bet-win"]')?.textContent ?? '',
        })),
      );
  await expect
    .poll(async () => JSON.stringify(await screenOrders()) === JSON.stringify(await serverOrders()), {
      timeout: 75_000,
    })
    .toBe(true);
  const finalOrders = await serverOrders();
  expect(finalOrders).toHaveLength(5);
  // The normal bet covered every digit: it won.
  const normalId = normalBody.data.orderIds[0] as string;
  expect(finalOrders.find((o) => o.id === normalId)?.status).toBe('3');
  await expect(page.getByTestId(`bet-row-${normalId}`).getByTestId('bet-status')).toHaveText('Đã trúng');
  await shot(page, 'journey-records-vi-1280');
});
