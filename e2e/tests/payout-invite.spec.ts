import { expect, test, type APIRequestContext } from './support/test.ts';
import { operatorSignIn, operatorToken } from './support/operator.ts';
import { shot } from './support/shots.ts';

/**
 * Issue #27 M7, M6 and M5 as people see them. A finance operator sees where a member's withdrawal
 * goes (bank, holder, full number), copies the number, and pays it with the bank reference after
 * a confirmation; the member reads "processing" until then and "completed" with the reference
 * after. agent01 finds his seeded code lotus01 among his invitation links (members at 1950); a
 * member opening the invite draw reads that it is for agents.
 */
const PASSWORD = 'lotus2468';
const FUND_PWD = '654321ab';
const CARD = '9704000022223333';

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, form: Record<string, string>, token?: string): Promise<T> {
  const headers = { lang: 'vi', ...(token ? { token } : {}) };
  const res = method === 'GET' ? await request.get(url, { headers, params: form }) : await request.post(url, { headers, form });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

test('a finance operator reveals, copies and pays a withdrawal with its bank reference; the member reads "completed" only after', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-6);
  const admin = await operatorToken(request);
  const [payer, checker] = [`pay1_${stamp}`, `pay2_${stamp}`];
  for (const account of [payer, checker]) await call(request, 'POST', '/api/console/operators', { account, password: 'secret123', role: 'finance' }, admin);
  const ops = await operatorSignIn(request, payer, 'secret123');
  const ops2 = await operatorSignIn(request, checker, 'secret123');

  // A member with a real name, a fund password, one Vietcombank card and 500 credited (two operators).
  const member = `w${stamp}`;
  await call(request, 'POST', '/sk/promen/member/register/direct', { account: member, password: PASSWORD, confirmPassword: PASSWORD });
  const { token } = await call<{ token: string }>(request, 'POST', '/sk/promen/member/login', { account: member, password: PASSWORD, device: '1' });
  await call(request, 'POST', '/sk/promen/member/update/realName', { realName: 'Tran Thi B' }, token);
  await call(request, 'POST', '/sk/promen/member/update/fundPwd', { fundPwd: FUND_PWD, confirmFundPwd: FUND_PWD }, token);
  const card = await call<{ id: string }>(request, 'POST', '/sk/promen/card/bind', { type: '1', bankCode: 'VCB', cardNo: CARD, confirmCardNo: CARD, holderName: 'Tran Thi B', fundPwd: FUND_PWD }, token);
  const proposal = await call<{ id: string }>(request, 'POST', `/api/console/members/${member}/adjust`, { amount: '500', reason: 'e2e payout' }, ops.token);
  await call(request, 'POST', `/api/console/proposals/${proposal.id}/confirm`, {}, ops2.token);
  const withdrawal = await call<{ orderNo: string; status: number }>(request, 'POST', '/sk/promen/wallet/withdraw', { amount: '100', cardId: card.id, fundPwd: FUND_PWD }, token);

  // The member's progress: processing.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const memberPage = await memberContext.newPage();
  await memberPage.goto(`/web/home?token=${token}`);
  await memberPage.goto('/web/manager/funds/progress');
  const order = memberPage.getByTestId(`dw-order-${withdrawal.orderNo}`);
  await expect(order.getByTestId('dw-status')).toHaveText('Đang xử lý');
  await expect(order.getByTestId('dw-payout-ref')).toHaveCount(0);

  // The finance operator's queue shows the card's tail; "Show account" reveals the rest.
  const consoleContext = await browser.newContext({ viewport: { width: 1366, height: 860 }, permissions: ['clipboard-read', 'clipboard-write'] });
  await consoleContext.addInitScript((t) => localStorage.setItem('lotus.console.token', t), ops.token);
  const page = await consoleContext.newPage();
  await page.goto('/console/withdrawals');
  const row = page.getByTestId('withdrawal-queue').getByRole('row').filter({ hasText: withdrawal.orderNo });
  await expect(row).toContainText('···· 3333');
  await expect(row).not.toContainText(CARD);
  await page.getByTestId(`reveal-${withdrawal.orderNo}`).click();
  const account = page.getByTestId('withdrawal-account');
  await expect(account).toContainText('Vietcombank');
  await expect(account).toContainText('Tran Thi B');
  await expect(account.getByTestId('account-number')).toHaveText(CARD);
  await account.getByTestId('account-copy').click();
  await expect(account.getByTestId('account-copy')).toHaveText('Đã sao chép');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CARD);
  await shot(page, 'console-withdrawal-account');
  await page.keyboard.press('Escape');
  // One audit row for the reveal, with the operator.
  const audit = await call<{ list: { action: string; actor: string | null }[] }>(request, 'GET', '/api/console/audit', { action: 'withdrawal.reveal', target: withdrawal.orderNo }, admin);
  expect(audit.list).toHaveLength(1);
  expect(audit.list[0]!.actor).toBe(payer);

  // Approving asks for confirmation and the bank reference; without it nothing can be sent.
  await page.getByTestId(`approve-${withdrawal.orderNo}`).click();
  const dialog = page.getByTestId('approve-dialog');
  await expect(dialog).toContainText('3333');
  await expect(page.getByTestId('approve-confirm')).toBeDisabled();
  await shot(page, 'console-withdrawal-approve');
  // Closed without confirming: still processing for the member.
  await page.keyboard.press('Escape');
  await memberPage.reload();
  await expect(order.getByTestId('dw-status')).toHaveText('Đang xử lý');
  await page.getByTestId(`approve-${withdrawal.orderNo}`).click();
  await page.getByTestId('payout-ref').fill('VCB FT26112700042');
  await page.getByTestId('approve-confirm').click();
  await expect(page.getByTestId(`approve-${withdrawal.orderNo}`)).toHaveCount(0);

  // The member now reads paid, with the reference of the transfer.
  await memberPage.reload();
  await expect(order.getByTestId('dw-status')).toHaveText('Đã chi trả');
  await expect(order.getByTestId('dw-payout-ref')).toContainText('VCB FT26112700042');
  await shot(memberPage, 'withdrawal-completed-member-390');
  await memberContext.close();
  await consoleContext.close();
});

