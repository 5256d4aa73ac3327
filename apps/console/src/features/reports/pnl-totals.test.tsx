// @vitest-environment jsdom
import i18n from 'i18next';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { inMantine, stubMatchMedia } from '../../lib/testing.tsx';
import { PnlTotals } from './ReportsPage.tsx';

const total = {
  bets: '4.000',
  validBets: '4.000',
  prizes: '0.000',
  rebates: '0.020',
  promotionCost: '0.000',
  ggr: '4.000',
  profit: '3.980',
};

const show = () => inMantine(<PnlTotals total={total} />);

// The API's money text has three places ("4.000" = four points); shown raw, a Vietnamese operator
// reads "4.000" as four thousand. The cards show the table's format.
describe("the P&L's total cards", () => {
  beforeAll(async () => {
    stubMatchMedia();
    await initI18n();
  });
  afterEach(cleanup);
  afterAll(() => i18n.changeLanguage('vi'));

  it('show amounts in the Vietnamese number format, not the raw API text', async () => {
    await i18n.changeLanguage('vi');
    show();
    expect(screen.getByTestId('pnl-total-bets').textContent).toBe('4');
    expect(screen.getByTestId('pnl-total-rebates').textContent).toBe('0,02');
    expect(screen.getByTestId('pnl-total-profit').textContent).toBe('3,98');
    expect(screen.getByTestId('pnl-totals').textContent).not.toContain('4.000');
    expect(screen.getByTestId('pnl-totals').textContent).toContain('Tiền cược');
  });

  it('show them in the English number format in English', async () => {
    await i18n.changeLanguage('en');
    show();
    expect(screen.getByTestId('pnl-total-rebates').textContent).toBe('0.02');
    expect(screen.getByTestId('pnl-total-profit').textContent).toBe('3.98');
  });
});
