import { Suspense, type ReactNode } from 'react';
import { createTheme, MantineProvider, type MantineColorsTuple } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazyPart, useIdleMount } from '../lib/lazy-part.ts';

export const theme = createTheme({
  primaryColor: 'pink',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'WenQuanYi Micro Hei', sans-serif",
  defaultRadius: 'md',
  // White on pink's shade 6 is 3.7:1, under the 4.5:1 small text needs (WCAG AA; Lighthouse's
  // accessibility audit on home, issue #31); shade 7 is 4.6:1.
  primaryShade: { light: 7, dark: 8 },
});

/** Mixes a #rrggbb colour towards white (w > 0) or black (w < 0) by |w|. */
function mix(hex: string, w: number): string {
  const target = w > 0 ? 255 : 0;
  const a = Math.abs(w);
  const channel = (i: number) => Math.round(parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) * (1 - a) + target * a);
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The theme of a host whose operators chose a main colour (platform config `theme`, #rrggbb, set in
 * the console): Mantine's ten shades from light to dark, the colour itself at shade 6 (the one
 * buttons use); without one, the default pink.
 */
export function themeFor(colour: string | undefined) {
  if (!colour || !/^#[0-9a-fA-F]{6}$/.test(colour)) return theme;
  const site = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16, 0, -0.12, -0.24, -0.36].map((w) => mix(colour, w)) as unknown as MantineColorsTuple;
  // The operator's colour as chosen, at shade 6.
  return createTheme({ ...theme, primaryColor: 'site', primaryShade: 6, colors: { site } });
}

/**
 * The notifications' container (and its transitions) mounts once the browser is idle after the
 * first render (useIdleMount): a message shown before it arrives waits in Mantine's store and
 * appears when it mounts. Callers import only `notifications` (the store), which is small
 * (initial-JS budget, docs/performance.md).
 */
const Notifications = lazyPart(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function Providers({ queryClient, colour, children }: { queryClient: QueryClient; colour?: string; children: ReactNode }) {
  const notifications = useIdleMount();
  return (
    <MantineProvider theme={themeFor(colour)}>
      {notifications && (
        <Suspense fallback={null}>
          <Notifications position="top-center" />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
