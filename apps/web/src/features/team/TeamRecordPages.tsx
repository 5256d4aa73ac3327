import { useState, type ReactNode } from 'react';
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { RowsPager } from '../../components/centre/ui.tsx';
import { useTranslation } from '../../lib/translate.ts';
import { shownTime } from '../../lib/platform-day.ts';
import { TEAM_PAGE_SIZE, useTeamOrders, useTeamTrans, type RecordFilters } from './api/agents.ts';
import { AccountSearch, QueryState, RangeControl, ScopeControl, money } from './components/parts.tsx';
import { LotterySelect, StatusSelect, TradeTypeSelect } from '../records/components/RecordSelects.tsx';
import { TeamOrderStatus, TeamOrderWin } from './components/TeamOrderStatus.tsx';

function useFilters() {
  const [f, setF] = useState<RecordFilters>({ direct: 0, account: '', range: 'today', page: 1 });
  const refine = (change: Partial<RecordFilters>) => setF((x) => ({ ...x, ...change, page: 1 }));
  return { f, setF, refine };
}

/** The member record's filters (`children`: lottery and status, or the change's type) plus period, direct only and account. */
function FilterBar({ f, refine, children }: { f: RecordFilters; refine: (c: Partial<RecordFilters>) => void; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap" align="flex-end">
        {children}
      </Group>
      <Group gap="xs" wrap="wrap">
        <RangeControl value={f.range} onChange={(range) => refine({ range })} />
        <ScopeControl value={f.direct} onChange={(direct) => refine({ direct })} />
        <AccountSearch value={f.account} onChange={(account) => refine({ account })} />
      </Group>
    </Stack>
  );
}

/** Team bet record (issue #14): subordinates' bets with the member record's filters plus account and direct only. */
export function TeamBetsPage() {
  const { t } = useTranslation();
  const { f, setF, refine } = useFilters();
  const orders = useTeamOrders(f);
  return (
    <Stack data-testid="team-bets">
      <Title order={2}>{t('team.bets.title')}</Title>
      <FilterBar f={f} refine={refine}>
        <LotterySelect value={f.ticketId} onChange={(ticketId) => refine({ ticketId })} />
        <StatusSelect value={f.status} onChange={(status) => refine({ status })} />
      </FilterBar>
      <QueryState query={orders} isEmpty={(d) => d.list.length === 0}>
        {(d) => (
          <>
            <Table.ScrollContainer minWidth={760} visibleFrom="sm">
              <Table striped withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('team.col.time')}</Table.Th>
                    <Table.Th>{t('team.col.account')}</Table.Th>
                    <Table.Th>{t('team.col.lottery')}</Table.Th>
                    <Table.Th>{t('team.col.issue')}</Table.Th>
                    <Table.Th>{t('team.col.play')}</Table.Th>
                    <Table.Th ta="right">{t('team.col.amount')}</Table.Th>
                    <Table.Th ta="right">{t('team.col.win')}</Table.Th>
                    <Table.Th>{t('team.col.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.list.map((o) => (
                    <Table.Tr key={o.orderId} data-testid={`team-order-${o.orderId}`}>
                      <Table.Td>{shownTime(o.betTime, 'shortSecond')}</Table.Td>
                      <Table.Td>{o.account}</Table.Td>
                      <Table.Td>{o.lottery}</Table.Td>
                      <Table.Td>{o.issue}</Table.Td>
                      <Table.Td>
                        {o.play} · {o.content.length > 24 ? `${o.content.slice(0, 24)}…` : o.content}
                      </Table.Td>
                      <Table.Td ta="right">{money(o.amount)}</Table.Td>
                      <Table.Td ta="right">
                        <TeamOrderWin order={o} />
                      </Table.Td>
                      <Table.Td>
                        <TeamOrderStatus order={o} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack gap="xs" hiddenFrom="sm">
              {d.list.map((o) => (
                <Card key={o.orderId} withBorder padding="xs" data-testid={`team-order-card-${o.orderId}`}>
                  <Group justify="space-between">
                    <Text fw={600}>{o.account}</Text>
                    <TeamOrderStatus order={o} />
                  </Group>
                  <Text size="xs" c="dimmed">
                    {o.lottery} · {o.issue} · {o.play}
                  </Text>
                  <Group justify="space-between">
                    <Text size="xs">{shownTime(o.betTime, 'shortSecond')}</Text>
                    <Text size="sm">
                      {money(o.amount)} / <TeamOrderWin order={o} />
                    </Text>
                  </Group>
                </Card>
              ))}
            </Stack>
            <RowsPager page={f.page} size={TEAM_PAGE_SIZE} total={d.total} onChange={(page) => setF((x) => ({ ...x, page }))} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** Team transaction record (issue #14): subordinates' account changes. */
export function TeamTransPage() {
  const { t } = useTranslation();
  const { f, setF, refine } = useFilters();
  const trans = useTeamTrans(f);
  return (
    <Stack data-testid="team-trans">
      <Title order={2}>{t('team.trans.title')}</Title>
      <FilterBar f={f} refine={refine}>
        <TradeTypeSelect value={f.type ?? ''} onChange={(type) => refine({ type })} />
      </FilterBar>
      <QueryState query={trans} isEmpty={(d) => d.list.length === 0}>
        {(d) => (
          <>
            <Table.ScrollContainer minWidth={340}>
              <Table striped withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('team.col.time')}</Table.Th>
                    <Table.Th>{t('team.col.account')}</Table.Th>
                    <Table.Th>{t('team.col.tradeType')}</Table.Th>
                    <Table.Th ta="right">{t('team.col.amount')}</Table.Th>
                    <Table.Th ta="right" visibleFrom="sm">
                      {t('team.col.after')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.list.map((r) => (
                    <Table.Tr key={r.id} data-testid={`team-trans-${r.type}`}>
                      <Table.Td>{shownTime(r.time, 'shortMinute')}</Table.Td>
                      <Table.Td>{r.account}</Table.Td>
                      <Table.Td>{r.typeName}</Table.Td>
                      <Table.Td ta="right" c={r.amount.startsWith('-') ? 'red' : 'teal'}>
                        {money(r.amount)}
                      </Table.Td>
                      <Table.Td ta="right" visibleFrom="sm">
                        {money(r.after)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <RowsPager page={f.page} size={TEAM_PAGE_SIZE} total={d.total} onChange={(page) => setF((x) => ({ ...x, page }))} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
