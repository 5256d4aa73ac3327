import { useState } from 'react';
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { shownTime } from '../../lib/platform-day.ts';
import { useTranslation } from '../../lib/translate.ts';
import { FUND_TRADE_TYPES } from '@lotus/contracts';
import {
  DateRangeFilter,
  PageState,
  RowsPager,
  rangeOf,
  type RangeChoice,
} from '../../components/centre/ui.tsx';
import { milliOf, showMoney } from '../../components/centre/money.ts';
import { BALANCE_PAGE_SIZE, useBalanceRecords } from './api/get-balance-records.ts';
import { TradeTypeSelect } from './components/RecordSelects.tsx';
import { NetDeposits } from './components/NetDeposits.tsx';

const when = (iso: string) => shownTime(iso, 'second');
const signColour = (amount: string) => ((milliOf(amount) ?? 0n) < 0n ? 'red' : 'teal');

/**
 * Account changes (docs/product.md §3 account transaction): number, type, amount, before, after, time; by type
 * and the spec's date ranges, paged with "rows X to Y of total". `fundsOnly` is the fund records
 * screen: deposits, withdrawals and transfers.
 */
function BalanceRecordScreen({ fundsOnly }: { fundsOnly: boolean }) {
  const { t } = useTranslation();
  const [type, setType] = useState('');
  const [range, setRange] = useState<RangeChoice>({ preset: 'today' });
  const [page, setPage] = useState(1);
  const records = useBalanceRecords({
    ...rangeOf(range),
    type: type || (fundsOnly ? FUND_TRADE_TYPES.join(',') : undefined),
    page,
  });
  const data = records.data;
  const title = fundsOnly ? 'centre.funds.title' : 'centre.trans.title';
  return (
    <Stack data-testid={fundsOnly ? 'fund-records' : 'trans-records'}>
      <Title order={2}>{t(title)}</Title>
      <NetDeposits />
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TradeTypeSelect
          value={type}
          only={fundsOnly ? FUND_TRADE_TYPES : undefined}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
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
        isPending={records.isPending}
        error={records.error}
        empty={data?.list.length === 0}
        emptyKey="centre.trans.empty"
        onRetry={() => void records.refetch()}
      />
      {data && data.list.length > 0 && (
        <Stack gap="xs" style={{ opacity: records.isPlaceholderData ? 0.6 : 1 }}>
          <Table.ScrollContainer minWidth={640} visibleFrom="sm">
            <Table striped withTableBorder fz="sm" data-testid="trans-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('centre.trans.no')}</Table.Th>
                  <Table.Th>{t('centre.trans.type')}</Table.Th>
                  <Table.Th ta="right">{t('centre.trans.amount')}</Table.Th>
                  <Table.Th ta="right">{t('centre.trans.before')}</Table.Th>
                  <Table.Th ta="right">{t('centre.trans.after')}</Table.Th>
                  <Table.Th>{t('centre.trans.time')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.list.map((r) => (
                  <Table.Tr
                    key={r.id}
                    data-testid={`trans-row-${r.id}`}
                    data-type={r.type}
                    data-amount={r.amount}
                  >
                    <Table.Td>{r.id}</Table.Td>
                    <Table.Td>{r.typeName}</Table.Td>
                    <Table.Td ta="right" c={signColour(r.amount)}>
                      {showMoney(r.amount, 3)}
                    </Table.Td>
                    <Table.Td ta="right">{showMoney(r.before, 3)}</Table.Td>
                    <Table.Td ta="right">{showMoney(r.after, 3)}</Table.Td>
                    <Table.Td>{when(r.time)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack gap={6} hiddenFrom="sm">
            {data.list.map((r) => (
              <Card
                key={r.id}
                withBorder
                padding="xs"
                data-testid={`trans-card-${r.id}`}
                data-type={r.type}
                data-amount={r.amount}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {r.typeName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      #{r.id} · {when(r.time)}
                    </Text>
                  </Stack>
                  <Stack gap={0} align="flex-end">
                    <Text size="sm" fw={600} c={signColour(r.amount)}>
                      {showMoney(r.amount, 3)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {showMoney(r.before, 3)} → {showMoney(r.after, 3)}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </Stack>
          <RowsPager page={page} size={BALANCE_PAGE_SIZE} total={data.total} onChange={setPage} />
        </Stack>
      )}
    </Stack>
  );
}

export const TransactionRecordPage = () => <BalanceRecordScreen fundsOnly={false} />;
export const FundRecordsPage = () => <BalanceRecordScreen fundsOnly />;
