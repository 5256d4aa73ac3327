import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lotus/i18n';
import { readStored, STORAGE } from './storage.ts';
import { textLanguage } from './translate.ts';

// Apart from i18n.ts so that a module needing only the page's language (money formats) does not
// load the catalogues, which are virtual modules of the web's build.

const isOurs = (lang: string | null | undefined): lang is Language => !!lang && (LANGUAGES as readonly string[]).includes(lang);

/**
 * The stored language; else the site's, which the server writes on the page's <html lang> from
 * the host's configuration (apps/server/src/modules/platform/web-page.ts); else Vietnamese
 * (docs/product.md §1: Vietnamese default, the choice is stored).
 */
export function initialLanguage(): Language {
  const stored = readStored(STORAGE.lang);
  if (isOurs(stored)) return stored;
  const site = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isOurs(site) ? site : DEFAULT_LANGUAGE;
}

/**
 * The page's language. Before initI18n has set it (the first page's calls start beside it, at
 * boot) it is the language initI18n will choose, so their query keys and `lang` headers agree.
 */
export const currentLanguage = (): Language => textLanguage() ?? initialLanguage();
