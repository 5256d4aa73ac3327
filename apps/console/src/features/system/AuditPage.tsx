import { useMemo, useState } from 'react';
import { Code, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { when } from '../../lib/time.ts';
import { useTranslation } from 'react-i18next';
import { consoleAccessPaths, type AuditView, type Paged } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { api } from '../../lib/api.ts';

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The audit log: every console write with who, when, IP, before and after; filter by operator, action, target, dates. */
export function AuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState({ operator: '', action: '', target: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(filters, 300);
  const list = useQuery({
    queryKey: ['console', 'audit', debounced, page],
    queryFn: () => api.get<Paged<AuditView>>(consoleAccessPaths.auditList, { ...debounced, page, size: 20 }),
    placeholderData: keepPreviousData,
  });
  const set = (k: keyof typeof filters) => (e: React.ChangeEvent<HTMLInputElement>) => (setFilters({ ...filters, [k]: e.currentTarget.value }), setPage(1));
  const columns = useMemo<ColumnDef<AuditView, unknown>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('cons.audit.time'), cell: (c) => when(c.row.original.createdAt, 'second') },
      { accessorFn: (r) => r.actor ?? `${r.actorKind}:${r.actorId}`, id: 'actor', header: t('cons.audit.operator') },
      { accessorKey: 'action', header: t('cons.audit.action') },
      { accessorKey: 'target', header: t('cons.audit.target') },
      { accessorKey: 'ip', header: 'IP' },
      { accessorFn: (r) => json(r.before), id: 'before', header: t('cons.audit.before'), cell: (c) => <Code>{c.getValue() as string}</Code> },
      { accessorFn: (r) => json(r.after ?? r.detail), id: 'after', header: t('cons.audit.after'), cell: (c) => <Code>{c.getValue() as string}</Code> },
    ],
    [t],
  );
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.audit')}</Title>
      <Group>
        <TextInput size="xs" placeholder={t('cons.audit.operator')} maxLength={32} value={filters.operator} onChange={set('operator')} />
        <TextInput size="xs" placeholder={t('cons.audit.action')} maxLength={64} value={filters.action} onChange={set('action')} />
        <TextInput size="xs" placeholder={t('cons.audit.target')} maxLength={128} value={filters.target} onChange={set('target')} />
        <TextInput size="xs" type="date" aria-label={t('cons.audit.from')} value={filters.from} onChange={set('from')} />
        <TextInput size="xs" type="date" aria-label={t('cons.audit.to')} value={filters.to} onChange={set('to')} />
      </Group>
      <DataTable columns={columns} data={list.data?.list} isLoading={list.isLoading} error={list.error} csvName="audit" paging={list.data ? { page, size: 20, total: list.data.total, onPage: setPage } : undefined} />
    </Stack>
  );
}
