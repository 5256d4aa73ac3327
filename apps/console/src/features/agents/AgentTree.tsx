import { useMemo, useState } from 'react';
import { Anchor, Badge, Breadcrumbs, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { agentRoutes, type AgentTreeNode } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';

const PAGE = 20;

/**
 * The agent tree (issue #16): from the top agents down one level at a time, or straight to an
 * account with its ancestors; any member with his team can be moved under another agent, for
 * future orders only (the server refuses a target inside the team, of a lower group, or too deep).
 */
export function AgentTree() {
  const { t } = useTranslation();
  const [root, setRoot] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [find, setFind] = useState('');
  const [moving, setMoving] = useState<string | null>(null);
  const open = (account: string | null) => (setRoot(account), setPage(1));
  const tree = useQuery({
    queryKey: ['console', 'agents', 'tree', root, page],
    queryFn: () => client.call(agentRoutes.tree, { ...(root ? { root } : {}), page, size: PAGE }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<AgentTreeNode, unknown>[]>(
    () => [
      {
        accessorKey: 'account',
        header: t('cons.agents.account'),
        cell: (c) =>
          c.row.original.direct > 0 ? (
            <Anchor component="button" size="sm" onClick={() => open(c.row.original.account)}>
              {c.row.original.account} ▸
            </Anchor>
          ) : (
            <Text size="sm">{c.row.original.account}</Text>
          ),
      },
      { accessorKey: 'memberType', header: t('cons.agents.type'), cell: (c) => <Badge variant="light" color={c.row.original.memberType === 2 ? 'blue' : 'gray'}>{t(`cons.agents.type${c.row.original.memberType === 2 ? 2 : 1}`)}</Badge> },
      { accessorKey: 'group', header: t('cons.agents.group') },
      { accessorKey: 'depth', header: t('cons.agents.level') },
      { accessorKey: 'direct', header: t('cons.tree.direct') },
      { accessorKey: 'teamSize', header: t('cons.agents.teamSize') },
      { accessorKey: 'status', header: t('cons.agents.status'), cell: (c) => t(`cons.agents.status${c.row.original.status === 1 ? 1 : 2}`) },
      {
        id: 'move',
        header: '',
        cell: (c) => (
          <Button size="compact-xs" variant="light" onClick={() => setMoving(c.row.original.account)} data-testid={`move-${c.row.original.account}`}>
            {t('cons.tree.move')}
          </Button>
        ),
      },
    ],
    [t],
  );
  const v = tree.data;
  return (
    <Paper withBorder p="md" data-testid="agent-tree">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={5}>{t('cons.tree.title')}</Title>
          <form onSubmit={(e) => (e.preventDefault(), /^[A-Za-z0-9]{1,16}$/.test(find.trim()) && open(find.trim()))}>
            <TextInput w={260} size="xs" placeholder={t('cons.tree.search')} maxLength={16} value={find} onChange={(e) => setFind(e.currentTarget.value)} data-testid="tree-search" />
          </form>
        </Group>
        <Breadcrumbs separator="›">
          <Anchor component="button" size="sm" onClick={() => open(null)}>
            {t('cons.tree.top')}
          </Anchor>
          {v?.ancestors.map((a) => (
            <Anchor key={a.account} component="button" size="sm" onClick={() => open(a.account)}>
              {a.account}
            </Anchor>
          ))}
          {v?.root && (
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {v.root.account}
              </Text>
              <Text size="xs" c="dimmed">
                {t('cons.member.group')} {v.root.group} · {t('cons.agents.teamSize')} {v.root.teamSize}
              </Text>
              <Button size="compact-xs" variant="light" onClick={() => setMoving(v.root!.account)}>
                {t('cons.tree.move')}
              </Button>
            </Group>
          )}
        </Breadcrumbs>
        <DataTable
          testId="tree-table"
          columns={columns}
          data={v?.children.list}
          isLoading={tree.isLoading}
          error={tree.error}
          onRetry={() => void tree.refetch()}
          csvName={`agent-tree-${root ?? 'top'}`}
          paging={v ? { page, size: PAGE, total: v.children.total, onPage: setPage } : undefined}
        />
      </Stack>
      <MoveSubtree account={moving} onClose={() => setMoving(null)} />
    </Paper>
  );
}

function MoveSubtree({ account, onClose }: { account: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const move = useMutation({
    mutationFn: () => client.call(agentRoutes.move, { account: account!, to: to.trim(), reason: reason.trim() }),
    onSuccess: (r) => {
      notifications.show({ color: 'green', message: t('cons.tree.moved', { count: r.moved }) });
      setTo('');
      setReason('');
      onClose();
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['console', 'agents'] }), qc.invalidateQueries({ queryKey: ['console', 'member'] })]),
  });
  return (
    <Modal opened={account !== null} onClose={onClose} title={account ? t('cons.tree.moveTitle', { account }) : ''}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('cons.tree.moveNote')}
        </Text>
        <TextInput label={t('cons.tree.moveTo')} maxLength={16} value={to} onChange={(e) => setTo(e.currentTarget.value)} data-testid="move-to" />
        <TextInput label={t('cons.review.reason')} maxLength={255} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid="move-reason" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cons.agents.cancel')}
          </Button>
          <Button disabled={!to.trim() || !reason.trim()} loading={move.isPending} onClick={() => move.mutate()} data-testid="move-confirm">
            {t('cons.agents.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
