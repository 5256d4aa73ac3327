// @vitest-environment jsdom
import i18n from 'i18next';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LotterySettingsView } from '@lotus/contracts';
import { initI18n } from '../../lib/i18n.ts';
import { inMantine, stubMatchMedia } from '../../lib/testing.tsx';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { LotterySettingsDrawer } from './LotterySettingsDrawer.tsx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api.ts', () => ({ client: { call } }));

const row: LotterySettingsView = {
  ticketId: 101,
  code: 'ssc.1m',
  family: 'ssc',
  drawKind: 'house',
  suspended: false,
  graceMinutes: 10,
  groupOffset: 0,
  minStake: '0.001',
  maxStake: '1000000.000',
  maxIssueStake: '5000000.000',
  doubleMin: '1.000',
  doubleMax: '100000.000',
  maxOrderWin: '5000000.000',
  maxIssueWin: '5000000.000',
  ties: {},
  odds: null,
  resultSource: null,
};

const field = (name: string) => screen.getByTestId(`lotset-${name}`) as HTMLInputElement;
const drawer = () =>
  inMantine(
    <QueryClientProvider client={new QueryClient()}>
      <LotterySettingsDrawer row={row} onClose={() => undefined} />
    </QueryClientProvider>,
  );

// The settings drawer's amounts as the operator reads them ("1" is not "1.000" to a Vietnamese
// reader), typed the same way, and sent as the server's plain text with three decimals.
describe('the lottery settings drawer amounts', () => {
  beforeAll(async () => {
    stubMatchMedia();
    // The odds field's autosize listens for font loads, which jsdom lacks.
    (document as { fonts?: unknown }).fonts ??= { addEventListener: () => undefined, removeEventListener: () => undefined };
    await initI18n();
  });
  afterEach(async () => {
    cleanup();
    call.mockReset();
    await i18n.changeLanguage('vi');
  });
  afterAll(() => i18n.changeLanguage('vi'));

  it('shows the amounts in the Vietnamese format, not the server text', async () => {
    await i18n.changeLanguage('vi');
    drawer();
    expect(['minStake', 'maxStake', 'maxIssueStake', 'doubleMin', 'doubleMax'].map((m) => field(m).value)).toEqual(['0,001', '1.000.000', '5.000.000', '1', '100.000']);
  });

  it('shows them in the English format to an English operator', async () => {
    await i18n.changeLanguage('en');
    drawer();
    expect(['minStake', 'maxStake', 'doubleMin'].map((m) => field(m).value)).toEqual(['0.001', '1,000,000', '1']);
  });

  it('sends only the changed amount, as the server writes it, to the milli-unit', async () => {
    await i18n.changeLanguage('vi');
    call.mockResolvedValue(row);
    drawer();
    fireEvent.change(field('maxStake'), { target: { value: '2.000.000,001' } });
    expect(field('maxStake').value).toBe('2.000.000,001');
    fireEvent.change(field('reason'), { target: { value: 'higher' } });
    fireEvent.click(screen.getByTestId('lotset-save'));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]![1]).toEqual({ maxStake: '2000000.001', ticketId: 101, reason: 'higher' });
  });

  it('takes an amount typed back to its value as no change', async () => {
    await i18n.changeLanguage('vi');
    drawer();
    fireEvent.change(field('maxStake'), { target: { value: '1.000.000,000' } });
    expect((screen.getByTestId('lotset-save') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('MoneyInput', () => {
  beforeAll(async () => {
    stubMatchMedia();
    await initI18n();
  });
  afterEach(cleanup);
  afterAll(() => i18n.changeLanguage('vi'));

  function Controlled({ start, seen }: { start: string; seen: (plain: string) => void }) {
    const [value, setValue] = useState(start);
    return (
      <MoneyInput
        data-testid="money"
        value={value}
        onChange={(v) => {
          setValue(v);
          seen(v);
        }}
      />
    );
  }

  it('groups what a Vietnamese operator types and hands back the plain digits', async () => {
    await i18n.changeLanguage('vi');
    const seen = vi.fn();
    inMantine(<Controlled start="" seen={seen} />);
    const input = screen.getByTestId('money') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1234567,891' } });
    expect(input.value).toBe('1.234.567,891');
    expect(seen).toHaveBeenLastCalledWith('1234567.891');
  });

  it('keeps a large amount exact (no float)', async () => {
    await i18n.changeLanguage('en');
    const seen = vi.fn();
    inMantine(<Controlled start="9999999999999.999" seen={seen} />);
    const input = screen.getByTestId('money') as HTMLInputElement;
    expect(input.value).toBe('9,999,999,999,999.999');
    fireEvent.change(input, { target: { value: '9,999,999,999,999.998' } });
    expect(seen).toHaveBeenLastCalledWith('9999999999999.998');
  });
});
