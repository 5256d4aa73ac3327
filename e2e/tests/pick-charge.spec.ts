import { expect, test } from './support/test.ts';
import { amountOf, fundMember, newMember, waitForOpenIssue } from './support/session.ts';
import { operatorToken } from './support/operator.ts';
import { shot } from './support/shots.ts';

/**
 * Issue #11, walked as the member who found it: on Miền Bắc 45 giây, lô 2 số on all 100 numbers at
 * 5 a bet is 100 × 27 prizes = 2,700 bets, 13,500.000 — shown before confirming, and refused for
 * insufficient balance (a member of its own with 10,000, whose balance no other test moves). Ten
 * numbers (270 bets, 1,350.000) are placed and charged exactly that. Before, the footer and the dialog said "1 bet, 5.000" and the server
 * charged 5.000.
 */
const LO2_ITEM = 60001 * 10000;

test('pick-charge: lô 2 số on 100 numbers costs 2,700 bets before confirming, and the server agrees', async ({ page }) => {
  const member = await newMember(page.request, 'pc');
  await fundMember(page.request, member.token, 10_000, await operatorToken(page.request));
  await page.goto(`/web/lottery/1002?token=${member.token}`);
  await expect(page.getByTestId('balance')).toBeVisible();
  const disc = page.getByTestId('double-disc');
  await expect(disc.getByRole('tab').first()).toBeVisible({ timeout: 20_000 });
  const board = page.getByTestId(`pick-board-${LO2_ITEM}`);
  // The lô tab, then the lô 2 số play (large boards show one play at a time).
  const tabs = disc.getByRole('tab');
  for (let i = 0; i < (await tabs.count()) && !(await board.isVisible()); i++) {
    await tabs.nth(i).click();
    const play = page.getByTestId('double-plays').getByRole('button', { name: 'Lô 2 số', exact: true });
    if ((await play.count()) > 0) await play.click();
  }
  await expect(board).toBeVisible();
  await page.getByTestId('double-amount').fill('5');
  const cells = board.getByTestId('pick-grid').getByRole('button');
  await expect(cells).toHaveCount(100);
  for (let i = 0; i < 100; i++) await cells.nth(i).click();
  await expect(page.getByTestId('double-total')).toHaveText('Tổng 2700 cược, 13.500');

  await waitForOpenIssue(page);
  await page.getByTestId('double-place').click();
  const dialog = page.getByTestId('double-confirm-modal');
  await expect(dialog).toContainText(/2700 cược × 5(?![\d.,])/);
  await expect(dialog).toContainText('Tổng 2700 cược, 13.500');
  await shot(page, 'pick-charge-lo2-100-confirm-vi-1280');
  const refused = page.waitForResponse((r) => r.url().includes('/order/double/create'));
  await page.getByTestId('double-confirm').click();
  const body = (await (await refused).json()) as { code: number; msg: string };
  expect(body.code).not.toBe(0);
  await expect(page.getByTestId('double-error')).toContainText('Số dư của bạn không đủ, vui lòng nạp tiền');

  // Ten numbers: 270 bets, 1,350.000, charged exactly that.
  await board.getByRole('button', { name: /Xóa|Clear/ }).first().click();
  for (let i = 0; i < 10; i++) await cells.nth(i).click();
  await expect(page.getByTestId('double-total')).toHaveText('Tổng 270 cược, 1.350');
  await waitForOpenIssue(page);
  const before = amountOf(await page.getByTestId('balance').textContent());
  await page.getByTestId('double-place').click();
  const placed = page.waitForResponse((r) => r.url().includes('/order/double/create'));
  await page.getByTestId('double-confirm').click();
  const ok = (await (await placed).json()) as { code: number; data: { amount: string } };
  expect(ok).toMatchObject({ code: 0, data: { amount: '1350.000' } });
  await expect.poll(async () => amountOf(await page.getByTestId('balance').textContent())).toBe(before - 1350);
});
