import { useMemo, useState } from 'react';
import { Badge, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { when } from '../../lib/time.ts';
import { useTranslation } from 'react-i18next';
import { accessRoutes, type LoginLogView } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';

/** Operators' sign-in attempts, good and bad, with the IP. */
export function LoginLogPage() {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(account.trim(), 300);
  const list = useQuery({
    queryKey: ['console', 'logins', debounced, page],
    queryFn: () => client.call(accessRoutes.loginLog, { account: debounced, page, size: 20 }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<LoginLogView, unknown>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('cons.audit.time'), cell: (c) => when(c.row.original.createdAt, 'second') },
      { accessorKey: 'account', header: t('cons.login.account') },
      { accessorKey: 'ip', header: 'IP' },
      { accessorKey: 'outcome', header: t('cons.logins.outcome'), cell: (c) => <Badge color={c.row.original.outcome === 'ok' ? 'green' : c.row.original.outcome === 'enrol' ? 'blue' : 'red'}>{t(`cons.logins.${c.row.original.outcome}`)}</Badge> },
    ],
    [t],
  );
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.logins')}</Title>
      <TextInput size="xs" w={220} placeholder={t('cons.login.account')} maxLength={32} value={account} onChange={(e) => (setAccount(e.currentTarget.value), setPage(1))} />
      <DataTable columns={columns} data={list.data?.list} isLoading={list.isLoading} error={list.error} csvName="logins" paging={list.data ? { page, size: 20, total: list.data.total, onPage: setPage } : undefined} />
    </Stack>
  );
}
