import { useMemo, useState } from 'react';
import { Badge, Button, Stack, Switch, Tabs, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { lotteryRoutes, type LotterySettingsView } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { GroupOffsetPanel, offsetProposalsQuery } from './GroupOffsetPanel.tsx';
import { LotterySettingsDrawer } from './LotterySettingsDrawer.tsx';
import { moneyCell } from '../../lib/money.ts';

/**
 * Every lottery with its state and limits; sales switched on or off (audited); a lottery's settings
 * changed in a drawer; its prize-group offset proposed and confirmed by two operators.
 */
export function LotteriesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<number | null>(null);
  const list = useQuery({ queryKey: ['console', 'lotteries'], queryFn: () => client.call(lotteryRoutes.settings) });
  const pending = useQuery(offsetProposalsQuery('pending', 1));
  const suspend = useMutation({
    mutationFn: ({ ticketId, suspended }: { ticketId: number; suspended: boolean }) => client.call(lotteryRoutes.suspend, { ticketId, suspended }),
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'lotteries'] }),
  });
  const columns = useMemo<ColumnDef<LotterySettingsView, unknown>[]>(
    () => [
      { accessorKey: 'ticketId', header: 'ID' },
      { accessorKey: 'code', header: t('cons.lottery.code') },
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
      { accessorKey: 'family', header: t('cons.lottery.family') },
      {
        id: 'drawKind',
        accessorFn: (r) => t(`cons.lottery.drawKind.${r.drawKind}`, { defaultValue: r.drawKind }),
        header: t('cons.lottery.drawKind'),
        // The whole name, wrapped if the column is narrow, never cut to "OFFICI…".
        cell: (c) => (
          <Badge variant="light" tt="none" h="auto" styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } }} data-testid={`lottery-drawKind-${c.row.original.code}`}>
            {String(c.getValue())}
          </Badge>
        ),
      },
      { accessorKey: 'groupOffset', header: t('cons.lotset.groupOffset') },
      { accessorKey: 'minStake', header: t('cons.lottery.minStake'), cell: moneyCell },
      { accessorKey: 'maxStake', header: t('cons.lottery.maxStake'), cell: moneyCell },
      { accessorKey: 'maxOrderWin', header: t('cons.lottery.maxOrderWin'), cell: moneyCell },
      { accessorKey: 'graceMinutes', header: t('cons.lottery.grace') },
    ],
    [t, suspend],
  );
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.lotteries')}</Title>
      <Tabs defaultValue="list" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list">{t('cons.lotset.tabList')}</Tabs.Tab>
          <Tabs.Tab
            value="offset"
            data-testid="tab-offset"
            rightSection={
              pending.data && pending.data.total > 0 ? (
                <Badge size="sm" circle color="yellow" data-testid="offset-pending-count">
                  {pending.data.total}
                </Badge>
              ) : null
            }
          >
            {t('cons.offset.title')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <DataTable testId="lotteries-table" columns={columns} data={list.data} isLoading={list.isLoading} error={list.error} onRetry={() => void list.refetch()} csvName="lotteries" />
        </Tabs.Panel>
        <Tabs.Panel value="offset">
          <GroupOffsetPanel lotteries={list.data} />
        </Tabs.Panel>
      </Tabs>
      <LotterySettingsDrawer row={list.data?.find((l) => l.ticketId === editing) ?? null} onClose={() => setEditing(null)} />
    </Stack>
  );
}
