import { useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { isCalendarDay, type PromoRunView } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { useRunGeneration, useRuns } from './api.ts';
import { when } from '../../lib/time.ts';
import { moneyCell, showMoney } from '../../lib/money.ts';

/**
 * Weekly and monthly bonus generations (domain §2.2): each run with how many bonuses it made and
 * their total. The scheduler runs them on Mondays; an operator can run (or finish) one for a date.
 */
export function RunsPage() {
  const { t } = useTranslation();
  const runs = useRuns();
  const generate = useRunGeneration();
  const [date, setDate] = useState('');
  const dateOk = date === '' || isCalendarDay(date);
  const columns = useMemo<ColumnDef<PromoRunView, unknown>[]>(
    () => [
      { accessorKey: 'id', header: '#' },
      {
        accessorKey: 'kind',
        header: t('cons.promo.kind'),
        cell: (c) => t(`cons.promo.kind.${c.row.original.kind}`),
      },
      { accessorKey: 'period', header: t('cons.promo.period') },
      {
        accessorKey: 'status',
        header: t('cons.review.status'),
        cell: (c) => (
          <Badge color={c.row.original.status === 2 ? 'green' : 'blue'}>
            {t(`cons.promo.runStatus.${c.row.original.status}`)}
          </Badge>
        ),
      },
      { accessorKey: 'generated', header: t('cons.promo.generated') },
      {
        accessorKey: 'total',
        header: t('cons.promo.total'),
        sortingFn: (a, b) => Number(a.original.total) - Number(b.original.total),
        cell: moneyCell,
      },
      {
        accessorKey: 'startedAt',
        header: t('cons.promo.startedAt'),
        cell: (c) => when(c.row.original.startedAt),
      },
      {
        accessorKey: 'finishedAt',
        header: t('cons.promo.finishedAt'),
        cell: (c) =>
          when(c.row.original.finishedAt),
      },
    ],
    [t],
  );
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.promoRuns')}</Title>
      <Paper withBorder p="md">
        <Group align="flex-end">
          <TextInput
            label={t('cons.promo.runDate')}
            placeholder="YYYY-MM-DD"
            maxLength={10}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value.trim())}
            error={dateOk ? undefined : t('promo.dateInvalid')}
          />
          <Button
            disabled={!dateOk}
            loading={generate.isPending}
            data-testid="run-generation"
            onClick={() =>
              generate.mutate(date || undefined, {
                onSuccess: (r) =>
                  notifications.show({
                    color: 'green',
                    message: t('cons.promo.runDone', { generated: r.generated, total: showMoney(r.total) }),
                  }),
                onError: (e) => notifications.show({ color: 'red', message: e.message }),
              })
            }
          >
            {t('cons.promo.run')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          {t('cons.promo.runHelp')}
        </Text>
      </Paper>
      <DataTable
        testId="promo-runs"
        columns={columns}
        data={runs.data}
        isLoading={runs.isLoading}
        error={runs.error}
        onRetry={() => void runs.refetch()}
        csvName="promo-runs"
      />
    </Stack>
  );
}
