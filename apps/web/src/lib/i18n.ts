import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, normalizeLanguage, resources, type Language } from '@lotus/i18n';
import { readStored, STORAGE, writeStored } from './storage.ts';

/** The stored language, or Vietnamese (spec §1: Vietnamese default, the choice is stored). */
export function initialLanguage(): Language {
  const stored = readStored(STORAGE.lang);
  return stored && (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : DEFAULT_LANGUAGE;
}

export async function initI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources,
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18next.language;
  return i18next;
}

export async function changeLanguage(lang: Language): Promise<void> {
  writeStored(STORAGE.lang, lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export const currentLanguage = (): Language => normalizeLanguage(i18next.language);
