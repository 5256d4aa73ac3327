import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The demo member of the seed (README table; demo only). */
export const DEMO_MEMBER = { account: 'demo01', password: 'lotus2468' } as const;

/** Logs the demo member in through the API and returns the session token. */
export async function memberToken(page: Page): Promise<string> {
  const res = await page.request.post('/sk/promen/member/login', {
    form: { account: DEMO_MEMBER.account, password: DEMO_MEMBER.password, device: '1' },
  });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  return body.data.token;
}

/**
 * Registers a member of its own for a test that watches his balance (demo01 is shared by tests
 * running in parallel, so his balance moves under a test's feet) and returns his session token.
 */
export async function newMember(request: APIRequestContext, prefix: string): Promise<{ account: string; token: string }> {
  const account = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);
  const password = DEMO_MEMBER.password;
  const reg = await (await request.post('/sk/promen/member/register/direct', { form: { account, password, confirmPassword: password } })).json();
  expect(reg.code, JSON.stringify(reg)).toBe(0);
  const login = await (await request.post('/sk/promen/member/login', { form: { account, password, device: '1' } })).json();
  expect(login.code, JSON.stringify(login)).toBe(0);
  return { account, token: login.data.token as string };
}

/**
 * The member of a worker slot (issue #29): one per parallel worker, so two tests running at the
 * same time never bet as the same member (win notices, a moving balance). The run's global setup
 * (global-setup.ts) registers him through agent01's seeded code lotus01, as demo01 joined (group
 * 1950, agent chain agent01), and gives him demo01's 10,000 by a deposit the demo operator approves.
 */
export const slotAccount = (slot: number) => `e2eslot${slot}`;

type Answer<T> = { code: number; msg: string; data: T };

async function memberLogin(request: APIRequestContext, account: string): Promise<Answer<{ token: string }>> {
  return (await request.post('/sk/promen/member/login', { form: { account, password: DEMO_MEMBER.password, device: '1' } })).json();
}

/** A deposit of `amount` into the member's wallet, asked for by him and approved by the operator. */
export async function fundMember(request: APIRequestContext, memberToken: string, amount: number, operatorToken: string): Promise<void> {
  const headers = { token: memberToken };
  const pre = (await (await request.post('/sk/promen/wallet/depositPre', { headers, form: { channelId: '1', amount: String(amount) } })).json()) as Answer<{ orderNo: string }>;
  if (pre.code !== 0) throw new Error(`deposit: ${pre.msg}`);
  const paid = (await (await request.post('/sk/promen/wallet/deposit', { headers, form: { orderNo: pre.data.orderNo, payerName: 'E2E Member' } })).json()) as Answer<unknown>;
  if (paid.code !== 0) throw new Error(`deposit: ${paid.msg}`);
  const approved = (await (
    await request.post(`/api/console/deposits/${pre.data.orderNo}/approve`, { headers: { token: operatorToken }, form: { reason: 'e2e member funds' } })
  ).json()) as Answer<unknown>;
  if (approved.code !== 0) throw new Error(`deposit: ${approved.msg}`);
}

export async function createSlotMember(request: APIRequestContext, slot: number, operatorToken: string): Promise<void> {
  const account = slotAccount(slot);
  const password = DEMO_MEMBER.password;
  const reg = (await (await request.post('/sk/promen/member/register/lotus01', { form: { account, password, confirmPassword: password } })).json()) as Answer<unknown>;
  if (reg.code !== 0) throw new Error(`slot member ${account}: ${reg.msg}`);
  const session = await memberLogin(request, account);
  if (session.code !== 0) throw new Error(`slot member ${account}: ${session.msg}`);
  await fundMember(request, session.data.token, 10_000, operatorToken);
}

/** A session token of the member of the worker slot this test runs in. */
export async function slotMemberToken(request: APIRequestContext): Promise<string> {
  const session = await memberLogin(request, slotAccount(test.info().parallelIndex));
  expect(session.code, session.msg).toBe(0);
  return session.data.token;
}

/**
 * Opens `path` signed in as this slot's member: the token on the entry URL, as the app takes it
 * (docs/product.md §2), so the test pays one page load and no login form.
 */
export async function loginSlotMember(page: Page, path = '/web/home'): Promise<void> {
  const token = await slotMemberToken(page.request);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  // The app takes the token at start and drops it from the address (lib/session.ts).
  await expect(page).not.toHaveURL(/[?&]token=/);
  expect(await page.evaluate(() => localStorage.getItem('lotus.token'))).toBe(token);
}

/** Opens home with the token on the entry URL (docs/product.md §2: the app keeps it), signed in. */
export async function loginWithToken(page: Page): Promise<void> {
  await page.goto(`/web/home?token=${await memberToken(page)}`);
  // The balance is the signed-in header's own lazy part: on a CI machine running two browsers and
  // the server, its first load has taken over 10 s (lottery.spec, the suspended lottery). How fast
  // home is, is measured by the benches (bench/cold-load.bench.ts), not here.
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 30_000 });
}

/**
 * After a registration the app sends the member to /login?account=…; the URL moves before the
 * lazy login screen has replaced the registration form (which has its own password box), so this
 * fills the password only once the login form with his account is there, then signs in.
 */
export async function signInAfterRegistration(page: Page, account: string, password: string): Promise<void> {
  await expect(page).toHaveURL(/\/web\/login\?account=/);
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.getByLabel('Nhập lại mật khẩu')).toHaveCount(0);
  await expect(page.getByLabel('Tài khoản')).toHaveValue(account);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/web\/home$/);
}

/** Logs the demo member in as a person does: the login form in Vietnamese. */
export async function loginThroughForm(page: Page): Promise<void> {
  await page.goto('/web/login');
  await page.getByLabel('Tài khoản').fill(DEMO_MEMBER.account);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/web\/home$/);
}

/** Seconds of a countdown text ("mm:ss", "h:mm:ss", or "<n> <days word> hh:mm:ss"). */
export const secondsOf = (text: string): number => {
  const clock = text.trim().split(/\s+/).pop() ?? '';
  const days = /^(\d+)\D/.exec(text.trim()) && text.trim().includes(' ') ? Number(/^(\d+)/.exec(text.trim())![1]) : 0;
  return (
    days * 86_400 +
    clock
      .split(':')
      .map(Number)
      .reduce((a, v) => a * 60 + v, 0)
  );
};

/** Seconds left on the betting page's countdown. */
export const secondsLeft = async (page: Page): Promise<number> =>
  secondsOf((await page.getByTestId('countdown').textContent()) ?? '00:00');

/** Waits until the issue is on sale with more than `seconds` left to bet. */
export async function waitForOpenIssue(page: Page, seconds = 12, timeout = 30_000): Promise<void> {
  await expect(page.getByTestId('current-issue')).toContainText(/\d/);
  await expect.poll(() => secondsLeft(page), { timeout }).toBeGreaterThan(seconds);
}

/**
 * The number an amount on screen stands for, read in the page's language's format (issue #27:
 * "1.000,5" in Vietnamese and Indonesian, "1,000.5" in Chinese and English): its last number.
 */
export const amountOf = (text: string | null | undefined, lang: 'vi' | 'id' | 'zh' | 'en' = 'vi'): number => {
  const [group, decimal] = lang === 'vi' || lang === 'id' ? ['.', ','] : [',', '.'];
  const last = (text ?? '').match(/-?\d[\d.,]*/g)?.at(-1);
  if (!last) return NaN;
  return Number(last.split(group).join('').replace(decimal, '.'));
};
