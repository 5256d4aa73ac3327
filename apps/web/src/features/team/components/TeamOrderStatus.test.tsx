import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { OrderStatus } from '@lotus/contracts';
import { TeamOrderStatus, TeamOrderWin } from './TeamOrderStatus.tsx';

// The team's parts show the site's page state, whose error text module loads the build's virtual catalogues.
vi.mock('../../../lib/i18n.ts', () => ({}));

const render = (underReview: boolean) =>
  renderToStaticMarkup(
    <MantineProvider>
      <TeamOrderStatus order={{ status: OrderStatus.WON, underReview, winAmount: '2371.800' }} />
      <TeamOrderWin order={{ status: OrderStatus.WON, underReview, winAmount: '2371.800' }} />
    </MantineProvider>,
  );

describe("a subordinate's bet in the team bet record", () => {
  it('reads a held win as under review, not won', () => {
    const html = render(true);
    expect(html).toContain('webPlay.records.status.review');
    expect(html).not.toContain(`webPlay.records.status.${OrderStatus.WON}`);
    expect(html).toContain('data-testid="team-win-review"');
  });
  it('reads a paid win as won', () => {
    const html = render(false);
    expect(html).toContain(`webPlay.records.status.${OrderStatus.WON}`);
    expect(html).not.toContain('team-win-review');
  });
});
