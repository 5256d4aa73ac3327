/** Keys of what the app keeps in localStorage (spec §9: token, authorization, language, …). */
export const STORAGE = {
  lang: 'lotus.lang',
  token: 'lotus.token',
  authorization: 'lotus.authorization',
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
