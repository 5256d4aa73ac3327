import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { countdown } from '@lotus/engine';
import { lotteryPaths } from '@lotus/contracts';
import { formatRemain } from '../../lib/time.ts';
import { KEPT_MAX_AGE_MS, STORAGE, keep } from '../../lib/storage.ts';
import { clearSession } from '../../lib/session.ts';
import { startCurrentIssues } from '../catalogue/api/current-issues.ts';
import { HomeLotteries } from '../catalogue/components/HomeLotteries.tsx';
import { NotKept } from '../../components/ui/NotKept.tsx';
import {
  KEPT_HOME_VERSION,
  keptHomeOptions,
  paintKeptHome,
  readKeptHome,
  type KeptHome,
  type KeptHomeGlobal,
} from './kept-home-paint.ts';
import { keptHomeOf, useKeptHome } from './kept-home.ts';
import { stubMatchMedia } from '../../lib/match-media.testing.ts';

/**
 * Home's kept copy (issue #31): what the saver keeps and leaves out, and what the two inline scripts
 * paint from it before the app's code runs. The painter's countdown is checked against the engine's
 * rule and the app's format for every remaining time.
 */

vi.mock('../../lib/i18n.ts', () => ({ currentLanguage: () => 'vi' }));
const calls: { path: string; resolve: (data: unknown) => void }[] = [];
vi.mock('../../lib/api.ts', () => ({
  client: {
    call: (route: { path: string }) => new Promise((resolve) => calls.push({ path: route.path, resolve })),
  },
}));

const BUILD = 'build-1';
const OPTIONS = keptHomeOptions(BUILD);
const NOW = 1_800_000_000_000;
const DAY_WORDS = (count: number) => `${count} ngày`;

const kept = (): KeptHomeGlobal | undefined =>
  (globalThis as { __lotusKeptHome?: KeptHomeGlobal }).__lotusKeptHome;

/** A copy of one card whose issue ends at `endsAt`, as the saver writes it. */
const copyWith = (endsAt: number, total: number, shown: string, over: Partial<KeptHome> = {}): KeptHome => ({
  v: KEPT_HOME_VERSION,
  build: BUILD,
  savedAt: NOW - 1000,
  lang: 'vi',
  signedIn: false,
  attrs: [['data-mantine-color-scheme', 'light']],
  sheets: [],
  html:
    `<div data-testid="home-lottery-7"><p data-testid="current-issue">Kỳ 0042</p>` +
    `<p data-testid="home-countdown" data-ends-at="${endsAt}" data-total="${total}">${shown}</p></div>`,
  ...over,
});

/** A fresh page: an empty #root at /web/home, then the head's and the body's scripts. */
function visit(copy: KeptHome | null, path = '/web/home'): HTMLElement {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', path);
  if (copy) localStorage.setItem(STORAGE.keptHome, JSON.stringify(copy));
  readKeptHome(OPTIONS);
  paintKeptHome();
  return document.getElementById('root')!;
}

const countdownText = (root: HTMLElement) =>
  root.querySelector('[data-testid="home-countdown"]')?.textContent;

