import { beforeAll, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { LANGUAGES, messages } from '@lotus/i18n';
import { addTexts, setTextLanguage, t, useTranslation } from './translate.ts';

/** i18next as the web set it up before issue #32: the texts must read the same. */
const reference = i18next.createInstance();

beforeAll(async () => {
  await reference.init({
    resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: messages[lang] }])),
    lng: 'vi',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const lang of LANGUAGES) addTexts(lang, messages[lang]);
});

/** Every placeholder name the catalogue uses, each given a value of one kind. */
function valuesFor(text: string, kind: 'text' | 'number' | 'none' | 'null'): Record<string, unknown> {
  const names = [...text.matchAll(/\{\{([^{}]+?)\}\}/g)].map((m) => m[1]!.trim());
  const value = { text: '<b>5.000,50 ₫</b>', number: 1234.5, none: undefined, null: null }[kind];
  return Object.fromEntries(names.map((name) => [name, value]));
}

describe('texts read as i18next read them', () => {
  it.each(LANGUAGES)(
    'every %s text, with values of every kind, without them and with one missing',
    async (lang) => {
      setTextLanguage(lang);
      await reference.changeLanguage(lang);
      let compared = 0;
      for (const [key, text] of Object.entries(messages[lang])) {
        for (const kind of ['text', 'number', 'none', 'null'] as const) {
          const values = valuesFor(text, kind);
          expect(t(key, values), key).toBe(reference.t(key, values));
        }
        expect(t(key), key).toBe(reference.t(key));
        const [first, ...rest] = Object.keys(valuesFor(text, 'text'));
        if (first) {
          const withoutFirst = { ...valuesFor(text, 'text'), [first]: undefined };
          delete withoutFirst[first];
          expect(t(key, withoutFirst), key).toBe(reference.t(key, withoutFirst));
          compared += rest.length + 1;
        }
      }
      expect(compared).toBeGreaterThan(100);
      expect(t('no.such.key', { n: 1 })).toBe(reference.t('no.such.key', { n: 1 }));
    },
  );

  it('renders again, with the new language, when the language changes or a part is added', () => {
    setTextLanguage('vi');
    const { result } = renderHook(() => useTranslation());
    const before = result.current.t;
    expect(result.current.t('web.balance')).toBe(messages.vi['web.balance']);
    act(() => setTextLanguage('en'));
    expect(result.current.t('web.balance')).toBe(messages.en['web.balance']);
    expect(result.current.i18n.language).toBe('en');
    expect(result.current.t).not.toBe(before);
    const afterLanguage = result.current.t;
    act(() => addTexts('en', { 'test.added': 'Added {{n}}' }));
    expect(result.current.t('test.added', { n: 2 })).toBe('Added 2');
    expect(result.current.t).not.toBe(afterLanguage);
  });
});
