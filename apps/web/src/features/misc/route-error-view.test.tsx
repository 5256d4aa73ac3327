import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteErrorView } from './StatusPages.tsx';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /web/assets/LotteryPage-x1.js');
const render = (error: unknown) =>
  renderToStaticMarkup(
    <MantineProvider>
      <RouteErrorView error={error} />
    </MantineProvider>,
  );

// A failed page chunk reloads the page once: the first render already shows nothing, so the
// message does not flash before the reload (and a second failure then shows it, with no loop).
describe("a route's error as the member sees it", () => {
  afterEach(() => sessionStorage.clear());

  it('shows nothing when a failed chunk is about to reload the page', () => {
    expect(render(chunkError)).not.toContain('route-error');
  });

  it('shows the message when the page reloaded for it a moment ago, and for any other error', () => {
    sessionStorage.setItem('lotus.chunkReloadAt', String(Date.now()));
    expect(render(chunkError)).toContain('data-testid="route-error"');
    sessionStorage.clear();
    expect(render(new Error('Cannot read properties of undefined'))).toContain('data-testid="route-error"');
  });
});
