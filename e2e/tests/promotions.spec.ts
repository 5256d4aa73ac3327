import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { buildBetLine, SSC, type Play } from '@lotus/engine';
import { operatorToken } from './support/operator.ts';
import { shot } from './support/shots.ts';
import { amountOf } from './support/session.ts';

/**
 * Issue #15's journey in the Vietnamese UI against the real server: a new member signs in on 7
 * consecutive (simulated) days and draws each day, and sees day 7's richer table; reaches VIP1 by
 * depositing and betting; an operator approves the level-up bonus through the console API; the
 * member receives it and sees the balance and the withdrawal turnover change.
 *
 * The days are simulated by shifting only the promotions' calendar (the server runs with
 * PROMO_CLOCK_CONTROL=true in e2e); the lotteries keep real time. The operator lowers the VIP1
 * thresholds and opens a tier at valid bet 0 so a short journey reaches them (both audited tables).
 */

const PASSWORD = 'lotus2468';
const SSC_1_MINUTE = 101;
const DWD = SSC.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;

function caller(request: APIRequestContext, token: string) {
  const headers = { token, lang: 'vi' };
  return {
    async get<T>(url: string, params: Record<string, string | number> = {}): Promise<T> {
      const body = await (await request.get(url, { headers, params })).json();
      expect(body.code, JSON.stringify(body)).toBe(0);
      return body.data as T;
    },
    async post<T>(url: string, form: Record<string, string | number> = {}): Promise<T> {
      const body = await (await request.post(url, { headers, form })).json();
      expect(body.code, JSON.stringify(body)).toBe(0);
      return body.data as T;
    },
  };
}

const balanceText = (page: Page) => page.getByTestId('balance').locator('b').innerText();

