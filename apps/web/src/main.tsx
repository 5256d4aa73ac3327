import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { adoptTokenFromUrl } from './lib/session.ts';
import {
  applySiteIdentity,
  platformConfigQueryOptions,
} from './features/platform/api/get-platform-config.ts';

const ERROR_PAGE = '/web/error.html';

async function start() {
  adoptTokenFromUrl(window.location, window.history);
  await initI18n();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  // Platform configuration first: without it the site has no identity (spec §8 → error page).
  try {
    const items = await queryClient.fetchQuery(platformConfigQueryOptions(window.location.hostname));
    applySiteIdentity(items);
  } catch (err) {
    console.error('platform config failed', err);
    window.location.replace(ERROR_PAGE);
    return;
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
