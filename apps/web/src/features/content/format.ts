import { LANGUAGE_TAGS, type Language } from '@lotus/i18n';

/** A date (and time) in the reader's language, in the browser's time zone. */
export function formatDate(iso: string, lang: Language, withTime = false): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(d);
}
