import { describe, expect, it } from 'vitest';
import { pushEffects } from './push.ts';
import { parsePushMessage } from './push-message.ts';

describe('push events (spec §4: 1 recent bet, 2 win, 5 balance, 6 open prize)', () => {
  it('drops malformed messages', () => {
    expect(parsePushMessage('not json')).toBeNull();
    expect(parsePushMessage(JSON.stringify({ type: 4, data: {}, at: 1 }))).toBeNull();
    expect(parsePushMessage(JSON.stringify({ type: 5, data: {}, at: 1 }))).toEqual({
      type: 5,
      data: {},
      at: 1,
    });
  });

  it('refetches the balance on a balance event', () => {
    expect(pushEffects({ type: 5, data: {}, at: 1 })).toEqual({
      refetch: [['user-info']],
      winAmount: null,
      winNoticeMs: 3000,
    });
  });

  it('shows the win notice for open status 3 only, closing after 3 s', () => {
    const won = pushEffects({ type: 2, data: { winAmount: '19.600', openStatus: 3 }, at: 1 });
    expect(won.winAmount).toBe('19.600');
    expect(won.winNoticeMs).toBe(3000);
    expect(won.refetch).toContainEqual(['user-info']);
    expect(pushEffects({ type: 2, data: { winAmount: '0', openStatus: 4 }, at: 1 }).winAmount).toBeNull();
  });

  it('refetches the last issue and results when a draw opens', () => {
    expect(pushEffects({ type: 6, data: { ticketId: 101 }, at: 1 }).refetch).toContainEqual([
      'lottery',
      'last',
    ]);
  });

  it('redraws the trend page when a draw opens, without waiting for its fallback poll', () => {
    expect(pushEffects({ type: 6, data: { ticketId: 101 }, at: 1 }).refetch).toContainEqual([
      'trend',
      'last',
    ]);
  });
});
