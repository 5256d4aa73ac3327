import { Center, Loader } from '@mantine/core';
import { createBrowserRouter } from 'react-router';
import { Shell } from './shell.tsx';
import { NAV } from './nav.ts';
import { RouteErrorPage } from './route-error.tsx';

const errorElement = <RouteErrorPage />;
/**
 * What shows while the first screen's chunk loads: without one React Router renders nothing
 * during the first load, and a chunk that then fails never reaches its error element.
 */
const hydrateFallbackElement = (
  <Center py="xl">
    <Loader />
  </Center>
);

/**
 * History routing under /console; each screen loads on demand and is guarded by its permission.
 * A screen's error shows inside the frame (menu kept); the login's and the frame's own fill the page.
 */
export const router = createBrowserRouter(
  [
    { path: '/login', errorElement, hydrateFallbackElement, lazy: async () => ({ Component: (await import('../features/auth/LoginPage.tsx')).LoginPage }) },
    {
      path: '/',
      Component: Shell,
      errorElement,
      hydrateFallbackElement,
      children: NAV.map((item) =>
        item.path === '/'
          ? { index: true, lazy: item.lazy, errorElement, hydrateFallbackElement }
          : { path: item.path.slice(1), lazy: item.lazy, errorElement, hydrateFallbackElement },
      ),
    },
  ],
  { basename: '/console' },
);
