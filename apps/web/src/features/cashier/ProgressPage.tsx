import { useState } from 'react';
import { Badge, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { shownTime } from '../../lib/platform-day.ts';
import { useTranslation } from '../../lib/translate.ts';
import { DwKind, DwStatus, type DwOrderView } from '@lotus/contracts';
import {
  DateRangeFilter,
  PageState,
  RowsPager,
  rangeOf,
  type RangeChoice,
} from '../../components/centre/ui.tsx';
import { showMoney } from '../../components/centre/money.ts';
import { PAGE_SIZE, useDwOrders } from './api/wallet.ts';

const STATUS_COLOUR: Record<number, string> = {
  [DwStatus.PROCESSING]: 'blue',
  [DwStatus.COMPLETED]: 'teal',
  [DwStatus.REJECTED]: 'red',
  [DwStatus.SUBMITTED]: 'orange',
};

function OrderRow({ o }: { o: DwOrderView }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xs" data-testid={`dw-order-${o.orderNo}`} data-status={o.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {t(o.type === DwKind.DEPOSIT ? 'centre.kind.deposit' : 'centre.kind.withdrawal')} ·{' '}
            {showMoney(o.amount)}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {o.orderNo} · {shownTime(o.createdAt, 'second')}
          </Text>
          {o.type === DwKind.WITHDRAWAL && (
            <Text size="xs" c="dimmed">
              {t('centre.progress.withdrawDetail', {
                fee: showMoney(o.fee),
                actual: showMoney(o.actualAmount),
                tail: o.cardTail ?? '',
              })}
            </Text>
          )}
          {o.status === DwStatus.COMPLETED && o.payoutRef && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="dw-payout-ref">
              {t('centre.progress.payoutRef', { ref: o.payoutRef })}
            </Text>
          )}
          {o.status === DwStatus.REJECTED && o.reviewReason && (
            <Text size="xs" c="red" data-testid="dw-reason">
              {t('centre.progress.reason', { reason: o.reviewReason })}
            </Text>
          )}
        </Stack>
        <Badge
          color={STATUS_COLOUR[o.status] ?? 'gray'}
          variant="light"
          style={{ flexShrink: 0 }}
          data-testid="dw-status"
        >
          {o.statusName}
        </Badge>
      </Group>
    </Card>
  );
}

/** Deposit and withdrawal progress query (docs/product.md §2, §4): wallet/dwOrderList by kind and date range. */
export function ProgressPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState('');
  const [range, setRange] = useState<RangeChoice>({ preset: 'last7' });
  const [page, setPage] = useState(1);
  const orders = useDwOrders({ ...rangeOf(range), type: kind ? Number(kind) : undefined, page });
  const data = orders.data;
  return (
    <Stack data-testid="progress-page">
      <Title order={2}>{t('centre.progress.title')}</Title>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <SegmentedControl
          data={[
            { value: '', label: t('centre.kind.all') },
            { value: String(DwKind.DEPOSIT), label: t('centre.kind.deposit') },
            { value: String(DwKind.WITHDRAWAL), label: t('centre.kind.withdrawal') },
          ]}
          value={kind}
          onChange={(v) => {
            setKind(v);
            setPage(1);
          }}
          data-testid="progress-kind"
        />
        <DateRangeFilter
          value={range}
          onChange={(v) => {
            setRange(v);
            setPage(1);
          }}
        />
      </Group>
      <PageState
        isPending={orders.isPending}
        error={orders.error}
        empty={data?.list.length === 0}
        emptyKey="centre.progress.empty"
        onRetry={() => void orders.refetch()}
      />
      {data && data.list.length > 0 && (
        <Stack gap="xs" style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
          {data.list.map((o) => (
            <OrderRow key={o.orderNo} o={o} />
          ))}
          <RowsPager page={page} size={PAGE_SIZE} total={data.total} onChange={setPage} />
        </Stack>
      )}
    </Stack>
  );
}
