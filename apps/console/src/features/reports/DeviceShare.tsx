import { useMemo } from 'react';
import { Card, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { deviceRoutes, type DeviceShareRow, type ReportRangeQuery } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { showPercent } from '../../lib/money.ts';
import { deviceLabel } from '../../lib/devices.ts';
import { moneyColumn } from './shared.tsx';

/** An empty range asks the server for its default (the last 7 business days up to today). */
const useDeviceShare = (range: ReportRangeQuery) =>
  useQuery({
    queryKey: ['console', 'reports', 'devices', range],
    queryFn: () => client.call(deviceRoutes.shareReport, { ...range }),
    placeholderData: keepPreviousData,
  });

const percent = (n: number) => `${showPercent(n)} %`;

/** The share of bets per device over the range (issue #31), the installed app (PWA) on rows of its own. */
export function DeviceShare({ range }: { range: ReportRangeQuery }) {
  const { t } = useTranslation();
  const report = useDeviceShare(range);
  const columns = useMemo<ColumnDef<DeviceShareRow, unknown>[]>(
    () => [
      { id: 'device', accessorFn: (r) => deviceLabel(t, r.device, r.installed), header: t('cons.report.devices.device') },
      { accessorKey: 'orders', header: t('cons.report.orders') },
      moneyColumn<DeviceShareRow>('stake', t('cons.report.devices.stake')),
      { accessorKey: 'orderShare', header: t('cons.report.devices.orderShare'), cell: (c) => percent(c.row.original.orderShare) },
      { accessorKey: 'stakeShare', header: t('cons.report.devices.stakeShare'), cell: (c) => percent(c.row.original.stakeShare) },
    ],
    [t],
  );
  const rows = report.data?.rows;
  const pwa = rows?.filter((r) => r.installed);
  const pwaOrders = pwa?.reduce((a, r) => a + r.orders, 0) ?? 0;
  // Shares are rounded down per row (hundredths); their sum is what the rows show.
  const pwaShare = pwa?.reduce((a, r) => a + Math.round(r.stakeShare * 100), 0) ?? 0;
  return (
    <Stack>
      <Text size="xs" c="dimmed">
        {t('cons.report.devices.note')}
      </Text>
      {rows && rows.length > 0 && (
        <Card withBorder padding="sm" data-testid="device-share-pwa">
          <Text size="sm" fw={600}>
            {t('cons.report.devices.pwaShare', { orders: String(pwaOrders), share: showPercent(pwaShare / 100) })}
          </Text>
        </Card>
      )}
      <DataTable
        testId="device-share"
        columns={columns}
        data={rows}
        isLoading={report.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
        csvName={`devices-${report.data?.from ?? ''}-${report.data?.to ?? ''}`}
      />
    </Stack>
  );
}
