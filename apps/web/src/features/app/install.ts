import { useSyncExternalStore } from 'react';
import { readStored, STORAGE, writeStored } from '../../lib/storage.ts';
import { runsInstalled } from '../../lib/device.ts';

/**
 * The member site as an installed app (issue #31). Chromium announces that the site can be installed
 * with `beforeinstallprompt`; we keep that event instead of letting the browser show its own bar on
 * the first screen, and offer the install once, at a good moment: after the member's first bet or
 * deposit (docs/decisions.md "Installable app"). iOS Safari has no such event: there the offer says
 * how to add the site to the home screen. Kept small: it loads with the first page to catch the event.
 */

/** Chromium's event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Why the offer shows: the moments it is made at. */
export type InstallMoment = 'bet' | 'deposit';

interface InstallState {
  /** The browser can show its install dialog now. */
  canPrompt: boolean;
  /** The offer to show (once per device), or null. */
  offer: InstallMoment | null;
  /** The site runs as an installed app. */
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canPrompt: false, offer: null, installed: false };
const listeners = new Set<() => void>();

function set(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/** Whether the page runs as an installed app. */
export const isStandalone = runsInstalled;

/** iOS Safari (and only it: Chrome, Firefox and Edge on iOS cannot add to the home screen as an app). */
export function isIosSafari(userAgent: string): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile\//.test(userAgent));
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

/** Starts listening for the browser's install events; called once, from the entry. */
export function watchInstall(): void {
  set({ installed: isStandalone() });
  window.addEventListener('beforeinstallprompt', (e) => {
    // Not on the first screen: the browser's own bar is held back for our offer.
    e.preventDefault();
    deferred = e as BeforeInstallPromptEvent;
    set({ canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    set({ canPrompt: false, offer: null, installed: true });
  });
}

/**
 * Offers the install after a first bet or deposit: once per device, never in the installed app, and
 * only where the browser can install (a prompt) or the member can add it himself (iOS Safari).
 */
export function offerInstall(moment: InstallMoment, userAgent = navigator.userAgent): void {
  if (state.installed || state.offer || readStored(STORAGE.installOffered)) return;
  if (!deferred && !isIosSafari(userAgent)) return;
  writeStored(STORAGE.installOffered, moment);
  set({ offer: moment });
}

export function closeInstallOffer(): void {
  set({ offer: null });
}

/** Shows the browser's install dialog; the event serves once, so it is dropped after. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const e = deferred;
  if (!e) return 'unavailable';
  deferred = null;
  set({ canPrompt: false, offer: null });
  await e.prompt();
  const { outcome } = await e.userChoice;
  if (outcome === 'accepted') set({ installed: true });
  return outcome;
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

/** Tests: forget the page's install state. */
export function resetInstallForTests(prompt: BeforeInstallPromptEvent | null = null): void {
  deferred = prompt;
  state = { canPrompt: prompt !== null, offer: null, installed: false };
}
