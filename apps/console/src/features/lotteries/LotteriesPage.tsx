import { useMemo, useState } from 'react';
import { Badge, Button, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { lotteryPaths, lotterySettingsPaths, type LotterySettingsView } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { api } from '../../lib/api.ts';
import { GroupOffsetPanel } from './GroupOffsetPanel.tsx';
import { LotterySettingsDrawer } from './LotterySettingsDrawer.tsx';

/**
 * Every lottery with its state and limits; sales switched on or off (audited); a lottery's settings
 * changed in a drawer; its prize-group offset proposed and confirmed by two operators.
 */
export function LotteriesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<number | null>(null);
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
      { accessorKey: 'groupOffset', header: t('cons.lotset.groupOffset') },
      {
        id: 'onSale',
        header: t('cons.lottery.onSale'),
        cell: (c) => (
          <Switch
            aria-label={`${t('cons.lottery.onSale')} ${c.row.original.code}`}
            checked={!c.row.original.suspended}
            onChange={(e) => suspend.mutate({ ticketId: c.row.original.ticketId, suspended: !e.currentTarget.checked })}
          />
        ),
      },
      {
        id: 'actions',
        header: '',
        cell: (c) => (
          <Button size="compact-xs" variant="light" onClick={() => setEditing(c.row.original.ticketId)} data-testid={`lottery-settings-${c.row.original.code}`}>
            {t('cons.lotset.open')}
          </Button>
        ),
      },
    ],
    [t, suspend],
  );
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.lotteries')}</Title>
      <DataTable testId="lotteries-table" columns={columns} data={list.data} isLoading={list.isLoading} error={list.error} onRetry={() => void list.refetch()} csvName="lotteries" />
      <GroupOffsetPanel lotteries={list.data} />
      <LotterySettingsDrawer row={list.data?.find((l) => l.ticketId === editing) ?? null} onClose={() => setEditing(null)} />
    </Stack>
  );
}
