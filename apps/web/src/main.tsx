import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { platformConfigMap } from '@lotus/contracts';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { adoptTokenFromUrl } from './lib/session.ts';
import {
  applySiteIdentity,
  platformConfigQueryOptions,
} from './features/platform/api/get-platform-config.ts';
import { isHomePath, startHomePage } from './features/home/first-page.ts';

const ERROR_PAGE = '/web/error.html';

async function start() {
  adoptTokenFromUrl(window.location, window.history);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  // What the first render waits for, and what home shows first, start together (issue #13): one
  // after the other they cost a phone a round trip each before anything shows.
  const texts = initI18n();
  const config = queryClient.fetchQuery(platformConfigQueryOptions(window.location.hostname)).then(
    (items) => ({ items }),
    (err: unknown) => ({ err }),
  );
  if (isHomePath(window.location.pathname)) startHomePage(queryClient);
  await texts;
  // Platform configuration before the first render: without it the site has no identity (spec §8 → error page).
  const configured = await config;
  if ('err' in configured) {
    console.error('platform config failed', configured.err);
    window.location.replace(ERROR_PAGE);
    return;
  }
  applySiteIdentity(configured.items);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient} colour={platformConfigMap(configured.items).theme}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
