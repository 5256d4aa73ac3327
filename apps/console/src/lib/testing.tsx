import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';

/** Mantine reads the colour scheme through matchMedia, which jsdom lacks: a stub matching nothing (tests only). */
export function stubMatchMedia(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** Renders a console component inside Mantine's provider (tests only). */
export const inMantine = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);