beforeAll(stubMatchMedia);
beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  document.body.innerHTML = '';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe("home's kept copy, painted before the app runs (issue #31)", () => {
  it("counts down as the app does: the engine's remaining seconds in the app's format, for any time left", () => {
    vi.useFakeTimers({ now: NOW });
    fc.assert(
      fc.property(
        fc.integer({ min: -5_000_000, max: 400_000_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        (leftMs, total) => {
          const endsAt = NOW + leftMs;
          const remain = countdown.remainSeconds(endsAt, NOW, 0, total);
          // What the app showed when it saved: the same count of days as now.
          const root = visit(copyWith(endsAt, total, formatRemain(remain, DAY_WORDS)));
          expect(countdownText(root)).toBe(remain > 0 ? formatRemain(remain, DAY_WORDS) : '--:--');
        },
      ),
      { numRuns: 400 },
    );
  });

  it('runs on: a second later it shows a second less, and an issue that ends shows the placeholder without its issue', () => {
    vi.useFakeTimers({ now: NOW });
    const root = visit(copyWith(NOW + 2_500, 60, '00:09'));
    expect(countdownText(root)).toBe('00:02');
    vi.advanceTimersByTime(1_000);
    expect(countdownText(root)).toBe('00:01');
    vi.advanceTimersByTime(1_000);
    expect(countdownText(root)).toBe('--:--');
    expect(root.querySelector('[data-testid="current-issue"]')?.textContent).toBe(' ');
  });

  it('a copy whose issue ended is painted with the placeholder, never the saved time', () => {
    vi.useFakeTimers({ now: NOW });
    const root = visit(copyWith(NOW - 1, 60, '00:30'));
    expect(countdownText(root)).toBe('--:--');
    expect(root.textContent).not.toContain('0042');
  });

  it('a count of days other than the saved one is not guessed in words: the placeholder until the app renders', () => {
    vi.useFakeTimers({ now: NOW });
    const root = visit(copyWith(NOW + 1.5 * 86_400_000, 3 * 86_400, '2 ngày 12:00:00'));
    expect(countdownText(root)).toBe('--:--');
  });

  it('stops once the app has replaced it', () => {
    vi.useFakeTimers({ now: NOW });
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    const root = visit(copyWith(NOW + 30_000, 60, '00:30'));
    const clock = root.querySelector('[data-testid="home-countdown"]')!;
    root.textContent = '';
    vi.advanceTimersByTime(2_000);
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(clock.textContent).toBe('00:30');
  });

  it('is not painted for another build, language, session, page, a copy a day old, or one from the future', () => {
    vi.useFakeTimers({ now: NOW });
    const refused: [string, KeptHome, string?][] = [
      ['another build', copyWith(NOW + 30_000, 60, '00:30', { build: 'build-0' })],
      ['another format', copyWith(NOW + 30_000, 60, '00:30', { v: KEPT_HOME_VERSION + 1 })],
      ['another language', copyWith(NOW + 30_000, 60, '00:30', { lang: 'en' })],
      ['signed in then', copyWith(NOW + 30_000, 60, '00:30', { signedIn: true })],
      ['too old', copyWith(NOW + 30_000, 60, '00:30', { savedAt: NOW - KEPT_MAX_AGE_MS - 1 })],
      ['from the future', copyWith(NOW + 30_000, 60, '00:30', { savedAt: NOW + 1 })],
      ['another page', copyWith(NOW + 30_000, 60, '00:30'), '/web/lottery/7'],
    ];
    for (const [why, copy, path] of refused) {
      localStorage.clear();
      const root = visit(copy, path);
      expect(root.innerHTML, why).toBe('');
      expect(kept()?.painted, why).toBeUndefined();
    }
    // The language the app will render in: the stored one, else the host's on <html lang>.
    localStorage.clear();
    document.documentElement.lang = 'id';
    expect(visit(copyWith(NOW + 30_000, 60, '00:30')).innerHTML, 'the host speaks Indonesian now').toBe('');
    expect(visit(copyWith(NOW + 30_000, 60, '00:30', { lang: 'id' })).innerHTML).not.toBe('');
    localStorage.clear();
    localStorage.setItem(STORAGE.lang, 'en');
    expect(visit(copyWith(NOW + 30_000, 60, '00:30', { lang: 'id' })).innerHTML, 'the member chose English').toBe('');
    expect(visit(copyWith(NOW + 30_000, 60, '00:30', { lang: 'en' })).innerHTML).not.toBe('');
    expect(document.documentElement.lang, 'the page keeps the language the server wrote').toBe('id');
    document.documentElement.lang = 'vi';
    localStorage.clear();
    localStorage.setItem(STORAGE.keptHome, '{broken');
    expect(visit(null).innerHTML).toBe('');
    // The same copy for the same language and session is painted.
    localStorage.clear();
    expect(visit(copyWith(NOW + 30_000, 60, '00:30')).innerHTML).not.toBe('');
    expect(kept()?.painted).toBe(true);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it("adds home's other stylesheets as render-blocking, only the site's own built ones", () => {
    vi.useFakeTimers({ now: NOW });
    const origin = window.location.origin;
    visit(
      copyWith(NOW + 30_000, 60, '00:30', {
        sheets: [
          `${origin}/web/assets/DrawBalls-a.css`,
          'https://elsewhere.example/x.css',
          `${origin}/other/y.css`,
        ],
      }),
    );
    const links = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((l) => (l as HTMLLinkElement).href)).toEqual([`${origin}/web/assets/DrawBalls-a.css`]);
    expect(links[0]!.getAttribute('blocking')).toBe('render');
  });
});

describe("what home's copy keeps (issue #31)", () => {
  const renderHome = () =>
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <NotKept>
              <span data-testid="balance">Số dư: 1.234,56</span>
            </NotKept>
            <HomeLotteries />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
      { container: document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' })) },
    );

  it("keeps home as the app rendered it without the member's own parts, and the painter shows the same time", async () => {
    window.history.replaceState(null, '', '/web/home');
    localStorage.setItem(STORAGE.token, 'member-token');
    keep('lottery-list', 'vi', [
      {
        seriesType: 1,
        name: 'Xổ số',
        list: [
          { ticketId: 101, code: 'x', name: 'Kept lottery', family: 'pick3', hotLabel: 0, suspended: false },
        ],
      },
    ]);
    startCurrentIssues([101]);
    const endTime = Date.now() + 90_500;
    await act(async () =>
      calls
        .find((c) => c.path === lotteryPaths.currentSaleIssueList)!
        .resolve([
          {
            ticketId: 101,
            issue: '20261128-0001',
            startTime: endTime - 120_000,
            endTime,
            sale: 0,
            remain: 90,
            total: 120,
            ended: false,
            commitment: null,
          },
        ]),
    );
    renderHome();
    const shown = screen.getByTestId('home-countdown').textContent;
    expect(shown).toMatch(/^01:(29|30)$/);
    expect(screen.getByTestId('balance')).toBeTruthy();

    const copy = keptHomeOf(document, BUILD)!;
    expect(copy).not.toBeNull();
    expect(copy.signedIn).toBe(true);
    expect(copy.html).toContain('Kept lottery');
    expect(copy.html).not.toContain('balance');
    expect(copy.html).not.toContain('1.234,56');
    cleanup();

    // The next visit: painted from the copy, the same countdown as the app showed.
    const root = visit(copy);
    expect(root.querySelector('[data-testid="home-lottery-101"]')?.textContent).toContain('Kept lottery');
    expect(countdownText(root)).toMatch(/^01:(29|30)$/);
    expect(root.querySelector('[data-testid="balance"]')).toBeNull();
  });

  it('keeps nothing before the countdowns show a time, and signing out deletes the copy', () => {
    document.body.innerHTML =
      '<div id="root"><div data-testid="home-lottery-1"><p data-testid="home-countdown" data-total="60">--:--</p></div></div>';
    window.history.replaceState(null, '', '/web/home');
    expect(keptHomeOf(document, BUILD)).toBeNull();
    localStorage.setItem(STORAGE.keptHome, JSON.stringify(copyWith(NOW, 60, '00:30')));
    clearSession();
    expect(localStorage.getItem(STORAGE.keptHome)).toBeNull();
  });

  it('a member who signs out on home keeps no copy: neither a save waiting for an idle moment nor one while home is still on screen', () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    vi.stubGlobal('cancelIdleCallback', (id: number) => (idle[id - 1] = () => undefined));
    try {
      document.body.innerHTML =
        '<div id="root"><div data-testid="home-lottery-1"><p data-testid="home-countdown" data-ends-at="1" data-total="60">00:30</p></div></div>';
      window.history.replaceState(null, '', '/web/home');
      localStorage.setItem(STORAGE.token, 'a-session');
      readKeptHome(OPTIONS);
      const Home = () => {
        useKeptHome();
        return null;
      };
      const home = render(<Home />, { container: document.body.appendChild(document.createElement('div')) });
      // Home's first save is asked for, and waits for an idle moment.
      act(() => void vi.advanceTimersByTime(1_000));
      expect(idle).toHaveLength(1);
      // The member signs out: the copy is deleted, and home stays on screen until the login page is in.
      clearSession();
      for (const run of idle) run();
      act(() => void vi.advanceTimersByTime(20_000));
      for (const run of idle) run();
      window.dispatchEvent(new Event('pagehide'));
      expect(localStorage.getItem(STORAGE.keptHome)).toBeNull();
      home.unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
