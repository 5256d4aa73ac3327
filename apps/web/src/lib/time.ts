const DAY_SEC = 86_400;

/**
 * mm:ss, h:mm:ss from an hour up, and "<days> hh:mm:ss" from a day up (a weekly lottery's
 * 114 hours read as "4 days 18:19:54"); `days` words the day count in the member's language.
 */
export function formatRemain(sec: number, days?: (count: number) => string): string {
  const d = Math.floor(sec / DAY_SEC);
  const h = Math.floor((sec % DAY_SEC) / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = sec % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  if (d > 0 && days) return `${days(d)} ${String(h).padStart(2, '0')}:${mm}:${ss}`;
  const hours = d * 24 + h;
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
