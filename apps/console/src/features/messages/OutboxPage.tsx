import { useMemo, useState } from 'react';
import { Badge, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { MESSAGE_STATUSES, messageRoutes, type MessageStatus, type RouteOutput } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { when } from '../../lib/time.ts';

type Row = RouteOutput<typeof messageRoutes.outbox>['list'][number];

const COLOR: Record<MessageStatus, string> = { pending: 'yellow', sending: 'blue', sent: 'green', kept: 'gray', failed: 'red' };

/**
 * The outbox (issue #33): every SMS and email to members, newest first, to whom, its text and
 * what became of it. With no provider configured the messages stay here ("kept"), so a demo
 * member reads his code on this screen.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MessageStatus | null>(null);
  const [recipient, setRecipient] = useState('');
  const [debounced] = useDebouncedValue(recipient.trim(), 300);
  const list = useQuery({
    queryKey: ['console', 'outbox', status, debounced, page],
    queryFn: () =>
      client.call(messageRoutes.outbox, {
        page,
        size: 20,
        ...(status ? { status } : {}),
        ...(debounced ? { recipient: debounced } : {}),
      }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('outbox.time'), cell: (c) => when(c.row.original.createdAt, 'second') },
      { accessorKey: 'channel', header: t('outbox.channel'), cell: (c) => ({ sms: 'SMS', email: 'Email', push: 'Web Push' })[c.row.original.channel] },
      { accessorKey: 'recipient', header: t('outbox.to') },
      {
        accessorKey: 'body',
        header: t('outbox.text'),
        cell: (c) => (
          <Text size="sm" style={{ minWidth: 220, maxWidth: 420, whiteSpace: 'normal' }}>
            {c.row.original.body}
          </Text>
        ),
      },
      {
        accessorKey: 'status',
        header: t('outbox.status'),
        cell: (c) => (
          <Badge color={COLOR[c.row.original.status]} variant="light" tt="none">
            {t(`outbox.status.${c.row.original.status}`)}
          </Badge>
        ),
      },
      { accessorKey: 'attempts', header: t('outbox.attempts') },
      { accessorKey: 'provider', header: t('outbox.provider'), cell: (c) => c.row.original.provider ?? '—' },
    ],
    [t],
  );
  return (
    <Stack>
      <Title order={3}>{t('outbox.title')}</Title>
      <Text c="dimmed" size="sm">
        {t('outbox.note')}
      </Text>
      <Group gap="xs">
        <Select
          size="xs"
          w={180}
          clearable
          placeholder={t('outbox.status')}
          data={MESSAGE_STATUSES.map((s) => ({ value: s, label: t(`outbox.status.${s}`) }))}
          value={status}
          onChange={(v) => (setStatus(v as MessageStatus | null), setPage(1))}
        />
        <TextInput
          size="xs"
          w={240}
          placeholder={t('outbox.recipient')}
          maxLength={254}
          value={recipient}
          onChange={(e) => (setRecipient(e.currentTarget.value), setPage(1))}
          data-testid="outbox-recipient"
        />
      </Group>
      {list.data?.total === 0 && <Text c="dimmed">{t('outbox.empty')}</Text>}
      <DataTable
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading}
        error={list.error}
        csvName="outbox"
        testId="outbox-table"
        paging={list.data ? { page, size: 20, total: list.data.total, onPage: setPage } : undefined}
      />
    </Stack>
  );
}
