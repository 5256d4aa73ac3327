import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentIssue } from '@lotus/contracts';
import { useIssueClocks } from './use-issue-clocks.ts';
import { useRemainSec, type RemainSeconds } from '../../../lib/remain-seconds.ts';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

const issueOf = (ticketId: number, endsInSec: number): CurrentIssue => ({
  ticketId,
  issue: `20261128-${ticketId}`,
  startTime: NOW - 60_000,
  endTime: NOW + endsInSec * 1000,
  sale: 1,
  remain: endsInSec,
  total: 60 + endsInSec,
  ended: false,
  commitment: null,
});

vi.mock('../api/current-issues.ts', () => ({
  earlyIssues: () => undefined,
  currentIssues: (ids: number[]) => Promise.resolve(ids.map((id) => issueOf(id, id === 1 ? 90 : 300))),
}));

function Seconds({ remain, id }: { remain: RemainSeconds; id: number }) {
  return <span data-testid={`sec-${id}`}>{useRemainSec(remain, id) ?? '-'}</span>;
}

/** Home's lists as far as the clocks go: the list renders the cards' issues, each countdown reads its seconds. */
function List({ renders }: { renders: { count: number } }) {
  renders.count++;
  const clocks = useIssueClocks([1, 2]);
  return (
    <>
      {[1, 2].map((id) => (
        <p key={id}>
          <span data-testid={`issue-${id}`}>{clocks.issues.get(id)?.issue ?? ''}</span>
          <Seconds remain={clocks.remain} id={id} />
        </p>
      ))}
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Issue #32: every 1 s tick rendered home's whole lottery sections again (every card, its badges and
// last draw): 80–110 ms of a throttled phone's main thread each second while home sat idle.
describe('many countdowns on one tick', () => {
  it('a tick renders the countdowns only, not the list that holds them', async () => {
    vi.useFakeTimers({ now: NOW });
    const renders = { count: 0 };
    render(<List renders={renders} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('issue-1').textContent).toBe('20261128-1');
    expect(screen.getByTestId('sec-1').textContent).toBe('90');
    expect(screen.getByTestId('sec-2').textContent).toBe('300');
    const afterLoad = renders.count;

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.getByTestId('sec-1').textContent).toBe('87');
    expect(screen.getByTestId('sec-2').textContent).toBe('297');
    expect(renders.count, 'the list rendered again on a tick').toBe(afterLoad);
  });
});
