import { useMemo, useState } from 'react';
import { Alert, Badge, Card, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  PROMOTION_KINDS,
  type MemberDayRow,
  type PnlIssueRow,
  type PnlPlayRow,
  type PromotionDayRow,
  type RebateAgentRow,
  type RebateDayRow,
  type ReportRangeQuery,
  type TeamRow,
} from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { useLotteryChoices } from '../lotteries/api.ts';
import {
  REPORT_UI_PAGE_SIZE,
  useMembersDaily,
  usePnlIssues,
  usePnlPlays,
  usePromotionsDaily,
  useRebatesAgents,
  useRebatesDaily,
  useTeams,
} from './api.ts';
import { chartValue, moneyColumn, ReportChart } from './shared.tsx';
import { when } from '../../lib/time.ts';
import { showMoney } from '../../lib/money.ts';

const STATUS_COLOR = ['blue', 'gray', 'teal', 'green', 'red'];

/** A page number that goes back to 1 when the range (or another key) changes. */
function usePage(key: unknown) {
  const [state, setState] = useState({ key, page: 1 });
  const page = state.key === key ? state.page : 1;
  return [page, (p: number) => setState({ key, page: p })] as const;
}

/** A figure of a report's whole range, above its table. */
/** A figure card: a text is an amount (the operator's number format), a number a count. */
function Figure({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId} c={String(value).startsWith('-') ? 'red' : undefined}>
        {typeof value === 'string' ? showMoney(value) : value}
      </Text>
    </Card>
  );
}

function LotterySelect({
  value,
  onChange,
  all,
}: {
  value: string | null;
  onChange: (v: string | null) => void;
  all?: boolean;
}) {
  const { t } = useTranslation();
  const choices = useLotteryChoices();
  if (choices.error)
    return (
      <Alert color="red" title={t('cons.issues.lotteriesError')}>
        {choices.error.message}
      </Alert>
    );
  const data = [
    ...(all ? [{ value: '', label: t('cons.report.allLotteries') }] : []),
    ...(choices.data ?? []),
  ];
  return (
    <Select
      w={320}
      label={t('cons.report.lottery')}
      data={data}
      value={value ?? (all ? '' : (choices.data?.[0]?.value ?? null))}
      onChange={(v) => onChange(v === '' ? null : v)}
      searchable
      allowDeselect={false}
      rightSection={choices.isLoading ? <Loader size="xs" /> : undefined}
      data-testid="report-lottery"
    />
  );
}

