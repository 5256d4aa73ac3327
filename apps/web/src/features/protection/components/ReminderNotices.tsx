import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { Link } from 'react-router';
import type { ReminderKind, RemindersView } from '@lotus/contracts';
import { useAckReminder, useReminders } from '../api/protection.ts';

/** Where each reminder leads: the member's account records, or the limits screen. */
export const REMINDER_LINKS: Record<ReminderKind, string> = {
  review: '/manager/records/trans',
  limit: '/manager/protection/limits',
};

const TEXTS = {
  review: { title: 'rg.reminder.reviewTitle', text: 'rg.reminder.reviewText', open: 'rg.reminder.reviewOpen' },
  limit: { title: 'rg.reminder.limitTitle', text: 'rg.reminder.limitText', open: 'rg.reminder.limitOpen' },
} as const;

/**
 * The notices of the reminders due (domain §5.2 item 4): each links to where it asks the member to
 * look and has a button that acknowledges it; following the link acknowledges it too.
 */
export function ReminderList({
  due,
  onAck,
  pending,
}: {
  due: RemindersView;
  onAck: (kind: ReminderKind) => void;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const shown = (['review', 'limit'] as const).filter((k) => due[k]);
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs">
      {shown.map((kind) => (
        <Alert
          key={kind}
          color={kind === 'review' ? 'grape' : 'blue'}
          variant="light"
          title={t(TEXTS[kind].title)}
          data-testid={`reminder-${kind}`}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(TEXTS[kind].text)}</Text>
            <Group gap="xs">
              <Button size="xs" component={Link} to={REMINDER_LINKS[kind]} onClick={() => onAck(kind)}>
                {t(TEXTS[kind].open)}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                loading={pending}
                onClick={() => onAck(kind)}
                data-testid={`reminder-${kind}-ack`}
              >
                {t('rg.reminder.ack')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}

/** The signed-in member's reminders on the home page (its own chunk; nothing while loading or on error). */
export default function ReminderNotices() {
  const due = useReminders();
  const ack = useAckReminder();
  if (!due.data) return null;
  return <ReminderList due={due.data} onAck={(kind) => ack.mutate(kind)} pending={ack.isPending} />;
}
