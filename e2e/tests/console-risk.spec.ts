import { formatAmount } from '@lotus/i18n';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { shot } from './support/shots.ts';
import { buildBetLine, SSC, type Play } from '@lotus/engine';
import { operatorSignIn, operatorToken } from './support/operator.ts';

/**
 * Risk holds (issue #16): a member wins on a real draw of SSC 1 minute; the win is over the hold
 * setting, so it is settled but not paid and the member reads it "under review"; a risk operator
 * releases it on the console's Risk screen and the member's balance rises by the win, live.
 */
const PASSWORD = 'lotus2468';
const DWD = SSC.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;

async function post<T>(
  request: APIRequestContext,
  url: string,
  form: Record<string, string>,
  token?: string,
) {
  const body = (await (await request.post(url, { form, headers: token ? { token } : {} })).json()) as {
    code: number;
    msg: string;
    data: T;
  };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

async function get<T>(
  request: APIRequestContext,
  url: string,
  params: Record<string, string>,
  token?: string,
) {
  const body = (await (await request.get(url, { params, headers: token ? { token } : {} })).json()) as {
    code: number;
    msg: string;
    data: T;
  };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

test('a big win is held under review, a risk operator releases it, the member is paid once', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36).slice(-6);
  const admin = await operatorToken(request);
  const riskAccount = `risk_${stamp}`;
  await post(
    request,
    '/api/console/operators',
    { account: riskAccount, password: 'secret123', role: 'risk' },
    admin,
  );
  const risk = (await operatorSignIn(request, riskAccount, 'secret123')).token;
  // Hold every win of at least 100 for this journey (the default, 200,000, is out of reach of a test stake).
  const before = await get<{ riskHoldWin: string }>(request, '/api/console/risk/settings', {}, risk);
  await post(request, '/api/console/risk/settings', { riskHoldWin: '100' }, risk);
  try {
    // The member deposits 1,000 and covers every digit of the first position ten times: a sure win.
    const memberAccount = `r${stamp}`;
    await post(request, '/sk/promen/member/register/direct', {
      account: memberAccount,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const { token: memberToken } = await post<{ token: string }>(request, '/sk/promen/member/login', {
      account: memberAccount,
      password: PASSWORD,
      device: '1',
    });
    const pre = await post<{ orderNo: string }>(
      request,
      '/sk/promen/wallet/depositPre',
      { channelId: '1', amount: '1000' },
      memberToken,
    );
    await post(
      request,
      '/sk/promen/wallet/deposit',
      { orderNo: pre.orderNo, payerName: 'Tran Van R' },
      memberToken,
    );
    await post(request, `/api/console/deposits/${pre.orderNo}/approve`, {}, admin);
    const balance = async () =>
      (await get<{ balance: string }>(request, '/sk/botanic/member/front/userInfo', {}, memberToken)).balance;
    await expect
      .poll(
        async () =>
          (await get<{ remain: number }>(request, '/sk/cashew/currentSaleIssue.json', { ticketId: '101' }))
            .remain,
        { timeout: 40_000 },
      )
      .toBeGreaterThan(15);
    const { issue } = await get<{ issue: string }>(request, '/sk/cashew/currentSaleIssue.json', {
      ticketId: '101',
    });
    const line = buildBetLine({
      play: DWD,
      selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] },
      mode: 1,
      multiple: 10,
      lineNo: 1,
    });
    const placed = await post<{ orderIds: string[] }>(
      request,
      '/sk/cashew/order/normal/create',
      { tid: '101', pno: issue, bd: JSON.stringify([line]), confirm: '1' },
      memberToken,
    );
    const orderId = placed.orderIds[0]!;
    const afterBet = await balance();
    expect(afterBet).toBe('800.000');

    // The real draw at the end of the minute; settlement holds the win.
    type Detail = { status: number; winAmount: string; underReview: boolean };
    const detail = async () =>
      (
        await (
          await request.post('/sk/cashew/orderDetail', { form: { orderId }, headers: { token: memberToken } })
        ).json()
      ).data as Detail;
    await expect.poll(async () => (await detail()).status, { timeout: 60_000, intervals: [2_000] }).toBe(3);
    const held = await detail();
    expect(held.underReview).toBe(true);
    expect(Number(held.winAmount)).toBeGreaterThanOrEqual(100);
    expect(await balance()).toBe(afterBet);

    // The member's bet record (desktop): the order reads "under review".
    const memberContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const member = await memberContext.newPage();
    await member.goto(`/web/home?token=${memberToken}`);
    await expect(member.getByTestId('balance')).toContainText('800');
    await member.goto('/web/manager/me/bets');
    const badge = member.locator('[data-review="true"]').first();
    await expect(badge).toContainText('Đang xét duyệt');
    await shot(member, 'risk-member-under-review');
    await member.getByTestId(`record-row-${orderId}`).click();
    await expect(member.getByTestId('win-review')).toContainText('đang được xét duyệt');
    await shot(member, 'risk-member-order-detail');
    await member.keyboard.press('Escape');

    // The risk operator's Risk screen: the held win with the member's context; release it.
    const consoleContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await consoleContext.newPage();
    await page.goto('/console/login');
    await page.evaluate((t) => localStorage.setItem('lotus.console.token', t), risk);
    await page.goto('/console/risk');
    const row = page.getByTestId('risk-holds').getByRole('row').filter({ hasText: memberAccount });
    await expect(row).toContainText(formatAmount(held.winAmount, 'vi', 3));
    await expect(row).toContainText('Tiền thắng lớn');
    await shot(page, 'console-risk-holds');
    await page.getByTestId(`release-${orderId}`).click();
    await expect(page.getByTestId(`release-${orderId}`)).toHaveCount(0);

    // Paid once: the balance rises by the win, live in the member's app (push type 5).
    const paid = (Number(afterBet) + Number(held.winAmount)).toFixed(3);
    await expect.poll(balance, { timeout: 15_000 }).toBe(paid);
    await expect(member.getByTestId('balance')).toContainText(formatAmount(paid, 'vi'), { timeout: 15_000 });
    await page.getByTestId('hold-status').getByText('Đã trả thưởng').click();
    await expect(page.getByTestId('risk-holds')).toContainText(riskAccount);
    await shot(page, 'console-risk-released');
    await member.reload();
    await expect(member.locator('[data-review="true"]')).toHaveCount(0);
    await shot(member, 'risk-member-paid');
    await memberContext.close();
    await consoleContext.close();
  } finally {
    await post(request, '/api/console/risk/settings', { riskHoldWin: before.riskHoldWin }, risk);
  }
});
