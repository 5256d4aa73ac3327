import { useMemo, useState } from 'react';
import { Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { MAX_GROUP_OFFSET, groupOffsetProposeRequest, lotteryRoutes, type GroupOffsetProposalView, type LotterySettingsView } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { ProposalStatusFilter, proposalColumns, type ProposalStatus } from '../../components/Proposals.tsx';

const PAGE = 20;
const proposalsKey = ['console', 'lotteries', 'group-offset'] as const;

/** One page of the offset proposals (the Lotteries tab's pending count shares the first page). */
export const offsetProposalsQuery = (status: ProposalStatus, page: number) => ({
  queryKey: [...proposalsKey, status, page],
  queryFn: () => client.call(lotteryRoutes.groupOffsetProposals, { status, page, size: PAGE }),
  placeholderData: keepPreviousData,
});

/**
 * The prize-group offset under the two-person rule (issue #16 "prize-group changes"): one operator
 * proposes a lottery's new offset with a reason; another confirms or refuses it here (the server
 * refuses the proposer's own confirmation, and a proposal made stale by a change meanwhile).
 */
export function GroupOffsetPanel({ lotteries }: { lotteries: LotterySettingsView[] | undefined }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [status, setStatus] = useState<ProposalStatus>('pending');
  const [page, setPage] = useState(1);
  const list = useQuery(offsetProposalsQuery(status, page));
  const form = useForm({
    initialValues: { ticketId: '', groupOffset: '', reason: '' },
    validate: (v) => {
      const errors: Record<string, string> = {};
      for (const [k, key] of Object.entries(schemaResolver(groupOffsetProposeRequest, { sync: true })({ groupOffset: v.groupOffset, reason: v.reason }))) {
        const message = String(key);
        errors[k] = message.startsWith('ops.settingInvalid:') ? t('cons.offset.invalid', { max: MAX_GROUP_OFFSET }) : t(message);
      }
      if (!v.ticketId) errors.ticketId = t('cons.offset.pickLottery');
      return errors;
    },
  });
  const current = lotteries?.find((l) => String(l.ticketId) === form.values.ticketId);
  const propose = useMutation({
    mutationFn: (v: typeof form.values) => client.call(lotteryRoutes.groupOffsetPropose, { ticketId: v.ticketId, groupOffset: v.groupOffset, reason: v.reason.trim() }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('cons.offset.proposed') });
      form.reset();
      void qc.invalidateQueries({ queryKey: proposalsKey });
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  const decide = useMutation({
    mutationFn: ({ id, how }: { id: string; how: 'confirm' | 'refuse' }) =>
      client.call(how === 'confirm' ? lotteryRoutes.groupOffsetConfirm : lotteryRoutes.groupOffsetRefuse, { id }),
    onSuccess: (_, { how }) => notifications.show({ color: 'green', message: t(how === 'confirm' ? 'cons.offset.confirmed' : 'cons.offset.refused') }),
    onError: (e) => notifications.show({ color: 'red', message: e.message, autoClose: 8000 }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'lotteries'] }),
  });
  const columns = useMemo<ColumnDef<GroupOffsetProposalView, unknown>[]>(
    () => [
      { accessorKey: 'id', header: '#' },
      { id: 'lottery', accessorFn: (r) => r.code ?? `#${r.ticketId}`, header: t('cons.offset.lottery') },
      {
        id: 'change',
        accessorFn: (r) => `${r.from} → ${r.to}`,
        header: t('cons.offset.change'),
        cell: (c) => (
          <Text size="sm" fw={600} ff="monospace">
            {c.row.original.from} → {c.row.original.to}
          </Text>
        ),
      },
      { accessorKey: 'proposer', header: t('cons.adjust.proposer') },
      { accessorKey: 'reason', header: t('cons.review.reason') },
      ...proposalColumns<GroupOffsetProposalView>(t, decide, 'offset'),
    ],
    [t, decide],
  );
  return (
    <Stack data-testid="offset-panel">
      <Text size="sm" c="dimmed">
        {t('cons.offset.help')}
      </Text>
      <Paper withBorder p="md">
        <form onSubmit={form.onSubmit((v) => propose.mutate(v))}>
          <Group align="flex-start" wrap="wrap">
            <Select
              w={220}
              label={t('cons.offset.lottery')}
              searchable
              data={(lotteries ?? []).map((l) => ({ value: String(l.ticketId), label: `${l.code} (${l.groupOffset})` }))}
              data-testid="offset-lottery"
              {...form.getInputProps('ticketId')}
              onChange={(v) => form.setFieldValue('ticketId', v ?? '')}
            />
            <NumberInput
              w={140}
              label={t('cons.offset.newOffset')}
              placeholder={current ? t('cons.offset.now', { n: current.groupOffset }) : undefined}
              min={0}
              max={MAX_GROUP_OFFSET}
              allowDecimal={false}
              allowNegative={false}
              data-testid="offset-value"
              {...form.getInputProps('groupOffset')}
              onChange={(v) => form.setFieldValue('groupOffset', String(v))}
            />
            <TextInput w={280} label={t('cons.review.reason')} maxLength={255} data-testid="offset-reason" {...form.getInputProps('reason')} />
            <Button mt={25} type="submit" loading={propose.isPending} data-testid="offset-propose">
              {t('cons.adjust.propose')}
            </Button>
          </Group>
        </form>
      </Paper>
      <ProposalStatusFilter value={status} onChange={(v) => (setStatus(v), setPage(1))} />
      <DataTable
        testId="offset-proposals"
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        paging={list.data ? { page, size: PAGE, total: list.data.total, onPage: setPage } : undefined}
      />
    </Stack>
  );
}
