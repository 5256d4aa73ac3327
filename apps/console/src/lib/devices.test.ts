import { describe, expect, it } from 'vitest';
import { translate } from '@lotus/i18n';
import { deviceLabel } from './devices.ts';

describe('deviceLabel', () => {
  const t = (key: string, params?: Record<string, string>) => translate('en', key, params);
  it.each([
    [1, false, 'Desktop web'],
    [2, false, 'iOS app'],
    [3, false, 'Android app'],
    [4, false, 'Mobile browser'],
    [4, true, 'Mobile browser · installed app (PWA)'],
    [1, true, 'Desktop web · installed app (PWA)'],
    [null, false, 'Not reported'],
    [9, false, 'Not reported'],
  ] as const)('device %s, installed %s: %s', (device, installed, text) => {
    expect(deviceLabel(t, device, installed)).toBe(text);
  });
  it('names every code in every language', () => {
    for (const lang of ['vi', 'zh', 'en', 'id'] as const)
      for (const device of [1, 2, 3, 4, null])
        expect(deviceLabel((k, p) => translate(lang, k, p), device, true)).not.toMatch(/cons\.device|\{\{/);
  });
});