test('agent01 finds his seeded code among his invitation links; a member opening the invite draw reads it is for agents', async ({ browser, request }) => {
  const { token: agentToken } = await call<{ token: string }>(request, 'POST', '/sk/promen/member/login', { account: 'agent01', password: PASSWORD, device: '1' });
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/web/home?token=${agentToken}`);
  await page.goto('/web/manager/team/invite');
  const seeded = page.getByTestId('invite-lotus01');
  await expect(seeded.getByTestId('invite-code-text')).toHaveText('lotus01');
  await expect(seeded).toContainText('1950');
  await expect(seeded.getByTestId('invite-url')).toContainText('/web/reg/lotus01');
  await shot(page, 'team-invite-seeded-390');
  // His invite draw shows the same code.
  await page.goto('/web/manager/promo/invite');
  await expect(page.getByTestId('invite-code')).toHaveValue('lotus01');
  await context.close();

  const { token } = await call<{ token: string }>(request, 'POST', '/sk/promen/member/login', { account: 'demo01', password: PASSWORD, device: '1' });
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const member = await memberContext.newPage();
  await member.goto(`/web/home?token=${token}`);
  await member.goto('/web/manager/promo/invite');
  await expect(member.getByTestId('agents-only')).toHaveText('Trang này dành cho đại lý');
  await member.goto('/web/manager/promo/sign');
  await expect(member.getByTestId('promo-nav')).toBeVisible();
  await expect(member.getByTestId('promo-nav').getByRole('button', { name: 'Quay thưởng mời bạn' })).toHaveCount(0);
  await shot(member, 'promo-nav-member-390');
  await memberContext.close();
});
