import { useMemo, useState } from 'react';
import { Badge, Code, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { CALLBACK_OUTCOMES, paymentRoutes, type CallbackOutcome, type RouteOutput } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { when } from '../../lib/time.ts';
import { moneyCell } from '../../lib/money.ts';

type Row = RouteOutput<typeof paymentRoutes.callbacks>['list'][number];

const COLOR: Record<CallbackOutcome, string> = {
  credited: 'green',
  failed: 'gray',
  duplicate: 'gray',
  unmatched: 'orange',
  badSignature: 'red',
  notFound: 'red',
  badAmount: 'red',
  ipRefused: 'red',
  error: 'red',
  invalid: 'red',
  ignored: 'gray',
};

/**
 * Every callback a payment provider sent (issue #28), accepted or not, newest first, with what
 * became of it, the answer given and the raw request; the unmatched ones (paid for an order that
 * was closed or expired) are for an operator to settle with the member.
 */
export function CallbacksPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);
  const [orderNo, setOrderNo] = useState('');
  const [debounced] = useDebouncedValue(orderNo.trim(), 300);
  const list = useQuery({
    queryKey: ['console', 'pay-callbacks', outcome, debounced, page],
    queryFn: () =>
      client.call(paymentRoutes.callbacks, {
        page,
        size: 20,
        ...(outcome ? { outcome } : {}),
        ...(debounced ? { orderNo: debounced } : {}),
      }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('pay.callbacks.time'), cell: (c) => when(c.row.original.createdAt, 'second') },
      { accessorKey: 'provider', header: t('pay.callbacks.provider') },
      { accessorKey: 'orderNo', header: t('pay.callbacks.order') },
      {
        accessorKey: 'outcome',
        header: t('pay.callbacks.outcome'),
        cell: (c) => (
          <Badge
            color={COLOR[c.row.original.outcome]}
            variant="light"
            tt="none"
            h="auto"
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          >
            {t(`pay.outcome.${c.row.original.outcome}`)}
          </Badge>
        ),
      },
      { accessorKey: 'answer', header: t('pay.callbacks.answer') },
      { accessorKey: 'amount', header: t('pay.callbacks.amount'), cell: moneyCell },
      { accessorKey: 'remoteIp', header: t('pay.callbacks.ip') },
      {
        accessorKey: 'raw',
        header: t('pay.callbacks.raw'),
        cell: (c) => (
          <Code block style={{ minWidth: 340, maxWidth: 420, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 11 }}>
            {c.row.original.raw.replace(/&/g, '\n')}
          </Code>
        ),
      },
    ],
    [t],
  );
  return (
    <Stack>
      <Title order={3}>{t('pay.callbacks.title')}</Title>
      <Group gap="xs">
        <Select
          size="xs"
          w={220}
          clearable
          placeholder={t('pay.callbacks.outcome')}
          data={CALLBACK_OUTCOMES.map((o) => ({ value: o, label: t(`pay.outcome.${o}`) }))}
          value={outcome}
          onChange={(v) => (setOutcome(v as CallbackOutcome | null), setPage(1))}
          data-testid="callbacks-outcome"
        />
        <TextInput
          size="xs"
          w={220}
          placeholder={t('pay.callbacks.order')}
          maxLength={32}
          value={orderNo}
          onChange={(e) => (setOrderNo(e.currentTarget.value), setPage(1))}
        />
      </Group>
      {list.data?.total === 0 && <Text c="dimmed">{t('pay.callbacks.empty')}</Text>}
      <DataTable
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading}
        error={list.error}
        csvName="payment-callbacks"
        testId="callbacks-table"
        paging={list.data ? { page, size: 20, total: list.data.total, onPage: setPage } : undefined}
      />
    </Stack>
  );
}
