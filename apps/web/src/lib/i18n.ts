import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, normalizeLanguage, type Language } from '@lotus/i18n';
import { readStored, STORAGE, writeStored } from './storage.ts';

/** The stored language, or Vietnamese (spec §1: Vietnamese default, the choice is stored). */
export function initialLanguage(): Language {
  const stored = readStored(STORAGE.lang);
  return stored && (LANGUAGES as readonly string[]).includes(stored)
    ? (stored as Language)
    : DEFAULT_LANGUAGE;
}

/** Each language's catalogue is its own chunk: only the chosen one is loaded. */
const catalogues: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  vi: () => import('virtual:lotus-messages/vi'),
  zh: () => import('virtual:lotus-messages/zh'),
  en: () => import('virtual:lotus-messages/en'),
  id: () => import('virtual:lotus-messages/id'),
};

async function ensureLoaded(lang: Language): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  const { default: texts } = await catalogues[lang]();
  i18next.addResourceBundle(lang, 'translation', texts);
}

export async function initI18n(): Promise<typeof i18next> {
  const lng = initialLanguage();
  await i18next.use(initReactI18next).init({
    resources: {},
    lng,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await ensureLoaded(lng);
  await i18next.changeLanguage(lng);
  document.documentElement.lang = i18next.language;
  return i18next;
}

export async function changeLanguage(lang: Language): Promise<void> {
  writeStored(STORAGE.lang, lang);
  await ensureLoaded(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export const currentLanguage = (): Language => normalizeLanguage(i18next.language);
