import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { shot } from './support/shots.ts';
import { operatorToken } from './support/operator.ts';
import { waitForOpenIssue } from './support/session.ts';

/**
 * Issue #28's journey with no operator until the payout: a new member on a phone (375 px) deposits
 * by VNPay (the demo's sandbox page, "Pay") and sees his balance rise without a reload, deposits by
 * VietQR (§2: the QR and the transfer content on the page; the bank feed, SePay's webhook with the
 * demo's key, reports his transfer and the balance rises again without a reload), bets on the
 * 1-minute K3, asks to withdraw; an operator pays the withdrawal through the sandbox's payout
 * (§3), and the member reads "paid" with the payout's reference; the console's reconciliation
 * shows the day's VNPay figures.
 */
const PASSWORD = 'lotus2468';
const FUND_PWD = '654321ab';
const CARD = '9704000044445555';
const K3_1_MINUTE = 301;
/** The demo's bank feed key (SEPAY_API_KEY unset, SEED_DEMO on) and its Vietcombank channel's account. */
const SEPAY_KEY = 'lotus-demo-sepay-key';
const DEMO_ACCOUNT = '0011000000001';
/** SePay's transactionDate: Vietnam's time (GMT+7), "yyyy-MM-dd HH:mm:ss". */
const vietnamNow = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  form: Record<string, string>,
  token?: string,
): Promise<T> {
  const headers = { lang: 'vi', ...(token ? { token } : {}) };
  const res =
    method === 'GET'
      ? await request.get(url, { headers, params: form })
      : await request.post(url, { headers, form });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

test('a new member deposits by VNPay and by VietQR from the bank feed, bets, withdraws, and reads "paid" with the reference once an operator pays it through the sandbox', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await operatorToken(request);
  // The withdrawal's betting turnover (docs/product.md §4) waits for the bet's draw; its own tests
  // cover it. Here the journey does not wait a draw: the deposit asks for no turnover.
  const before = await call<Record<string, string>>(request, 'GET', '/api/console/settings', {}, admin);
  await call(request, 'POST', '/api/console/settings', { turnoverPercent: '0' }, admin);
  // The day's VNPay credits before this journey (other specs' deposits of the day count too).
  const vnpayCredits = async () => {
    const report = await call<{ days: { channelName: string | null; creditVnd: string | null }[] }>(request, 'GET', '/api/console/pay/reconcile', {}, admin);
    return report.days
      .filter((d) => d.channelName === 'VNPay (sandbox)')
      .reduce((sum, d) => sum + BigInt(d.creditVnd ?? '0'), 0n);
  };
  const creditedBefore = await vnpayCredits();
  try {
    const account = `pj${Date.now().toString(36)}`.slice(0, 16);
    await call(request, 'POST', '/sk/promen/member/register/direct', {
      account,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const { token } = await call<{ token: string }>(request, 'POST', '/sk/promen/member/login', {
      account,
      password: PASSWORD,
      device: '1',
    });
    // What a withdrawal needs first (its own journeys show these screens): real name, fund password, a card.
    await call(request, 'POST', '/sk/promen/member/update/realName', { realName: 'Le Van C' }, token);
    await call(
      request,
      'POST',
      '/sk/promen/member/update/fundPwd',
      { fundPwd: FUND_PWD, confirmFundPwd: FUND_PWD },
      token,
    );
    await call(
      request,
      'POST',
      '/sk/promen/card/bind',
      {
        type: '1',
        bankCode: 'VCB',
        cardNo: CARD,
        confirmCardNo: CARD,
        holderName: 'Le Van C',
        fundPwd: FUND_PWD,
      },
      token,
    );

    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`/web/home?token=${token}`);
    await expect(page.getByTestId('balance')).toHaveText(/\b0$/);

    // 1. VNPay: the sandbox page in a second tab; the first page's balance rises on the push.
    await page.goto('/web/manager/funds/deposit');
    await page.getByTestId('channel-third').click();
    await page.getByTestId('deposit-amount').fill('300');
    await page.getByTestId('deposit-next').click();
    const payUrl = await page.getByTestId('deposit-pay-url').getAttribute('href');
    expect(payUrl).toContain('vnp_SecureHash=');
    const vnpay = await context.newPage();
    await vnpay.goto(payUrl!);
    await expect(vnpay.getByTestId('sandbox-amount')).toContainText('300.000');
    await vnpay.getByTestId('sandbox-pay').click();
    // Back on the member site with VNPay's signed result (its page is vnpay.spec.ts's).
    await expect(vnpay).toHaveURL(/\/web\/manager\/funds\/deposit\?.*vnp_ResponseCode=00/);
    await vnpay.close();
    await expect(page.getByTestId('balance')).toContainText('300', { timeout: 15_000 });
    await shot(page, 'pay-journey-1-deposited-375');

    // 1b. VietQR: the bank channel answers the QR and the transfer content; the bank feed reports
    // the member's transfer (200 units at 1,000 VND each) and the balance rises on the push.
    await page.goto('/web/manager/funds/deposit');
    await page.getByTestId('channel-bank').click();
    await page.getByTestId('deposit-amount').fill('200');
    const opened = page.waitForResponse((r) => r.url().includes('/wallet/depositPre'));
    await page.getByTestId('deposit-next').click();
    const pre = (await (await opened).json()) as {
      code: number;
      data: { vietqr: { payload: string; content: string } };
    };
    expect(pre.code, JSON.stringify(pre)).toBe(0);
    await expect(page.getByTestId('vietqr-code')).toBeVisible();
    await expect(page.getByTestId('vietqr-amount')).toContainText('200.000');
    const memo = (await page.getByTestId('vietqr-content').textContent())!.trim();
    expect(memo).toMatch(/^LT[2-9A-HJKMNP-Z]{5}$/);
    // The code drawn carries the same content (tag 62, subfield 08), VND (53 = 704) and amount (54).
    const { payload } = pre.data.vietqr;
    expect(payload).toContain(`08${String(memo.length).padStart(2, '0')}${memo}`);
    expect(payload).toContain('5303704');
    expect(payload).toContain('5406200000');
    await expect(page.getByTestId('balance')).toContainText('300');
    await shot(page, 'pay-journey-1b-vietqr-375');
    const feed = await request.post('/api/pay/sepay/webhook', {
      headers: { authorization: `Apikey ${SEPAY_KEY}`, 'content-type': 'application/json' },
      data: {
        id: Date.now(),
        gateway: 'Vietcombank',
        transactionDate: vietnamNow(),
        accountNumber: DEMO_ACCOUNT,
        code: null,
        content: `LE VAN C chuyen tien ${memo} FT26331`,
        transferType: 'in',
        transferAmount: 200_000,
        accumulated: 0,
        subAccount: null,
        referenceCode: `FT${Date.now()}`,
        description: '',
      },
    });
    expect(await feed.json()).toMatchObject({ success: true });
    // No reload: the page that showed the QR reads the new balance.
    await expect(page.getByTestId('balance')).toContainText('500', { timeout: 15_000 });
    await expect(page.getByTestId('vietqr-content')).toHaveText(memo);

    // 2. A bet on the 1-minute K3: sum 10.
    await page.goto(`/web/lottery/${K3_1_MINUTE}`);
    await expect(page.getByTestId('lottery-name')).toBeVisible();
    await waitForOpenIssue(page);
    await page.getByTestId('ball-0-10').click();
    await page.getByTestId('add-to-basket').click();
    await page.getByTestId('place-bet').click();
    await expect(page.getByTestId('confirm-modal')).toBeVisible();
    const placed = page.waitForResponse((r) => r.url().includes('/order/normal/create'));
    await page.getByTestId('confirm-bet').click();
    const bet = await (await placed).json();
    expect(bet.code, JSON.stringify(bet)).toBe(0);

    // 3. A withdrawal of 100 to his card.
    await page.goto('/web/manager/funds/withdraw');
    await page.getByTestId('withdraw-account').click();
    await page.getByRole('option', { name: /5555/ }).click();
    await page.getByTestId('withdraw-amount').fill('100');
    await page.getByTestId('withdraw-fund-pwd').fill(FUND_PWD);
    const asked = page.waitForResponse((r) => r.url().includes('/wallet/withdraw'));
    await page.getByTestId('withdraw-submit').click();
    const withdrawal = await (await asked).json();
    expect(withdrawal.code, JSON.stringify(withdrawal)).toBe(0);
    const orderNo = withdrawal.data.orderNo as string;
    await expect(page.getByTestId('withdraw-done')).toBeVisible();

    // 4. The operator pays it through the VNPay sandbox's payout: no reference to type.
    const consoleContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const op = await consoleContext.newPage();
    await op.goto('/console/login');
    await op.evaluate(
      (t) => (
        localStorage.setItem('lotus.console.token', t),
        localStorage.setItem('lotus.console.lang', 'vi')
      ),
      admin,
    );
    await op.goto('/console/withdrawals');
    await op.getByTestId(`approve-${orderNo}`).click();
    const dialog = op.getByTestId('approve-dialog');
    await dialog.getByText('Qua VNPay (sandbox)').click();
    await expect(op.getByTestId('payout-ref')).toHaveCount(0);
    await expect(op.getByTestId('approve-confirm')).toBeEnabled();
    await shot(op, 'pay-journey-2-console-payout-1366');
    await op.getByTestId('approve-confirm').click();
    await expect(op.getByTestId(`approve-${orderNo}`)).toHaveCount(0);

    // 5. The member reads "paid" with the payout's reference.
    await page.goto('/web/manager/funds/progress');
    const order = page.getByTestId(`dw-order-${orderNo}`);
    await expect(order.getByTestId('dw-status')).toHaveText('Đã chi trả');
    await expect(order.getByTestId('dw-payout-ref')).toContainText(/SBX[0-9A-F]{12}/);
    await shot(page, 'pay-journey-3-paid-member-375');

    // 6. The day's reconciliation: the VNPay channel's deposit and payout on the console's reports.
    await op.goto('/console/reports');
    await op.getByTestId('tab-reconcile').click();
    const days = op.getByTestId('reconcile-days');
    await expect(days).toContainText('VNPay (sandbox)');
    // No range applied: the screen says it is today's business day in platform time.
    await expect(op.getByTestId('reconcile-range')).toContainText(
      /Hôm nay: ngày làm việc \d{4}-\d{2}-\d{2} \(02:00–02:00 giờ Asia\/Ho_Chi_Minh\)/,
    );
    // Its CSV: amounts in whole VND as plain digits (the 300 credited here add 300000 to the day's
    // VNPay credits, read "300000", not "300.000").
    const downloading = op.waitForEvent('download');
    await op.getByTestId('reconcile-days-csv').click();
    const csv = readFileSync((await (await downloading).path())!, 'utf8');
    const vnpayRow = csv.split('\r\n').find((l) => l.includes(',VNPay (sandbox),'))!;
    expect(await vnpayCredits()).toBe(creditedBefore + 300_000n);
    expect(vnpayRow.split(',').slice(2)).toEqual(expect.arrayContaining([String(creditedBefore + 300_000n)]));
    for (const cell of vnpayRow.split(',').slice(2)) expect(cell).toMatch(/^\d+$/);
    await shot(op, 'pay-journey-4-reconciliation-1366');
    await consoleContext.close();
    await context.close();
  } finally {
    await call(
      request,
      'POST',
      '/api/console/settings',
      { turnoverPercent: before.turnoverPercent ?? '100' },
      admin,
    );
  }
});
