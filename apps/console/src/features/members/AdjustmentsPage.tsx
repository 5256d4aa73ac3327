import { useMemo, useState } from 'react';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { memberRoutes, type RouteOutput } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { ProposalStatusFilter, proposalColumns, type ProposalStatus } from '../../components/Proposals.tsx';
import { moneyCell } from '../../lib/money.ts';

type Proposal = RouteOutput<typeof memberRoutes.proposals>['list'][number];

/**
 * Balance adjustments under the two-person rule: propose a credit (positive) or a debit
 * (negative) with a reason; another operator confirms or refuses it.
 */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [status, setStatus] = useState<ProposalStatus>('pending');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['console', 'proposals', status, page],
    queryFn: () => client.call(memberRoutes.proposals, { status, page, size: 20 }),
    placeholderData: keepPreviousData,
  });
  const form = useForm({
    initialValues: { account: '', amount: '', reason: '' },
    validate: {
      account: (v) => (/^[A-Za-z0-9]{1,16}$/.test(v) ? null : t('cons.adjust.accountInvalid')),
      amount: (v) => (/^-?\d{1,13}(\.\d{1,3})?$/.test(v.trim()) && Number(v) !== 0 ? null : t('cons.adjust.amountInvalid')),
      reason: (v) => (v.trim() ? null : t('console.reasonRequired')),
    },
  });
  const propose = useMutation({
    mutationFn: (v: typeof form.values) => client.call(memberRoutes.adjust, { account: v.account, amount: v.amount.trim(), reason: v.reason.trim(), requestId: crypto.randomUUID() }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('cons.adjust.proposed') });
      form.reset();
      void qc.invalidateQueries({ queryKey: ['console'] });
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  const decide = useMutation({
    mutationFn: ({ id, how }: { id: string; how: 'confirm' | 'refuse' }) => client.call(how === 'confirm' ? memberRoutes.proposalConfirm : memberRoutes.proposalRefuse, { id }),
    onSuccess: () => notifications.show({ color: 'green', message: t('cons.adjust.decided') }),
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
  const columns = useMemo<ColumnDef<Proposal, unknown>[]>(
    () => [
      { accessorKey: 'id', header: '#' },
      { accessorKey: 'target', header: t('cons.review.account') },
      { accessorKey: 'amount', header: t('cons.review.amount'), cell: moneyCell },
      { accessorKey: 'reason', header: t('cons.review.reason') },
      { accessorKey: 'proposer', header: t('cons.adjust.proposer') },
      ...proposalColumns<Proposal>(t, decide, 'adjust'),
    ],
    [t, decide],
  );
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.adjustments')}</Title>
      <Paper withBorder p="md">
        <form onSubmit={form.onSubmit((v) => propose.mutate(v))}>
          <Group align="flex-end">
            <TextInput label={t('cons.review.account')} maxLength={16} data-testid="adjust-account" {...form.getInputProps('account')} />
            <TextInput label={t('cons.adjust.amount')} maxLength={18} data-testid="adjust-amount" {...form.getInputProps('amount')} />
            <TextInput label={t('cons.review.reason')} maxLength={255} w={280} data-testid="adjust-reason" {...form.getInputProps('reason')} />
            <Button type="submit" loading={propose.isPending} data-testid="adjust-propose">
              {t('cons.adjust.propose')}
            </Button>
          </Group>
        </form>
      </Paper>
      <ProposalStatusFilter value={status} onChange={(v) => (setStatus(v), setPage(1))} />
      <DataTable testId="adjust-proposals" columns={columns} data={list.data?.list} isLoading={list.isLoading} error={list.error} csvName="adjustments" paging={list.data ? { page, size: 20, total: list.data.total, onPage: setPage } : undefined} />
    </Stack>
  );
}
