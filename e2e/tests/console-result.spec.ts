import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test.ts';
import { buildBetLine, D3, P3, P5, type Family, type Play } from '@lotus/engine';
import { shot } from './support/shots.ts';
import { operatorSignIn, operatorToken } from './support/operator.ts';

/**
 * An official result entered by two operators (issue #16 "operations enters an official result
 * with two operators and the orders settle"): a member bets on Welfare 3D (drawn by the official
 * lottery once a day, results entered by operators); on the console's Issues screen an operations
 * operator closes the issue's sales (the official draw is held now, not at 21:15 HKT) and proposes
 * the result; a second operator, in another browser, enters the same numbers and confirms it. The
 * member's bet record reads won at the official prize, and the console shows the issue settled.
 *
 * Closing sales leaves the lottery with nothing on sale until its next scheduled draw, so a second
 * run on the same server (a retry) takes the next of the daily official lotteries with the same
 * direct prize: Pick 3, then Pick 5 (its first three digits).
 */
const PASSWORD = 'lotus2468';
const direct = (family: Family, code: string) => family.plays.find((p) => p.code === code)! as unknown as Play;
const OFFICIAL = [
  { ticketId: 601, label: '3D Phúc lợi (3d.daily)', play: direct(D3, '3d.3x.direct.fushi'), result: '1 2 3' },
  { ticketId: 602, label: 'Xếp hạng 3 (p3.daily)', play: direct(P3, 'p3.3x.direct.fushi'), result: '1 2 3' },
  { ticketId: 603, label: 'Xếp hạng 5 (p5.daily)', play: direct(P5, 'p5.q3.direct.fushi'), result: '1 2 3 0 0' },
];

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, values: Record<string, string>, token?: string) {
  const headers: Record<string, string> = token ? { token } : {};
  const res = method === 'GET' ? await request.get(url, { params: values, headers }) : await request.post(url, { form: values, headers });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

/** A console page of the operator, signed in (his sign-in with TOTP is console.spec.ts's journey). */
async function consoleAs(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('lotus.console.token', t), token);
  return context.newPage();
}

/** The Issues screen from the menu, on the lottery `label`. */
async function openIssues(page: Page, label: string) {
  await page.goto('/console/');
  await page.getByTestId('console-nav').getByText('Kỳ xổ & kiểm chứng').click();
  await expect(page.getByTestId('issues-table')).toBeVisible();
  // The screen has loaded its first lottery's issues (the 1-minute SSC) before the operator picks another.
  await expect(page.getByTestId('issues-lottery')).toHaveValue('SSC 1 phút (ssc.1m)');
  await expect(page.getByTestId('issues-table').getByRole('button', { name: 'Kiểm chứng' }).first()).toBeVisible();
  await page.getByTestId('issues-lottery').click();
  await page.getByTestId('issues-lottery').fill(/\((.+)\)/.exec(label)![1]!);
  await page.getByRole('option', { name: label }).click();
  await expect(page.getByTestId('issues-lottery')).toHaveValue(label);
}

