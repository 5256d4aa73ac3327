import type { Language } from '@lotus/i18n';
import { STORAGE, writeStored } from './storage.ts';
import { currentLanguage, initialLanguage } from './language.ts';
import { catalogueLoader, type CatalogueChunk, type LaterPart } from './catalogue-load.ts';
import { setTextLanguage } from './translate.ts';

export { currentLanguage, initialLanguage };

/**
 * Each language's catalogue is its own chunk: only the chosen one is loaded, and of it only the
 * shell's and home's texts before the first render. Its other pages' texts and its play names are
 * further chunks, asked for after the first render and by the pages that need them (loadScreenTexts,
 * loadPlayNames; lib/catalogue-parts.ts).
 */
const catalogues: Record<Language, CatalogueChunk> = {
  vi: () => import('virtual:lotus-messages/vi'),
  zh: () => import('virtual:lotus-messages/zh'),
  en: () => import('virtual:lotus-messages/en'),
  id: () => import('virtual:lotus-messages/id'),
};
const laterCatalogues: Record<LaterPart, Record<Language, CatalogueChunk>> = {
  screens: {
    vi: () => import('virtual:lotus-screen-texts/vi'),
    zh: () => import('virtual:lotus-screen-texts/zh'),
    en: () => import('virtual:lotus-screen-texts/en'),
    id: () => import('virtual:lotus-screen-texts/id'),
  },
  playNames: {
    vi: () => import('virtual:lotus-play-names/vi'),
    zh: () => import('virtual:lotus-play-names/zh'),
    en: () => import('virtual:lotus-play-names/en'),
    id: () => import('virtual:lotus-play-names/id'),
  },
};
const { want, ensureLoaded } = catalogueLoader(catalogues, laterCatalogues);

/**
 * Resolved once initI18n has run: the router asks for a page's texts as soon as it is created,
 * which for a betting page opened directly is before the texts are started.
 */
let markInitialised: () => void = () => undefined;
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

async function loadPart(part: LaterPart): Promise<void> {
  want(part);
  await initialised;
  await ensureLoaded(currentLanguage());
}

/** The play names of the current language (and of any language chosen later), before a board shows. */
export const loadPlayNames = (): Promise<void> => loadPart('playNames');

/** The texts of the pages other than home (and of any language chosen later), before a page shows. */
export const loadScreenTexts = (): Promise<void> => loadPart('screens');

export async function initI18n(): Promise<void> {
  const lng = initialLanguage();
  await ensureLoaded(lng);
  setTextLanguage(lng);
  document.documentElement.lang = lng;
  markInitialised();
}

export async function changeLanguage(lang: Language): Promise<void> {
  writeStored(STORAGE.lang, lang);
  await ensureLoaded(lang);
  setTextLanguage(lang);
  document.documentElement.lang = lang;
}
