// @vitest-environment jsdom
import i18n from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lotteryRoutes, memberTabRoutes, type MemberBetRow, type MemberDwRow, type MemberLedgerRow } from '@lotus/contracts';
import { SSC } from '@lotus/engine';
import { translate } from '@lotus/i18n';
import { initI18n } from '../../lib/i18n.ts';
import { inMantine, stubMatchMedia } from '../../lib/testing.tsx';
import { setPlatformTimeZone } from '../../lib/time.ts';
import { BetsTab, DwTab, LedgerTab } from './MemberTabs.tsx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api.ts', () => ({ client: { call } }));

const at = '2026-11-29T03:00:00.000Z';
const DWD = SSC.plays.find((p) => p.code === 'ssc.5x.dwd')!;
const bet: MemberBetRow = { id: '1', lottery: 'ssc.1m', ticketId: 101, issue: '20261129-0001', playId: DWD.id, playKey: DWD.nameKey, amount: '4.000', win: '0.000', status: 4, prizeGroup: 1950, createdAt: at };
const ledger: MemberLedgerRow[] = (['withdraw', 'bet', 'adjustment'] as const).map((type, i) => ({ id: String(i), type, amount: '-1.000', balanceBefore: '5.000', balanceAfter: '4.000', createdAt: at }));
const dw: MemberDwRow[] = [
  { orderNo: 'W1', kind: 2, status: 2, amount: '100.000', channel: 'bank', createdAt: at },
  { orderNo: 'D1', kind: 1, status: 2, amount: '100.000', channel: 'crypto', createdAt: at },
];
const page = <T,>(list: T[]) => ({ list, total: list.length, page: 1, size: 20 });

call.mockImplementation((route: unknown) => {
  if (route === memberTabRoutes.bets) return Promise.resolve(page([bet]));
  if (route === memberTabRoutes.ledger) return Promise.resolve(page(ledger));
  if (route === memberTabRoutes.dw) return Promise.resolve(page(dw));
  if ((route as { path?: string }).path === lotteryRoutes.categories.path) return Promise.resolve([{ list: [{ ticketId: 101, code: 'ssc.1m', name: 'Xổ số nhanh 1 phút' }] }]);
  return Promise.reject(new Error('unexpected call'));
});

const show = (node: ReactNode) => inMantine(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
/** The texts of a table's body cells, row by row. */
const cells = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('cell').map((c) => c.textContent));

// The member detail's tabs name what the server codes: the lottery, the play, the order status,
// the ledger type, the deposit or withdrawal and its channel, in the operator's language.
describe('the member detail tabs in Vietnamese', () => {
  beforeAll(async () => {
    stubMatchMedia();
    // The table's scroll area measures itself, which jsdom cannot.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    setPlatformTimeZone('Asia/Ho_Chi_Minh');
    await initI18n();
    await i18n.changeLanguage('vi');
  });
  afterEach(cleanup);
  afterAll(() => i18n.changeLanguage('vi'));

  it('orders: the lottery, play and status by name, not code, id and number', async () => {
    show(<BetsTab account="m1" />);
    await waitFor(() => expect(cells('member-bets')[0]).toContain('Xổ số nhanh 1 phút'));
    const [row] = cells('member-bets');
    // time, lottery, issue, play, amount, win, group, status
    expect([row![1], row![3], row![7]]).toEqual(['Xổ số nhanh 1 phút', translate('vi', DWD.nameKey), 'Không trúng']);
    expect(row).not.toContain(String(DWD.id));
  });

  it('ledger: the types by their names', async () => {
    show(<LedgerTab account="m1" />);
    await waitFor(() => expect(cells('member-ledger')).toHaveLength(3));
    expect(cells('member-ledger').map((r) => r[1])).toEqual(['Rút tiền', 'Đặt cược', 'Điều chỉnh số dư']);
  });

  it('deposits and withdrawals: the kind and the channel by name', async () => {
    show(<DwTab account="m1" />);
    await waitFor(() => expect(cells('member-dw')).toHaveLength(2));
    expect(cells('member-dw').map((r) => [r[2], r[4]])).toEqual([
      ['Rút tiền', 'Chuyển khoản'],
      ['Nạp tiền', 'Tiền số'],
    ]);
    expect(screen.getByTestId('member-dw').textContent).not.toContain('Duyệt');
  });
});
