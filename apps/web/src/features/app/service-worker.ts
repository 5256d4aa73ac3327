import { useSyncExternalStore } from 'react';

/**
 * The page's side of the service worker (issue #31; apps/web/src/sw/sw.ts). Registered in production builds
 * only (the dev server has no precache to serve), after the first render. A new version waits:
 * the member is offered "update"; on yes the waiting worker takes over and every open page of the
 * site reloads on it (controllerchange), so no page keeps running the previous version's code.
 */

let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export async function startServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A page that opened without a worker gets none mid-visit (no clientsClaim): only an update changes it.
  const hadController = navigator.serviceWorker.controller !== null;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      applyUpdate = () => void update(true);
      notify();
    },
    onRegisterError(err: unknown) {
      console.warn('service worker not registered', err);
    },
  });
}

/** The update offer's action, or null when no new version waits. */
export function useAppUpdate(): (() => void) | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => applyUpdate,
  );
}

/** Whether the browser has a network (the `online`/`offline` events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (l) => {
      window.addEventListener('online', l);
      window.addEventListener('offline', l);
      return () => {
        window.removeEventListener('online', l);
        window.removeEventListener('offline', l);
      };
    },
    () => navigator.onLine,
  );
}
