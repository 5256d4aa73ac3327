import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { operatorSignIn, operatorToken } from './support/operator.ts';
import { shot } from './support/shots.ts';

/**
 * The back office's promotions and reports (issue #16) as an operations operator uses them: he
 * edits the VIP table (the server's refusal of a bad one is shown), a member's deposit makes him
 * VIP1 and the level-up bonus waits for review; the operator approves it in the queue; once the
 * member receives it the P&L report's promotion cost shows it, and the day's CSV carries it.
 */
const PASSWORD = 'lotus2468';

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

type Pnl = {
  from: string;
  to: string;
  rows: { day: string; promotionCost: string }[];
  total: { promotionCost: string };
};
const milli = (text: string) => Math.round(Number(text) * 1000);

test('operations edits the VIP table, approves a generated level-up bonus, and reads it in the P&L report and its CSV', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36).slice(-6);
  const admin = caller(request, await operatorToken(request));
  const opsAccount = `ops_${stamp}`;
  await admin.post('/api/console/operators', {
    account: opsAccount,
    password: 'secret123',
    role: 'operations',
  });
  const ops = await operatorSignIn(request, opsAccount, 'secret123');
  const vipBefore = await admin.get<{ level: number; deposit: string; validBet: string }[]>(
    '/api/console/promo/tables/vip',
  );

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  await context.addInitScript((token) => localStorage.setItem('lotus.console.token', token), ops.token);
  const page = await context.newPage();
  try {
    // The VIP table: a VIP1 deposit above VIP2's is refused by the server, with its message.
    await page.goto('/console/promo-tables');
    const vip = page.getByTestId('table-vip');
    await expect(vip.getByLabel('Nạp tích luỹ 2')).toBeVisible();
    await vip.getByLabel('Nạp tích luỹ 2').fill('99999999');
    await page.getByTestId('table-save').click();
    await expect(page.getByTestId('table-server-error')).toHaveText('Bảng khuyến mãi không hợp lệ');
    // A cell the contracts refuse is marked before anything is sent.
    await vip.getByLabel('Cược hợp lệ 2').fill('1.2345');
    await expect(page.getByTestId('table-invalid')).toBeVisible();
    await expect(page.getByTestId('table-save')).toBeDisabled();
    // VIP1 from a deposit of 100 and no valid bet: a deposit alone reaches it.
    await vip.getByLabel('Nạp tích luỹ 2').fill('100');
    await vip.getByLabel('Cược hợp lệ 2').fill('0');
    await page.getByTestId('table-save').click();
    await expect(page.getByTestId('table-server-error')).toHaveCount(0);
    await expect
      .poll(
        async () =>
          (await admin.get<{ deposit: string; validBet: string }[]>('/api/console/promo/tables/vip'))[1],
      )
      .toMatchObject({ deposit: '100.000', validBet: '0.000' });
    await shot(page, 'console-promo-tables');

    // A member deposits 100; the approval makes him VIP1 and his level-up bonus awaits review.
    const account = `o${stamp}`;
    await request.post('/sk/promen/member/register/direct', {
      form: { account, password: PASSWORD, confirmPassword: PASSWORD },
    });
    const login = await (
      await request.post('/sk/promen/member/login', { form: { account, password: PASSWORD, device: '1' } })
    ).json();
    const member = caller(request, login.data.token as string);
    const pre = await member.post<{ orderNo: string }>('/sk/promen/wallet/depositPre', {
      channelId: 1,
      amount: '100',
    });
    await member.post('/sk/promen/wallet/deposit', { orderNo: pre.orderNo, payerName: 'Tran Thi C' });
    await admin.post(`/api/console/deposits/${pre.orderNo}/approve`, { reason: 'e2e office' });
    const pending = await admin.get<{ list: { id: string; account: string; amount: string }[] }>(
      '/api/console/promo/bonuses',
      { status: 1, kind: 'up', size: 100 },
    );
    const bonus = pending.list.find((b) => b.account === account);
    expect(bonus, 'the level-up bonus is generated').toBeTruthy();

    // The review queue: approve it.
    await page.goto('/console/bonuses');
    const approve = page.getByTestId(`bonus-approve-${bonus!.id}`);
    await expect(approve).toBeVisible();
    await shot(page, 'console-bonuses');
    await approve.click();
    await expect(approve).toHaveCount(0);
    await page.locator('label').filter({ hasText: 'Có thể nhận' }).click();
    await expect(page.getByTestId('bonus-queue')).toContainText(account);

    // The member receives it: the bonus house pays, and the report's promotion cost rises by it.
    const before = await admin.get<Pnl>('/api/console/reports/pnl/daily');
    await member.post('/sk/promen/member/vip/up/draw', { id: bonus!.id });
    const after = await admin.get<Pnl>('/api/console/reports/pnl/daily');
    expect(milli(after.total.promotionCost) - milli(before.total.promotionCost)).toBe(milli(bonus!.amount));
    const today = after.rows.find((r) => r.day === after.to)!;

    await page.goto('/console/reports');
    await expect(page.getByTestId('report-from')).toHaveValue(after.from);
    await expect(page.getByTestId('pnl-total-promotionCost')).toHaveText(after.total.promotionCost);
    await expect(page.getByTestId('pnl-chart')).toBeVisible();
    await shot(page, 'console-reports-pnl');

    // The CSV of what the table shows: the header row and today's figure.
    const downloading = page.waitForEvent('download');
    await page.getByTestId('pnl-daily').getByRole('button', { name: 'Xuất CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`pnl-${after.from}-${after.to}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Chi khuyến mãi');
    const line = csv.split('\r\n').find((l) => l.startsWith(today.day));
    expect(line?.split(',')).toContain(today.promotionCost);

    await page.getByRole('tab', { name: 'Lãi lỗ theo xổ số' }).click();
    await expect(page.getByTestId('pnl-lottery')).toBeVisible();
    await shot(page, 'console-reports-lottery');
    await page.getByRole('tab', { name: 'Nạp / rút theo ngày' }).click();
    await expect(page.getByTestId('cash-chart')).toBeVisible();
    await shot(page, 'console-reports-cash');
    // Promotion cost by kind: the level-up bonus is there, and its total is the P&L's promotion cost.
    await page.getByRole('tab', { name: 'Chi khuyến mãi' }).click();
    await expect(page.getByTestId('promotions-total')).toHaveText(after.total.promotionCost);
    await expect(page.getByTestId('promotions-chart')).toBeVisible();
    await shot(page, 'console-reports-promotions');
    await page.getByRole('tab', { name: 'Thành viên' }).click();
    await expect(page.getByTestId('members-totals')).toBeVisible();
    await shot(page, 'console-reports-members');
    await page.getByRole('tab', { name: 'Đội nhóm' }).click();
    await expect(page.getByTestId('teams-direct')).toBeVisible();
    await shot(page, 'console-reports-teams');
    await page.getByRole('tab', { name: 'Hoàn trả' }).click();
    await expect(page.getByTestId('rebates-totals')).toBeVisible();
    await shot(page, 'console-reports-rebates');
    await page.getByRole('tab', { name: 'Lãi lỗ theo kỳ' }).click();
    await expect(page.getByTestId('report-lottery')).toBeVisible();
    await expect(page.getByTestId('pnl-issues')).toBeVisible();
    await shot(page, 'console-reports-issues');
    await page.getByRole('tab', { name: 'Lãi lỗ theo cách chơi' }).click();
    await expect(page.getByTestId('pnl-plays')).toBeVisible();
    await shot(page, 'console-reports-plays');

    // Tablet width: wide tables scroll inside their frame; the page itself does not scroll sideways.
    await page.setViewportSize({ width: 820, height: 1100 });
    await page.getByRole('tab', { name: 'Lãi lỗ theo ngày' }).click();
    await expect(page.getByTestId('pnl-chart')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'console-reports-pnl-820');
    await page.goto('/console/bonuses');
    await expect(page.getByTestId('bonus-queue')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'console-bonuses-820');
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto('/console/promo-runs');
    await expect(page.getByTestId('promo-runs')).toBeVisible();
    await shot(page, 'console-promo-runs');
    await page.goto('/console/content');
    await expect(page.getByTestId('activity-list')).toBeVisible();
    await shot(page, 'console-content');
  } finally {
    await admin.post('/api/console/promo/tables/vip', { value: JSON.stringify(vipBefore) });
    await context.close();
  }
});

