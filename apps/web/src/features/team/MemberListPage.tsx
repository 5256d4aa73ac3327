import { useState } from 'react';
import { Badge, Card, Group, Modal, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { RowsPager } from '../../components/centre/ui.tsx';
import { shownTime } from '../../lib/platform-day.ts';
import type { TeamMemberView } from '@lotus/contracts';
import { TEAM_PAGE_SIZE, useTeamMembers, type MemberFilters } from './api/agents.ts';
import { AccountSearch, QueryState, ScopeControl, money } from './components/parts.tsx';
import { MemberDetail } from './components/MemberDetail.tsx';
import { showPercent } from '../../components/centre/money.ts';

const when = (iso: string | null) => shownTime(iso);

/** Member list (issue #14): direct or all subordinates, account search, paged; a row opens its detail. */
export function MemberListPage() {
  const { t } = useTranslation();
  const [f, setF] = useState<MemberFilters>({ direct: 0, account: '', page: 1 });
  const [open, setOpen] = useState<TeamMemberView | null>(null);
  const members = useTeamMembers(f);
  const refine = (change: Partial<MemberFilters>) => setF((x) => ({ ...x, ...change, page: 1 }));
  return (
    <Stack data-testid="team-members">
      <Title order={2}>{t('team.members.title')}</Title>
      <Group gap="xs" wrap="wrap">
        <ScopeControl value={f.direct} onChange={(direct) => refine({ direct })} />
        <AccountSearch value={f.account} onChange={(account) => refine({ account })} />
      </Group>
      <QueryState query={members} isEmpty={(d) => d.list.length === 0}>
        {(d) => (
          <>
            <Table.ScrollContainer minWidth={720} visibleFrom="sm">
              <Table striped highlightOnHover withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('team.col.account')}</Table.Th>
                    <Table.Th>{t('team.col.type')}</Table.Th>
                    <Table.Th>{t('team.col.level')}</Table.Th>
                    <Table.Th>{t('team.col.group')}</Table.Th>
                    <Table.Th ta="right">{t('team.col.balance')}</Table.Th>
                    <Table.Th>{t('team.col.lastLogin')}</Table.Th>
                    <Table.Th>{t('team.col.registered')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.list.map((m) => (
                    <Table.Tr key={m.memberId} style={{ cursor: 'pointer' }} onClick={() => setOpen(m)} data-testid={`member-row-${m.account}`}>
                      <Table.Td>
                        <Group gap={6}>
                          <Text size="sm">{m.account}</Text>
                          <Badge size="xs" color={m.online ? 'green' : 'gray'} variant="light">
                            {t(m.online ? 'team.online' : 'team.offline')}
                          </Badge>
                        </Group>
                      </Table.Td>
                      <Table.Td>{t(`team.type.${m.type}`)}</Table.Td>
                      <Table.Td>{m.level}</Table.Td>
                      <Table.Td>
                        {m.group} ({showPercent(m.rebate)}%)
                      </Table.Td>
                      <Table.Td ta="right">{money(m.balance)}</Table.Td>
                      <Table.Td>{when(m.lastLoginTime)}</Table.Td>
                      <Table.Td>{when(m.registerTime)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack gap="xs" hiddenFrom="sm">
              {d.list.map((m) => (
                <UnstyledButton key={m.memberId} onClick={() => setOpen(m)} data-testid={`member-card-${m.account}`}>
                  <Card withBorder padding="xs">
                    <Group justify="space-between">
                      <Text fw={600}>{m.account}</Text>
                      <Badge size="xs" color={m.online ? 'green' : 'gray'} variant="light">
                        {t(m.online ? 'team.online' : 'team.offline')}
                      </Badge>
                    </Group>
                    <Group justify="space-between">
                      <Text size="xs" c="dimmed">
                        {t(`team.type.${m.type}`)} · {m.group} ({showPercent(m.rebate)}%)
                      </Text>
                      <Text size="sm">{money(m.balance)}</Text>
                    </Group>
                  </Card>
                </UnstyledButton>
              ))}
            </Stack>
            <RowsPager page={f.page} size={TEAM_PAGE_SIZE} total={d.total} onChange={(page) => setF((x) => ({ ...x, page }))} />
          </>
        )}
      </QueryState>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={t('team.detail.title')} size="lg">
        {open && <MemberDetail member={open} />}
      </Modal>
    </Stack>
  );
}
