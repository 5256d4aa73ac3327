import { useMemo } from 'react';
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { opsRoutes, type PartitionView } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { showSize } from '../../lib/money.ts';

/** The month partitions of orders and the ledger (issue #30): read-only, from the database's catalog. */
export function PartitionsPage() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['console', 'partitions'], queryFn: () => client.call(opsRoutes.partitions, {}) });
  const columns = useMemo<ColumnDef<PartitionView, unknown>[]>(
    () => [
      { accessorKey: 'month', header: t('cons.partitions.month'), cell: (c) => c.row.original.month ?? t('cons.partitions.default') },
      { accessorKey: 'table', header: t('cons.partitions.table'), cell: (c) => t(`cons.partitions.${c.row.original.table}`) },
      // A count: a plain integer (packages/i18n numbers.ts).
      { accessorKey: 'rowsEstimate', header: t('cons.partitions.rows'), cell: (c) => String(Math.round(c.row.original.rowsEstimate)) },
      { accessorKey: 'sizeBytes', header: t('cons.partitions.size'), cell: (c) => showSize(c.row.original.sizeBytes) },
      {
        accessorKey: 'attached',
        header: t('cons.partitions.attached'),
        cell: (c) => <Badge color={c.row.original.attached ? 'green' : 'gray'}>{t(c.row.original.attached ? 'cons.partitions.yes' : 'cons.partitions.no')}</Badge>,
      },
    ],
    [t],
  );
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.partitions')}</Title>
      <Text size="sm" c="dimmed">{t('cons.partitions.note')}</Text>
      <DataTable columns={columns} data={list.data} isLoading={list.isLoading} error={list.error} csvName="partitions" />
    </Stack>
  );
}
