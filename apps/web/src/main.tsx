import './app/first-page.css';
import './app/contrast.css';
// First: it starts the config and home's chunks and data while the rest of the entry evaluates.
import { firstPageChunks, keptPlatformConfig, platformConfig, queryClient } from './boot.ts';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { platformConfigMap } from '@lotus/contracts';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { initI18n, loadScreenTexts } from './lib/i18n.ts';
import { loadAllStyles } from './lib/lazy-part.ts';
import { applySiteIdentity } from './features/platform/api/get-platform-config.ts';
import { watchInstall } from './features/app/install.ts';
import { startServiceWorker } from './features/app/service-worker.ts';
import { earlyIssuesSettled } from './features/catalogue/api/current-issues.ts';

const ERROR_PAGE = '/web/error.html';
/** How long the first render waits for home's chunks once the texts and config are in (issue #13). */
const CHUNK_WAIT_MS = 1_500;

// The browser may say the site can be installed at any time: the event is caught from the start (issue #31).
watchInstall();

async function start() {
  // What the first render waits for, and what home shows first, start together (issue #13): one
  // after the other they cost a phone a round trip each before anything shows.
  const texts = initI18n();
  await texts;
  // No network (the shell came from the service worker): the app's own offline screen (issue #31).
  if (!navigator.onLine) {
    renderOffline();
    return;
  }
  // Platform configuration before the first render: without it the site has no identity (docs/product.md §8 → error page).
  // A return visit renders at once with the copy kept from the last one (issue #31); the API's
  // answer then replaces it, and when that fails the kept copy stays.
  // The kept identity is applied now, so the fresh answer (applied when it comes, always after this)
  // is the one that stays: applied at render time, the kept name covered a renamed site's.
  if (keptPlatformConfig) {
    applySiteIdentity(keptPlatformConfig);
    void platformConfig.then((fresh) => {
      if ('items' in fresh) applySiteIdentity(fresh.items);
      else console.error('platform config failed, the kept copy stays', fresh.err);
    });
  }
  const configured = keptPlatformConfig ? { items: keptPlatformConfig } : await platformConfig;
  if ('err' in configured) {
    if (!navigator.onLine) {
      renderOffline();
      return;
    }
    console.error('platform config failed', configured.err);
    window.location.replace(ERROR_PAGE);
    return;
  }
  // Home's cards and notice line render with the first render when their chunks are in (they were
  // asked for with the config): a lazy part that suspends comes back only in a throttled retry.
  // The first render also waits for the countdowns' current issues when they are on their way
  // (asked for at boot, or by index.html: features/home/early-gets.ts): home then renders once, with
  // its clocks, not with their placeholders and again (on a phone's slowed CPU a render of home is
  // about half a second); and with home's kept copy on screen (features/home/kept-home-paint.ts)
  // its running clocks are replaced by clocks.
  await Promise.race([
    Promise.all([firstPageChunks, earlyIssuesSettled()]),
    new Promise((r) => setTimeout(r, CHUNK_WAIT_MS)),
  ]);
  if (!keptPlatformConfig) applySiteIdentity(configured.items);
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render is time-sliced: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole tree (a phone's taps and the
  // first page's answers wait less; docs/performance.md "Lighthouse").
  startTransition(() =>
    root.render(
      <StrictMode>
        <FirstCommit />
        {/* The kept copy's colour stays for this visit: a new colour shows from the next one. */}
        <Providers queryClient={queryClient} colour={platformConfigMap(configured.items).theme}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}

/**
 * The offline screen is its own chunk (issue #32: an online first page does without it); offline,
 * the service worker's precache that served the shell serves it too.
 */
function renderOffline() {
  void Promise.all([import('./features/app/OfflineScreen.tsx'), loadAllStyles()]).then(([{ OfflineScreen }]) =>
    createRoot(document.getElementById('root')!).render(
      <Providers queryClient={queryClient}>
        <OfflineScreen />
      </Providers>,
    ),
  );
  void startServiceWorker();
}

/** How long the other pages' texts wait for the browser to be idle after the first render. */
const SCREEN_TEXTS_IDLE_MS = 1_000;
/** How long what follows the first render waits for its commit at most (a render that never commits). */
const FIRST_COMMIT_WAIT_MS = 5_000;

let committed: () => void = () => undefined;
/** Resolved once React has committed the app's first render (its effects run after it). */
const firstCommit = new Promise<void>((resolve) => (committed = resolve));

/** Tells main.tsx that the first render is on the page. */
function FirstCommit() {
  useEffect(() => committed(), []);
  return null;
}

void start()
  // The first render is a transition that yields: what follows waits for its commit, or its
  // requests would share the phone's bandwidth and its CPU with the first paint.
  .then(() => Promise.race([firstCommit, new Promise((r) => setTimeout(r, FIRST_COMMIT_WAIT_MS))]))
  // Home's clocks first (issue #32): Mantine's whole sheet restyles every element of the page (a
  // quarter of a second on a phone's slowed CPU) and the worker's registration evaluates a module.
  .then(() => earlyIssuesSettled())
  .then(() => {
    // The other pages' texts, Mantine's whole stylesheet and the service worker once home is up; a
    // page opened before they are in waits for them.
    const later = () => {
      void startServiceWorker();
      void Promise.all([loadScreenTexts(), loadAllStyles()]);
    };
    if ('requestIdleCallback' in window) requestIdleCallback(later, { timeout: SCREEN_TEXTS_IDLE_MS });
    else setTimeout(later, 0);
  });
