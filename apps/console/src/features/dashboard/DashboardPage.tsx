import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { when } from '../../lib/time.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardRoutes, memberRoutes, type DashLotteryState } from '@lotus/contracts';
import { client } from '../../lib/api.ts';
import { useMe } from '../auth/use-me.ts';
import { showMoney } from '../../lib/money.ts';
import { useLotteryNames } from '../lotteries/api.ts';
import { LotteryHealthTable, RecentAlerts } from './panels.tsx';

/** How often the dashboard refetches (its "live"; a tab in the background does not). */
const REFRESH_S = 10;
/** Late lotteries first, then drawing, then the rest in the lottery list's order. */
const STATE_ORDER: Record<DashLotteryState, number> = {
  late: 0,
  drawing: 1,
  suspended: 2,
  onSale: 3,
  idle: 4,
};

/**
 * The operators' dashboard (issue #16): review queues with the age of their oldest order, today's
 * bets, wins, GGR and new members, online members, each lottery's issue health and recent alerts,
 * refetched every few seconds.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { can } = useMe();
  const dash = useQuery({
    queryKey: ['console', 'dash', 'summary'],
    queryFn: () => client.call(dashboardRoutes.summary),
    refetchInterval: REFRESH_S * 1000,
    enabled: can('dashboard.view'),
  });
  const proposals = useQuery({
    queryKey: ['console', 'dash', 'proposals'],
    queryFn: () => client.call(memberRoutes.proposals, { status: 'pending', size: 1 }),
    enabled: can('member.adjust'),
    refetchInterval: REFRESH_S * 1000,
  });
  const names = useLotteryNames();
  const d = dash.data;
  const age = (iso: string | null) => {
    if (!iso || !d) return t('cons.dash.none');
    const min = Math.max(0, Math.floor((Date.parse(d.now) - Date.parse(iso)) / 60_000));
    return min < 60
      ? t('cons.dash.ageMin', { n: min })
      : t('cons.dash.ageHour', { h: Math.floor(min / 60), m: min % 60 });
  };
  const tile = (
    key: string,
    label: string,
    value: React.ReactNode,
    sub?: React.ReactNode,
    to?: string,
    color?: string,
  ) => {
    const body = (
      <>
        <Text c="dimmed" size="sm">
          {label}
        </Text>
        {dash.isLoading ? (
          <Skeleton h={32} mt={4} />
        ) : (
          <Text fz={26} fw={700} c={color}>
            {value}
          </Text>
        )}
        {sub && (
          <Text size="xs" c="dimmed">
            {sub}
          </Text>
        )}
      </>
    );
    return to ? (
      <Card key={key} withBorder component={Link} to={to} data-testid={`dash-${key}`}>
        {body}
      </Card>
    ) : (
      <Card key={key} withBorder data-testid={`dash-${key}`}>
        {body}
      </Card>
    );
  };
  /**
   * The money audit's last result (issue #30): when it ran, balanced or failed, and what it named
   * (the kinds in words, the first accounts or rows); the audit log has the full run.
   */
  const ledgerAuditTile = () => {
    const a = d?.ledgerAudit;
    if (d && !a) return tile('ledger-audit', t('cons.dash.ledgerAudit'), t('cons.dash.ledgerAuditNever'), t('cons.dash.ledgerAuditNightly'));
    const sub = a && (
      <Stack gap={0} component="span" data-testid="dash-ledger-audit-detail" data-ok={a.ok}>
        <span>{t('cons.dash.ledgerAuditAt', { time: when(a.at) })}</span>
        {a.kinds.map((k) => (
          <span key={k.kind}>{t('cons.dash.ledgerAuditKind', { kind: t(`cons.auditKind.${k.kind}`, { defaultValue: k.kind }), count: k.count })}</span>
        ))}
        {a.named.length > 0 && <span>{t('cons.dash.ledgerAuditNamed', { refs: a.named.map((p) => p.ref).join(', ') })}</span>}
      </Stack>
    );
    return tile(
      'ledger-audit',
      t('cons.dash.ledgerAudit'),
      a ? (a.ok ? t('cons.dash.ledgerAuditOk') : t('cons.dash.ledgerAuditFailed', { count: a.problems })) : '—',
      sub,
      can('audit.view') ? '/audit' : undefined,
      a ? (a.ok ? 'green' : 'red') : undefined,
    );
  };
  const queues = [
    can('deposit.review') &&
      tile(
        'deposits',
        t('cons.dash.deposits'),
        d?.deposits.count ?? '—',
        d && t('cons.dash.waiting', { amount: showMoney(d.deposits.amount), age: age(d.deposits.oldestAt) }),
        '/deposits',
      ),
    can('withdrawal.review') &&
      tile(
        'withdrawals',
        t('cons.dash.withdrawals'),
        d?.withdrawals.count ?? '—',
        d && t('cons.dash.waiting', { amount: showMoney(d.withdrawals.amount), age: age(d.withdrawals.oldestAt) }),
        '/withdrawals',
      ),
    can('member.adjust') &&
      tile(
        'proposals',
        t('cons.dash.proposals'),
        proposals.error ? '—' : (proposals.data?.total ?? 0),
        undefined,
        '/adjustments',
      ),
    tile('online', t('cons.dash.online', { n: d?.onlineMinutes ?? 10 }), d?.online ?? '—'),
    ledgerAuditTile(),
  ].filter(Boolean);
  const lotteries = [...(d?.lotteries ?? [])].sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <Title order={3}>{t('cons.nav.dashboard')}</Title>
        {d && (
          <Text size="xs" c="dimmed" data-testid="dash-updated">
            {t('cons.dash.live', { s: REFRESH_S, time: when(d.now, 'clock') })}
          </Text>
        )}
      </Group>
      {dash.error && (
        <Alert color="red" title={t('cons.dash.error')}>
          {dash.error.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>{queues}</SimpleGrid>
      <Title order={5}>{t('cons.dash.today', { day: d?.day ?? '' })}</Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {tile('placed', t('cons.dash.placed'), d ? showMoney(d.today.placed) : '—')}
        {tile('bets', t('cons.dash.bets'), d ? showMoney(d.today.bets) : '—')}
        {tile('wins', t('cons.dash.wins'), d ? showMoney(d.today.wins) : '—')}
        {tile(
          'ggr',
          t('cons.dash.ggr'),
          d ? showMoney(d.today.ggr) : '—',
          undefined,
          undefined,
          d && d.today.ggr.startsWith('-') ? 'red' : undefined,
        )}
        {tile('new', t('cons.dash.newMembers'), d?.today.newMembers ?? '—')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Card withBorder>
          <Title order={5}>{t('cons.dash.lotteries')}</Title>
          <Text size="xs" c="dimmed" mb="xs">
            {t('cons.dash.lateHelp', { n: d?.lateMinutes ?? 5 })}
          </Text>
          <Table.ScrollContainer minWidth={360} mah={420}>
            <LotteryHealthTable lotteries={lotteries} names={names.data} />
          </Table.ScrollContainer>
        </Card>
        <Card withBorder>
          <Title order={5} mb="xs">
            {t('cons.dash.alerts')}
          </Title>
          <RecentAlerts alerts={d?.alerts} />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
