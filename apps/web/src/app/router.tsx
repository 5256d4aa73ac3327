import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout.tsx';
import { RouteErrorPage } from '../features/misc/StatusPages.tsx';
import { loadPlayNames, loadScreenTexts } from '../lib/i18n.ts';
import { loadAllStyles } from '../lib/lazy-part.ts';
import type { RouteScreen } from './screen-table.ts';
import { SCREENS } from './screens.ts';

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

/** One screen of the table as a route: its page, or its chunk with the pages' texts (and the play names if it needs them). */
export function routeOf(screen: RouteScreen): RouteObject {
  if (screen.redirect) {
    const element = <Navigate to={screen.redirect} replace />;
    return screen.route === '/' ? { index: true, element } : { path: screen.route, element };
  }
  const path = screen.route;
  if (screen.page) return { path, Component: screen.page };
  const load = screen.load;
  if (!load) throw new Error(`screen ${screen.route} has neither a page nor a chunk`);
  return {
    path,
    lazy: () =>
      loadArea(() =>
        Promise.all([load(), loadScreenTexts(), loadAllStyles(), screen.playNames ? loadPlayNames() : undefined]),
      ).then(([Component]) => ({
        Component,
      })),
  };
}

const routes = SCREENS.filter((s): s is RouteScreen => s.kind === 'route');

/**
 * The routes of docs/product.md §2 under the basename /web, derived from the screen table
 * (screens.ts): the bare screens (sign-in pages) outside the shell, the others inside it.
 */
export const router = createBrowserRouter(
  [
    ...routes
      .filter((s) => s.bare)
      .map((s) => ({ ...routeOf(s), errorElement: <RouteErrorPage />, hydrateFallbackElement: pageLoading })),
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
          children: routes.filter((s) => !s.bare).map(routeOf),
        },
      ],
    },
  ],
  { basename: '/web' },
);
