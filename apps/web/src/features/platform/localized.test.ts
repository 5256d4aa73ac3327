import { describe, expect, it } from 'vitest';
import { localizedText } from './localized.ts';

describe('localizedText', () => {
  const title = { vi: 'Công bằng', en: 'Provably fair', zh: '可验证公平' };
  it.each([
    ['en', 'vi', 'Provably fair'],
    ['zh', 'vi', '可验证公平'],
    // No Indonesian: the site's default language, not the first one typed.
    ['id', 'vi', 'Công bằng'],
    ['id', 'en', 'Provably fair'],
  ] as const)('reader %s on a %s site reads %s', (reader, site, text) => {
    expect(localizedText(title, reader, site)).toBe(text);
  });

  it('reads a plain string as it is, and anything written when neither language is', () => {
    expect(localizedText('Lotus', 'zh', 'vi')).toBe('Lotus');
    expect(localizedText({ zh: '只有中文' }, 'en', 'vi')).toBe('只有中文');
    expect(localizedText({ en: '' }, 'en', 'vi')).toBeUndefined();
    expect(localizedText(undefined, 'en', 'vi')).toBeUndefined();
    expect(localizedText(42, 'en', 'vi')).toBeUndefined();
  });
});
