import { expect, test, type Page } from './support/test.ts';
import { shot } from './support/shots.ts';
import { loginSlotMember, waitForOpenIssue } from './support/session.ts';

/**
 * The standard board's first play with ball 1 in every row, into the basket, up to the
 * confirmation (the caller confirms, so it can watch the request).
 */
async function betOneOfEachRow(page: Page) {
  await page
    .getByTestId('handicap')
    .getByText('Tiêu chuẩn')
    .click()
    .catch(() => undefined);
  const rows = await page.getByTestId('number-panel').locator('[data-testid^="row-"]').count();
  for (let r = 0; r < rows; r++) await page.getByTestId(`ball-${r}-1`).click();
  await page.getByTestId('add-to-basket').click();
  await page.getByTestId('place-bet').click();
}

const balanceText = (page: Page) => page.getByTestId('balance').locator('b').innerText();

test('the bet record lists a bet across lotteries, filters it, shows its detail and cancels it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginSlotMember(page, '/web/lottery/101');
  await expect(page.getByTestId('lottery-name')).toBeVisible();
  // Time enough to bet, reach the record and cancel before the issue closes (of the 30 s the test
  // server's 1-minute SSC runs, playwright.config.ts).
  await waitForOpenIssue(page, 25, 40_000);
  const before = await balanceText(page);

  // One bet on 1-minute SSC: a ball in every row, through the basket and the confirmation.
  await betOneOfEachRow(page);
  const placed = page.waitForResponse((r) => r.url().includes('/order/normal/create'));
  await page.getByTestId('confirm-bet').click();
  const body = await (await placed).json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  const orderId: string = body.data.orderIds[0];
  await expect.poll(() => balanceText(page)).not.toBe(before);

  // From the member centre to the bet record.
  await page.goto('/web/manager/me');
  await page.getByTestId('centre-tile-me-bets').click();
  await expect(page).toHaveURL(/\/web\/manager\/me\/bets$/);
  await expect(page.getByRole('heading', { name: 'Lịch sử cược' })).toBeVisible();
  const row = page.getByTestId(`record-row-${orderId}`);
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-status', '1');
  await expect(row.getByTestId('bet-status')).toHaveText('Chờ mở thưởng');
  await expect(row).toContainText('SSC 1 phút');

  // Filter by lottery: the server is asked for lottery 101 only, and the bet is still there.
  await page.getByTestId('filter-lottery').click();
  const filtered = page.waitForRequest(
    (r) => r.url().includes('ticketmod/orderList') && r.url().includes('ticketId=101'),
  );
  await page.getByRole('option', { name: 'SSC 1 phút' }).click();
  await filtered;
  await expect(row).toBeVisible();
  // The table keeps the unfiltered rows on screen until the filtered page arrives (other tests bet
  // with demo01 on other lotteries meanwhile): every row shown is 1-minute SSC once it has.
  const lotteriesShown = page.locator('[data-testid^="record-row-"] td:nth-child(2)');
  await expect.poll(async () => [...new Set(await lotteriesShown.allInnerTexts())]).toEqual(['SSC 1 phút']);
  await shot(page, 'records-vi-1280');

  // The detail: the spec's bet-order fields, and a cancel while the issue is on sale.
  await row.click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('detail-orderId')).toHaveText(orderId);
  await expect(detail.getByTestId('detail-lottery')).toHaveText('SSC 1 phút');
  for (const field of [
    'issue',
    'play',
    'content',
    'amount',
    'possibleWin',
    'odds',
    'time',
    'win',
    'profit',
    'openStatus',
  ])
    await expect(detail.getByTestId(`detail-${field}`)).not.toBeEmpty();
  await expect(detail.getByTestId('detail-status')).toHaveText('Chờ mở thưởng');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'records-detail-vi-375');
  await detail.getByTestId('cancel-order').click();
  await expect(page.getByTestId('cancel-modal')).toContainText(orderId);
  const cancelled = page.waitForResponse((r) => r.url().includes('memberBetCancel'));
  await page.getByTestId('confirm-cancel').click();
  const answer = await (await cancelled).json();
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  await expect(page.getByText('Đã hủy đơn cược')).toBeVisible();

  // The list shows the cancellation and the stake is back in the balance.
  await expect(row).toHaveAttribute('data-status', '5');
  await expect(row.getByTestId('bet-status')).toHaveText('Đã hủy');
  // On a phone the same order is a card (the table is for wider screens).
  const card = page.getByTestId(`record-card-${orderId}`);
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-status', '5');
  await expect(card.getByTestId('bet-status')).toHaveText('Đã hủy');
  await page.getByRole('button', { name: 'Đóng' }).click();
  await expect(page.getByTestId('order-detail')).toHaveCount(0);
  await expect.poll(() => balanceText(page)).toBe(before);
  await expect(page.getByText('Đã hủy đơn cược')).toBeHidden({ timeout: 10_000 });
  await shot(page, 'records-vi-375');
});

test('the record shows its empty state for a status without orders', async ({ page }) => {
  await loginSlotMember(page, '/web/manager/me/bets');
  await page.getByTestId('filter-status').click();
  await page.getByRole('option', { name: 'Đã bỏ' }).click();
  await expect(page.getByTestId('record-empty')).toHaveText(
    'Không có đơn cược nào trong khoảng thời gian này',
  );
});

test('a bet timeout on the betting page leads to the bet record', async ({ page }) => {
  await loginSlotMember(page, '/web/lottery/101');
  await waitForOpenIssue(page, 12, 70_000);
  // The server answers only after 4 s: past the 3 s normal-bet timeout.
  await page.route('**/order/normal/create', async (route) => {
    await new Promise((r) => setTimeout(r, 4000));
    await route.abort().catch(() => undefined);
  });
  await betOneOfEachRow(page);
  await page.getByTestId('confirm-bet').click();
  await expect(page.getByTestId('bet-error')).toContainText('lịch sử cược');
  await page.getByTestId('to-bet-record').click();
  await expect(page).toHaveURL(/\/web\/manager\/me\/bets$/);
  await expect(page.getByRole('heading', { name: 'Lịch sử cược' })).toBeVisible();
});