test('sign-in on 7 days with draws, VIP1 by deposit and bets, the level-up bonus approved and received', async ({ page, request }) => {
  test.setTimeout(150_000);
  const op = caller(request, await operatorToken(request));

  // The operator's tables: VIP1 at deposits 100 and valid bet 20; a sign-in tier from valid bet 0.
  const vip = await op.get<{ level: number; deposit: string; validBet: string }[]>('/api/console/promo/tables/vip');
  vip[1] = { ...vip[1]!, deposit: '100', validBet: '20' };
  await op.post('/api/console/promo/tables/vip', { value: JSON.stringify(vip) });
  const tiers = await op.get<{ tier: number; validBet: string }[]>('/api/console/promo/tables/signTiers');
  tiers[0] = { ...tiers[0]!, validBet: '0' };
  await op.post('/api/console/promo/tables/signTiers', { value: JSON.stringify(tiers) });

  // A new member, funded by an approved deposit of 100, bets 20 on the 1-minute SSC (settled while the days pass).
  const account = `p${Date.now().toString(36)}`.slice(0, 16);
  const reg = await (await request.post('/sk/promen/member/register/direct', { form: { account, password: PASSWORD, confirmPassword: PASSWORD } })).json();
  expect(reg.code, JSON.stringify(reg)).toBe(0);
  const login = await (await request.post('/sk/promen/member/login', { form: { account, password: PASSWORD, device: '1' } })).json();
  const token = login.data.token as string;
  const member = caller(request, token);
  const pre = await member.post<{ orderNo: string }>('/sk/promen/wallet/depositPre', { channelId: 1, amount: '100' });
  await member.post('/sk/promen/wallet/deposit', { orderNo: pre.orderNo, payerName: 'Nguyen Van A' });
  await op.post(`/api/console/deposits/${pre.orderNo}/approve`, { reason: 'e2e promotions' });
  await expect
    .poll(async () => (await member.get<{ remain: number }>('/sk/cashew/currentSaleIssue.json', { ticketId: SSC_1_MINUTE })).remain, { timeout: 40_000 })
    .toBeGreaterThan(5);
  const issue = await member.get<{ issue: string }>('/sk/cashew/currentSaleIssue.json', { ticketId: SSC_1_MINUTE });
  const line = buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 });
  await member.post('/sk/cashew/order/normal/create', { tid: SSC_1_MINUTE, pno: issue.issue, bd: JSON.stringify([line]), confirm: 1 });

  // Seven consecutive days: sign in, draw, watch the draw land in the history.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/web/home?token=${token}`);
  await expect(page.getByTestId('balance')).toBeVisible();
  try {
    for (let day = 0; day < 7; day++) {
      await op.post('/api/console/promo/clock', { offsetMinutes: day * 1440 });
      await page.goto('/web/manager/promo/sign');
      await expect(page.getByTestId('sign-calendar')).toBeVisible();
      await page.getByTestId('do-sign').click();
      await expect(page.getByTestId('signed-today')).toBeVisible();
      await expect(page.locator('[data-testid="sign-day"][data-signed="true"]')).toHaveCount(day + 1);
      if (day === 6) {
        // Day 7: the richer table (entries 1.88 … 188.888 at ×1).
        await expect(page.getByTestId('sign-prizes-title')).toHaveAttribute('data-day7', 'true');
        await expect(page.getByTestId('sign-board-cell').first()).toHaveText('1,88');
        await expect(page.getByTestId('sign-board-cell').last()).toHaveText('188,888');
        await shot(page, 'promo-sign-day7-375');
      }
      await expect(page.getByTestId('sign-chances')).toContainText('1 / 1');
      await page.getByTestId('sign-draw').click();
      await expect(page.locator('[data-testid="sign-board-cell"][data-lit="true"]')).toHaveCount(1);
      await expect(page.getByTestId('sign-history-row')).toHaveCount(day + 1, { timeout: 15_000 });
      await expect(page.getByTestId('sign-chances')).toContainText('0 / 1');
    }
    // The previous days' seeds are revealed: each draw can be re-derived.
    await expect(page.getByTestId('draw-seed').filter({ hasText: /[0-9a-f]{64}/ })).toHaveCount(6);
    await shot(page, 'promo-sign-history-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'promo-sign-1280');
  } finally {
    await op.post('/api/console/promo/clock', { offsetMinutes: 0 });
  }

  // VIP1 once the bet is settled (deposits 100, valid bet 20): the level-up bonus awaits review.
  await page.goto('/web/manager/promo/vip');
  await expect
    .poll(async () => (await member.get<{ level: number }>('/sk/promen/member/vip/detail')).level, { timeout: 90_000, intervals: [2000] })
    .toBe(1);
  await page.reload();
  await expect(page.getByTestId('vip-level')).toHaveText('VIP1');
  await expect(page.locator('[data-testid="vip-bonus"][data-kind="up"][data-status="1"]')).toHaveCount(1);
  const pending = await op.get<{ list: { id: string; account: string }[] }>('/api/console/promo/bonuses', { status: 1, kind: 'up', size: 100 });
  const bonus = pending.list.find((b) => b.account === account)!;
  await op.post(`/api/console/promo/bonuses/${bonus.id}/approve`, { reason: 'e2e' });

  // The member receives it: the balance rises by 18 and so does the turnover required before withdrawal.
  const range = () => member.get<{ turnoverRequired: string }>('/sk/promen/wallet/withdraw/range');
  const turnoverBefore = Number((await range()).turnoverRequired);
  await page.reload();
  await page.getByTestId('balance-refresh').click();
  const before = amountOf(await balanceText(page));
  await page.getByTestId('vip-receive').click();
  await expect(page.getByText(/Đã nhận 18(?![\d.,]\d)/)).toBeVisible();
  await expect(page.locator('[data-testid="vip-bonus"][data-kind="up"][data-status="3"]')).toHaveCount(1);
  await expect.poll(async () => amountOf(await balanceText(page))).toBeCloseTo(before + 18, 2);
  expect(Number((await range()).turnoverRequired)).toBeCloseTo(turnoverBefore + 18, 3);
  await shot(page, 'promo-vip-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  // The level table is wider than a phone: it says so, its scrollbar shows, and it scrolls (#27).
  await expect(page.getByTestId('vip-table-hint')).toBeVisible();
  const scroller = page.getByTestId('vip-table-scroll').locator('.mantine-ScrollArea-viewport');
  expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  await expect(page.getByTestId('vip-table-scroll').locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]')).toBeVisible();
  await shot(page, 'promo-vip-375');
});

