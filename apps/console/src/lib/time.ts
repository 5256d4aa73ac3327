import dayjs from 'dayjs';

/** A moment as the console's tables show it (operators read local time to the minute); '—' for none. */
export const when = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');
