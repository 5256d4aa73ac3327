// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { RouteErrorView } from './route-error.tsx';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /console/assets/MembersPage-x1.js');
const render = (error: unknown) =>
  renderToStaticMarkup(
    <MantineProvider>
      <RouteErrorView error={error} />
    </MantineProvider>,
  );

// A failed screen chunk reloads the console once: the first render already shows nothing, so the
// message does not flash before the reload (and a second failure then shows it, with no loop).
describe("a route's error as the operator sees it", () => {
  // The console's own i18n (vi by default): the texts below are its catalogue's, not raw keys.
  beforeAll(() => initI18n());
  afterEach(() => sessionStorage.clear());

  it('shows nothing when a failed chunk is about to reload the page', () => {
    expect(render(chunkError)).not.toContain('route-error');
  });

  it('shows the message and a reload button when the page reloaded for it a moment ago, and for any other error', () => {
    sessionStorage.setItem('lotus.chunkReloadAt', String(Date.now()));
    expect(render(chunkError)).toContain('data-testid="route-error-reload"');
    sessionStorage.clear();
    const other = render(new Error('Cannot read properties of undefined'));
    expect(other).toContain('data-testid="route-error"');
    expect(other).toContain('Đã xảy ra lỗi khi tải màn hình');
    expect(other).toContain('Tải lại');
  });

  it('names an unknown address as not found, without a reload button', () => {
    const notFound = render({ status: 404, statusText: 'Not Found', internal: true, data: '' });
    expect(notFound).toContain('Không tìm thấy trang');
    expect(notFound).not.toContain('route-error-reload');
  });
});
