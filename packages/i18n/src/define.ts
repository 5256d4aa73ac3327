/** The four languages of the product, Vietnamese first (docs/product.md §1, §9). */
export const LANGUAGES = ['vi', 'zh', 'en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';

/** BCP 47 tags the spec names (vi-VN, zh-CN, en-US, id-ID). */
export const LANGUAGE_TAGS: Record<Language, string> = { vi: 'vi-VN', zh: 'zh-CN', en: 'en-US', id: 'id-ID' };

export type Catalog<K extends string> = Record<Language, Record<K, string>>;

/**
 * A catalogue section: one key set written in all four languages. The type makes a missing key a
 * compile error; `checkCatalog` (run by the completeness test) also rejects empty texts and
 * placeholders that differ between languages.
 */
export function defineCatalog<K extends string>(catalog: Catalog<K>): Catalog<K> {
  return catalog;
}

/** Maps a header or stored value ('en', 'en-US', 'zh_CN', 'ID') to one of our languages. */
export function normalizeLanguage(value: string | null | undefined): Language {
  if (!value) return DEFAULT_LANGUAGE;
  const head = value.trim().toLowerCase().split(/[-_,;]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(head) ? (head as Language) : DEFAULT_LANGUAGE;
}
