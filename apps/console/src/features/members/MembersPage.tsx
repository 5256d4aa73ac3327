import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Drawer, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { consoleMemberPaths, type ConsoleMemberDetail, type ConsoleMemberRow, type Paged } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { api, pathOf } from '../../lib/api.ts';
import { useMe } from '../auth/use-me.ts';
import { MemberProtection } from './MemberProtection.tsx';
import { ConvertButton } from '../agents/ConvertButton.tsx';
import { MemberNotes } from './MemberNotes.tsx';

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

/** Members: search by account, open one (profile, money, ledger, deposits and withdrawals, agents), freeze him. */
export function MembersPage() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useQuery({
    queryKey: ['console', 'members', debounced, page],
    queryFn: () => api.get<Paged<ConsoleMemberRow>>(consoleMemberPaths.search, { q: debounced, page, size: 20 }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<ConsoleMemberRow, unknown>[]>(
    () => [
      {
        accessorKey: 'account',
        header: t('cons.review.account'),
        cell: (c) => (
          <Button variant="subtle" size="compact-sm" onClick={() => setOpen(c.row.original.account)}>
            {c.row.original.account}
          </Button>
        ),
      },
      { accessorKey: 'nickname', header: t('cons.members.nickname') },
      { accessorKey: 'balance', header: t('cons.members.balance'), sortingFn: (a, b) => Number(a.original.balance) - Number(b.original.balance) },
      { accessorKey: 'status', header: t('cons.review.status'), cell: (c) => <Badge color={c.row.original.status === 1 ? 'green' : 'red'}>{t(`cons.members.status${c.row.original.status}`)}</Badge> },
      { accessorKey: 'lastLoginAt', header: t('cons.operators.lastLogin'), cell: (c) => when(c.row.original.lastLoginAt) },
      { accessorKey: 'lastLoginIp', header: 'IP' },
    ],
    [t],
  );
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.members')}</Title>
      <TextInput w={260} placeholder={t('cons.members.search')} maxLength={16} value={q} onChange={(e) => (setQ(e.currentTarget.value), setPage(1))} />
      <DataTable testId="members-table" columns={columns} data={list.data?.list} isLoading={list.isLoading} error={list.error} csvName="members" paging={list.data ? { page, size: 20, total: list.data.total, onPage: setPage } : undefined} />
      <Drawer opened={open !== null} onClose={() => setOpen(null)} position="right" size="xl" title={open}>
        {open && <MemberDetail account={open} />}
      </Drawer>
    </Stack>
  );
}

function MemberDetail({ account }: { account: string }) {
  const { t } = useTranslation();
  const { can } = useMe();
  const qc = useQueryClient();
  const [reason, setReason] = useState('');
  const detail = useQuery({ queryKey: ['console', 'member', account], queryFn: () => api.get<ConsoleMemberDetail>(pathOf(consoleMemberPaths.detail, { account })) });
  const setStatus = useMutation({
    mutationFn: (status: number) => api.post(pathOf(consoleMemberPaths.status, { account }), { status, reason: reason.trim() }),
    onSuccess: () => (notifications.show({ color: 'green', message: t('cons.saved') }), setReason('')),
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
  if (detail.isLoading) return <Loader size="sm" />;
  if (detail.error || !detail.data) return <Alert color="red">{detail.error?.message}</Alert>;
  const d = detail.data;
  const facts: [string, string][] = [
    [t('cons.members.balance'), d.balance],
    [t('cons.members.frozenMoney'), d.frozen],
    [t('cons.members.turnover'), `${d.turnover} / ${d.turnoverRequired}`],
    [t('cons.members.realName'), d.realName ?? '—'],
    [t('cons.members.mobile'), d.mobile ?? '—'],
    [t('cons.members.agents'), d.agentChain.join(' › ') || '—'],
    [t('cons.members.joined'), when(d.createdAt)],
    [t('cons.operators.lastLogin'), `${when(d.lastLoginAt)} ${d.lastLoginIp ?? ''}`],
  ];
  return (
    <Stack data-testid="member-detail">
      <SimpleGrid cols={2} spacing="xs">
        {facts.map(([k, v]) => (
          <div key={k}>
            <Text size="xs" c="dimmed">
              {k}
            </Text>
            <Text size="sm">{v}</Text>
          </div>
        ))}
      </SimpleGrid>
      {can('member.manage') && (
        <Group align="flex-end">
          <TextInput label={t('cons.review.reason')} maxLength={255} value={reason} onChange={(e) => setReason(e.currentTarget.value)} w={260} />
          <Button color={d.status === 1 ? 'red' : 'green'} disabled={!reason.trim()} loading={setStatus.isPending} onClick={() => setStatus.mutate(d.status === 1 ? 2 : 1)}>
            {d.status === 1 ? t('cons.members.freeze') : t('cons.members.unfreeze')}
          </Button>
        </Group>
      )}
      {can('agent.manage') && (
        <Group gap="xs">
          <Badge variant="light">{t(`cons.agents.type${d.memberType === 2 ? 2 : 1}`)}</Badge>
          <ConvertButton account={d.account} type={d.memberType} />
        </Group>
      )}
      <MemberNotes account={account} />
      <MemberProtection account={account} />
      <Title order={5}>{t('cons.members.ledger')}</Title>
      {d.ledger.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('cons.table.empty')}
        </Text>
      ) : (
        <Table striped fz="sm">
          <Table.Tbody>
            {d.ledger.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{when(l.createdAt)}</Table.Td>
                <Table.Td>{l.type}</Table.Td>
                <Table.Td>{l.amount}</Table.Td>
                <Table.Td>{l.balanceAfter}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={5}>{t('cons.members.orders')}</Title>
      {d.orders.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('cons.table.empty')}
        </Text>
      ) : (
        <Table striped fz="sm">
          <Table.Tbody>
            {d.orders.map((o) => (
              <Table.Tr key={o.orderNo}>
                <Table.Td>{when(o.createdAt)}</Table.Td>
                <Table.Td>{o.orderNo}</Table.Td>
                <Table.Td>{t(o.type === 1 ? 'cons.nav.deposits' : 'cons.nav.withdrawals')}</Table.Td>
                <Table.Td>{o.amount}</Table.Td>
                <Table.Td>{t(`wallet.status.${o.status}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
