import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentIssue } from '@lotus/contracts';
import { useIssueClock } from './use-issue-clock.ts';
import { useRemainSec } from '../../../lib/remain-seconds.ts';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

vi.mock('../../../lib/server-time.ts', () => ({ getServerGapMs: () => Promise.resolve(0) }));
vi.mock('../api/lottery-api.ts', () => ({
  getCurrentIssue: (ticketId: number): Promise<CurrentIssue> =>
    Promise.resolve({ ticketId, issue: '20261128-0720', startTime: NOW - 60_000, endTime: NOW + 120_000, sale: 0, remain: 120, total: 180, ended: false, commitment: null }),
}));

/** The betting page as far as its clock goes: the page reads the issue, its countdown the seconds. */
function Page({ renders }: { renders: { count: number } }) {
  renders.count++;
  const clock = useIssueClock(101);
  return (
    <>
      <span data-testid="issue">{clock.issue?.issue ?? ''}</span>
      <Countdown clock={clock} />
    </>
  );
}

function Countdown({ clock }: { clock: ReturnType<typeof useIssueClock> }) {
  return <span data-testid="countdown">{useRemainSec(clock.remain, 101) ?? '-'}</span>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Issue #32: the betting page's clock set its state every second, so the whole page (board, basket,
// the member's bets) rendered again on each tick; home's lottery sections did the same.
describe("the betting page's clock", () => {
  it('a tick renders the countdown only, not the page', async () => {
    vi.useFakeTimers({ now: NOW });
    const renders = { count: 0 };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Page renders={renders} />
      </QueryClientProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('issue').textContent).toBe('20261128-0720');
    expect(screen.getByTestId('countdown').textContent).toBe('120');
    const afterLoad = renders.count;

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.getByTestId('countdown').textContent).toBe('117');
    expect(renders.count, 'the page rendered again on a tick').toBe(afterLoad);
  });
});
