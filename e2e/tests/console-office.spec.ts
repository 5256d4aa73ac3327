import { readFileSync } from 'node:fs';
import { formatAmount } from '@lotus/i18n';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { operatorSignIn, operatorToken } from './support/operator.ts';
import { SHOTS, shot } from './support/shots.ts';

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
    // As the table shows it: in the operator's language (Vietnamese here), not the server's plain text.
    await expect(page.getByTestId('pnl-total-promotionCost')).toHaveText(formatAmount(after.total.promotionCost, 'vi', 3));
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
    await expect(page.getByTestId('promotions-total')).toHaveText(formatAmount(after.total.promotionCost, 'vi'));
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

test('operations names the site of a host in the console, and the member site served for that host shows the name', async ({ browser, request, baseURL }) => {
  // The member site at `localhost` (the other specs use 127.0.0.1, which keeps the default site).
  const memberSite = `http://localhost:${new URL(baseURL!).port}/web/`;
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
    // Its language: a first visit there speaks Indonesian, and so does the page's description.
    await expect(page.getByTestId('site-lang')).toHaveAttribute('placeholder', 'Tiếng Việt');
    await page.getByTestId('site-lang').click();
    await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
    await page.getByTestId('site-save').click();
    await expect(page.getByText('Đã lưu cấu hình của localhost')).toBeVisible();
    await expect(page.getByTestId('sites-table')).toContainText(`Xổ số ${stamp}`);
    await shot(page, 'console-sites');

    await member.goto(memberSite);
    await expect(member).toHaveTitle(`Xổ số ${stamp}`);
    await expect(member.getByText(`Selamat datang di Xổ số ${stamp}`)).toBeVisible();
    await expect(member.locator('html')).toHaveAttribute('lang', 'id');
    await expect(member.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^Xổ số ${stamp}: lotre online`));
    await shot(member, 'web-site-of-host');
    await expect(member.getByTestId('banner-title').first()).toBeVisible();

    // The host shows no home banners, though the default site has some: marked empty here.
    await page.getByRole('combobox', { name: 'Để trống trên trang này (không dùng giá trị của trang mặc định)' }).click();
    await page.getByRole('option', { name: 'Banner trang chủ' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('site-banner-add')).toBeDisabled();
    const saved = page.waitForResponse((r) => r.url().includes('/api/console/hosts/localhost/config') && r.request().method() === 'POST');
    await page.getByTestId('site-save').click();
    expect((await (await saved).json()).data.values.blank).toEqual(['banner']);
    await shot(page, 'console-site-blank');
    await member.reload();
    await expect(member.getByText(`Xổ số ${stamp}`).first()).toBeVisible();
    await expect(member.getByTestId('banner-title')).toHaveCount(0);

    // Its own settings removed (asked first), the host shows the default site again.
    await page.getByTestId('site-remove').click();
    await expect(page.getByText('localhost sẽ dùng mọi giá trị của trang mặc định. Tiếp tục?')).toBeVisible();
    await page.getByTestId('site-remove-confirm').click();
    await expect(page.getByText('localhost đã dùng lại cấu hình mặc định')).toBeVisible();
    await expect(page.getByTestId('sites-table')).not.toContainText(`Xổ số ${stamp}`);
    await expect(page.getByTestId('site-cpName')).toHaveValue('');
    await expect(page.getByTestId('site-remove')).toHaveCount(0);
    await member.reload();
    await expect(member).toHaveTitle('Lotus');
    await expect(member.getByText('Chào mừng đến với Lotus')).toBeVisible();
    await expect(member.getByTestId('banner-title').first()).toBeVisible();
  } finally {
    await context.close();
    await member.context().close();
  }
});

type LotteryRow = { ticketId: number; code: string; family: string; minStake: string; maxStake: string; groupOffset: number };

test('operations changes a lottery’s max stake in its settings, and two operators change its prize-group offset', async ({ browser, request }) => {
  const stamp = Date.now().toString(36).slice(-6);
  const admin = caller(request, await operatorToken(request));
  const [one, two] = [`lot1_${stamp}`, `lot2_${stamp}`];
  for (const account of [one, two]) await admin.post('/api/console/operators', { account, password: 'secret123', role: 'operations' });
  const ops1 = await operatorSignIn(request, one, 'secret123');
  const ops2 = await operatorSignIn(request, two, 'secret123');
  const lotteries = await admin.get<LotteryRow[]>('/api/console/lotteries/settings');
  const lottery = lotteries.find((l) => l.family === 'pk10') ?? lotteries.at(-1)!;
  const settingsUrl = `/api/console/lotteries/${lottery.ticketId}/settings`;
  const newMax = String(Math.round(Number(lottery.maxStake)) + 1234);
  const newOffset = lottery.groupOffset + 7;

  const open = async (token: string) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('lotus.console.token', t), token);
    const page = await context.newPage();
    await page.goto('/console/lotteries');
    return page;
  };
  const page = await open(ops1.token);
  const row = page.getByTestId('lotteries-table').getByRole('row').filter({ has: page.getByRole('cell', { name: lottery.code, exact: true }) });
  let second: Awaited<ReturnType<typeof open>> | undefined;
  try {
    // All eleven columns fit a 1366-pixel screen: the table does not scroll sideways in its frame.
    await expect(row).toBeVisible();
    const [tableWidth, frameWidth] = await page
      .getByTestId('lotteries-table')
      .locator('table')
      .evaluate((t) => [t.scrollWidth, t.parentElement!.clientWidth]);
    expect(tableWidth).toBeLessThanOrEqual(frameWidth!);
    // The settings drawer: prefilled from the row; a reason is required; only the change is sent.
    await row.getByTestId(`lottery-settings-${lottery.code}`).click();
    // Amounts as the Vietnamese operator reads them ("1.000.000", not the server's "1000000.000").
    await expect(page.getByTestId('lotset-maxStake')).toHaveValue(formatAmount(lottery.maxStake, 'vi', 3));
    await expect(page.getByTestId('lotset-minStake')).toHaveValue(formatAmount(lottery.minStake, 'vi', 3));
    await page.getByTestId('lotset-maxStake').fill(newMax);
    await expect(page.getByTestId('lotset-maxStake')).toHaveValue(formatAmount(newMax, 'vi', 3));
    await page.getByTestId('lotset-save').click();
    await expect(page.getByTestId('lotset-form')).toContainText('Vui lòng nhập lý do');
    await page.getByTestId('lotset-reason').fill('e2e: higher stakes');
    // The drawer as the operator sees it (the window, not the page behind it).
    await page.getByTestId('lotset-form').evaluate((f) => f.closest('.mantine-Drawer-content')?.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}lotset-drawer.png` });
    await page.getByTestId('lotset-save').click();
    await expect(page.getByTestId('lotset-form')).toHaveCount(0);
    await expect.poll(async () => Number((await admin.get<LotteryRow>(settingsUrl)).maxStake)).toBe(Number(newMax));
    await expect(row).toContainText(formatAmount((await admin.get<LotteryRow>(settingsUrl)).maxStake, 'vi'));

    // The offset: operator 1 proposes; he may not confirm his own: the rule is said before the
    // click (issue #27), his confirm disabled with the reason.
    await page.getByTestId('tab-offset').click();
    await page.getByTestId('offset-lottery').click();
    await page.getByRole('option', { name: `${lottery.code} (${lottery.groupOffset})`, exact: true }).click();
    await page.getByTestId('offset-value').fill(String(newOffset));
    await page.getByTestId('offset-reason').fill('e2e: house edge');
    await page.getByTestId('offset-propose').click();
    const proposals = page.getByTestId('offset-proposals');
    await expect(proposals).toContainText(`${lottery.groupOffset} → ${newOffset}`);
    const pending = await caller(request, ops1.token).get<{ list: { id: string; ticketId: number }[] }>('/api/console/lotteries/group-offset');
    const id = pending.list.find((p) => p.ticketId === lottery.ticketId)!.id;
    await expect(page.getByTestId(`offset-confirm-${id}`)).toBeDisabled();
    await expect(page.getByTestId(`offset-who-${id}-blocked`)).toHaveText('Cần một nhân viên khác xác nhận');

    // Operator 2 confirms it in his console; the list shows the new offset.
    second = await open(ops2.token);
    await expect(second.getByTestId('offset-pending-count')).toBeVisible();
    await second.getByTestId('tab-offset').click();
    const pendingRow = second.getByTestId('offset-proposals').getByRole('row').filter({ hasText: 'e2e: house edge' });
    await expect(pendingRow).toContainText(one);
    await expect(pendingRow).toContainText(`${lottery.groupOffset} → ${newOffset}`);
    await shot(second, 'lotset-proposals');
    await second.getByTestId(`offset-confirm-${id}`).click();
    await expect(second.getByTestId(`offset-confirm-${id}`)).toHaveCount(0);
    await second.getByRole('tab', { name: 'Danh sách xổ số' }).click();
    const row2 = second.getByTestId('lotteries-table').getByRole('row').filter({ has: second.getByRole('cell', { name: lottery.code, exact: true }) });
    await expect(row2.getByRole('cell', { name: String(newOffset), exact: true })).toBeVisible();
    expect((await admin.get<LotteryRow>(settingsUrl)).groupOffset).toBe(newOffset);

    // Tablet width: the page does not scroll sideways.
    await second.setViewportSize({ width: 820, height: 1100 });
    expect(await second.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(second, 'lotset-820');
    await row2.getByTestId(`lottery-settings-${lottery.code}`).click();
    await expect(second.getByTestId('lotset-maxStake')).toHaveValue(formatAmount((await admin.get<LotteryRow>(settingsUrl)).maxStake, 'vi', 3));
    await second.waitForTimeout(300);
    await second.screenshot({ path: `${SHOTS}lotset-drawer-820.png` });
  } finally {
    // Later specs price this lottery: put its stake and offset back.
    await admin.post(settingsUrl, { maxStake: lottery.maxStake, reason: 'e2e: restore' });
    const now = await admin.get<LotteryRow>(settingsUrl);
    if (now.groupOffset !== lottery.groupOffset) {
      // Two people who did not make each other: the admin made both, so he cannot be one of them (#26).
      const back = await caller(request, ops1.token).post<{ id: string }>(`/api/console/lotteries/${lottery.ticketId}/group-offset`, {
        groupOffset: lottery.groupOffset,
        reason: 'e2e: restore',
      });
      await caller(request, ops2.token).post(`/api/console/lotteries/group-offset/${back.id}/confirm`);
    }
    await page.context().close();
    await second?.context().close();
  }
});
