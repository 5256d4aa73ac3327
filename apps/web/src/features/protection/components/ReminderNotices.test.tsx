import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import type { RemindersView } from '@lotus/contracts';
import { ReminderList } from './ReminderNotices.tsx';
import { NetDepositsFigure } from '../../records/components/NetDeposits.tsx';

// The fetchers pull in the app's i18n bundle; these tests render the presentational parts only.
vi.mock('../api/protection.ts', () => ({}));
vi.mock('../../records/api/get-net-deposits.ts', () => ({}));

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );
const reminders = (due: RemindersView) => render(<ReminderList due={due} onAck={() => undefined} />);

describe('review reminders (domain §5.2 item 4)', () => {
  it('shows nothing when nothing is due', () => {
    expect(reminders({ review: false, limit: false })).not.toContain('reminder-');
  });

  it('the review reminder links to the account records and can be acknowledged', () => {
    const html = reminders({ review: true, limit: false });
    expect(html).toContain('data-testid="reminder-review"');
    expect(html).toContain('href="/manager/records/trans"');
    expect(html).toContain('rg.reminder.reviewTitle');
    expect(html).toContain('data-testid="reminder-review-ack"');
    expect(html).not.toContain('reminder-limit');
  });

  it('the no-limit prompt links to the limits screen', () => {
    const html = reminders({ review: false, limit: true });
    expect(html).toContain('href="/manager/protection/limits"');
    expect(html).toContain('rg.reminder.limitText');
    expect(html).not.toContain('reminder-review');
  });
});

describe('net lifetime deposits', () => {
  it('is truncated to two decimals, never rounded, sign kept', () => {
    const html = render(<NetDepositsFigure data={{ deposits: '500.759', withdrawals: '600.138', net: '-99.379' }} />);
    // Written in the reader's number format: the default language, Vietnamese, puts the decimals after ",".
    expect(html).toMatch(/data-testid="net-deposits"[^>]*>-99,37</);
  });
});
