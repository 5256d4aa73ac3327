import '@mantine/charts/styles.layer.css';
import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { fillDays, usePersonalSummary, useTeamSummary, type TeamRange } from './api/agents.ts';
import { Figures, QueryState, RangeControl, ScopeControl, money } from './components/parts.tsx';

/** Report centre (issue #14): personal summary, team summary and financial statistics by day. */
export function ReportPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<TeamRange>('week');
  const [direct, setDirect] = useState(0);
  const personal = usePersonalSummary(range);
  const team = useTeamSummary(range, direct);
  return (
    <Stack data-testid="team-report">
      <Title order={2}>{t('team.report.title')}</Title>
      <RangeControl value={range} onChange={setRange} />
      <Card withBorder padding="sm">
        <Text fw={600} mb="xs">
          {t('team.report.personal')}
        </Text>
        <QueryState query={personal}>
          {(s) => (
            <Figures
              items={[
                { key: 'p-bet', label: t('team.fig.bet'), value: money(s.bet) },
                { key: 'p-payout', label: t('team.fig.payout'), value: money(s.payout) },
                { key: 'p-rebate', label: t('team.col.rebate'), value: money(s.rebate) },
                { key: 'p-profit', label: t('team.fig.profit'), value: money(s.profit) },
              ]}
            />
          )}
        </QueryState>
      </Card>
      <Card withBorder padding="sm">
        <Text fw={600} mb="xs">
          {t('team.report.team')}
        </Text>
        <ScopeControl value={direct} onChange={setDirect} />
        <QueryState query={team}>
          {(s) => (
            <Stack mt="xs">
              <Figures
                items={[
                  { key: 'headcount', label: t('team.fig.headcount'), value: s.headcount },
                  { key: 'newRegistrations', label: t('team.fig.newRegistrations'), value: s.newRegistrations },
                  { key: 'activeCount', label: t('team.fig.activeCount'), value: s.activeCount },
                  { key: 'teamBalance', label: t('team.fig.teamBalance'), value: money(s.teamBalance) },
                  { key: 'recharge', label: t('team.fig.recharge'), value: money(s.recharge) },
                  { key: 'withdrawal', label: t('team.fig.withdrawal'), value: money(s.withdrawal) },
                  { key: 'bet', label: t('team.fig.bet'), value: money(s.bet) },
                  { key: 'payout', label: t('team.fig.payout'), value: money(s.payout) },
                  { key: 'rebate', label: t('team.fig.rebate'), value: money(s.rebate) },
                  { key: 'myRebate', label: t('team.fig.myRebate'), value: money(s.myRebate) },
                  { key: 'bonus', label: t('team.fig.bonus'), value: money(s.bonus) },
                  { key: 'profit', label: t('team.fig.profit'), value: money(s.profit) },
                ]}
              />
              <Text fw={600}>{t('team.report.daily')}</Text>
              {s.days.length === 0 ? (
                <Text c="dimmed" ta="center" data-testid="team-empty">
                  {t('team.empty')}
                </Text>
              ) : (
                <>
                  <BarChart
                    h={220}
                    data={fillDays(s).map((d) => ({ date: d.date.slice(5), bet: Number(d.bet), payout: Number(d.payout), rebate: Number(d.rebate) }))}
                    dataKey="date"
                    withLegend
                    series={[
                      { name: 'bet', label: t('team.fig.bet'), color: 'blue.6' },
                      { name: 'payout', label: t('team.fig.payout'), color: 'teal.6' },
                      { name: 'rebate', label: t('team.fig.rebate'), color: 'orange.6' },
                    ]}
                  />
                  <Table.ScrollContainer minWidth={520}>
                    <Table striped withTableBorder fz="sm" data-testid="team-daily">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('team.col.date')}</Table.Th>
                          <Table.Th ta="right">{t('team.fig.recharge')}</Table.Th>
                          <Table.Th ta="right">{t('team.fig.withdrawal')}</Table.Th>
                          <Table.Th ta="right">{t('team.fig.bet')}</Table.Th>
                          <Table.Th ta="right">{t('team.fig.payout')}</Table.Th>
                          <Table.Th ta="right">{t('team.fig.rebate')}</Table.Th>
                          <Table.Th ta="right">{t('team.fig.profit')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {s.days.map((d) => (
                          <Table.Tr key={d.date}>
                            <Table.Td>{d.date}</Table.Td>
                            <Table.Td ta="right">{money(d.recharge)}</Table.Td>
                            <Table.Td ta="right">{money(d.withdrawal)}</Table.Td>
                            <Table.Td ta="right">{money(d.bet)}</Table.Td>
                            <Table.Td ta="right">{money(d.payout)}</Table.Td>
                            <Table.Td ta="right">{money(d.rebate)}</Table.Td>
                            <Table.Td ta="right">{money(d.profit)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </>
              )}
            </Stack>
          )}
        </QueryState>
      </Card>
    </Stack>
  );
}
