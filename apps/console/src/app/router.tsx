import { createBrowserRouter } from 'react-router';
import { Shell } from './shell.tsx';
import { NAV } from './nav.ts';

/** History routing under /console; each screen loads on demand and is guarded by its permission. */
export const router = createBrowserRouter(
  [
    { path: '/login', lazy: async () => ({ Component: (await import('../features/auth/LoginPage.tsx')).LoginPage }) },
    {
      path: '/',
      Component: Shell,
      children: NAV.map((item) => (item.path === '/' ? { index: true, lazy: item.lazy } : { path: item.path.slice(1), lazy: item.lazy })),
    },
  ],
  { basename: '/console' },
);
