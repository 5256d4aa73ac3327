import { useMemo, useState } from 'react';
import { Badge, Button, FileInput, Group, Modal, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { paymentRoutes, TRANSFER_STATUSES, type RouteOutput, type TransferStatus } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { showMoney } from '../../lib/money.ts';
import { when } from '../../lib/time.ts';
import { useMe } from '../auth/use-me.ts';

type Row = RouteOutput<typeof paymentRoutes.transfers>['list'][number];
const COLOR: Record<TransferStatus, string> = { unmatched: 'orange', credited: 'green', matched: 'teal', refunded: 'gray' };
/** Whole VND in the operator's number format. */
const vnd = (s: string) => showMoney(s);
const key = ['console', 'pay-transfers'] as const;

/** Match one transfer to a deposit order or to a member's account. */
function MatchModal({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [to, setTo] = useState<'order' | 'member'>('member');
  const [value, setValue] = useState('');
  const match = useMutation({
    mutationFn: () =>
      client.call(paymentRoutes.transferMatch, {
        id: row.id,
        ...(to === 'order' ? { orderNo: value.trim() } : { account: value.trim() }),
      }),
    onSuccess: (data) => {
      notifications.show({ color: data.awaitingSecond ? 'yellow' : 'green', message: t(data.awaitingSecond ? 'pay.transfers.awaitingSecond' : 'pay.transfers.done') });
      void qc.invalidateQueries({ queryKey: key });
      onClose();
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  return (
    <Modal opened onClose={onClose} title={t('pay.transfers.matchTitle', { amount: vnd(row.amountVnd) })}>
      <Stack>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {row.content}
        </Text>
        {row.proposal && (
          <Text size="sm" c="orange" data-testid="transfer-proposal">
            {t('pay.transfers.proposed', { by: row.proposal.by, target: row.proposal.target })}
          </Text>
        )}
        <SegmentedControl
          value={to}
          onChange={(v) => setTo(v as 'order' | 'member')}
          data={[
            { value: 'member', label: t('pay.transfers.toMember') },
            { value: 'order', label: t('pay.transfers.toOrder') },
          ]}
        />
        <TextInput
          label={t(to === 'order' ? 'pay.transfers.orderNo' : 'pay.transfers.memberAccount')}
          maxLength={32}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          data-testid="transfer-match-target"
        />
        <Button disabled={!value.trim()} loading={match.isPending} onClick={() => match.mutate()} data-testid="transfer-match-confirm">
          {t('pay.transfers.confirm')}
        </Button>
      </Stack>
    </Modal>
  );
}

function RefundModal({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [note, setNote] = useState('');
  const refund = useMutation({
    mutationFn: () => client.call(paymentRoutes.transferRefund, { id: row.id, note: note.trim() }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('pay.transfers.done') });
      void qc.invalidateQueries({ queryKey: key });
      onClose();
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  return (
    <Modal opened onClose={onClose} title={t('pay.transfers.refundTitle')}>
      <Stack>
        <Text size="sm">
          {vnd(row.amountVnd)} ₫ · {row.content}
        </Text>
        <TextInput label={t('pay.transfers.refundNote')} maxLength={255} value={note} onChange={(e) => setNote(e.currentTarget.value)} data-testid="transfer-refund-note" />
        <Button disabled={!note.trim()} loading={refund.isPending} onClick={() => refund.mutate()} data-testid="transfer-refund-confirm">
          {t('pay.transfers.confirm')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** A Vietcombank/Techcombank internet-banking statement (CSV) into the matcher. */
function ImportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [accountNo, setAccountNo] = useState('');
  const imported = useMutation({
    mutationFn: async () =>
      client.call(paymentRoutes.statementImport, { csv: await file!.text(), accountNo: accountNo.trim() }),
    onSuccess: (data) => {
      notifications.show({ color: 'green', message: t('pay.transfers.importResult', data), autoClose: false });
      void qc.invalidateQueries({ queryKey: key });
      onClose();
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  return (
    <Modal opened onClose={onClose} title={t('pay.transfers.import')}>
      <Stack>
        <TextInput label={t('pay.transfers.importAccount')} maxLength={19} value={accountNo} onChange={(e) => setAccountNo(e.currentTarget.value)} data-testid="statement-account" />
        <FileInput label={t('pay.transfers.importFile')} accept=".csv,text/csv" value={file} onChange={setFile} data-testid="statement-file" />
        <Button disabled={!file || !accountNo.trim() || file.size > 500_000} loading={imported.isPending} onClick={() => imported.mutate()} data-testid="statement-import">
          {t('pay.transfers.confirm')}
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * The bank's credits (issue #28 §2): what the bank feed and imported statements reported, the
 * unmatched first; an operator with `deposit.match` credits one to an order or a member (a
 * second operator confirms at the large amount) or marks it refunded, and imports statements.
 */
export function TransfersPage() {
  const { t } = useTranslation();
  const canMatch = useMe().can('deposit.match');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TransferStatus | 'all'>('unmatched');
  const [matching, setMatching] = useState<Row | null>(null);
  const [refunding, setRefunding] = useState<Row | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useQuery({
    queryKey: [...key, status, page],
    queryFn: () => client.call(paymentRoutes.transfers, { page, size: 20, ...(status !== 'all' ? { status } : {}) }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('pay.transfers.time'), cell: (c) => when(c.row.original.transferredAt ?? c.row.original.createdAt, 'second') },
      { accessorKey: 'source', header: t('pay.transfers.source'), cell: (c) => `${c.row.original.source}${c.row.original.bank ? ` · ${c.row.original.bank}` : ''}` },
      { accessorKey: 'accountNo', header: t('pay.transfers.account') },
      { accessorKey: 'amountVnd', header: t('pay.transfers.amount'), cell: (c) => vnd(c.row.original.amountVnd) },
      { accessorKey: 'content', header: t('pay.transfers.content'), cell: (c) => <Text size="sm" style={{ minWidth: 180, wordBreak: 'break-all' }}>{c.row.original.content}</Text> },
      { accessorKey: 'referenceCode', header: t('pay.transfers.reference') },
      {
        accessorKey: 'status',
        header: t('pay.transfers.status'),
        cell: (c) => (
          <Stack gap={2}>
            <Badge color={COLOR[c.row.original.status]} variant="light" tt="none">
              {t(`pay.transferStatus.${c.row.original.status}`)}
            </Badge>
            {c.row.original.status === 'unmatched' && c.row.original.reason && (
              <Text size="xs" c="dimmed">
                {t(`pay.transferReason.${c.row.original.reason}`)}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'result',
        header: t('pay.transfers.result'),
        cell: (c) => {
          const r = c.row.original;
          if (r.proposal && r.status === 'unmatched') return <Text size="xs" c="orange">{t('pay.transfers.proposed', { by: r.proposal.by, target: r.proposal.target })}</Text>;
          return <Text size="xs">{[r.orderNo, r.memberAccount, r.note].filter(Boolean).join(' · ')}</Text>;
        },
      },
      {
        id: 'actions',
        header: '',
        cell: (c) =>
          canMatch && c.row.original.status === 'unmatched' ? (
            <Group gap={4} wrap="nowrap">
              <Button size="compact-xs" onClick={() => setMatching(c.row.original)} data-testid={`transfer-match-${c.row.original.id}`}>
                {t('pay.transfers.match')}
              </Button>
              <Button size="compact-xs" variant="light" color="gray" onClick={() => setRefunding(c.row.original)} data-testid={`transfer-refund-${c.row.original.id}`}>
                {t('pay.transfers.refund')}
              </Button>
            </Group>
          ) : null,
      },
    ],
    [t, canMatch],
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t('pay.transfers.title')}</Title>
        {canMatch && (
          <Button variant="light" onClick={() => setImporting(true)} data-testid="statement-open">
            {t('pay.transfers.import')}
          </Button>
        )}
      </Group>
      <SegmentedControl
        w="fit-content"
        size="xs"
        value={status}
        onChange={(v) => (setStatus(v as TransferStatus | 'all'), setPage(1))}
        data={[...TRANSFER_STATUSES.map((s) => ({ value: s, label: t(`pay.transferStatus.${s}`) })), { value: 'all', label: t('pay.transfers.all') }]}
        data-testid="transfers-status"
      />
      {list.data?.total === 0 && <Text c="dimmed">{t('pay.transfers.empty')}</Text>}
      <DataTable
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        csvName="bank-transfers"
        testId="transfers-table"
        paging={list.data ? { page, size: 20, total: list.data.total, onPage: setPage } : undefined}
      />
      {matching && <MatchModal row={matching} onClose={() => setMatching(null)} />}
      {refunding && <RefundModal row={refunding} onClose={() => setRefunding(null)} />}
      {importing && <ImportModal onClose={() => setImporting(false)} />}
    </Stack>
  );
}
