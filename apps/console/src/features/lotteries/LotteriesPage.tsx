import { useMemo } from 'react';
import { Badge, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { lotteryPaths, lotterySettingsPaths, type LotterySettingsView } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { api } from '../../lib/api.ts';

/** Every lottery with its state and limits; sales switched on or off (audited). */
export function LotteriesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['console', 'lotteries'], queryFn: () => api.get<LotterySettingsView[]>(lotterySettingsPaths.list) });
  const suspend = useMutation({
    mutationFn: ({ ticketId, suspended }: { ticketId: number; suspended: boolean }) => api.post(lotteryPaths.consoleSuspend, { ticketId, suspended: String(suspended) }),
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'lotteries'] }),
  });
  const columns = useMemo<ColumnDef<LotterySettingsView, unknown>[]>(
    () => [
      { accessorKey: 'ticketId', header: 'ID' },
      { accessorKey: 'code', header: t('cons.lottery.code') },
      { accessorKey: 'family', header: t('cons.lottery.family') },
      { accessorKey: 'drawKind', header: t('cons.lottery.drawKind'), cell: (c) => <Badge variant="light">{c.row.original.drawKind}</Badge> },
      { accessorKey: 'minStake', header: t('cons.lottery.minStake') },
      { accessorKey: 'maxStake', header: t('cons.lottery.maxStake') },
      { accessorKey: 'maxOrderWin', header: t('cons.lottery.maxOrderWin') },
      { accessorKey: 'graceMinutes', header: t('cons.lottery.grace') },
      {
        id: 'actions',
        header: t('cons.lottery.onSale'),
        cell: (c) => (
          <Switch
            aria-label={`${t('cons.lottery.onSale')} ${c.row.original.code}`}
            checked={!c.row.original.suspended}
            onChange={(e) => suspend.mutate({ ticketId: c.row.original.ticketId, suspended: !e.currentTarget.checked })}
          />
        ),
      },
    ],
    [t, suspend],
  );
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.lotteries')}</Title>
      <DataTable columns={columns} data={list.data} isLoading={list.isLoading} error={list.error} csvName="lotteries" />
    </Stack>
  );
}
