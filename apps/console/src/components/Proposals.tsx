import { Badge, Button, Group, SegmentedControl } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { when } from '../lib/time.ts';

/** The states of a two-person-rule proposal (balance adjustments, prize-group offsets). */
export const PROPOSAL_STATUSES = ['pending', 'confirmed', 'refused'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

const statusColor: Record<string, string> = { pending: 'yellow', confirmed: 'green', refused: 'gray' };

/** The list's status filter: pending, confirmed, refused. */
export function ProposalStatusFilter({ value, onChange }: { value: ProposalStatus; onChange: (s: ProposalStatus) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      w="fit-content"
      value={value}
      onChange={(v) => onChange(v as ProposalStatus)}
      data={PROPOSAL_STATUSES.map((s) => ({ value: s, label: t(`cons.adjust.status.${s}`) }))}
    />
  );
}

export function ProposalStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={statusColor[status] ?? 'gray'}>
      {t(`cons.adjust.status.${status}`)}
    </Badge>
  );
}

/**
 * Confirm and refuse of a pending proposal (nothing for a decided one). `pendingId` is the
 * proposal whose decision is on its way: its confirm shows a spinner, and every button waits.
 */
export function ProposalDecision({
  id,
  status,
  pendingId,
  onDecide,
  testId,
}: {
  id: string;
  status: string;
  pendingId: string | null;
  onDecide: (how: 'confirm' | 'refuse') => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (status !== 'pending') return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="compact-xs" color="green" loading={pendingId === id} disabled={pendingId !== null && pendingId !== id} onClick={() => onDecide('confirm')} data-testid={testId && `${testId}-confirm-${id}`}>
        {t('cons.adjust.confirm')}
      </Button>
      <Button size="compact-xs" color="red" variant="light" disabled={pendingId !== null} onClick={() => onDecide('refuse')} data-testid={testId && `${testId}-refuse-${id}`}>
        {t('cons.adjust.refuse')}
      </Button>
    </Group>
  );
}

/** The decide mutation of a proposals list (react-query's useMutation result, as far as it is read here). */
export interface ProposalDecide {
  isPending: boolean;
  variables: { id: string } | undefined;
  mutate: (v: { id: string; how: 'confirm' | 'refuse' }) => void;
}

/** A proposals table's last columns: when it was proposed, its status, and confirm/refuse while pending. */
export function proposalColumns<T extends { id: string; status: string; createdAt: string }>(t: TFunction, decide: ProposalDecide, testId: string): ColumnDef<T, unknown>[] {
  return [
    { id: 'createdAt', accessorFn: (r) => r.createdAt, header: t('cons.offset.at'), cell: (c) => when(c.row.original.createdAt) },
    { id: 'status', accessorFn: (r) => r.status, header: t('cons.review.status'), cell: (c) => <ProposalStatusBadge status={c.row.original.status} /> },
    {
      id: 'actions',
      header: '',
      cell: (c) => (
        <ProposalDecision
          id={c.row.original.id}
          status={c.row.original.status}
          pendingId={decide.isPending ? (decide.variables?.id ?? null) : null}
          onDecide={(how) => decide.mutate({ id: c.row.original.id, how })}
          testId={testId}
        />
      ),
    },
  ];
}
