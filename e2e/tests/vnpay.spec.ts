import { expect, test } from './support/test.ts';
import { shot } from './support/shots.ts';
import { operatorToken } from './support/operator.ts';

/**
 * Issue #28: a new member on a phone (375 px) deposits by VNPay with no operator — the deposit
 * page's VNPay (sandbox) channel opens the demo's VNPay page; "Pay" sends VNPay's signed IPN to the
 * server, which credits the order once; the member's open page shows the balance rise by the
 * balance push (type 5) without a reload, and the return URL shows the result.
 */
test('a new member deposits by VNPay sandbox and sees the balance rise without reload', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const account = `vp${Date.now().toString(36)}`.slice(0, 16);
  const password = 'lotus2468';
  const reg = await (await request.post('/sk/promen/member/register/direct', { form: { account, password, confirmPassword: password } })).json();
  expect(reg.code, JSON.stringify(reg)).toBe(0);
  const login = await (await request.post('/sk/promen/member/login', { form: { account, password, device: '1' } })).json();
  expect(login.code, JSON.stringify(login)).toBe(0);

  await page.goto(`/web/home?token=${login.data.token as string}`);
  await expect(page.getByTestId('balance')).toHaveText(/\b0$/);
  await page.goto('/web/manager/funds/deposit');
  await page.getByTestId('channel-third').click();
  await page.getByTestId('deposit-amount').fill('300');
  await page.getByTestId('deposit-next').click();
  await expect(page.getByTestId('deposit-provider-hint')).toBeVisible();
  await expect(page.getByTestId('deposit-completed')).toHaveCount(0);
  await shot(page, 'vnpay-1-pay-step-375');
  const payUrl = await page.getByTestId('deposit-pay-url').getAttribute('href');
  expect(payUrl).toContain('vnp_SecureHash=');
  await expect(page.getByTestId('balance')).toHaveText(/\b0$/);

  // VNPay's page (the demo's sandbox) in a second tab, so the member's page stays open unreloaded.
  const vnpay = await context.newPage();
  await vnpay.goto(payUrl!);
  await expect(vnpay.getByTestId('sandbox-amount')).toContainText('300.000');
  await shot(vnpay, 'vnpay-2-sandbox-375');
  await vnpay.getByTestId('sandbox-pay').click();
  await expect(vnpay).toHaveURL(/\/web\/manager\/funds\/deposit\?.*vnp_ResponseCode=00/);
  await expect(vnpay.getByTestId('deposit-return')).toHaveAttribute('data-paid', 'true');
  await shot(vnpay, 'vnpay-3-returned-375');

  // The page that opened the payment: the balance rose on the push, no reload, no click.
  await expect(page.getByTestId('balance')).toContainText('300', { timeout: 15_000 });
  await context.close();
});

test("the console lists the provider's callbacks with their raw request, and the VNPay channel's settings without the secret", async ({ browser, request }) => {
  // A member pays 100 by the sandbox over the API: one credited callback to list.
  const account = `vq${Date.now().toString(36)}`.slice(0, 16);
  const password = 'lotus2468';
  await request.post('/sk/promen/member/register/direct', { form: { account, password, confirmPassword: password } });
  const login = await (await request.post('/sk/promen/member/login', { form: { account, password, device: '1' } })).json();
  const pre = await (
    await request.post('/sk/promen/wallet/depositPre/third', { headers: { token: login.data.token as string }, form: { channelId: 3, amount: '100' } })
  ).json();
  expect(pre.code, JSON.stringify(pre)).toBe(0);
  const paid = await request.post('/api/pay/vnpay/sandbox/submit', {
    form: { q: new URL(pre.data.payUrl as string).search.slice(1), choice: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const admin = await operatorToken(request);
  for (const [lang, width] of [['vi', 1366], ['en', 390]] as const) {
    const context = await browser.newContext({ viewport: { width, height: 860 } });
    const page = await context.newPage();
    await page.goto('/console/login');
    await page.evaluate(([t, l]) => (localStorage.setItem('lotus.console.token', t), localStorage.setItem('lotus.console.lang', l)), [admin, lang] as const);
    await page.goto('/console/pay-callbacks');
    const table = page.getByTestId('callbacks-table');
    await expect(table).toContainText('vnp_SecureHash=');
    await expect(table).toContainText(lang === 'vi' ? 'Đã cộng tiền' : 'Credited');
    await expect(page.locator('body')).not.toContainText('lotus-demo-vnpay-secret');
    await shot(page, `vnpay-4-callbacks-${lang}-${width}`);
    await page.goto('/console/channels');
    await expect(page.getByTestId('channel-provider-3')).toContainText('VNPAY_HASH_SECRET');
    await expect(page.locator('body')).not.toContainText('lotus-demo-vnpay-secret');
    await shot(page, `vnpay-5-channels-${lang}-${width}`);
    await context.close();
  }
});
