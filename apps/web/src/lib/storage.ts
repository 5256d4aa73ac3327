import { DEVICE_ID_PATTERN } from '@lotus/contracts';

/** Keys of what the app keeps in localStorage (docs/product.md §9: token, authorization, language, …). */
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
  /** This browser's own random id, sent at login (shared devices earn no invite-draw chances). */
  device: 'lotus.device',
  /** The install offer was made on this device (issue #31: once), with the moment it was made at. */
  installOffered: 'lotus.installOffered',
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

/** This browser's device id: made once (a random UUID) and kept; a fresh one each time when storage is off. */
export function deviceId(): string {
  const kept = readStored(STORAGE.device);
  if (kept && DEVICE_ID_PATTERN.test(kept)) return kept;
  // randomUUID exists only in secure contexts; a site served over plain http on a LAN address still logs in.
  const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  writeStored(STORAGE.device, made);
  return made;
}
