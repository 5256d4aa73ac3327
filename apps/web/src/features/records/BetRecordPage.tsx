import { useState } from 'react';
import {
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { showMoney } from '../../components/centre/money.ts';
import { useTranslation } from '../../lib/translate.ts';
import { PageState, RowsPager } from '../../components/centre/ui.tsx';
import { useLotteryList } from '../catalogue/api/get-lottery-list.ts';
import { BetOutcome } from '../../components/ui/BetOutcome.tsx';
import { OrderStatusBadge } from '../../components/ui/OrderStatusBadge.tsx';
import { BetContent, fpcSymbolsOf, useFpcNames } from '../../components/ui/BetContent.tsx';
import { useBetRecord, type RecordFilters } from './api/get-orders.ts';
import { OrderDetailModal } from './components/OrderDetailModal.tsx';
import { LotterySelect, StatusSelect } from './components/RecordSelects.tsx';
import { RANGE_PRESETS, RECORD_PAGE_SIZE, shortContent, type RangePreset } from './record-filters.ts';
import { shownTime } from '../../lib/platform-day.ts';

/** A bet time: platform time, its zone named. */
const timeText = (ms: number) => shownTime(ms, 'shortSecond');

/**
 * The member's bet record (docs/product.md §2 "bet record", at /manager/me/bets): orders across lotteries,
 * filtered by lottery, status and period, a page at a time; a row opens the order's detail.
 */
export function BetRecordPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<RecordFilters>({ range: 'today', page: 1 });
  const [openId, setOpenId] = useState<string | null>(null);
  const record = useBetRecord(filters);
  const lotteries = useLotteryList();
  // Each lottery's engine family: fish-prawn-crab picks read as pictures.
  const fpcName = useFpcNames();
  const familyOf = new Map(
    (lotteries.data ?? []).flatMap((c) => c.list.map((l) => [l.ticketId, l.family] as const)),
  );
  const refine = (change: Partial<RecordFilters>) => setFilters((f) => ({ ...f, ...change, page: 1 }));
  const data = record.data;

  return (
    <Stack data-testid="bet-record">
      <Title order={2}>{t('records.title')}</Title>
      <Card withBorder padding="sm">
        <Stack gap="xs">
          <Group grow preventGrowOverflow={false} wrap="wrap" gap="xs">
            <LotterySelect value={filters.ticketId} onChange={(ticketId) => refine({ ticketId })} />
            <StatusSelect value={filters.status} onChange={(status) => refine({ status })} />
          </Group>
          <Select
            aria-label={t('records.filter.range')}
            data={RANGE_PRESETS.map((p) => ({ value: p, label: t(`centre.range.${p}`) }))}
            value={filters.range}
            allowDeselect={false}
            onChange={(v) => v && refine({ range: v as RangePreset })}
            data-testid="filter-range"
          />
        </Stack>
      </Card>
      <PageState
        isPending={record.isPending}
        error={record.error}
        empty={data?.list.length === 0}
        emptyKey="records.empty"
        onRetry={() => void record.refetch()}
        testId="record"
      />
      {!record.isError && data && data.list.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={760} visibleFrom="sm" data-testid="record-table">
            <Table
              striped
              highlightOnHover
              withTableBorder
              fz="sm"
              style={{ opacity: record.isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('records.col.time')}</Table.Th>
                  <Table.Th>{t('records.col.lottery')}</Table.Th>
                  <Table.Th>{t('records.col.issue')}</Table.Th>
                  <Table.Th>{t('records.col.play')}</Table.Th>
                  <Table.Th>{t('records.col.content')}</Table.Th>
                  <Table.Th ta="right">{t('records.col.amount')}</Table.Th>
                  <Table.Th ta="right">{t('records.col.win')}</Table.Th>
                  <Table.Th>{t('records.col.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.list.map((o) => (
                  <Table.Tr
                    key={o.orderId}
                    data-testid={`record-row-${o.orderId}`}
                    data-status={o.status}
                    onClick={() => setOpenId(o.orderId)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') setOpenId(o.orderId);
                    }}
                    tabIndex={0}
                    style={{ cursor: 'pointer' }}
                  >
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{timeText(o.betTime)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{o.lottery}</Table.Td>
                    <Table.Td>{o.issue}</Table.Td>
                    <Table.Td>{o.play}</Table.Td>
                    <Table.Td title={o.content}>
                      {fpcSymbolsOf(familyOf.get(o.ticketId), o.content, fpcName) ? (
                        <BetContent family={familyOf.get(o.ticketId)} content={o.content} />
                      ) : (
                        shortContent(o.content)
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{showMoney(o.amount, 3)}</Table.Td>
                    <Table.Td ta="right">{showMoney(o.winAmount, 3)}</Table.Td>
                    <Table.Td>
                      <OrderStatusBadge status={o.status} underReview={o.underReview} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {/* Phones: one card an order, the same fields stacked (the table scrolls too wide). */}
          <Stack gap="xs" hiddenFrom="sm" data-testid="record-cards">
            {data.list.map((o) => (
              <UnstyledButton
                key={o.orderId}
                onClick={() => setOpenId(o.orderId)}
                data-testid={`record-card-${o.orderId}`}
                data-status={o.status}
              >
                <Card withBorder padding="xs" style={{ opacity: record.isPlaceholderData ? 0.6 : 1 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} size="sm" truncate>
                      {o.lottery}
                    </Text>
                    <OrderStatusBadge status={o.status} underReview={o.underReview} />
                  </Group>
                  <Text size="xs" c="dimmed">
                    {o.issue} · {timeText(o.betTime)}
                  </Text>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {o.play}{' '}
                    {fpcSymbolsOf(familyOf.get(o.ticketId), o.content, fpcName) ? (
                      <BetContent family={familyOf.get(o.ticketId)} content={o.content} />
                    ) : (
                      shortContent(o.content)
                    )}
                  </Text>
                  <BetOutcome amount={o.amount} winAmount={o.winAmount} />
                </Card>
              </UnstyledButton>
            ))}
          </Stack>
          <RowsPager
            page={filters.page}
            size={RECORD_PAGE_SIZE}
            total={data.total}
            onChange={(page) => setFilters((f) => ({ ...f, page }))}
          />
        </>
      )}
      {openId && <OrderDetailModal orderId={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
