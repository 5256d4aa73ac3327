// @vitest-environment jsdom
import i18n from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lotteryRoutes, type LotterySettingsView } from '@lotus/contracts';
import { initI18n } from '../../lib/i18n.ts';
import { inMantine, stubMatchMedia } from '../../lib/testing.tsx';
import { LotteriesPage } from './LotteriesPage.tsx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api.ts', () => ({ client: { call } }));

const lottery = (ticketId: number, code: string, drawKind: string): LotterySettingsView => ({
  ticketId,
  code,
  family: 'ssc',
  drawKind,
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
});

call.mockImplementation((route: { path?: string }) =>
  route.path === lotteryRoutes.settings.path
    ? Promise.resolve([lottery(101, 'ssc.1m', 'house'), lottery(201, 'vn.mb.official', 'official')])
    : Promise.resolve({ list: [], total: 0, page: 1, size: 20 }),
);

// The result source of each lottery: a whole name in the operator's language, not "OFFICI…".
describe('the lotteries list result source', () => {
  beforeAll(async () => {
    stubMatchMedia();
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    await initI18n();
  });
  afterEach(cleanup);
  afterAll(() => i18n.changeLanguage('vi'));

  for (const [lang, house, official] of [
    ['vi', 'Hệ thống tự quay', 'Kết quả chính thức'],
    ['zh', '系统开奖', '官方开奖'],
  ] as const) {
    it(`names house and official draws in ${lang}, whole`, async () => {
      await i18n.changeLanguage(lang);
      inMantine(
        <QueryClientProvider client={new QueryClient()}>
          <LotteriesPage />
        </QueryClientProvider>,
      );
      const badges = [await screen.findByTestId('lottery-drawKind-ssc.1m'), screen.getByTestId('lottery-drawKind-vn.mb.official')];
      expect(badges.map((b) => b.textContent)).toEqual([house, official]);
      for (const b of badges) {
        const label = b.querySelector<HTMLElement>('.mantine-Badge-label')!;
        expect(label.style.whiteSpace).toBe('normal');
        expect(label.style.textOverflow).toBe('clip');
      }
    });
  }
});
