import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@lotus/i18n';
import { STORAGE, writeStored } from './storage.ts';
import { currentLanguage, initialLanguage } from './language.ts';

export { currentLanguage, initialLanguage };

/**
 * Each language's catalogue is its own chunk: only the chosen one is loaded. Its play names are a
 * further chunk that the betting and chart pages ask for (loadPlayNames; lib/catalogue-parts.ts).
 */
const catalogues: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  vi: () => import('virtual:lotus-messages/vi'),
  zh: () => import('virtual:lotus-messages/zh'),
  en: () => import('virtual:lotus-messages/en'),
  id: () => import('virtual:lotus-messages/id'),
};
const playNameCatalogues: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  vi: () => import('virtual:lotus-play-names/vi'),
  zh: () => import('virtual:lotus-play-names/zh'),
  en: () => import('virtual:lotus-play-names/en'),
  id: () => import('virtual:lotus-play-names/id'),
};
/** Set once a page has asked for play names: a language chosen later loads them at once too. */
let playNamesWanted = false;
const playNamesLoaded = new Set<Language>();

async function ensureLoaded(lang: Language): Promise<void> {
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    const { default: texts } = await catalogues[lang]();
    i18next.addResourceBundle(lang, 'translation', texts, true);
  }
  if (playNamesWanted && !playNamesLoaded.has(lang)) {
    const { default: texts } = await playNameCatalogues[lang]();
    i18next.addResourceBundle(lang, 'translation', texts, true);
    playNamesLoaded.add(lang);
  }
}

/**
 * Resolved once initI18n has run: the router asks for a page's texts as soon as it is created,
 * which for a betting page opened directly is before i18next is initialised.
 */
let markInitialised: () => void = () => undefined;
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

/** The play names of the current language (and of any language chosen later), before a board shows. */
export async function loadPlayNames(): Promise<void> {
  playNamesWanted = true;
  await initialised;
  await ensureLoaded(currentLanguage());
}

export async function initI18n(): Promise<typeof i18next> {
  const lng = initialLanguage();
  // The catalogue's chunk is asked for at once, not after i18next's own (deferred) start.
  const catalogue = catalogues[lng]();
  await i18next.use(initReactI18next).init({
    resources: {},
    lng,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const { default: texts } = await catalogue;
  i18next.addResourceBundle(lng, 'translation', texts, true);
  await ensureLoaded(lng);
  await i18next.changeLanguage(lng);
  document.documentElement.lang = i18next.language;
  markInitialised();
  return i18next;
}

export async function changeLanguage(lang: Language): Promise<void> {
  writeStored(STORAGE.lang, lang);
  await ensureLoaded(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}
