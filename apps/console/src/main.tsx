import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { whenSignedOut } from './lib/api.ts';
import { initI18n } from './lib/i18n.ts';

async function start() {
  await initI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  whenSignedOut(() => {
    queryClient.clear();
    void router.navigate('/login');
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