/** One lottery's settled issues, newest first, paged. */
export function PnlByIssue({ range }: { range: ReportRangeQuery }) {
  const { t } = useTranslation();
  const choices = useLotteryChoices();
  const [picked, setPicked] = useState<string | null>(null);
  const lottery = picked ?? choices.data?.[0]?.value ?? null;
  const [page, setPage] = usePage(`${JSON.stringify(range)}:${lottery}`);
  const report = usePnlIssues(range, lottery === null ? null : Number(lottery), page);
  const columns = useMemo<ColumnDef<PnlIssueRow, unknown>[]>(
    () => [
      { accessorKey: 'issue', header: t('cons.report.issue') },
      {
        accessorKey: 'status',
        header: t('cons.report.status'),
        cell: (c) => (
          <Badge variant="light" color={STATUS_COLOR[c.row.original.status] ?? 'gray'}>
            {t(`cons.issues.status${c.row.original.status}`)}
          </Badge>
        ),
      },
      {
        accessorKey: 'closedAt',
        header: t('cons.report.closedAt'),
        cell: (c) => when(c.row.original.closedAt),
      },
      { accessorKey: 'result', header: t('cons.report.result'), cell: (c) => c.row.original.result ?? '—' },
      { accessorKey: 'orders', header: t('cons.report.orders') },
      moneyColumn<PnlIssueRow>('bets', t('cons.report.bets')),
      moneyColumn<PnlIssueRow>('prizes', t('cons.report.prizes')),
      moneyColumn<PnlIssueRow>('ggr', t('cons.report.ggr')),
    ],
    [t],
  );
  const rows = report.data?.list ?? [];
  return (
    <Stack>
      <LotterySelect value={lottery} onChange={setPicked} />
      {rows.length > 0 && (
        <ReportChart
          testId="issues-chart"
          data={[...rows]
            .reverse()
            .map((r) => ({ issue: r.issue, bets: chartValue(r.bets), ggr: chartValue(r.ggr) }))}
          dataKey="issue"
          series={[
            { name: 'bets', label: t('cons.report.bets'), color: 'blue.6' },
            { name: 'ggr', label: t('cons.report.ggr'), color: 'pink.6' },
          ]}
        />
      )}
      <DataTable
        testId="pnl-issues"
        columns={columns}
        data={report.data?.list}
        isLoading={report.isLoading || choices.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
        csvName={`pnl-issues-${report.data?.lotteryCode ?? ''}-${report.data?.from ?? ''}-${report.data?.to ?? ''}-p${page}`}
        paging={
          report.data
            ? { page, size: REPORT_UI_PAGE_SIZE, total: report.data.total, onPage: setPage }
            : undefined
        }
      />
    </Stack>
  );
}

/** Settled orders by play, largest stakes first, paged; all lotteries or one. */
export function PnlByPlay({ range }: { range: ReportRangeQuery }) {
  const { t } = useTranslation();
  const [lottery, setLottery] = useState<string | null>(null);
  const [page, setPage] = usePage(`${JSON.stringify(range)}:${lottery}`);
  const report = usePnlPlays(range, lottery === null ? undefined : Number(lottery), page);
  type Row = PnlPlayRow & { family_: string; group: string; play: string };
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { accessorKey: 'family_', header: t('cons.report.family') },
      { accessorKey: 'group', header: t('cons.report.playGroup') },
      { accessorKey: 'play', header: t('cons.report.play') },
      { accessorKey: 'orders', header: t('cons.report.orders') },
      moneyColumn<Row>('bets', t('cons.report.bets')),
      moneyColumn<Row>('prizes', t('cons.report.prizes')),
      moneyColumn<Row>('ggr', t('cons.report.ggr')),
    ],
    [t],
  );
  // Names in the operator's language, so the quick filter and the CSV carry them.
  const name = (key: string, fallback: string) => (key ? t(key) : fallback);
  const rows = report.data?.list.map((r): Row => ({
    ...r,
    family_: name(r.familyKey, r.family || '—'),
    group: name(r.groupKey, '—'),
    play: name(r.nameKey, `#${r.playId}`),
  }));
  return (
    <Stack>
      <LotterySelect value={lottery} onChange={setLottery} all />
      {rows && rows.length > 0 && (
        <ReportChart
          testId="plays-chart"
          data={rows
            .slice(0, 10)
            .map((r) => ({ play: r.play, bets: chartValue(r.bets), ggr: chartValue(r.ggr) }))}
          dataKey="play"
          series={[
            { name: 'bets', label: t('cons.report.bets'), color: 'blue.6' },
            { name: 'ggr', label: t('cons.report.ggr'), color: 'pink.6' },
          ]}
        />
      )}
      <DataTable
        testId="pnl-plays"
        columns={columns}
        data={rows}
        isLoading={report.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
        csvName={`pnl-plays-${report.data?.from ?? ''}-${report.data?.to ?? ''}-p${page}`}
        paging={
          report.data
            ? { page, size: REPORT_UI_PAGE_SIZE, total: report.data.total, onPage: setPage }
            : undefined
        }
      />
    </Stack>
  );
}

/** Rebates by day, then by top agent (paged). */
export function Rebates({ range }: { range: ReportRangeQuery }) {
  const { t } = useTranslation();
  const daily = useRebatesDaily(range);
  const [page, setPage] = usePage(JSON.stringify(range));
  const agents = useRebatesAgents(range, page);
  const dayColumns = useMemo<ColumnDef<RebateDayRow, unknown>[]>(
    () => [
      { accessorKey: 'day', header: t('cons.report.day') },
      moneyColumn<RebateDayRow>('amount', t('cons.report.rebateAmount')),
      { accessorKey: 'recipients', header: t('cons.report.recipients') },
    ],
    [t],
  );
  const agentColumns = useMemo<ColumnDef<RebateAgentRow, unknown>[]>(
    () => [
      { accessorKey: 'account', header: t('cons.report.agent') },
      moneyColumn<RebateAgentRow>('amount', t('cons.report.rebateAmount')),
      { accessorKey: 'recipients', header: t('cons.report.recipients') },
      moneyColumn<RebateAgentRow>('own', t('cons.report.own')),
    ],
    [t],
  );
  const total = daily.data?.total;
  const any = total !== undefined && (total.amount !== '0.000' || total.recipients > 0);
  return (
    <Stack>
      {total && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="rebates-totals">
          <Figure label={t('cons.report.rebateAmount')} value={total.amount} testId="rebates-total" />
          <Figure label={t('cons.report.recipients')} value={total.recipients} />
          {agents.data && (
            <Figure
              label={`${t('cons.report.direct')} — ${t('cons.report.rebateAmount')}`}
              value={agents.data.direct.amount}
            />
          )}
        </SimpleGrid>
      )}
      {any && (
        <ReportChart
          testId="rebates-chart"
          data={daily.data!.rows.map((r) => ({ day: r.day.slice(5), amount: chartValue(r.amount) }))}
          dataKey="day"
          series={[{ name: 'amount', label: t('cons.report.rebateAmount'), color: 'grape.6' }]}
        />
      )}
      <Title order={5}>{t('cons.report.rebatesByDay')}</Title>
      <DataTable
        testId="rebates-daily"
        columns={dayColumns}
        data={daily.data ? (any ? daily.data.rows : []) : undefined}
        isLoading={daily.isLoading}
        error={daily.error}
        onRetry={() => void daily.refetch()}
        csvName={`rebates-${daily.data?.from ?? ''}-${daily.data?.to ?? ''}`}
      />
      <Title order={5}>{t('cons.report.rebatesByAgent')}</Title>
      <DataTable
        testId="rebates-agents"
        columns={agentColumns}
        data={agents.data?.list}
        isLoading={agents.isLoading}
        error={agents.error}
        onRetry={() => void agents.refetch()}
        csvName={`rebates-agents-${agents.data?.from ?? ''}-${agents.data?.to ?? ''}-p${page}`}
        paging={
          agents.data
            ? { page, size: REPORT_UI_PAGE_SIZE, total: agents.data.total, onPage: setPage }
            : undefined
        }
      />
    </Stack>
  );
}

