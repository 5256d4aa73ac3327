import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, messages, type Language } from '@lotus/i18n';
import { catalogueParts, type CataloguePart } from './catalogue-parts.ts';
import type { CatalogueChunk } from './catalogue-load.ts';

/** The build's chunks (vite.config.ts), made from the same split; each records that it was loaded. */
function chunks(part: CataloguePart, loads: string[]): Record<Language, CatalogueChunk> {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      () => {
        loads.push(`${part}/${lang}`);
        return Promise.resolve({ default: catalogueParts(messages[lang])[part] });
      },
    ]),
  ) as Record<Language, CatalogueChunk>;
}

/** A page's texts start empty: each test has its own. */
async function setUp() {
  vi.resetModules();
  const texts = await import('./translate.ts');
  const { catalogueLoader } = await import('./catalogue-load.ts');
  const loads: string[] = [];
  const loader = catalogueLoader(chunks('first', loads), {
    screens: chunks('screens', loads),
    playNames: chunks('playNames', loads),
  });
  return { texts, loads, loader };
}

describe('the catalogue loaded in parts (issue #32)', () => {
  it("starts with the shell's and home's texts; a page's texts come once asked for", async () => {
    const { texts, loads, loader } = await setUp();
    await loader.ensureLoaded('vi');
    texts.setTextLanguage('vi');
    expect(loads).toEqual(['first/vi']);
    expect(texts.t('web.balance')).toBe(messages.vi['web.balance']);
    expect(texts.t('centre.deposit.amount')).toBe('centre.deposit.amount');
    loader.want('screens');
    await loader.ensureLoaded('vi');
    expect(loads).toEqual(['first/vi', 'screens/vi']);
    expect(texts.t('centre.deposit.amount')).toBe(messages.vi['centre.deposit.amount']);
    await loader.ensureLoaded('vi');
    expect(loads).toHaveLength(2);
  });

  it('a language chosen later loads the parts asked for so far, and no others', async () => {
    const { texts, loads, loader } = await setUp();
    loader.want('screens');
    await loader.ensureLoaded('vi');
    await loader.ensureLoaded('zh');
    texts.setTextLanguage('zh');
    expect(loads).toEqual(['first/vi', 'screens/vi', 'first/zh', 'screens/zh']);
    expect(texts.t('centre.deposit.amount')).toBe(messages.zh['centre.deposit.amount']);
    expect(texts.t('play.opt.big')).toBe('play.opt.big');
  });
});
