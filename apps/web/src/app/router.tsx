import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from '../components/AppLayout.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { InvalidPage, NotFoundPage, RouteErrorPage } from '../features/misc/StatusPages.tsx';
import { loadPlayNames } from '../lib/i18n.ts';

/** Area chunks load on demand with the product's 120-second timeout (docs/product.md §7). */
const CHUNK_TIMEOUT_MS = 120_000;
function loadArea<T>(load: () => Promise<T>): Promise<T> {
  return Promise.race([
    load(),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('chunk load timeout')), CHUNK_TIMEOUT_MS),
    ),
  ]);
}

/**
 * What shows while the first page's lazy area loads (React Router renders it before the router
 * has matched a loaded route; without one it warns and renders nothing).
 */
const pageLoading = (
  <Center py="xl" data-testid="page-loading">
    <Loader />
  </Center>
);

/** Routes of docs/product.md §2, under the basename /web. Login, trend, lottery and manager areas are lazy. */
export const router = createBrowserRouter(
  [
    {
      path: '/login',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: pageLoading,
      lazy: () =>
        loadArea(() => import('../features/auth/LoginPage.tsx')).then((m) => ({ Component: m.LoginPage })),
    },
    {
      // Forgotten login password (issue #33): a code to a verified contact, then a new password.
      path: '/recover',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: pageLoading,
      lazy: () =>
        loadArea(() => import('../features/auth/RecoveryPage.tsx')).then((m) => ({ Component: m.RecoveryPage })),
    },
    {
      path: '/reg/:code?',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: pageLoading,
      lazy: () =>
        loadArea(() => import('../features/auth/LoginPage.tsx')).then((m) => ({ Component: m.RegisterPage })),
    },
    {
      element: <AppLayout />,
      // The layout's own lazy parts (e.g. the side menu) failing.
      errorElement: <RouteErrorPage />,
      children: [
        // Errors of a page render inside the layout, so the menus stay usable.
        {
          errorElement: <RouteErrorPage />,
          // Inside the layout: the header and menus show while the page's chunk loads.
          hydrateFallbackElement: pageLoading,
          children: [
            { index: true, element: <Navigate to="/home" replace /> },
            { path: '/home', element: <HomePage /> },
            {
              // Chart code (engine families, roads) loads only on this page, with the play names.
              path: '/home/trend',
              lazy: () =>
                loadArea(() => Promise.all([import('../features/trend/TrendPage.tsx'), loadPlayNames()])).then(
                  ([m]) => ({ Component: m.TrendPage }),
                ),
            },
            {
              // The betting boards name plays, rows and options from the play-name catalogue.
              path: '/lottery/:id',
              lazy: () =>
                loadArea(() => Promise.all([import('../features/lottery/LotteryPage.tsx'), loadPlayNames()])).then(
                  ([m]) => ({ Component: m.LotteryPage }),
                ),
            },
            {
              path: '/manager/:center?/:sub?/:step?',
              lazy: () =>
                loadArea(() => import('../features/manager/ManagerPage.tsx')).then((m) => ({
                  Component: m.ManagerPage,
                })),
            },
            {
              // Public: a member (or anyone) verifies a drawn house issue in his browser (issue #27).
              path: '/draw/:ticketId/:issue',
              lazy: () =>
                loadArea(() => import('../features/verify/VerifyDrawPage.tsx')).then((m) => ({ Component: m.VerifyDrawPage })),
            },
            { path: '/invalid', element: <InvalidPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename: '/web' },
);
