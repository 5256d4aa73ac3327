import { expect, test, type APIRequestContext } from './support/test.ts';
import { operatorSignIn, operatorToken } from './support/operator.ts';
import { shot } from './support/shots.ts';

/**
 * A balance adjustment under the two-person rule (issue #16), in two finance operators' consoles:
 * the first proposes a credit to a member with a reason, may not confirm his own proposal, the
 * second confirms it, the member's balance rises by exactly the amount, and the list moves it
 * from pending to confirmed.
 */
const PASSWORD = 'lotus2468';

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, form: Record<string, string>, token?: string): Promise<T> {
  const headers = { lang: 'vi', ...(token ? { token } : {}) };
  const res = method === 'GET' ? await request.get(url, { headers }) : await request.post(url, { headers, form });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

test('two finance operators credit a member’s balance from the Adjustments screen', async ({ browser, request }) => {
  const stamp = Date.now().toString(36).slice(-6);
  const admin = await operatorToken(request);
  const [one, two] = [`adj1_${stamp}`, `adj2_${stamp}`];
  for (const account of [one, two]) await call(request, 'POST', '/api/console/operators', { account, password: 'secret123', role: 'finance' }, admin);
  const ops1 = await operatorSignIn(request, one, 'secret123');
  const ops2 = await operatorSignIn(request, two, 'secret123');

  const member = `a${stamp}`;
  await call(request, 'POST', '/sk/promen/member/register/direct', { account: member, password: PASSWORD, confirmPassword: PASSWORD });
  const { token: memberToken } = await call<{ token: string }>(request, 'POST', '/sk/promen/member/login', { account: member, password: PASSWORD, device: '1' });
  const balance = async () => (await call<{ balance: string }>(request, 'GET', '/sk/botanic/member/front/userInfo', {}, memberToken)).balance;
  expect(Number(await balance())).toBe(0);

  const open = async (token: string) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    await context.addInitScript((t) => localStorage.setItem('lotus.console.token', t), token);
    const page = await context.newPage();
    await page.goto('/console/adjustments');
    return page;
  };
  const page = await open(ops1.token);
  const second = await open(ops2.token);
  try {
    // The form names what is missing in the operator's language, and sends nothing.
    await page.getByTestId('adjust-account').fill(member);
    await page.getByTestId('adjust-amount').fill('12.3456');
    await page.getByTestId('adjust-propose').click();
    await expect(page.getByText('Số tiền không hợp lệ')).toBeVisible();
    await expect(page.getByText('Vui lòng nhập lý do')).toBeVisible();
    await page.getByTestId('adjust-amount').fill('12.345');
    await page.getByTestId('adjust-reason').fill('e2e: goodwill');
    await page.getByTestId('adjust-propose').click();
    const row = page.getByTestId('adjust-proposals').getByRole('row').filter({ hasText: member });
    await expect(row).toContainText('e2e: goodwill');
    await expect(row).toContainText('12,345');
    const id = (await row.getByRole('cell').first().innerText()).trim();

    // The rule is said before the click (issue #27): his own confirm is disabled, with the reason,
    // and the item names him as proposer and who may confirm it. Nothing moves.
    await expect(page.getByTestId(`adjust-confirm-${id}`)).toBeDisabled();
    const who = page.getByTestId(`adjust-who-${id}`);
    await expect(who).toContainText(`Đề xuất bởi ${one}`);
    await expect(who).toContainText('một nhân viên khác có quyền “Điều chỉnh số dư”');
    await expect(page.getByTestId(`adjust-who-${id}-blocked`)).toHaveText('Cần một nhân viên khác xác nhận');
    await shot(page, 'adjust-own-proposal');
    expect(Number(await balance())).toBe(0);

    // The second operator confirms it; the member has exactly 12.345 more.
    await second.reload();
    const pending = second.getByTestId('adjust-proposals').getByRole('row').filter({ hasText: member });
    await expect(pending).toContainText(one);
    await expect(second.getByTestId(`adjust-who-${id}-blocked`)).toHaveCount(0);
    await expect(second.getByTestId(`adjust-confirm-${id}`)).toBeEnabled();
    await shot(second, 'adjust-pending');
    await second.getByTestId(`adjust-confirm-${id}`).click();
    await expect(second.getByTestId(`adjust-confirm-${id}`)).toHaveCount(0);
    await expect.poll(balance).toBe('12.345');

    // Confirmed: gone from the pending list, listed under confirmed with its status.
    await second.getByText('Đã xác nhận', { exact: true }).click();
    const confirmed = second.getByTestId('adjust-proposals').getByRole('row').filter({ hasText: member });
    await expect(confirmed).toContainText('Đã xác nhận');
    await expect(confirmed.getByTestId(`adjust-refuse-${id}`)).toHaveCount(0);
  } finally {
    await page.context().close();
    await second.context().close();
  }
});
