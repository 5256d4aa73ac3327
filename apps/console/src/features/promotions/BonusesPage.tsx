import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { BONUS_KINDS, BonusStatus, PROMO_LIMITS, type ConsoleBonusView } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { BONUS_PAGE, useBonusList, useBonusReview } from './api.ts';
import { when } from '../../lib/time.ts';
import { moneyCell } from '../../lib/money.ts';

const STATUS_COLORS: Record<number, string> = { 1: 'blue', 2: 'teal', 3: 'green', 4: 'red', 5: 'gray' };

/**
 * The bonus review queue (issue #15 bonuses, domain §2.2): level-up, weekly and monthly bonuses
 * and large invite prizes wait here; approve or reject (with a reason) one, or the ticked ones
 * (at most 100 at once). Approved bonuses become claimable by the member.
 */
export function BonusesPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState(String(BonusStatus.PENDING_REVIEW));
  const [kind, setKind] = useState<(typeof BONUS_KINDS)[number] | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const [reason, setReason] = useState('');
  const list = useBonusList({
    status: status === 'all' ? undefined : Number(status),
    kind: kind ?? undefined,
    page,
  });
  const review = useBonusReview();
  const pendingIds = useMemo(
    () => (list.data?.list ?? []).filter((b) => b.status === BonusStatus.PENDING_REVIEW).map((b) => b.id),
    [list.data],
  );

  const run = (ids: string[], action: 'approve' | 'reject', why?: string) =>
    review.mutate(
      { ids, action, reason: why },
      {
        onSuccess: (res) => {
          setSelected(new Set());
          notifications.show({
            color: 'green',
            message: t(`cons.promo.done.${action}`, { done: res.done.length, skipped: res.skipped }),
          });
        },
        onError: (e) => notifications.show({ color: 'red', message: e.message }),
      },
    );
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on && next.size < PROMO_LIMITS.batch) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns = useMemo<ColumnDef<ConsoleBonusView, unknown>[]>(
    () => [
      {
        id: 'select',
        header: () => (
          <Checkbox
            aria-label={t('cons.promo.selectAll')}
            checked={pendingIds.length > 0 && pendingIds.every((id) => selected.has(id))}
            disabled={pendingIds.length === 0}
            onChange={(e) =>
              setSelected(
                e.currentTarget.checked ? new Set(pendingIds.slice(0, PROMO_LIMITS.batch)) : new Set(),
              )
            }
          />
        ),
        enableSorting: false,
        cell: (c) =>
          c.row.original.status === BonusStatus.PENDING_REVIEW && (
            <Checkbox
              aria-label={`${t('cons.promo.select')} ${c.row.original.id}`}
              checked={selected.has(c.row.original.id)}
              onChange={(e) => toggle(c.row.original.id, e.currentTarget.checked)}
            />
          ),
      },
      { accessorKey: 'id', header: '#' },
      { accessorKey: 'account', header: t('cons.review.account') },
      {
        accessorKey: 'kind',
        header: t('cons.promo.kind'),
        cell: (c) => t(`cons.promo.kind.${c.row.original.kind}`),
      },
      { accessorKey: 'period', header: t('cons.promo.period') },
      { accessorKey: 'level', header: t('cons.promo.level'), cell: (c) => `VIP${c.row.original.level}` },
      {
        accessorKey: 'amount',
        header: t('cons.review.amount'),
        sortingFn: (a, b) => Number(a.original.amount) - Number(b.original.amount),
        cell: moneyCell,
      },
      {
        accessorKey: 'status',
        header: t('cons.review.status'),
        cell: (c) => (
          <Badge color={STATUS_COLORS[c.row.original.status] ?? 'gray'}>
            {t(`cons.promo.status.${c.row.original.status}`)}
          </Badge>
        ),
      },
      { accessorKey: 'reason', header: t('cons.review.reason') },
      {
        accessorKey: 'createdAt',
        header: t('cons.promo.createdAt'),
        cell: (c) => when(c.row.original.createdAt),
      },
      {
        id: 'actions',
        header: '',
        cell: (c) =>
          c.row.original.status === BonusStatus.PENDING_REVIEW && (
            <Group gap={6} wrap="nowrap">
              <Button
                size="compact-xs"
                color="green"
                data-testid={`bonus-approve-${c.row.original.id}`}
                onClick={() => run([c.row.original.id], 'approve')}
                loading={review.isPending}
              >
                {t('cons.review.approve')}
              </Button>
              <Button
                size="compact-xs"
                color="red"
                variant="light"
                onClick={() => (setReason(''), setRejecting([c.row.original.id]))}
              >
                {t('cons.review.reject')}
              </Button>
            </Group>
          ),
      },
    ],
    [t, pendingIds, selected, review.isPending],
  );

  return (
    <Stack>
      <Title order={3}>{t('cons.nav.bonuses')}</Title>
      <Group>
        <SegmentedControl
          size="xs"
          value={status}
          onChange={(v) => (setStatus(v), setPage(1), setSelected(new Set()))}
          data={[
            ...Object.values(BonusStatus).map((s) => ({
              value: String(s),
              label: t(`cons.promo.status.${s}`),
            })),
            { value: 'all', label: t('cons.review.all') },
          ]}
        />
        <Select
          size="xs"
          w={170}
          clearable
          placeholder={t('cons.promo.allKinds')}
          aria-label={t('cons.promo.kind')}
          data={BONUS_KINDS.map((k) => ({ value: k, label: t(`cons.promo.kind.${k}`) }))}
          value={kind}
          onChange={(v) => (setKind(BONUS_KINDS.find((k) => k === v) ?? null), setPage(1), setSelected(new Set()))}
        />
      </Group>
      {selected.size > 0 && (
        <Group data-testid="bonus-batch">
          <Button
            size="xs"
            color="green"
            onClick={() => run([...selected], 'approve')}
            loading={review.isPending}
          >
            {t('cons.promo.approveSelected', { count: selected.size })}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => (setReason(''), setRejecting([...selected]))}
          >
            {t('cons.promo.rejectSelected', { count: selected.size })}
          </Button>
        </Group>
      )}
      <DataTable
        testId="bonus-queue"
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        csvName="bonuses"
        paging={
          list.data
            ? {
                page,
                size: BONUS_PAGE,
                total: list.data.total,
                onPage: (p) => (setPage(p), setSelected(new Set())),
              }
            : undefined
        }
      />
      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('cons.promo.rejectTitle', { count: rejecting?.length ?? 0 })}
      >
        <Stack>
          <Textarea
            label={t('cons.review.reason')}
            required
            maxLength={255}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Button
            color="red"
            disabled={!reason.trim()}
            onClick={() => {
              if (rejecting) run(rejecting, 'reject', reason.trim());
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
