import { describe, expect, it } from 'vitest';
import { AVATAR_COUNT } from '@lotus/contracts';
import { messages } from '@lotus/i18n';
import { AVATARS, avatarOf } from './avatars.ts';
import { lastLoginParts } from './last-login.ts';

describe('the preset avatars', () => {
  it('are AVATAR_COUNT distinct pictures, numbered from 1', () => {
    expect(AVATARS.map((a) => a.id)).toEqual(Array.from({ length: AVATAR_COUNT }, (_, i) => i + 1));
    expect(new Set(AVATARS.map((a) => a.picture)).size).toBe(AVATAR_COUNT);
    expect(avatarOf('7').id).toBe(7);
    expect(avatarOf(null).id).toBe(1);
  });
});

describe('the last login', () => {
  it('shows the IP once when the address is the IP', () => {
    const p = lastLoginParts({ lastLoginAddress: '10.0.0.1', lastLoginIp: '10.0.0.1' });
    expect(p).toEqual({ key: 'centre.profile.lastLoginIp', address: '', ip: '10.0.0.1' });
    const text = messages.vi[p.key]!.replace('{{time}}', 't').replace('{{ip}}', p.ip);
    expect(text.split('10.0.0.1')).toHaveLength(2);
  });
  it('shows a known place beside the IP', () => {
    expect(lastLoginParts({ lastLoginAddress: 'Hà Nội', lastLoginIp: '10.0.0.1' })).toEqual({
      key: 'centre.profile.lastLogin',
      address: 'Hà Nội',
      ip: '10.0.0.1',
    });
    expect(lastLoginParts({ lastLoginAddress: null, lastLoginIp: null }).ip).toBe('—');
  });
});
