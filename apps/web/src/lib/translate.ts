import { useMemo, useSyncExternalStore } from 'react';
import type { Language } from '@lotus/i18n';

/**
 * The member site's texts: the parts of each language's catalogue loaded so far (lib/i18n.ts loads
 * them) and the page's language, read by `t` and `useTranslation`. The catalogue's texts need a key
 * lookup and `{{name}}` placeholders only (packages/i18n checks the placeholders), which i18next and
 * react-i18next gave the first page for 17 KB of its JavaScript (issue #32); the console keeps them.
 */
type Texts = Record<string, string>;
/** A text's placeholder values (`{{amount}}`); a number or a string is shown as it converts to text. */
export type TextValues = Record<string, unknown>;

const loaded: Partial<Record<Language, Texts>> = {};
let language: Language | undefined;
/** Bumped on each change, so that what shows texts renders again. */
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** The page's language once the texts were started, else undefined. */
export const textLanguage = (): Language | undefined => language;

export const hasTexts = (lang: Language): boolean => loaded[lang] !== undefined;

/** Adds a part of a language's catalogue; what shows re-renders, a text that was missing appears. */
export function addTexts(lang: Language, texts: Texts): void {
  loaded[lang] = { ...loaded[lang], ...texts };
  changed();
}

export function setTextLanguage(lang: Language): void {
  language = lang;
  changed();
}

const PLACEHOLDER = /\{\{([^{}]+?)\}\}/g;

/**
 * The text of `key` in the page's language, its placeholders filled (i18next's rules: a value
 * given as undefined or null shows as nothing, a placeholder without a value stays as written);
 * the key itself while its text is not loaded.
 */
export function t(key: string, values?: TextValues): string {
  const text = (language && loaded[language]?.[key]) ?? key;
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const valueName = name.trim();
    if (!Object.hasOwn(values, valueName)) return placeholder;
    const value = values[valueName];
    return value == null ? '' : String(value);
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const readVersion = () => version;

/** What `useTranslation` gives; `version` tells apart the texts of one change from the next. */
const translator = (_version: number) => ({
  t: (key: string, values?: TextValues): string => t(key, values),
  i18n: { language: language ?? '' },
});

/** react-i18next's hook, as the web uses it: `t`, and the page's language as `i18n.language`. */
export function useTranslation(): ReturnType<typeof translator> {
  // The same snapshot when rendered to markup (tests render home so), as react-i18next read it.
  const seen = useSyncExternalStore(subscribe, readVersion, readVersion);
  // A new `t` with each change, so that memoised texts are made again (react-i18next did the same).
  return useMemo(() => translator(seen), [seen]);
}
