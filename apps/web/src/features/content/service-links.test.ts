import { describe, expect, it } from 'vitest';
import { chatRoom, safeLink, usesBuiltInChat, zaloLink } from './service-links.ts';

describe('service links from the platform configuration', () => {
  it.each([
    ['https://chat.example.com/room?id=1', 'https://chat.example.com/room?id=1'],
    ['  http://kf.example.com ', 'http://kf.example.com/'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['chat.example.com', null],
    ['/web/demo/support.html#chat', '/web/demo/support.html#chat'],
    ['//evil.example.com/x', null],
    ['/\\evil.example.com', null],
    ['', null],
    [undefined, null],
  ])('safeLink(%j) = %j', (input, expected) => {
    expect(safeLink(input)).toBe(expected);
  });

  it.each([
    ['0912 345 678', 'https://zalo.me/0912345678'],
    ['+84912345678', 'https://zalo.me/84912345678'],
    ['lotusvn', 'https://zalo.me/lotusvn'],
    ['https://zalo.me/g/abc123', 'https://zalo.me/g/abc123'],
    ['<script>', null],
    ['', null],
  ])('zaloLink(%j) = %j', (input, expected) => {
    expect(zaloLink(input)).toBe(expected);
  });

  it('names a chat room by chatKey and opens chatValue', () => {
    expect(chatRoom('Telegram', 'https://t.me/lotus')).toEqual({ name: 'Telegram', link: 'https://t.me/lotus' });
    expect(chatRoom('Telegram', 'tg://resolve?domain=lotus')).toBeNull();
    expect(chatRoom('', '')).toBeNull();
  });

  it.each([
    ['', true],
    [undefined, true],
    ['  ', true],
    ['/web/manager/sys/chat', true],
    ['/manager/sys/chat', true],
    ['https://t.me/lotus_vn', false],
    ['/web/demo/support.html#chat', false],
  ])('usesBuiltInChat(%j) = %j', (input, expected) => {
    expect(usesBuiltInChat(input)).toBe(expected);
  });
});
