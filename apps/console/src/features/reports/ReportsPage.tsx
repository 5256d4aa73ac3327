import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  isCalendarDay,
  REPORT_MAX_DAYS,
  type CashDayRow,
  type PnlDayRow,
  type PnlLotteryRow,
  type ReportRangeQuery,
} from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { useCashDaily, usePnlByLottery, usePnlDaily } from './api.ts';
import { MembersDaily, PnlByIssue, PnlByPlay, PromotionsDaily, Rebates, Teams } from './MoreReports.tsx';
import { Reconcile } from './Reconcile.tsx';
import { DeviceShare } from './DeviceShare.tsx';
import { chartValue, moneyColumn, ReportChart } from './shared.tsx';
import { showMoney } from '../../lib/money.ts';

function rangeError(from: string, to: string): string | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return 'report.dateInvalid';
  if (from > to) return 'report.rangeInvalid';
  if (dayjs(to).diff(dayjs(from), 'day') >= REPORT_MAX_DAYS) return 'report.rangeTooLong';
  return null;
}

const PNL_FIGURES = ['bets', 'validBets', 'prizes', 'rebates', 'promotionCost', 'ggr', 'profit'] as const;

/** The P&L's figures over the whole range, above its chart: amounts in the operator's number format. */
export function PnlTotals({ total }: { total: Pick<PnlDayRow, (typeof PNL_FIGURES)[number]> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} data-testid="pnl-totals">
      {PNL_FIGURES.map((f) => (
        <Card key={f} withBorder padding="sm">
          <Text size="xs" c="dimmed">
            {t(`cons.report.${f}`)}
          </Text>
          <Text fw={700} fz="lg" data-testid={`pnl-total-${f}`} c={total[f].startsWith('-') ? 'red' : undefined}>
            {showMoney(total[f])}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function PnlDaily({ range }: { range: ReportRangeQuery }) {
  const { t } = useTranslation();
  const report = usePnlDaily(range);
  const columns = useMemo<ColumnDef<PnlDayRow, unknown>[]>(
    () => [
      { accessorKey: 'day', header: t('cons.report.day') },
      { accessorKey: 'orders', header: t('cons.report.orders') },
      ...PNL_FIGURES.map((f) => moneyColumn<PnlDayRow>(f, t(`cons.report.${f}`))),
    ],
    [t],
  );
  const total = report.data?.total;
  // A range with nothing in it shows the empty state, not a table of zeros.
  const anything =
    total !== undefined &&
    (total.orders > 0 || [total.validBets, total.rebates, total.promotionCost].some((v) => v !== '0.000'));
  return (
    <Stack>
      {total && <PnlTotals total={total} />}
      {report.data && anything && (
        <ReportChart
          testId="pnl-chart"
          data={report.data.rows.map((r) => ({
            day: r.day.slice(5),
            bets: chartValue(r.bets),
            prizes: chartValue(r.prizes),
            profit: chartValue(r.profit),
          }))}
          dataKey="day"
          series={[
            { name: 'bets', label: t('cons.report.bets'), color: 'blue.6' },
            { name: 'prizes', label: t('cons.report.prizes'), color: 'teal.6' },
            { name: 'profit', label: t('cons.report.profit'), color: 'pink.6' },
          ]}
        />
      )}
      <DataTable
        testId="pnl-daily"
        columns={columns}
        data={report.data ? (anything ? report.data.rows : []) : undefined}
        isLoading={report.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
        csvName={`pnl-${report.data?.from ?? ''}-${report.data?.to ?? ''}`}
      />
    </Stack>
  );
}

function PnlByLottery({ range }: { range: ReportRangeQuery }) {
  const { t } = useTranslation();
  const report = usePnlByLottery(range);
  const columns = useMemo<ColumnDef<PnlLotteryRow, unknown>[]>(
    () => [
      { accessorKey: 'lotteryId', header: 'ID' },
      { accessorKey: 'lotteryCode', header: t('cons.lottery.code') },
      { accessorKey: 'orders', header: t('cons.report.orders') },
      moneyColumn<PnlLotteryRow>('bets', t('cons.report.bets')),
      moneyColumn<PnlLotteryRow>('prizes', t('cons.report.prizes')),
      moneyColumn<PnlLotteryRow>('ggr', t('cons.report.ggr')),
    ],
    [t],
  );
  return (
    <Stack>
      {report.data && report.data.rows.length > 0 && (
        <ReportChart
          testId="lottery-chart"
          data={report.data.rows.map((r) => ({
            lottery: r.lotteryCode,
            bets: chartValue(r.bets),
            ggr: chartValue(r.ggr),
          }))}
          dataKey="lottery"
          series={[
            { name: 'bets', label: t('cons.report.bets'), color: 'blue.6' },
            { name: 'ggr', label: t('cons.report.ggr'), color: 'pink.6' },
          ]}
        />
      )}
      <DataTable
        testId="pnl-lottery"
        columns={columns}
        data={report.data?.rows}
        isLoading={report.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
        csvName={`pnl-lottery-${report.data?.from ?? ''}-${report.data?.to ?? ''}`}
      />
    </Stack>
  );
}

function CashDaily({ range }: { range: ReportRangeQuery }) {
  const { t } = useTranslation();
  const report = useCashDaily(range);
  const columns = useMemo<ColumnDef<CashDayRow, unknown>[]>(
    () => [
      { accessorKey: 'day', header: t('cons.report.day') },
      { accessorKey: 'deposits', header: t('cons.report.deposits') },
      moneyColumn<CashDayRow>('depositAmount', t('cons.report.depositAmount')),
      { accessorKey: 'withdrawals', header: t('cons.report.withdrawals') },
      moneyColumn<CashDayRow>('withdrawalAmount', t('cons.report.withdrawalAmount')),
      moneyColumn<CashDayRow>('withdrawalFees', t('cons.report.withdrawalFees')),
      moneyColumn<CashDayRow>('net', t('cons.report.net')),
    ],
    [t],
  );
  const any = (report.data?.rows ?? []).some((r) => r.deposits + r.withdrawals > 0);
  return (
    <Stack>
      {any && (
        <ReportChart
          testId="cash-chart"
          data={report.data!.rows.map((r) => ({
            day: r.day.slice(5),
            deposits: chartValue(r.depositAmount),
            withdrawals: chartValue(r.withdrawalAmount),
          }))}
          dataKey="day"
          series={[
            { name: 'deposits', label: t('cons.report.depositAmount'), color: 'teal.6' },
            { name: 'withdrawals', label: t('cons.report.withdrawalAmount'), color: 'orange.6' },
          ]}
        />
      )}
      <DataTable
        testId="cash-daily"
        columns={columns}
        data={report.data ? (any ? report.data.rows : []) : undefined}
        isLoading={report.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
        csvName={`cash-${report.data?.from ?? ''}-${report.data?.to ?? ''}`}
      />
    </Stack>
  );
}

/**
 * Platform reports (issue #16): profit and loss by business day, lottery, issue and play;
 * deposits and withdrawals; rebates; promotion cost; members and teams — over a range of at most
 * 92 days, each with a chart and CSV export (paged lists export the page shown).
 */
export function ReportsPage() {
  const { t } = useTranslation();
  // The first report is the server's default range (it knows the platform's business day); the inputs then show it.
  const [range, setRange] = useState<ReportRangeQuery>({});
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const first = usePnlDaily(range);
  useEffect(() => {
    if (first.data && !from && !to) {
      setFrom(first.data.from);
      setTo(first.data.to);
    }
  }, [first.data, from, to]);
  const error = from || to ? rangeError(from, to) : null;
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.reports')}</Title>
      <Group align="flex-end">
        <TextInput
          type="date"
          label={t('cons.report.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          data-testid="report-from"
        />
        <TextInput
          type="date"
          label={t('cons.report.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          data-testid="report-to"
        />
        <Button
          disabled={error !== null || !from || !to}
          onClick={() => setRange({ from, to })}
          data-testid="report-apply"
        >
          {t('cons.report.apply')}
        </Button>
      </Group>
      {error && (
        <Alert color="yellow" py="xs">
          {t(error)}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('cons.report.note')}
      </Text>
      <Tabs defaultValue="daily" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="daily">{t('cons.report.tab.daily')}</Tabs.Tab>
          <Tabs.Tab value="lottery">{t('cons.report.tab.lottery')}</Tabs.Tab>
          <Tabs.Tab value="issues">{t('cons.report.tab.issues')}</Tabs.Tab>
          <Tabs.Tab value="plays">{t('cons.report.tab.plays')}</Tabs.Tab>
          <Tabs.Tab value="cash">{t('cons.report.tab.cash')}</Tabs.Tab>
          <Tabs.Tab value="rebates">{t('cons.report.tab.rebates')}</Tabs.Tab>
          <Tabs.Tab value="promotions">{t('cons.report.tab.promotions')}</Tabs.Tab>
          <Tabs.Tab value="members">{t('cons.report.tab.members')}</Tabs.Tab>
          <Tabs.Tab value="teams">{t('cons.report.tab.teams')}</Tabs.Tab>
          <Tabs.Tab value="devices" data-testid="tab-devices">
            {t('cons.report.tab.devices')}
          </Tabs.Tab>
          <Tabs.Tab value="reconcile" data-testid="tab-reconcile">
            {t('pay.reconcile.title')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="daily" pt="md">
          <PnlDaily range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="lottery" pt="md">
          <PnlByLottery range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="issues" pt="md">
          <PnlByIssue range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="plays" pt="md">
          <PnlByPlay range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="cash" pt="md">
          <CashDaily range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="rebates" pt="md">
          <Rebates range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="promotions" pt="md">
          <PromotionsDaily range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="members" pt="md">
          <MembersDaily range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="teams" pt="md">
          <Teams range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="devices" pt="md">
          <DeviceShare range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="reconcile" pt="md">
          <Reconcile range={range} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
