import { expect, test } from '@playwright/test';
import { shot } from './support/shots.ts';

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
  await expect(page.getByTestId('balance')).toContainText('0.00');
  await page.goto('/web/manager/funds/deposit');
  await page.getByTestId('channel-third').click();
  await page.getByTestId('deposit-amount').fill('300');
  await page.getByTestId('deposit-next').click();
  await expect(page.getByTestId('deposit-provider-hint')).toBeVisible();
  await expect(page.getByTestId('deposit-completed')).toHaveCount(0);
  await shot(page, 'vnpay-1-pay-step-375');
  const payUrl = await page.getByTestId('deposit-pay-url').getAttribute('href');
  expect(payUrl).toContain('vnp_SecureHash=');
  await expect(page.getByTestId('balance')).toContainText('0.00');

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
  await expect(page.getByTestId('balance')).toContainText('300.00', { timeout: 15_000 });
  await context.close();
});
