import type { ReactNode } from 'react';
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

const theme = createTheme({
  primaryColor: 'indigo',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'WenQuanYi Micro Hei', sans-serif",
  defaultRadius: 'sm',
});

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
