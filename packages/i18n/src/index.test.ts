import { describe, expect, it } from 'vitest';
import { checkCatalog, messages, normalizeLanguage, translate, LANGUAGES } from './index.ts';

describe('i18n catalogue', () => {
  it('has every key in all four languages, non-empty, with the same placeholders', () => {
    expect(checkCatalog()).toEqual([]);
  });

  it('has the same key set in every language', () => {
    const vi = Object.keys(messages.vi).sort();
    for (const lang of LANGUAGES) expect(Object.keys(messages[lang]).sort()).toEqual(vi);
  });

  it('translates with parameters and falls back to the key', () => {
    expect(translate('en', 'errors.notLoggedIn')).toBe('You Have Not Logged In Or The Page Has Been Idle For Too Long');
    expect(translate('en', 'errors.validation', { detail: 'x' })).toContain('x');
    expect(translate('zh', 'no.such.key')).toBe('no.such.key');
  });

  it('normalizes language headers', () => {
    expect(normalizeLanguage('en-US')).toBe('en');
    expect(normalizeLanguage('zh_CN')).toBe('zh');
    expect(normalizeLanguage('ID')).toBe('id');
    expect(normalizeLanguage('fr')).toBe('vi');
    expect(normalizeLanguage(undefined)).toBe('vi');
  });
});
