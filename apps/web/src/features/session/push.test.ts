import { describe, expect, it } from 'vitest';
import type { PushEvent } from '@lotus/contracts';
import { drawnThrows, pushEffects } from './push.ts';
import { parsePushMessage } from './push-message.ts';

describe('push events (docs/product.md §4: 1 recent bet, 2 win, 5 balance, 6 open prize)', () => {
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

  it('refetches the chat on a chat event (a reply from customer service shows without a reload)', () => {
    expect(pushEffects({ type: 7, data: { conversationId: '1', messageId: '9' }, at: 1 }).refetch).toEqual([['chat']]);
    expect(pushEffects({ type: 5, data: {}, at: 1 }).refetch).not.toContainEqual(['chat']);
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

  it('gives the win notice the throw of its own draw: the page\'s last result, else the pushed draw', () => {
    const throws = drawnThrows();
    const win: PushEvent = { type: 2, data: { ticketId: 901, issue: '20261125-0999', winAmount: '50', openStatus: 3 }, at: 2 };
    // Nothing known yet: no pictures.
    expect(throws.codeOf(win)).toBeUndefined();
    // The page still shows the issue before: not the win's throw.
    expect(throws.codeOf(win, { issue: '20261125-0998', code: '2 2 2' })).toBeUndefined();
    // The draw was pushed before the win (the page has not refetched yet).
    throws.record({ type: 6, data: { ticketId: 901, issue: '20261125-0999', code: '1 5 6' }, at: 1 });
    throws.record({ type: 6, data: { ticketId: 301, issue: '20261125-0999', code: '2 4 6' }, at: 1 });
    expect(throws.codeOf(win)).toBe('1 5 6');
    expect(throws.codeOf(win, { issue: '20261125-0998', code: '2 2 2' })).toBe('1 5 6');
    // The page's own result of that issue wins.
    expect(throws.codeOf(win, { issue: '20261125-0999', code: '1 5 6' })).toBe('1 5 6');
    // Another issue's win finds nothing.
    expect(throws.codeOf({ ...win, data: { ...win.data, issue: '20261125-1000' } })).toBeUndefined();
  });
});
