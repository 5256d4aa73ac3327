import '@mantine/charts/styles.layer.css';
import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translate.ts';
import { walletRoutes } from '@lotus/contracts';
import { client } from '../../lib/api.ts';
import { DateRangeFilter, PageState, rangeOf, type RangeChoice } from '../../components/centre/ui.tsx';
import { milliOf, showMoney } from '../../components/centre/money.ts';
import type { DateRange } from '../../components/centre/date-ranges.ts';

/** The figures of member/summary and of each dailyProfit day (wallet service `totals`). */
const FIGURES = [
  'bet',
  'payout',
  'rebate',
  'bonus',
  'deposit',
  'withdraw',
  'transferIn',
  'transferOut',
  'profit',
] as const;

const summaryQuery = (r: DateRange) =>
  queryOptions({
    queryKey: ['records', 'summary', r],
    queryFn: () => client.call(walletRoutes.memberSummary, { ...r }),
  });
const dailyQuery = (r: DateRange) =>
  queryOptions({
    queryKey: ['records', 'daily', r],
    queryFn: () => client.call(walletRoutes.dailyProfit, { ...r }),
  });

/** A money text as a chart value (currency units, 2 decimals, truncated). */
const chartValue = (text: string) => Number((milliOf(text) ?? 0n) / 10n) / 100;

/**
 * Reports (docs/product.md §2 personal summary report): member/summary over a range and dailyProfit per day,
 * as figures, a table and a chart. The chart library is loaded with this page only.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>({ preset: 'last7' });
  const r = rangeOf(range);
  const summary = useQuery(summaryQuery(r));
  const daily = useQuery(dailyQuery(r));
  const days = daily.data?.list ?? [];
  return (
    <Stack data-testid="reports-page">
      <Title order={2}>{t('centre.reports.title')}</Title>
      <DateRangeFilter value={range} onChange={setRange} />
      <PageState
        isPending={summary.isPending}
        error={summary.error}
        empty={false}
        emptyKey=""
        onRetry={() => void summary.refetch()}
      />
      {summary.data && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs" data-testid="report-summary">
          {FIGURES.map((f) => (
            <Card key={f} withBorder padding="xs">
              <Text size="xs" c="dimmed">
                {t(`centre.reports.${f}`)}
              </Text>
              <Text
                fw={700}
                c={f === 'profit' ? ((milliOf(summary.data[f]) ?? 0n) < 0n ? 'red' : 'teal') : undefined}
                data-testid={`summary-${f}`}
              >
                {showMoney(summary.data[f])}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Title order={4}>{t('centre.reports.daily')}</Title>
      <PageState
        isPending={daily.isPending}
        error={daily.error}
        empty={days.length === 0}
        emptyKey="centre.reports.empty"
        onRetry={() => void daily.refetch()}
      />
      {days.length > 0 && (
        <>
          <Card withBorder padding="xs" data-testid="report-chart">
            <BarChart
              h={240}
              data={[...days].reverse().map((d) => ({
                date: d.date.slice(5),
                bet: chartValue(d.bet),
                payout: chartValue(d.payout),
                profit: chartValue(d.profit),
              }))}
              dataKey="date"
              series={[
                { name: 'bet', label: t('centre.reports.bet'), color: 'blue.6' },
                { name: 'payout', label: t('centre.reports.payout'), color: 'teal.6' },
                { name: 'profit', label: t('centre.reports.profit'), color: 'pink.6' },
              ]}
              withLegend
              tickLine="y"
            />
          </Card>
          <Table.ScrollContainer minWidth={760}>
            <Table striped withTableBorder fz="sm" data-testid="report-daily">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('centre.reports.date')}</Table.Th>
                  {FIGURES.map((f) => (
                    <Table.Th key={f} ta="right">
                      {t(`centre.reports.${f}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((d) => (
                  <Table.Tr key={d.date} data-testid={`daily-${d.date}`}>
                    <Table.Td>{d.date}</Table.Td>
                    {FIGURES.map((f) => (
                      <Table.Td key={f} ta="right" data-testid={`daily-${f}`}>
                        {showMoney(d[f])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
