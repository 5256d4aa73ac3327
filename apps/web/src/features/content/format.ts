import { zoneLabel } from '@lotus/contracts';
import { platformTimeZone } from '../../lib/platform-day.ts';
import { LANGUAGE_TAGS, type Language } from '@lotus/i18n';

/**
 * A date (and time) in the reader's language, in platform time (its business days and the zone
 * the server names); a time carries the zone's name ("GMT+7").
 */
export function formatDate(iso: string, lang: Language, withTime = false): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const timeZone = platformTimeZone();
  const text = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  }).format(d);
  return withTime ? `${text} ${zoneLabel(d, timeZone)}` : text;
}