test('operations names the site of a host in the console, and the member site served for that host shows the name', async ({ browser, request }) => {
  // The member site at `localhost` (the other specs use 127.0.0.1, which keeps the default site).
  const memberSite = `http://localhost:${process.env.E2E_PORT}/web/`;
  const stamp = Date.now().toString(36).slice(-6);
  const admin = caller(request, await operatorToken(request));
  const opsAccount = `site_${stamp}`;
  await admin.post('/api/console/operators', { account: opsAccount, password: 'secret123', role: 'operations' });
  const ops = await operatorSignIn(request, opsAccount, 'secret123');
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript((token) => localStorage.setItem('lotus.console.token', token), ops.token);
  const page = await context.newPage();
  const member = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
  try {
    await page.goto('/console/sites');
    await expect(page.getByTestId('sites-table')).toContainText('Lotus');
    await page.getByTestId('site-new-host').fill('localhost');
    await page.getByTestId('site-new-open').click();
    // A host of its own shows the default site's values where it has none.
    await expect(page.getByTestId('site-cpName')).toHaveAttribute('placeholder', 'Lotus');
    await page.getByTestId('site-cpName').fill(`Xổ số ${stamp}`);
    await page.getByTestId('site-save').click();
    await expect(page.getByText('Đã lưu cấu hình của localhost')).toBeVisible();
    await expect(page.getByTestId('sites-table')).toContainText(`Xổ số ${stamp}`);
    await shot(page, 'console-sites');

    await member.goto(memberSite);
    await expect(member).toHaveTitle(`Xổ số ${stamp}`);
    await expect(member.getByText(`Xổ số ${stamp}`).first()).toBeVisible();
    await shot(member, 'web-site-of-host');
  } finally {
    await context.close();
    await member.context().close();
  }
});
