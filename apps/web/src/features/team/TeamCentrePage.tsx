import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { fillDays, useTeamSummary } from './api/agents.ts';
import { Figures, QueryState, money } from './components/parts.tsx';

/** Team centre (issue #14): today's team figures at a glance and the last 30 days as a chart. */
export function TeamCentrePage() {
  const { t } = useTranslation();
  const today = useTeamSummary('today');
  const month = useTeamSummary('month');
  return (
    <Stack data-testid="team-centre">
      <Title order={2}>{t('team.centre.title')}</Title>
      <QueryState query={today}>
        {(s) => (
          <Figures
            items={[
              { key: 'headcount', label: t('team.fig.headcount'), value: s.headcount },
              { key: 'newRegistrations', label: t('team.fig.newRegistrations'), value: s.newRegistrations },
              { key: 'activeCount', label: t('team.fig.activeCount'), value: s.activeCount },
              { key: 'teamBalance', label: t('team.fig.teamBalance'), value: money(s.teamBalance) },
              { key: 'recharge', label: t('team.fig.recharge'), value: money(s.recharge) },
              { key: 'withdrawal', label: t('team.fig.withdrawal'), value: money(s.withdrawal) },
              { key: 'bet', label: t('team.fig.bet'), value: money(s.bet) },
              { key: 'myRebate', label: t('team.fig.myRebate'), value: money(s.myRebate) },
            ]}
          />
        )}
      </QueryState>
      <Card withBorder padding="sm">
        <Text fw={600} mb="xs">
          {t('team.chart.title')}
        </Text>
        <QueryState query={month} isEmpty={(s) => s.days.length === 0}>
          {(s) => (
            <LineChart
              h={240}
              data-testid="team-chart"
              data={fillDays(s).map((d) => ({
                date: d.date.slice(5),
                bet: Number(d.bet),
                payout: Number(d.payout),
                rebate: Number(d.rebate),
                recharge: Number(d.recharge),
              }))}
              dataKey="date"
              withLegend
              series={[
                { name: 'bet', label: t('team.fig.bet'), color: 'blue.6' },
                { name: 'payout', label: t('team.fig.payout'), color: 'teal.6' },
                { name: 'rebate', label: t('team.fig.rebate'), color: 'orange.6' },
                { name: 'recharge', label: t('team.fig.recharge'), color: 'grape.6' },
              ]}
              curveType="monotone"
            />
          )}
        </QueryState>
      </Card>
    </Stack>
  );
}
