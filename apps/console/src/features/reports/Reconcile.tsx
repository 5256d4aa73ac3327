import { useMemo, useState } from 'react';
import { Badge, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  RECONCILE_EXPORT_MAX,
  reportRoutes,
  type ReconcileDayRow,
  type ReconcileDifference,
  type ReconcileDifferenceRow,
  type ReportRangeQuery,
} from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { when } from '../../lib/time.ts';
import { moneyCell } from '../../lib/money.ts';
import { moneyColumn } from './shared.tsx';
import { reconcileDaysCsv, reconcileDifferencesCsv } from './reconcile-csv.ts';

const SIZE = 20;
const COLOR: Record<ReconcileDifference, string> = {
  creditedWithoutRecord: 'red',
  recordWithoutCredit: 'orange',
  depositAmountDiffers: 'grape',
  paidWithoutPayout: 'red',
  payoutWithoutPaid: 'orange',
  payoutAmountDiffers: 'grape',
};

/**
 * The daily reconciliation (issue #28 §3): per business day and channel, the providers' records
 * against the deposits credited and the providers' payouts against the withdrawals paid, then
 * every difference, paged. With no range applied it is today's business day, and says so. Its
 * CSVs hold every row of the range (the differences from the export, at most
 * RECONCILE_EXPORT_MAX) with amounts in whole VND.
 */
export function Reconcile({ range }: { range: ReportRangeQuery }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [channelId, setChannelId] = useState<string | null>(null);
  const rangeQuery = {
    ...(range.from && range.to ? { from: range.from, to: range.to } : {}),
    ...(channelId ? { channelId } : {}),
  };
  const report = useQuery({
    queryKey: ['console', 'reconcile', range, channelId, page],
    queryFn: () => client.call(reportRoutes.reconcile, { ...rangeQuery, page, size: SIZE }),
    placeholderData: keepPreviousData,
  });
  const channels = useMemo(() => {
    const seen = new Map<number, string>();
    for (const d of report.data?.days ?? [])
      if (d.channelId !== null) seen.set(d.channelId, d.channelName ?? `#${d.channelId}`);
    return [...seen].map(([id, name]) => ({ value: String(id), label: name }));
  }, [report.data]);
  const channelCell = (r: { channelId: number | null; channelName: string | null }) =>
    r.channelName ?? (r.channelId === null ? '—' : `#${r.channelId}`);

  const dayColumns = useMemo<ColumnDef<ReconcileDayRow, unknown>[]>(
    () => [
      { accessorKey: 'day', header: t('cons.report.day') },
      { id: 'channel', accessorFn: channelCell, header: t('pay.reconcile.channel') },
      { accessorKey: 'records', header: t('pay.reconcile.records') },
      moneyColumn<ReconcileDayRow>('recordAmount', t('pay.reconcile.recordAmount')),
      { accessorKey: 'credits', header: t('pay.reconcile.credits') },
      moneyColumn<ReconcileDayRow>('creditAmount', t('pay.reconcile.creditAmount')),
      { accessorKey: 'payouts', header: t('pay.reconcile.payouts') },
      moneyColumn<ReconcileDayRow>('payoutAmount', t('pay.reconcile.payoutAmount')),
      { accessorKey: 'paidWithdrawals', header: t('pay.reconcile.paidWithdrawals') },
      moneyColumn<ReconcileDayRow>('paidAmount', t('pay.reconcile.paidAmount')),
      {
        accessorKey: 'differences',
        header: t('pay.reconcile.differences'),
        cell: (c) => (
          <Text size="sm" fw={700} c={c.row.original.differences > 0 ? 'red' : 'teal'}>
            {c.row.original.differences}
          </Text>
        ),
      },
    ],
    [t],
  );
  const diffColumns = useMemo<ColumnDef<ReconcileDifferenceRow, unknown>[]>(
    () => [
      { accessorKey: 'day', header: t('cons.report.day') },
      { accessorKey: 'at', header: t('pay.reconcile.at'), cell: (c) => when(c.row.original.at, 'second') },
      { id: 'channel', accessorFn: channelCell, header: t('pay.reconcile.channel') },
      {
        // The CSV carries the difference's name in the operator's language, as shown.
        id: 'kind',
        accessorFn: (r) => t(`pay.diff.${r.kind}`),
        header: t('pay.reconcile.kind'),
        cell: (c) => (
          <Badge
            color={COLOR[c.row.original.kind]}
            variant="light"
            tt="none"
            h="auto"
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          >
            {String(c.getValue())}
          </Badge>
        ),
      },
      { accessorKey: 'orderNo', header: t('cons.review.orderNo') },
      { accessorKey: 'account', header: t('cons.review.account') },
      { accessorKey: 'amount', header: t('pay.reconcile.amount'), cell: moneyCell },
      { accessorKey: 'expectedProviderAmount', header: t('pay.reconcile.expected'), cell: moneyCell },
      { accessorKey: 'providerAmount', header: t('pay.reconcile.providerAmount'), cell: moneyCell },
      { accessorKey: 'providerRef', header: t('pay.reconcile.ref') },
    ],
    [t],
  );
  const data = report.data;
  return (
    <Stack data-testid="reconcile">
      {data && (
        <Text size="sm" fw={600} data-testid="reconcile-range">
          {data.today
            ? t('pay.reconcile.today', { day: data.from, zone: data.timeZone })
            : t('pay.reconcile.range', { from: data.from, to: data.to, zone: data.timeZone })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('pay.reconcile.note')} {t('pay.reconcile.csvNote', { max: RECONCILE_EXPORT_MAX })}
      </Text>
      {channels.length > 1 && (
        <Select
          size="xs"
          w={240}
          clearable
          placeholder={t('pay.reconcile.allChannels')}
          data={channels}
          value={channelId}
          onChange={(v) => (setChannelId(v), setPage(1))}
          data-testid="reconcile-channel"
        />
      )}
      {data && data.days.length === 0 && <Text c="dimmed">{t('pay.reconcile.empty')}</Text>}
      <DataTable
        testId="reconcile-days"
        columns={dayColumns}
        data={data?.days}
        isLoading={report.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
        csvName={`reconcile-days-${data?.from ?? ''}-${data?.to ?? ''}`}
        csvRows={() => reconcileDaysCsv(data?.days ?? [], t)}
      />
      <Text fw={600}>
        {t('pay.reconcile.differences')} {data ? `(${data.total})` : ''}
      </Text>
      {data && data.total === 0 && data.days.length > 0 && <Text c="teal">{t('pay.reconcile.none')}</Text>}
      <DataTable
        testId="reconcile-differences"
        columns={diffColumns}
        data={data?.list}
        isLoading={report.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
        csvName={`reconcile-differences-${data?.from ?? ''}-${data?.to ?? ''}`}
        csvRows={async () =>
          reconcileDifferencesCsv(
            (await client.call(reportRoutes.reconcileExport, rangeQuery)).list,
            t,
          )
        }
        paging={data ? { page, size: SIZE, total: data.total, onPage: setPage } : undefined}
      />
    </Stack>
  );
}
