/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { cacheKeyOf, cachePolicyOf, routerRules } from './cache-policy.ts';
import { notificationOf, safeTarget, windowFor } from './notification.ts';

/**
 * The member site's service worker (issue #31; docs/decisions.md "Service worker"). Built by
 * vite-plugin-pwa (injectManifest), which writes the build's file list into `__WB_MANIFEST`.
 * Registered with "prompt": a new version waits until the member accepts the update, then every
 * open page reloads on it, so two versions never run side by side.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// The shell and every hashed chunk: a return visit starts without the network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page under /web/ opens from the shell (history routing); the app then shows its own
// offline screen when there is no network, instead of the browser's error page.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/web/index.html'), { allowlist: [/^\/web\//], denylist: [/\.\w+$/] }));

/** Rarely changing public reads: at most 200 answers, a day old at most. */
const swr = new StaleWhileRevalidate({
  cacheName: 'lotus-reads',
  plugins: [
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 24 * 3600 }),
    { cacheKeyWillBeUsed: async ({ request }) => cacheKeyOf(request.url, request.headers.get('lang')) },
  ],
});
registerRoute(({ url, request }) => cachePolicyOf(url, request.method, self.location.origin) === 'swr', swr, 'GET');

// Money, bets and sessions: the network only, any method, no cache and no background retry. The
// browser's own router sends them without waking the worker (Chromium's static routing API); where
// that API is missing, no route of the worker matches them, so it does not answer them and the
// browser fetches them itself.
interface StaticRoutingEvent extends ExtendableEvent {
  addRoutes?(rules: { condition: { urlPattern: unknown; requestMethod?: string }; source: string }[]): Promise<void>;
}
declare const URLPattern: (new (init: { pathname: string }) => unknown) | undefined;
self.addEventListener('install', (event: StaticRoutingEvent) => {
  if (!event.addRoutes || typeof URLPattern === 'undefined') return;
  const rules = routerRules().map((r) => ({
    condition: { urlPattern: new URLPattern({ pathname: r.pathname }), ...(r.method ? { requestMethod: r.method } : {}) },
    source: r.source,
  }));
  event.waitUntil(event.addRoutes(rules).catch((err: unknown) => console.warn('static routes not added', err)));
});

// The page asks the waiting version to take over once the member accepts the update.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Web Push (issue #31): the server's notification, shown even when no page of the site is open.
self.addEventListener('push', (event) => {
  const n = notificationOf(event.data?.text(), '/web/icons/icon-192.png');
  if (n) event.waitUntil(self.registration.showNotification(n.title, n.options));
});

// A click opens the notification's page: in a window of the app already open, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = safeTarget((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const i = windowFor(windows, target, self.location.origin);
      if (i === null) {
        await self.clients.openWindow(target);
        return;
      }
      const w = windows[i]!;
      if (w.url !== new URL(target, self.location.origin).href) await w.navigate(target).catch(() => undefined);
      await w.focus();
    })(),
  );
});
