import type { Language } from '@lotus/i18n';
import { addTexts, hasTexts } from './translate.ts';

/** A catalogue chunk's import (vite.config.ts builds one per part and language). */
export type CatalogueChunk = () => Promise<{ default: Record<string, string> }>;
/** The parts loaded after the first render (lib/catalogue-parts.ts). */
export type LaterPart = 'screens' | 'playNames';

/**
 * Adds a language's texts part by part: its first part, then each later part a page has asked for
 * so far — a language chosen later loads those at once too.
 */
export function catalogueLoader(
  firstParts: Record<Language, CatalogueChunk>,
  laterParts: Record<LaterPart, Record<Language, CatalogueChunk>>,
) {
  const wanted = new Set<LaterPart>();
  const loaded: Record<LaterPart, Set<Language>> = { screens: new Set(), playNames: new Set() };
  const add = async (lang: Language, chunk: CatalogueChunk) => addTexts(lang, (await chunk()).default);
  return {
    want: (part: LaterPart) => void wanted.add(part),
    async ensureLoaded(lang: Language): Promise<void> {
      if (!hasTexts(lang)) await add(lang, firstParts[lang]);
      await Promise.all(
        [...wanted]
          .filter((part) => !loaded[part].has(lang))
          .map((part) => add(lang, laterParts[part][lang]).then(() => void loaded[part].add(lang))),
      );
    },
  };
}
