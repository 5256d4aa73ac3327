import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { shownTime } from '../../lib/platform-day.ts';
import { PageState, RowsPager } from '../../components/centre/ui.tsx';
import { INBOX_PAGE, useInbox, useMarkInboxRead } from './api/inbox.ts';

/**
 * The member's messages (issue #33): every security alert — a sign-in from a new device, a changed
 * password or contact, a withdrawal asked for or paid, changed play limits — as it was sent to his
 * verified mobile or email, in his language.
 */
export function InboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const inbox = useInbox(page);
  const markRead = useMarkInboxRead();
  const list = inbox.data?.list ?? [];
  const unread = inbox.data?.unread ?? 0;
  return (
    <Stack gap="sm" data-testid="inbox">
      <Group justify="space-between">
        <Title order={3}>{t('centre.inbox.title')}</Title>
        {unread > 0 && (
          <Button size="compact-sm" variant="light" loading={markRead.isPending} onClick={() => markRead.mutate()}>
            {t('inbox.markRead')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('inbox.note')}
      </Text>
      <PageState
        isPending={inbox.isPending}
        error={inbox.error}
        empty={Boolean(inbox.data) && list.length === 0}
        emptyKey="inbox.empty"
        onRetry={() => void inbox.refetch()}
      />
      {list.map((m) => (
        <Card key={m.id} withBorder padding="sm" data-testid="inbox-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600} size="sm">
              {m.title}
            </Text>
            {!m.read && (
              <Badge size="sm" variant="light">
                {t('inbox.unread')}
              </Badge>
            )}
          </Group>
          <Text size="sm" mt={4}>
            {m.body}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {shownTime(m.time)}
          </Text>
        </Card>
      ))}
      <RowsPager page={page} size={INBOX_PAGE} total={inbox.data?.total ?? 0} onChange={setPage} />
    </Stack>
  );
}
