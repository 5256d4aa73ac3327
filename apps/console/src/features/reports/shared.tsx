import { lazy, Suspense } from 'react';
import { Card, Center, Loader, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { parseMoney } from '@lotus/engine';
import type { ReportChartProps } from './Charts.tsx';
import { showMoney } from '../../lib/money.ts';

const LazyBarChart = lazy(() => import('./Charts.tsx'));

/** Chart heights only: money stays exact text everywhere else. */
export const chartValue = (text: string) => {
  const m = parseMoney(text.replace(/^-/, ''));
  const v = m.ok ? Number(m.milli) / 1000 : 0;
  return text.startsWith('-') ? -v : v;
};

const byNumber = (key: string) => (a: { original: unknown }, b: { original: unknown }) =>
  chartValue(String((a.original as Record<string, unknown>)[key])) -
  chartValue(String((b.original as Record<string, unknown>)[key]));

/** A right-aligned money column (negative in red) in the operator's number format, sorted by value. */
export const moneyColumn = <T,>(key: keyof T & string, header: string): ColumnDef<T, unknown> => ({
  accessorKey: key,
  header,
  sortingFn: byNumber(key),
  cell: (c) => (
    <Text ta="right" size="sm" c={String(c.getValue()).startsWith('-') ? 'red' : undefined}>
      {showMoney(String(c.getValue()))}
    </Text>
  ),
});

/** A bar chart in a card; the charts' code loads on first use. */
export function ReportChart({ testId, ...props }: ReportChartProps & { testId: string }) {
  return (
    <Card withBorder padding="xs" data-testid={testId}>
      <Suspense
        fallback={
          <Center h={260}>
            <Loader size="sm" />
          </Center>
        }
      >
        <LazyBarChart {...props} />
      </Suspense>
    </Card>
  );
}
