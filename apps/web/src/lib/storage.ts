/** Keys of what the app keeps in localStorage (spec §9: token, authorization, language, …). */
export const STORAGE = {
  lang: 'lotus.lang',
  token: 'lotus.token',
  authorization: 'lotus.authorization',
  /** A notice to show on the next page (e.g. why the user landed on login); read once. */
  notice: 'lotus.notice',
  /** Lotteries opened on this device, newest first (the side menu's "recently played" for guests). */
  recent: 'lotus.recent',
  /** The betting page's own settings: money mode, multiple, quick amounts on this device. */
  bet: 'lotus.bet',
} as const;

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the session lasts for the page only.
  }
}
