import { expect, test } from './support/test.ts';

test('game settings are saved to the server and drive the two-sided disc', async ({ page }) => {
  const account = `s${Date.now().toString(36)}`.slice(0, 16);
  const reg = await page.request.post('/sk/promen/member/register/direct', {
    form: { account, password: 'lotus2468', confirmPassword: 'lotus2468', device: 1 },
  });
  expect((await reg.json()).code).toBe(0);
  await page.goto('/web/login');
  await page.getByLabel('Tài khoản').fill(account);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('lotus2468');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/web\/home$/);

  await page.goto('/web/manager/me');
  await page.getByTestId('centre-tile-me-game').click();
  await expect(page.getByTestId('game-settings')).toBeVisible();
  await page.getByTestId('game-settings').getByText('500', { exact: true }).click();
  await page.getByRole('radio', { name: '10 - 100.000' }).check();
  const saved = page.waitForResponse((r) => r.url().includes('/sk/botanic/member/front/save'));
  await page.getByTestId('settings-save').click();
  expect((await (await saved).json()).code).toBe(0);
  await expect(page.getByText('Đã lưu thay đổi')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: '500', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: '10 - 100.000' })).toBeChecked();
  await page.goto('/web/lottery/101');
  await page.getByTestId('handicap').getByText('Hai mặt').click();
  await expect(page.getByTestId('quick-amount-500')).toBeVisible();
  await expect(page.getByText('Hạn mức mỗi cược: 10 - 100.000')).toBeVisible();
});
