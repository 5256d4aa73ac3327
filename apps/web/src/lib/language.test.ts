import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage } from './language.ts';
import { STORAGE, writeStored } from './storage.ts';

/**
 * A first visit speaks the site's language (the server writes the host's `lang` on <html>,
 * apps/server/src/modules/platform/web-page.ts); a member's own choice wins; Vietnamese otherwise.
 */
describe('the language a visit starts in', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.lang = '';
  });

  it("is the site's language on a first visit", () => {
    document.documentElement.lang = 'id';
    expect(initialLanguage()).toBe('id');
    document.documentElement.lang = 'zh';
    expect(initialLanguage()).toBe('zh');
  });

  it("is the member's stored choice over the site's", () => {
    document.documentElement.lang = 'id';
    writeStored(STORAGE.lang, 'en');
    expect(initialLanguage()).toBe('en');
  });

  it('is Vietnamese when the page names none of ours and nothing is stored', () => {
    for (const lang of ['', 'fr', 'vi-VN']) {
      document.documentElement.lang = lang;
      expect(initialLanguage()).toBe('vi');
    }
    writeStored(STORAGE.lang, 'xx');
    expect(initialLanguage()).toBe('vi');
  });
});
