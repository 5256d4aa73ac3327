import { expect, test, type APIRequestContext } from './support/test.ts';
import { shot } from './support/shots.ts';
import { operatorSignIn, operatorToken } from './support/operator.ts';

/**
 * The built-in live chat (issue #16 "Customer service") in two browser contexts: a member writes
 * from /web/manager/sys/chat on a phone, a customer-service operator answers from the console's
 * inbox with a canned reply, and the member sees the answer without a reload (chat push, type 7).
 */
const PASSWORD = 'lotus2468';

async function post<T>(request: APIRequestContext, url: string, form: Record<string, string>, token?: string) {
  const body = (await (await request.post(url, { form, headers: token ? { token } : {} })).json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

test('a member writes, customer service answers from the inbox, the member sees the reply live', async ({ browser, request }) => {
  const stamp = Date.now().toString(36).slice(-6);
  const admin = await operatorToken(request);
  const service = `cs_${stamp}`;
  await post(request, '/api/console/operators', { account: service, password: 'secret123', role: 'service' }, admin);
  const { token: serviceToken } = await operatorSignIn(request, service, 'secret123');
  await post(request, '/api/console/chat/canned', { lang: 'vi', title: 'Đang kiểm tra', body: 'Chúng tôi đang kiểm tra giao dịch của bạn, vui lòng chờ.' }, serviceToken);

  // The member, on a phone.
  const memberAccount = `c${stamp}`;
  await post(request, '/sk/promen/member/register/direct', { account: memberAccount, password: PASSWORD, confirmPassword: PASSWORD });
  const { token: memberToken } = await post<{ token: string }>(request, '/sk/promen/member/login', { account: memberAccount, password: PASSWORD, device: '1' });
  const memberContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const member = await memberContext.newPage();
  await member.goto(`/web/manager/sys/chat?token=${memberToken}`);
  await expect(member.getByTestId('chat-empty')).toBeVisible();
  const input = member.getByTestId('chat-input');
  // Text only: markup is shown as typed, never run.
  await input.fill('Tôi nạp 500 nhưng chưa thấy <b>tiền</b>');
  await member.getByTestId('chat-send').click();
  await expect(member.getByTestId('chat-mine')).toContainText('Tôi nạp 500 nhưng chưa thấy <b>tiền</b>');
  await expect(member.getByTestId('chat-waiting')).toBeVisible();
  await expect(input).toHaveValue('');

  // Customer service, on a desktop, signed in to the console.
  const consoleContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await consoleContext.newPage();
  await page.goto('/console/login');
  await page.evaluate((token) => localStorage.setItem('lotus.console.token', token), serviceToken);
  await page.goto('/console/');
  await page.getByTestId('console-nav').getByText('Trò chuyện trực tuyến').click();
  const item = page.getByTestId(`chat-conv-${memberAccount}`);
  await expect(item).toBeVisible();
  await expect(item.getByTestId('chat-unread')).toHaveText('1');
  await item.click();
  await expect(page.getByTestId('chat-thread')).toContainText('Tôi nạp 500 nhưng chưa thấy <b>tiền</b>');
  await expect(page.getByTestId('chat-member')).toContainText(memberAccount);
  await expect(page.getByTestId('chat-member-balance')).toHaveText('0');

  // A canned reply, then a word of his own.
  await page.getByTestId('chat-canned').click();
  await page.getByRole('option', { name: 'Đang kiểm tra' }).click();
  const reply = page.getByTestId('chat-reply-input');
  await expect(reply).toHaveValue('Chúng tôi đang kiểm tra giao dịch của bạn, vui lòng chờ.');
  await reply.press('End');
  await reply.pressSequentially(' (CS)');
  await page.getByTestId('chat-reply-send').click();
  await expect(page.getByTestId('chat-operator-msg')).toContainText('vui lòng chờ. (CS)');
  // Answering took the conversation: the list follows it to "Mine".
  await expect(page.getByTestId('chat-status')).toHaveText('Đã nhận');
  await expect(page.getByTestId(`chat-conv-${memberAccount}`)).toContainText(`Nhân viên: ${service}`);
  await shot(page, 'console-chat-inbox');

  // The member's page shows the reply on the push: no reload, no click.
  await expect(member.getByTestId('chat-reply')).toContainText('vui lòng chờ. (CS)', { timeout: 15_000 });
  await shot(member, 'chat-member-vi-375');
  await member.setViewportSize({ width: 1280, height: 860 });
  await shot(member, 'chat-member-vi-1280');

  // Closing is audited; the member is told and may write again.
  await page.getByTestId('chat-close').click();
  await expect(page.getByTestId('chat-status')).toHaveText('Đã đóng');
  await expect(member.getByTestId('chat-closed')).toBeVisible({ timeout: 15_000 });
  const audit = await (await request.get('/api/console/audit', { params: { action: 'chat.close' }, headers: { token: admin } })).json();
  expect(audit.data.list[0]).toMatchObject({ actor: service });
  await memberContext.close();
  await consoleContext.close();
});
