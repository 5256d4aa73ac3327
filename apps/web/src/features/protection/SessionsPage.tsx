import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { shownTime } from '../../lib/platform-day.ts';
import { useTranslation } from '../../lib/translate.ts';
import type { SessionView } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { PageState, RowsPager } from '../../components/centre/ui.tsx';
import { LOGIN_HISTORY_PAGE, useEndSessions, useLoginHistory, useSessions } from './api/protection.ts';

const at = (iso: string) => shownTime(iso);
const deviceKey = (d: number) => (d === 1 || d === 2 || d === 4 ? `rg.sessions.device.${d}` : 'rg.sessions.device.other');

function SessionCard({ s }: { s: SessionView }) {
  const { t } = useTranslation();
  const end = useEndSessions();
  return (
    <Card withBorder padding="sm" data-testid="session-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {t(deviceKey(s.device))}
            </Text>
            {s.current && (
              <Badge size="sm" variant="light">
                {t('rg.sessions.current')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('rg.sessions.ip')}: {s.ip ?? '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {t('rg.sessions.lastSeen')}: {at(s.lastSeenAt)}
          </Text>
        </Stack>
        {!s.current && (
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            loading={end.isPending}
            onClick={() =>
              end.mutate(
                { id: s.id },
                { onSuccess: () => notifications.show({ color: 'teal', message: t('rg.sessions.ended') }) },
              )
            }
          >
            {t('rg.sessions.end')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

function LoginHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);
  const list = history.data?.list ?? [];
  return (
    <Stack gap="xs" data-testid="login-history">
      <Title order={4}>{t('rg.sessions.history')}</Title>
      <PageState
        isPending={history.isPending}
        error={history.error}
        empty={Boolean(history.data) && list.length === 0}
        emptyKey="rg.sessions.historyEmpty"
        onRetry={() => void history.refetch()}
      />
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rg.sessions.time')}</Table.Th>
                <Table.Th>{t('rg.sessions.ip')}</Table.Th>
                <Table.Th>{t('rg.sessions.device')}</Table.Th>
                <Table.Th>{t('rg.sessions.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((r, i) => (
                <Table.Tr key={`${r.time}-${i}`}>
                  <Table.Td>{at(r.time)}</Table.Td>
                  <Table.Td>{r.ip}</Table.Td>
                  <Table.Td>{t(deviceKey(r.device))}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={r.success ? 'teal' : 'red'}>
                      {t(r.success ? 'rg.sessions.ok' : 'rg.sessions.failed')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RowsPager page={page} size={LOGIN_HISTORY_PAGE} total={history.data?.total ?? 0} onChange={setPage} />
    </Stack>
  );
}

/** Account security: live sessions (end one or all others) and 90 days of logins (issue #17). */
export function SessionsPage() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endAll = useEndSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <Stack data-testid="sessions-page" maw={900}>
      <Title order={2}>{t('rg.sessions.title')}</Title>
      <Group justify="space-between">
        <Title order={4}>{t('rg.sessions.active')}</Title>
        {others > 0 && (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={endAll.isPending}
            data-testid="sessions-end-all"
            onClick={() => endAll.mutate({ all: '1' })}
          >
            {t('rg.sessions.endAll')}
          </Button>
        )}
      </Group>
      {endAll.isError && (
        <Alert color="red" variant="light">
          {errorText(endAll.error, t)}
        </Alert>
      )}
      <PageState
        isPending={sessions.isPending}
        error={sessions.error}
        empty={false}
        emptyKey=""
        onRetry={() => void sessions.refetch()}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {(sessions.data ?? []).map((s) => (
          <SessionCard key={s.id} s={s} />
        ))}
      </SimpleGrid>
      <LoginHistory />
    </Stack>
  );
}