test('two operations operators enter an official result on the Issues screen and the member’s bet settles as won', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36).slice(-6);
  const admin = await operatorToken(request);
  const [first, second] = [`opa_${stamp}`, `opb_${stamp}`];
  for (const account of [first, second]) await call(request, 'POST', '/api/console/operators', { account, password: 'secret123', role: 'operations' }, admin);
  const firstToken = (await operatorSignIn(request, first, 'secret123')).token;
  const secondToken = (await operatorSignIn(request, second, 'secret123')).token;

  // The member: 100 deposited, then 4 on the direct 1-2-3 and 1-2-4 of today's issue of Welfare 3D
  // (or the next official lottery on sale). Two lines: the win pays 260 times the stake, under the
  // risk hold's 500, so it is paid at once.
  const memberAccount = `w${stamp}`;
  await call(request, 'POST', '/sk/promen/member/register/direct', { account: memberAccount, password: PASSWORD, confirmPassword: PASSWORD });
  const { token: memberToken } = await call<{ token: string }>(request, 'POST', '/sk/promen/member/login', { account: memberAccount, password: PASSWORD, device: '1' });
  const pre = await call<{ orderNo: string }>(request, 'POST', '/sk/promen/wallet/depositPre', { channelId: '1', amount: '100' }, memberToken);
  await call(request, 'POST', '/sk/promen/wallet/deposit', { orderNo: pre.orderNo, payerName: 'Le Van D' }, memberToken);
  await call(request, 'POST', `/api/console/deposits/${pre.orderNo}/approve`, {}, admin);
  let lottery: (typeof OFFICIAL)[number] | undefined;
  let issue = '';
  for (const candidate of OFFICIAL) {
    const current = await call<{ issue: string; sale: number }>(request, 'GET', '/sk/cashew/currentSaleIssue.json', { ticketId: String(candidate.ticketId) });
    if (current.sale !== 0) continue;
    [lottery, issue] = [candidate, current.issue];
    break;
  }
  if (!lottery) throw new Error('no official lottery has an issue on sale');
  const line = buildBetLine({ play: lottery.play, selection: { rows: [[1], [2], [3, 4]] }, mode: 1, multiple: 1, lineNo: 1 });
  const placed = await call<{ orderIds: string[] }>(request, 'POST', '/sk/cashew/order/normal/create', { tid: String(lottery.ticketId), pno: issue, bd: JSON.stringify([line]), confirm: '1' }, memberToken);
  const orderId = placed.orderIds[0]!;
  const balance = async () => Number((await call<{ balance: string }>(request, 'GET', '/sk/botanic/member/front/userInfo', {}, memberToken)).balance);
  expect(await balance()).toBe(96);

  // The first operator: the issue is on sale; he closes its sales, then proposes the result.
  const one = await consoleAs(browser, firstToken);
  await openIssues(one, lottery.label);
  const row = (page: Page) => page.getByTestId('issues-table').getByRole('row').filter({ has: page.getByRole('cell', { name: issue, exact: true }) });
  await expect(row(one)).toContainText('Đang bán');
  await one.getByTestId(`close-sales-${issue}`).click();
  await one.getByTestId('close-sales-reason').fill('Kỳ quay chính thức diễn ra sớm');
  await shot(one, 'console-result-close-sales');
  await one.getByTestId('close-sales-confirm').click();
  await expect(row(one)).toContainText('Đã đóng');
  // He proposes the result on the Results screen (issue #27): the lottery and its waiting issue
  // are picked from lists, and a wrong result is refused with what is wrong, in Vietnamese.
  await one.getByTestId('console-nav').getByText('Nhập kết quả').click();
  await one.getByTestId('result-lottery').click();
  await one.getByRole('option', { name: new RegExp(`^${lottery.label.replace(/[().]/g, '\\$&')} · \\d+ kỳ chờ`) }).click();
  await expect(one.getByTestId('result-issue')).toHaveValue(new RegExp(`^${issue} · `));
  const size = lottery.result.split(' ').length;
  await one.getByTestId('result-form-code').fill('1 2');
  await one.getByTestId('result-form-submit').click();
  await expect(one.getByText(`Kết quả của loại xổ số này có ${size} số, bạn đã nhập 2`)).toBeVisible();
  await one.getByTestId('result-form-code').fill(lottery.result.replace(/\d$/, '12'));
  await one.getByTestId('result-form-submit').click();
  await expect(one.getByText('Số 12 nằm ngoài khoảng 0–9 của loại xổ số này')).toBeVisible();
  await shot(one, 'console-result-form-wrong');
  await one.getByTestId('result-form-code').fill(lottery.result);
  await one.getByTestId('result-form-submit').click();
  await expect(one.getByTestId('result-answer')).toHaveAttribute('data-confirmed', 'false');
  await expect(one.getByTestId('result-answer')).toContainText('Cần một nhân viên khác');
  // The pending entry names him, who may confirm it, and why not he.
  await expect(one.getByTestId('result-pending')).toContainText(`${first} đã nhập ${lottery.result}`);
  await expect(one.getByTestId('result-pending-who')).toContainText('một nhân viên khác có quyền “Nhập kết quả”');
  await expect(one.getByTestId('result-pending-who-blocked')).toHaveText('Cần một nhân viên khác xác nhận');
  await shot(one, 'console-result-proposed');

  // Not drawn yet: the order still waits.
  type Detail = { status: number; winAmount: string };
  const detail = async () => (await call<Detail>(request, 'POST', '/sk/cashew/orderDetail', { orderId }, memberToken));
  expect((await detail()).status).toBe(2);

  // The second operator, in his own browser, enters the same numbers: confirmed.
  const two = await consoleAs(browser, secondToken);
  await openIssues(two, lottery.label);
  await two.getByTestId(`enter-result-${issue}`).click();
  await two.getByTestId('result-code').fill(lottery.result.replaceAll(' ', ','));
  await two.getByTestId('result-submit').click();
  await expect(two.getByTestId('result-answer')).toHaveAttribute('data-confirmed', 'true');
  await shot(two, 'console-result-confirmed');
  await two.keyboard.press('Escape');

  // The scheduler settles it: won at the official 3D direct prize (1,040 for a 2 stake), paid.
  await expect.poll(async () => (await detail()).status, { timeout: 20_000 }).toBe(3);
  expect(Number((await detail()).winAmount)).toBe(1040);
  await expect.poll(balance, { timeout: 10_000 }).toBe(96 + 1040);
  await expect(row(two)).toContainText('Đã thanh toán', { timeout: 15_000 });
  await expect(row(two)).toContainText(lottery.result);
  await shot(two, 'console-result-settled');

  // The member's app: the balance, and the bet record reads won, 1,040.
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const member = await memberContext.newPage();
  await member.goto(`/web/home?token=${memberToken}`);
  await expect(member.getByTestId('balance')).toContainText('1.136');
  await member.goto('/web/manager/me/bets');
  const record = member.getByTestId(`record-row-${orderId}`);
  await expect(record).toHaveAttribute('data-status', '3');
  await expect(record).toContainText('1.040');
  await expect(record.getByTestId('bet-status')).toHaveText('Đã trúng');
  await shot(member, 'console-result-member-won');
  await memberContext.close();
  await one.context().close();
  await two.context().close();
});
