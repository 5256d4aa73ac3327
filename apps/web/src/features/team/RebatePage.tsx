import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translate.ts';
import { RowsPager } from '../../components/centre/ui.tsx';
import type { TeamMemberView } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { TEAM_PAGE_SIZE, raiseGroup, useRebateScope, useTeamMembers } from './api/agents.ts';
import { AccountSearch, QueryState } from './components/parts.tsx';
import { showPercent } from '../../components/centre/money.ts';

/** Rebate settings (docs/product.md §5, issue #14): raise a direct subordinate's prize group, never lower it. */
export function RebatePage() {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<TeamMemberView | null>(null);
  const [group, setGroup] = useState<string | null>(null);
  const members = useTeamMembers({ direct: 1, account, page });
  const scope = useRebateScope();
  const client = useQueryClient();
  const raise = useMutation({
    mutationFn: (v: { memberId: string; group: number }) => raiseGroup(v.memberId, v.group),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('team.saved') });
      setTarget(null);
      void client.invalidateQueries({ queryKey: ['team'] });
    },
    onError: (err) => notifications.show({ color: 'red', message: errorText(err, t) }),
  });
  const options = (scope.data?.options ?? [])
    .filter((o) => target && o.group > target.group)
    .map((o) => ({ value: String(o.group), label: t('team.option', { group: o.group, rebate: showPercent(o.rebate) }) }));
  return (
    <Stack data-testid="team-rebate">
      <Title order={2}>{t('team.rebate.title')}</Title>
      {scope.data && (
        <Text size="sm" c="dimmed">
          {t('team.own', { group: scope.data.own, rebate: showPercent(scope.data.options[0]?.rebate ?? '0') })} · {t('team.raise.hint')}
        </Text>
      )}
      <AccountSearch value={account} onChange={(v) => { setAccount(v); setPage(1); }} />
      <QueryState query={members} isEmpty={(d) => d.list.length === 0}>
        {(d) => (
          <>
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('team.col.account')}</Table.Th>
                  <Table.Th>{t('team.col.group')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.list.map((m) => (
                  <Table.Tr key={m.memberId}>
                    <Table.Td>
                      {m.account}
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · {t(`team.type.${m.type}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {m.group} ({showPercent(m.rebate)}%)
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button size="xs" variant="light" onClick={() => { setTarget(m); setGroup(null); }} data-testid={`raise-${m.account}`}>
                        {t('team.raise')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <RowsPager page={page} size={TEAM_PAGE_SIZE} total={d.total} onChange={setPage} />
          </>
        )}
      </QueryState>
      <Modal opened={target !== null} onClose={() => setTarget(null)} title={`${t('team.raise')}: ${target?.account ?? ''}`}>
        <Stack>
          <Select label={t('team.raise.to')} data={options} value={group} onChange={setGroup} searchable data-testid="raise-group" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTarget(null)}>
              {t('team.cancel')}
            </Button>
            <Button
              disabled={!group}
              loading={raise.isPending}
              onClick={() => target && group && raise.mutate({ memberId: target.memberId, group: Number(group) })}
              data-testid="raise-save"
            >
              {t('team.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
