import { normalizeLanguage, type Language } from '@lotus/i18n';

/** An operator's text: one string, or one per language ({ vi, zh, en, id }). */
export type LocalizedText = string | Partial<Record<Language, string>>;

/**
 * The reader's text of an operator-written value (issue #13): their language, else the site's
 * default language (platform config `lang`), else any language written — never whichever was
 * typed first. A plain string is the same in every language.
 */
export function localizedText(value: unknown, reader: Language, siteLang: string | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return undefined;
  const texts = value as Record<string, unknown>;
  const pick = (lang: string) => (typeof texts[lang] === 'string' && texts[lang] ? (texts[lang] as string) : undefined);
  return pick(reader) ?? pick(normalizeLanguage(siteLang)) ?? Object.keys(texts).map(pick).find(Boolean);
}
