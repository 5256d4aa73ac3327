import { lazy, Suspense, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { HomeLotteries, HomeNotices, loadHomeLotteries, loadHomeNotices, preloadedLazy } from './first-page.ts';

vi.mock('../../lib/i18n.ts', () => ({ currentLanguage: () => 'vi' }));

const Card: ComponentType<{ name: string }> = ({ name }) => <b>{name}</b>;
const inSuspense = (node: React.ReactNode) => renderToStaticMarkup(<Suspense fallback="waiting">{node}</Suspense>);

// Issue #13: home's cards went out as a Suspense fallback with the first render, though their chunk
// was in, and came back in React's throttled retry (0.3–1 s later on a phone).
describe("home's lazy parts at the first render", () => {
  it('React.lazy over an already settled promise still suspends its first render (why the helper exists)', async () => {
    const settled = Promise.resolve({ default: Card });
    await settled;
    const Plain = lazy(() => settled);
    expect(inSuspense(<Plain name="x" />)).toBe('waiting');
  });

  it('preloadedLazy renders at once when its module is loaded, and suspends while it is not', async () => {
    const slot: { loaded?: ComponentType<{ name: string }> } = {};
    const Loaded = preloadedLazy(() => slot.loaded, () => Promise.resolve(Card));
    slot.loaded = Card;
    expect(inSuspense(<Loaded name="cards" />)).toBe('<b>cards</b>');
    const NotYet = preloadedLazy<{ name: string }>(() => undefined, () => new Promise(() => undefined));
    expect(inSuspense(<NotYet name="cards" />)).toBe('waiting');
  });

  it("home's lottery sections and notice line render with the first render once their chunks are in", async () => {
    await Promise.all([loadHomeLotteries(), loadHomeNotices()]);
    const html = renderToStaticMarkup(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Suspense fallback="waiting">
            <HomeNotices />
            <HomeLotteries />
          </Suspense>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(html).not.toContain('waiting');
    expect(html).toContain('class="m_');
  });
});