/**
 * Issue #27 C1: the advertised first-deposit bonus is paid. A new member reads the card (its
 * figures are its rule's), deposits 5,000; an operator approves the deposit in the console's
 * deposit review, the member sees the 500 waiting in his rewards; the operator approves it in the
 * bonus review, and the member sees it received, in his balance and his transactions.
 */
test('a first deposit of 5,000 earns the advertised 10 %: approved in the console, 500 in the member’s rewards and balance', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await operatorToken(request);
  const op = caller(request, admin);
  const account = `f${Date.now().toString(36)}`.slice(0, 16);
  const reg = await (await request.post('/sk/promen/member/register/direct', { form: { account, password: PASSWORD, confirmPassword: PASSWORD } })).json();
  expect(reg.code, JSON.stringify(reg)).toBe(0);
  const login = await (await request.post('/sk/promen/member/login', { form: { account, password: PASSWORD, device: '1' } })).json();
  const token = login.data.token as string;
  const member = caller(request, token);

  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await memberContext.newPage();
  await page.goto(`/web/home?token=${token}`);
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.goto('/web/manager/sys/promo');
  const card = page.getByTestId('promo-card').filter({ hasText: 'Thưởng nạp đầu 10%' });
  await expect(card.getByTestId('promo-summary')).toContainText('nhận thêm 10% tối đa 888');

  const pre = await member.post<{ orderNo: string }>('/sk/promen/wallet/depositPre', { channelId: 1, amount: '5000' });
  await member.post('/sk/promen/wallet/deposit', { orderNo: pre.orderNo, payerName: 'Nguyen Van A' });

  // The operator approves the deposit in the console's deposit review.
  const consoleContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const desk = await consoleContext.newPage();
  await desk.goto('/console/login');
  await desk.evaluate((t) => localStorage.setItem('lotus.console.token', t), admin);
  await desk.goto('/console/deposits');
  const approveDeposit = desk.getByTestId(`approve-${pre.orderNo}`);
  await approveDeposit.click();
  await desk.getByTestId('deposit-approve-confirm').click();
  await expect(approveDeposit).toHaveCount(0);

  // The member's rewards: the first-deposit bonus of 500 awaits the platform's review.
  await page.goto('/web/manager/promo/vip');
  const reward = page.locator('[data-testid="vip-bonus"][data-kind="first"]');
  await expect(reward).toHaveAttribute('data-status', '1');
  await expect(reward).toContainText('Thưởng nạp đầu');
  await expect(reward).toContainText(/(?<![\d.,])500(?![\d.,]\d)/);

  // The operator approves it in the bonus review: it is paid at once.
  const queue = await op.get<{ list: { id: string; account: string }[] }>('/api/console/promo/bonuses', { status: 1, kind: 'first', size: 100 });
  const bonus = queue.list.find((b) => b.account === account)!;
  await desk.goto('/console/bonuses');
  await desk.getByTestId(`bonus-approve-${bonus.id}`).click();
  await expect(desk.getByTestId(`bonus-approve-${bonus.id}`)).toHaveCount(0);
  await shot(desk, 'promo-first-deposit-console');

  await page.reload();
  await expect(reward).toHaveAttribute('data-status', '3');
  await expect(reward.getByTestId('vip-bonus-turnover')).toContainText(/(?<![\d.,])500(?![\d.,]\d)/);
  await page.getByTestId('balance-refresh').click();
  await expect(page.getByTestId('balance')).toContainText('5.500');
  await shot(page, 'promo-first-deposit-390');
  const records = await member.get<{ list: { type: string; typeName: string; amount: string }[] }>('/sk/botanic/member/front/queryBalanceRecords', { type: 'bonus' });
  expect(records.list).toMatchObject([{ type: 'first_deposit_bonus', typeName: 'Thưởng nạp đầu', amount: '500.000' }]);
  await memberContext.close();
  await consoleContext.close();
});
