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
  /** Home as the last visit showed it, painted before the app runs on the next (features/home/kept-home.ts). */
  keptHome: 'lotus.keptHome',
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

/**
 * The last answers of a few public reads, kept in localStorage so a return visit renders home at
 * once from them while the API revalidates (issue #31: home ready in ≤ 0.8 s on a phone's second
 * visit; the first visit's calls were made before the service worker controlled the page, so its
 * stale-while-revalidate cache is empty on the return). Only these names can be kept: the site's
 * configuration, the lottery list and home's notices. Money (the balance, orders, the ledger) and
 * anything of a member's session are never kept (KeptName's type admits no other name): they are
 * always read from the network.
 */
export const KEPT_NAMES = ['platform-config', 'lottery-list', 'home-notices'] as const;
export type KeptName = (typeof KEPT_NAMES)[number];

/** Older answers are not shown: a day, as the service worker's own cache of public reads. */
export const KEPT_MAX_AGE_MS = 24 * 3600_000;
/** Bumped when a kept answer's shape changes, so an older app's copy is not read. */
const KEPT_VERSION = 1;

const storageKey = (name: KeptName, variant: string) => `lotus.kept.${name}.${variant}`;

/** The kept answer of `name` for `variant` (a language, a host), if there is one and it is recent. */
export function readKept<T>(name: KeptName, variant: string, now = Date.now()): T | undefined {
  const text = readStored(storageKey(name, variant));
  if (!text) return undefined;
  try {
    const kept = JSON.parse(text) as { v?: unknown; savedAt?: unknown; data?: T };
    // Another version's copy, or one too old (or from a clock set back) is not shown.
    const age = now - Number(kept.savedAt);
    return kept.v === KEPT_VERSION && age >= 0 && age <= KEPT_MAX_AGE_MS ? kept.data : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps an answer of the API for the next visit and returns it (a step of a query function). */
export function keep<T>(name: KeptName, variant: string, data: T, now = Date.now()): T {
  writeStored(storageKey(name, variant), JSON.stringify({ v: KEPT_VERSION, savedAt: now, data }));
  return data;
}

/**
 * Query options that start from the kept answer, marked stale (updated at 0) so the query is
 * fetched on its first use all the same, and that keep each answer the API gives.
 */
export function keptQuery<T>(name: KeptName, variant: string, load: () => Promise<T>) {
  return {
    queryFn: () => load().then((data) => keep(name, variant, data)),
    initialData: () => readKept<T>(name, variant),
    initialDataUpdatedAt: 0,
  };
}
