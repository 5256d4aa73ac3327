import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { WinMessage } from './WinMessage.tsx';

const render = (props: { amount: string; code?: string; family?: string }) =>
  renderToStaticMarkup(
    <MantineProvider>
      <WinMessage {...props} />
    </MantineProvider>,
  );

describe('win notice', () => {
  it('shows the winning fish-prawn-crab throw as its pictures', () => {
    const html = render({ amount: '20.000', code: '1 1 5', family: 'fpc' });
    expect([...html.matchAll(/data-testid="fpc-(\w+)"/g)].map((m) => m[1])).toEqual(['fish', 'fish', 'crab']);
  });

  it('shows the amount alone when the page does not hold the draw', () => {
    const html = render({ amount: '20.000', family: 'fpc' });
    expect(html).not.toContain('win-result');
    expect(html).toContain('webApp.win.body');
  });
});