const KIND_COLOR: Record<string, string> = {
  up: 'violet.6',
  week: 'blue.6',
  month: 'cyan.6',
  sign: 'teal.6',
  invite: 'orange.6',
  other: 'gray.6',
};

/** Promotion cost by day and kind (the P&L's promotion cost, split). */
export function PromotionsDaily({ range }: { range: ReportRangeQuery }) {
  const { t } = useTranslation();
  const report = usePromotionsDaily(range);
  const columns = useMemo<ColumnDef<PromotionDayRow, unknown>[]>(
    () => [
      { accessorKey: 'day', header: t('cons.report.day') },
      ...PROMOTION_KINDS.map((k) => moneyColumn<PromotionDayRow>(k, t(`cons.report.kind.${k}`))),
      moneyColumn<PromotionDayRow>('total', t('cons.report.promoTotal')),
      { accessorKey: 'recipients', header: t('cons.report.recipients') },
    ],
    [t],
  );
  const total = report.data?.total;
  const any = total !== undefined && total.total !== '0.000';
  return (
    <Stack>
      {total && (
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} data-testid="promotions-totals">
          {PROMOTION_KINDS.map((k) => (
            <Figure key={k} label={t(`cons.report.kind.${k}`)} value={total[k]} />
          ))}
          <Figure label={t('cons.report.promoTotal')} value={total.total} testId="promotions-total" />
          <Figure label={t('cons.report.recipients')} value={total.recipients} />
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        {t('cons.report.promoNote')}
      </Text>
      {any && (
        <ReportChart
          testId="promotions-chart"
          stacked
          data={report.data!.rows.map((r) => ({
            day: r.day.slice(5),
            ...Object.fromEntries(PROMOTION_KINDS.map((k) => [k, chartValue(r[k])])),
          }))}
          dataKey="day"
          series={PROMOTION_KINDS.map((k) => ({
            name: k,
            label: t(`cons.report.kind.${k}`),
            color: KIND_COLOR[k]!,
          }))}
        />
      )}
      <DataTable
        testId="promotions-daily"
        columns={columns}
        data={report.data ? (any ? report.data.rows : []) : undefined}
        isLoading={report.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
        csvName={`promotions-${report.data?.from ?? ''}-${report.data?.to ?? ''}`}
      />
    </Stack>
  );
}

const MEMBER_COUNTS = ['newMembers', 'newAgents', 'active', 'depositors', 'firstDeposits'] as const;

/** Registrations, active members, depositors and first deposits by day. */
export function MembersDaily({ range }: { range: ReportRangeQuery }) {
  const { t } = useTranslation();
  const report = useMembersDaily(range);
  const columns = useMemo<ColumnDef<MemberDayRow, unknown>[]>(
    () => [
      { accessorKey: 'day', header: t('cons.report.day') },
      ...MEMBER_COUNTS.map((k): ColumnDef<MemberDayRow, unknown> => ({
        accessorKey: k,
        header: t(`cons.report.${k}`),
      })),
      moneyColumn<MemberDayRow>('firstDepositAmount', t('cons.report.firstDepositAmount')),
    ],
    [t],
  );
  const total = report.data?.total;
  const any =
    total !== undefined && (MEMBER_COUNTS.some((k) => total[k] > 0) || total.firstDepositAmount !== '0.000');
  return (
    <Stack>
      {total && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} data-testid="members-totals">
          {MEMBER_COUNTS.map((k) => (
            <Figure key={k} label={t(`cons.report.${k}`)} value={total[k]} testId={`members-total-${k}`} />
          ))}
          <Figure label={t('cons.report.firstDepositAmount')} value={total.firstDepositAmount} />
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        {t('cons.report.membersNote')}
      </Text>
      {any && (
        <ReportChart
          testId="members-chart"
          data={report.data!.rows.map((r) => ({
            day: r.day.slice(5),
            newMembers: r.newMembers,
            active: r.active,
            depositors: r.depositors,
            firstDeposits: r.firstDeposits,
          }))}
          dataKey="day"
          series={[
            { name: 'newMembers', label: t('cons.report.newMembers'), color: 'blue.6' },
            { name: 'active', label: t('cons.report.active'), color: 'teal.6' },
            { name: 'depositors', label: t('cons.report.depositors'), color: 'orange.6' },
            { name: 'firstDeposits', label: t('cons.report.firstDeposits'), color: 'pink.6' },
          ]}
        />
      )}
      <DataTable
        testId="members-daily"
        columns={columns}
        data={report.data ? (any ? report.data.rows : []) : undefined}
        isLoading={report.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
        csvName={`members-${report.data?.from ?? ''}-${report.data?.to ?? ''}`}
      />
    </Stack>
  );
}

/** Per top agent: his team's members and money, paged by stakes; members under no agent apart. */
export function Teams({ range }: { range: ReportRangeQuery }) {
  const { t } = useTranslation();
  const [page, setPage] = usePage(JSON.stringify(range));
  const report = useTeams(range, page);
  const columns = useMemo<ColumnDef<TeamRow, unknown>[]>(
    () => [
      { accessorKey: 'account', header: t('cons.report.agent') },
      { accessorKey: 'members', header: t('cons.report.teamMembers') },
      { accessorKey: 'newMembers', header: t('cons.report.newMembers') },
      { accessorKey: 'active', header: t('cons.report.active') },
      moneyColumn<TeamRow>('bets', t('cons.report.bets')),
      moneyColumn<TeamRow>('prizes', t('cons.report.prizes')),
      moneyColumn<TeamRow>('ggr', t('cons.report.ggr')),
      moneyColumn<TeamRow>('rebates', t('cons.report.rebates')),
      moneyColumn<TeamRow>('net', t('cons.report.teamNet')),
    ],
    [t],
  );
  const rows = report.data?.list ?? [];
  const direct = report.data?.direct;
  return (
    <Stack>
      <Text size="xs" c="dimmed">
        {t('cons.report.teamsNote')}
      </Text>
      {rows.some((r) => r.bets !== '0.000') && (
        <ReportChart
          testId="teams-chart"
          data={rows.slice(0, 10).map((r) => ({
            agent: r.account,
            bets: chartValue(r.bets),
            ggr: chartValue(r.ggr),
            net: chartValue(r.net),
          }))}
          dataKey="agent"
          series={[
            { name: 'bets', label: t('cons.report.bets'), color: 'blue.6' },
            { name: 'ggr', label: t('cons.report.ggr'), color: 'pink.6' },
            { name: 'net', label: t('cons.report.teamNet'), color: 'grape.6' },
          ]}
        />
      )}
      <DataTable
        testId="teams"
        columns={columns}
        data={report.data?.list}
        isLoading={report.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
        csvName={`teams-${report.data?.from ?? ''}-${report.data?.to ?? ''}-p${page}`}
        paging={
          report.data
            ? { page, size: REPORT_UI_PAGE_SIZE, total: report.data.total, onPage: setPage }
            : undefined
        }
      />
      {direct && (
        <Card withBorder padding="sm" data-testid="teams-direct">
          <Text fw={600} size="sm" mb={4}>
            {t('cons.report.direct')}
          </Text>
          <Group gap="xl">
            {(['members', 'newMembers', 'active', 'bets', 'prizes', 'ggr', 'rebates', 'net'] as const).map(
              (k) => (
                <div key={k}>
                  <Text size="xs" c="dimmed">
                    {t(
                      k === 'members'
                        ? 'cons.report.teamMembers'
                        : k === 'net'
                          ? 'cons.report.teamNet'
                          : `cons.report.${k}`,
                    )}
                  </Text>
                  <Text size="sm" fw={600} c={String(direct[k]).startsWith('-') ? 'red' : undefined}>
                    {direct[k]}
                  </Text>
                </div>
              ),
            )}
          </Group>
        </Card>
      )}
    </Stack>
  );
}
