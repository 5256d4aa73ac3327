import { lazy, Suspense, type ReactNode } from 'react';
import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

export const theme = createTheme({
  primaryColor: 'pink',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'WenQuanYi Micro Hei', sans-serif",
  defaultRadius: 'md',
});

/**
 * The notifications' container (and its transitions) mounts just after the first page: a message
 * shown before it arrives waits in Mantine's store and appears when it mounts. Callers import only
 * `notifications` (the store), which is small (initial-JS budget, docs/performance.md).
 */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Notifications position="top-center" />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
