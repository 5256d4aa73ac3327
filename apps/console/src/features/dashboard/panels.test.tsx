// @vitest-environment jsdom
import i18n from 'i18next';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { inMantine, stubMatchMedia } from '../../lib/testing.tsx';
import { setPlatformTimeZone } from '../../lib/time.ts';
import { LotteryHealthTable, RecentAlerts } from './panels.tsx';

const at = '2026-11-29T03:00:00.000Z';
const failed = { id: '2', at, actor: 'system:ledger-audit', action: 'ledger.audit', target: 'problems' };

describe('the dashboard panels', () => {
  beforeAll(async () => {
    stubMatchMedia();
    setPlatformTimeZone('Asia/Ho_Chi_Minh');
    await initI18n();
  });
  beforeAll(() => i18n.changeLanguage('vi'));
  afterEach(cleanup);
  afterAll(() => i18n.changeLanguage('vi'));

  it('name each lottery of the issue table by its name, not its code (the code until the names load)', () => {
    const lotteries = [
      { ticketId: 1, code: 'ssc.1m', state: 'onSale' as const, issue: '20261129-0181', at },
      { ticketId: 2, code: 'vn.mb.official', state: 'drawing' as const, issue: '20261129', at },
    ];
    inMantine(<LotteryHealthTable lotteries={lotteries} names={new Map([[1, 'Xổ số nhanh 1 phút'], [2, 'Miền Bắc']])} />);
    const names = screen.getAllByTestId('dash-lottery-name').map((c) => c.textContent);
    expect(names).toEqual(['Xổ số nhanh 1 phút', 'Miền Bắc']);
    expect(screen.getByTestId('dash-lotteries').textContent).toContain('Đang bán');
    cleanup();
    inMantine(<LotteryHealthTable lotteries={lotteries} names={undefined} />);
    expect(screen.getAllByTestId('dash-lottery-name').map((c) => c.textContent)).toEqual(['ssc.1m', 'vn.mb.official']);
  });

  it('say so when there is no alert', () => {
    inMantine(<RecentAlerts alerts={[]} />);
    expect(screen.queryAllByTestId('dash-alert-action')).toHaveLength(0);
    expect(document.body.textContent).toContain(i18n.t('cons.dash.noAlerts'));
  });

  it('name an alert’s action in words, a failed money audit as a discrepancy', async () => {
    inMantine(<RecentAlerts alerts={[failed]} />);
    expect(screen.getByTestId('dash-alert-action').textContent).toBe('Kiểm tra sổ tiền');
    expect(screen.getByTestId('dash-alerts').textContent).toContain('Sai lệch');
    expect(screen.getByTestId('dash-alerts').textContent).not.toContain('ledger.audit');
    cleanup();
    await i18n.changeLanguage('en');
    inMantine(<RecentAlerts alerts={[failed]} />);
    expect(screen.getByTestId('dash-alert-action').textContent).toBe('Money audit');
    await i18n.changeLanguage('vi');
  });
});
