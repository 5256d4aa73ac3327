import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { lotteryPaths, paths, type LotteryCategory } from '@lotus/contracts';
import { KEPT_MAX_AGE_MS, keep, readKept } from '../../lib/storage.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { FIRST_RENDER_CARDS, HomeLotteries } from '../catalogue/components/HomeLotteries.tsx';
import { startCurrentIssues } from '../catalogue/api/current-issues.ts';
import { HeaderBalance } from '../../app/HeaderBalance.tsx';
import { stubMatchMedia } from '../../lib/match-media.testing.ts';

vi.mock('../../lib/i18n.ts', () => ({ currentLanguage: () => 'vi' }));

/** Every call of the API waits until the test answers it. */
const calls: { path: string; resolve: (data: unknown) => void }[] = [];
vi.mock('../../lib/api.ts', () => ({
  client: {
    call: (route: { path: string }) => new Promise((resolve) => calls.push({ path: route.path, resolve })),
  },
}));
const answer = async (path: string, data: unknown) => {
  const call = calls.find((c) => c.path === path);
  if (!call) throw new Error(`no call of ${path}`);
  await act(async () => call.resolve(data));
};

const listWith = (name: string): LotteryCategory[] => [
  {
    seriesType: 1,
    name: 'Xổ số',
    list: [{ ticketId: 101, code: 'x', name, family: 'pick3', hotLabel: 0, suspended: false }],
  },
];

beforeAll(stubMatchMedia);
beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
});
afterEach(cleanup);

const renderWith = (node: React.ReactNode) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('answers kept for the next visit (issue #31)', () => {
  it('reads back what was kept, per variant, and not once it is a day old or from another version', () => {
    const now = 1_800_000_000_000;
    keep('lottery-list', 'vi', listWith('Kept'), now);
    expect(readKept('lottery-list', 'vi', now + 1000)).toEqual(listWith('Kept'));
    expect(readKept('lottery-list', 'en', now)).toBeUndefined();
    expect(readKept('lottery-list', 'vi', now + KEPT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(readKept('lottery-list', 'vi', now - 1)).toBeUndefined();
    localStorage.setItem(
      'lotus.kept.lottery-list.vi',
      JSON.stringify({ v: 0, savedAt: now, data: listWith('Old app') }),
    );
    expect(readKept('lottery-list', 'vi', now)).toBeUndefined();
    localStorage.setItem('lotus.kept.lottery-list.vi', '{not json');
    expect(readKept('lottery-list', 'vi', now)).toBeUndefined();
  });

  it("home renders the kept lottery list before the API answers, replaces it with the API's answer, and keeps that", async () => {
    keep('lottery-list', 'vi', listWith('Kept lottery'));
    renderWith(<HomeLotteries />);
    // Shown at once, though the list's call is still out: it is revalidated all the same.
    expect(screen.getByTestId('home-lottery-101').textContent).toContain('Kept lottery');
    expect(screen.getByTestId('home-countdown').textContent).toBe('--:--');
    expect(calls.some((c) => c.path === lotteryPaths.ticketTypeList)).toBe(true);
    await answer(lotteryPaths.ticketTypeList, listWith('Fresh lottery'));
    await waitFor(() =>
      expect(screen.getByTestId('home-lottery-101').textContent).toContain('Fresh lottery'),
    );
    expect(screen.getByTestId('home-lottery-101').textContent).not.toContain('Kept lottery');
    expect(readKept('lottery-list', 'vi')).toEqual(listWith('Fresh lottery'));
  });

  it('the countdowns of a return visit show their times at the first render when the current issues asked for at boot are in, without asking again', async () => {
    keep('lottery-list', 'vi', listWith('Kept lottery'));
    startCurrentIssues([101]);
    const endTime = Date.now() + 90_500;
    await answer(lotteryPaths.currentSaleIssueList, [
      { ticketId: 101, issue: '20261128-0001', startTime: endTime - 120_000, endTime, sale: 0, remain: 90, total: 120, ended: false, commitment: null },
    ]);
    renderWith(<HomeLotteries />);
    // The first render: no placeholder, and the time the issue has left.
    expect(screen.getByTestId('home-countdown').textContent).toMatch(/^01:(29|30)$/);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(calls.filter((c) => c.path === lotteryPaths.currentSaleIssueList)).toHaveLength(1);
  });

  it('without a kept list home waits for the API', async () => {
    renderWith(<HomeLotteries />);
    expect(screen.queryByTestId('home-lottery-101')).toBeNull();
    await answer(lotteryPaths.ticketTypeList, listWith('Fresh lottery'));
    expect((await screen.findByTestId('home-lottery-101')).textContent).toContain('Fresh lottery');
  });

  it('a balance is never shown from storage: only once the API answers', async () => {
    localStorage.setItem('lotus.token', 'member-token');
    // Whatever a storage may hold under any name, the balance is not read from it.
    for (const name of ['platform-config', 'lottery-list', 'home-notices', 'user-info', 'balance'])
      localStorage.setItem(
        `lotus.kept.${name}.vi`,
        JSON.stringify({ v: 1, savedAt: Date.now(), data: { balance: '999.00' } }),
      );
    renderWith(<HeaderBalance />);
    expect(screen.queryByTestId('balance')).toBeNull();
    expect(calls.map((c) => c.path)).toContain(paths.userInfo);
    await answer(paths.userInfo, { balance: '12.34' });
    expect((await screen.findByTestId('balance')).textContent).toContain('12');
    expect(screen.getByTestId('balance').textContent).not.toContain('999');
  });
  it("the first render shows the first screen's cards, and the others follow it in order (issue #31)", async () => {
    const lottery = (ticketId: number, hotLabel: number) => ({
      ticketId,
      code: `l${ticketId}`,
      name: `L${ticketId}`,
      family: 'pick3',
      hotLabel,
      suspended: false,
    });
    const hot = [1, 2, 3, 4, 5, 6].map((id) => lottery(id, 1));
    keep('lottery-list', 'vi', [
      { seriesType: 1, name: 'A', list: [...hot, lottery(7, 0), lottery(8, 0)] },
      { seriesType: 2, name: 'B', list: [lottery(9, 0)] },
    ]);
    const cardsIn = (html: string) =>
      [...html.matchAll(/data-testid="home-lottery-(\d+)"/g)].map((m) => Number(m[1]));
    const page = (
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <HomeLotteries />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    );
    // The first render alone (no effects run): the first cards of the first section, no lottery list yet.
    const first = renderToStaticMarkup(page);
    expect(cardsIn(first)).toEqual(hot.slice(0, FIRST_RENDER_CARDS).map((l) => l.ticketId));
    expect(first).not.toContain('home-categories');
    renderWith(<HomeLotteries />);
    await waitFor(() => expect(screen.getAllByTestId(/^home-lottery-/)).toHaveLength(6 + 8));
    expect(screen.getAllByTestId(/^home-lottery-/).map((e) => Number(e.dataset.testid!.slice(13)))).toEqual([
      ...hot.map((l) => l.ticketId),
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
    ]);
  });
});
