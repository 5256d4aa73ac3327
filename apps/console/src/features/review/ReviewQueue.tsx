import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { DwStatus, type ReviewFlag, type WithdrawalAccount } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { SecondPersonNote } from '../../components/Proposals.tsx';
import { useMe } from '../auth/use-me.ts';
import {
  usePayoutChannels,
  useReviewAction,
  useReviewList,
  useWithdrawalAccount,
  type ReviewKind,
  type ReviewRow,
} from './api.ts';
import { moneyCell, showMoney } from '../../lib/money.ts';

dayjs.extend(relativeTime);

const STATUS_COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'red', 4: 'orange' };
const FLAG_COLORS: Record<ReviewFlag, string> = {
  large: 'red',
  manyRequests: 'orange',
  newCard: 'yellow',
  manualCredit: 'grape',
};

/**
 * A review queue (deposits or withdrawals): filter by status and member, the order's age, approve
 * or reject with a reason. A withdrawal is taken first (locked to you); large ones need a second
 * operator's approval, which the answer says. Approving a withdrawal asks for confirmation, and
 * the approval that pays for the bank reference (the member reads "completed" only then); an
 * operator with `withdrawal.reveal` sees where it goes, with a copy button (each reveal audited).
 */
export function ReviewQueue({ kind }: { kind: ReviewKind }) {
  const { t } = useTranslation();
  const pending = kind === 'deposit' ? DwStatus.SUBMITTED : DwStatus.PROCESSING;
  const [status, setStatus] = useState<string>(String(pending));
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const list = useReviewList(kind, {
    status: status === 'all' ? undefined : Number(status),
    account: account.trim() || undefined,
    page,
  });
  const action = useReviewAction(kind);
  const [rejecting, setRejecting] = useState<ReviewRow | null>(null);
  const [reason, setReason] = useState('');
  const [approving, setApproving] = useState<ReviewRow | null>(null);
  const [payoutRef, setPayoutRef] = useState('');
  // 'hand': the operator's bank reference; else the id of a channel whose provider pays it out.
  const [payWith, setPayWith] = useState('hand');
  const payoutChannels = usePayoutChannels(kind === 'withdrawal');
  const canReveal = useMe().can('withdrawal.reveal');
  const reveal = useWithdrawalAccount();
  const [revealed, setRevealed] = useState<WithdrawalAccount | null>(null);
  const showAccount = (row: ReviewRow) =>
    reveal.mutate(row.orderNo, {
      onSuccess: setRevealed,
      onError: (e) => notifications.show({ color: 'red', message: e.message }),
    });

  const run = (a: 'approve' | 'reject' | 'take' | 'release', row: ReviewRow, why?: string, ref?: string, channelId?: number) =>
    action.mutate(
      { action: a, row, reason: why, payoutRef: ref, payoutChannelId: channelId },
      {
        onSuccess: (res) =>
          notifications.show({
            color: 'green',
            message: res && 'awaitingSecond' in res && res.awaitingSecond
              ? t('cons.review.awaitingSecond')
              : t(`cons.review.done.${a}`, { orderNo: row.orderNo }),
          }),
        onError: (e) => notifications.show({ color: 'red', message: e.message }),
      },
    );

  const columns = useMemo<ColumnDef<ReviewRow, unknown>[]>(
    () => [
      { accessorKey: 'orderNo', header: t('cons.review.orderNo') },
      { accessorKey: 'account', header: t('cons.review.account') },
      {
        accessorKey: 'amount',
        header: t('cons.review.amount'),
        sortingFn: (a, b) => Number(a.original.amount) - Number(b.original.amount),
        cell: moneyCell,
      },
      ...(kind === 'deposit'
        ? [{ accessorKey: 'payerName', header: t('cons.review.payer') } as ColumnDef<ReviewRow, unknown>]
        : [
            { accessorKey: 'fee', header: t('cons.review.fee'), cell: moneyCell } as ColumnDef<ReviewRow, unknown>,
            {
              accessorKey: 'cardTail',
              header: t('cons.review.card'),
              cell: (c) => (
                <Group gap={6} wrap="nowrap">
                  <span>···· {c.row.original.cardTail}</span>
                  {canReveal && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      data-testid={`reveal-${c.row.original.orderNo}`}
                      onClick={() => showAccount(c.row.original)}
                    >
                      {t('cons.review.reveal')}
                    </Button>
                  )}
                </Group>
              ),
            } as ColumnDef<ReviewRow, unknown>,
          ]),
      {
        accessorKey: 'statusName',
        header: t('cons.review.status'),
        cell: (c) => (
          <Badge color={STATUS_COLORS[c.row.original.status] ?? 'gray'}>{c.row.original.statusName}</Badge>
        ),
      },
      {
        accessorKey: 'createdAt',
        header: t('cons.review.age'),
        cell: (c) => dayjs(c.row.original.createdAt).fromNow(true),
      },
      {
        id: 'flags',
        header: t('cons.review.flags'),
        enableSorting: false,
        cell: (c) => (
          <Group gap={4} data-testid={`flags-${c.row.original.orderNo}`}>
            {c.row.original.flags.map((f) => (
              <Badge key={f} size="sm" variant="light" color={FLAG_COLORS[f]} data-flag={f}>
                {t(`cons.review.flag.${f}`)}
              </Badge>
            ))}
          </Group>
        ),
      },
      {
        id: 'actions',
        header: '',
        cell: (c) =>
          c.row.original.status === pending && (
            <Stack gap={4}>
              <Group gap={6} wrap="nowrap">
                {kind === 'withdrawal' && (
                  <Button size="compact-xs" variant="default" onClick={() => run('take', c.row.original)}>
                    {t('cons.review.take')}
                  </Button>
                )}
                <Button
                  size="compact-xs"
                  color="green"
                  data-testid={`approve-${c.row.original.orderNo}`}
                  onClick={() => (setPayoutRef(''), setPayWith('hand'), setApproving(c.row.original))}
                  disabled={c.row.original.secondPerson?.blocked != null}
                  loading={action.isPending}
                >
                  {t('cons.review.approve')}
                </Button>
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  onClick={() => (setReason(''), setRejecting(c.row.original))}
                >
                  {t('cons.review.reject')}
                </Button>
              </Group>
              {c.row.original.secondPerson && (
                <SecondPersonNote
                  by={c.row.original.firstApprovedBy}
                  firstApproval
                  secondPerson={c.row.original.secondPerson}
                  testId={`second-${c.row.original.orderNo}`}
                />
              )}
            </Stack>
          ),
      },
    ],
    [t, kind, pending, action.isPending, canReveal],
  );

  return (
    <Stack>
      <Title order={3}>{t(kind === 'deposit' ? 'cons.nav.deposits' : 'cons.nav.withdrawals')}</Title>
      <Group>
        <SegmentedControl
          size="xs"
          value={status}
          onChange={(v) => (setStatus(v), setPage(1))}
          data={[
            { value: String(pending), label: t('cons.review.pending') },
            { value: String(DwStatus.COMPLETED), label: t('cons.review.completed') },
            { value: String(DwStatus.REJECTED), label: t('cons.review.rejected') },
            { value: 'all', label: t('cons.review.all') },
          ]}
        />
        <TextInput
          size="xs"
          placeholder={t('cons.review.account')}
          value={account}
          maxLength={16}
          onChange={(e) => (setAccount(e.currentTarget.value), setPage(1))}
        />
      </Group>
      <DataTable
        testId={`${kind}-queue`}
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading}
        error={list.error}
        csvName={`${kind}s`}
        paging={
          list.data ? { page, size: list.data.size, total: list.data.total, onPage: setPage } : undefined
        }
      />
      <Modal
        opened={approving !== null && kind === 'deposit'}
        onClose={() => setApproving(null)}
        title={approving ? t('cons.review.depositTitle', { orderNo: approving.orderNo }) : ''}
      >
        {approving && (
          <Stack data-testid="deposit-approve-dialog">
            <Table>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th>{t('cons.review.member')}</Table.Th>
                  <Table.Td data-testid="deposit-approve-member">{approving.account}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('cons.review.amount')}</Table.Th>
                  <Table.Td data-testid="deposit-approve-amount">
                    <b>{showMoney(approving.amount)}</b>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('cons.review.channel')}</Table.Th>
                  <Table.Td data-testid="deposit-approve-channel">
                    {approving.channelName ?? approving.channelType ?? '—'}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('cons.review.payer')}</Table.Th>
                  <Table.Td>{approving.payerName ?? approving.txHash ?? '—'}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="sm">
              {t('cons.review.depositAsk', { amount: showMoney(approving.amount), account: approving.account })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setApproving(null)}>
                {t('cons.review.back')}
              </Button>
              <Button
                color="green"
                data-testid="deposit-approve-confirm"
                onClick={() => {
                  run('approve', approving);
                  setApproving(null);
                }}
              >
                {t('cons.review.confirmDeposit')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal
        opened={approving !== null && kind === 'withdrawal'}
        onClose={() => setApproving(null)}
        title={
          approving
            ? t(approving.approvalPays ? 'cons.review.approveTitle' : 'cons.review.approveFirstTitle', {
                orderNo: approving.orderNo,
              })
            : ''
        }
      >
        {approving && kind === 'withdrawal' && (
          <Stack data-testid="approve-dialog">
            <Text size="sm">
              {approving.account} · {t('cons.review.amount')} {showMoney(approving.amount)} · {t('cons.review.actual')}{' '}
              <b>{showMoney(approving.actualAmount)}</b> · ···· {approving.cardTail}
            </Text>
            <Text size="sm">
              {approving.approvalPays
                ? t('cons.review.payAsk', { amount: showMoney(approving.actualAmount), tail: approving.cardTail ?? '' })
                : t('cons.review.firstAsk')}
            </Text>
            {approving.approvalPays && (payoutChannels.data?.list.length ?? 0) > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('pay.payout.how')}
                </Text>
                <SegmentedControl
                  fullWidth
                  orientation="vertical"
                  data-testid="payout-how"
                  value={payWith}
                  onChange={setPayWith}
                  data={[
                    { value: 'hand', label: t('pay.payout.byHand') },
                    ...(payoutChannels.data?.list ?? []).map((c) => ({
                      value: String(c.id),
                      label: t('pay.payout.via', { name: c.name }),
                    })),
                  ]}
                />
                {payWith !== 'hand' && (
                  <Text size="xs" c="dimmed">
                    {t('pay.payout.viaNote')}
                  </Text>
                )}
              </Stack>
            )}
            {approving.approvalPays && payWith === 'hand' && (
              <TextInput
                label={t('cons.review.payoutRef')}
                required
                maxLength={128}
                data-testid="payout-ref"
                value={payoutRef}
                onChange={(e) => setPayoutRef(e.currentTarget.value)}
              />
            )}
            <Button
              color="green"
              data-testid="approve-confirm"
              disabled={approving.approvalPays && payWith === 'hand' && !payoutRef.trim()}
              onClick={() => {
                const viaChannel = approving.approvalPays && payWith !== 'hand' ? Number(payWith) : undefined;
                run(
                  'approve',
                  approving,
                  undefined,
                  approving.approvalPays && viaChannel === undefined ? payoutRef.trim() : undefined,
                  viaChannel,
                );
                setApproving(null);
              }}
            >
              {t(approving.approvalPays ? 'cons.review.confirmPay' : 'cons.review.confirmFirst')}
            </Button>
          </Stack>
        )}
      </Modal>
      <Modal
        size="lg"
        opened={revealed !== null}
        onClose={() => setRevealed(null)}
        title={revealed ? t('cons.review.accountTitle', { orderNo: revealed.orderNo }) : ''}
      >
        {revealed && (
          <Stack data-testid="withdrawal-account">
            <Table>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th>{t(revealed.kind === 1 ? 'cons.review.bank' : 'cons.review.network')}</Table.Th>
                  <Table.Td>{revealed.bankName}</Table.Td>
                </Table.Tr>
                {revealed.kind === 1 && (
                  <Table.Tr>
                    <Table.Th>{t('cons.review.branch')}</Table.Th>
                    <Table.Td>{revealed.branch ?? '—'}</Table.Td>
                  </Table.Tr>
                )}
                <Table.Tr>
                  <Table.Th>{t('cons.review.holder')}</Table.Th>
                  <Table.Td>{revealed.holderName}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t(revealed.kind === 1 ? 'cons.review.number' : 'cons.review.address')}</Table.Th>
                  <Table.Td>
                    <Group gap={8} wrap="nowrap">
                      <Code
                        fz="md"
                        data-testid="account-number"
                        style={revealed.kind === 1 ? { whiteSpace: 'nowrap' } : { wordBreak: 'break-all' }}
                      >
                        {revealed.cardNo}
                      </Code>
                      <CopyButton value={revealed.cardNo}>
                        {({ copied, copy }) => (
                          <Button
                            size="compact-xs"
                            variant="light"
                            color={copied ? 'teal' : undefined}
                            data-testid="account-copy"
                            onClick={copy}
                          >
                            {copied ? t('cons.review.copied') : t('cons.member.copy')}
                          </Button>
                        )}
                      </CopyButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {t('cons.review.revealAudited')}
            </Text>
          </Stack>
        )}
      </Modal>
      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('cons.review.rejectTitle', { orderNo: rejecting?.orderNo ?? '' })}
      >
        <Stack>
          <Textarea
            label={t('cons.review.reason')}
            required
            maxLength={255}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Button
            color="red"
            disabled={!reason.trim()}
            onClick={() => {
              if (rejecting) run('reject', rejecting, reason.trim());
              setRejecting(null);
            }}
          >
            {t('cons.review.reject')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
