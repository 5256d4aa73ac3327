import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { SecondPersonView } from '@lotus/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { when } from '../lib/time.ts';

/** The states of a two-person-rule proposal (balance adjustments, prize-group offsets). */
export const PROPOSAL_STATUSES = ['pending', 'confirmed', 'refused'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

const statusColor: Record<string, string> = { pending: 'yellow', confirmed: 'green', refused: 'gray' };

/** The list's status filter: pending, confirmed, refused. */
export function ProposalStatusFilter({
  value,
  onChange,
}: {
  value: ProposalStatus;
  onChange: (s: ProposalStatus) => void;
}) {
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

/** A permission in operators' words (`*`: the super admin's). */
export const permissionLabel = (t: TFunction, permission: string) =>
  t(`cons.perm.${permission}`, { defaultValue: permission });

/**
 * The two-person rule said before the click (issue #27): who proposed (or first approved) a
 * pending item, who may confirm it, and — when the operator looking may not — why, in his language.
 */
export function SecondPersonNote({
  by,
  firstApproval,
  secondPerson,
  testId,
}: {
  by: string | null;
  firstApproval?: boolean;
  secondPerson: SecondPersonView;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} data-testid={testId}>
      {by && (
        <Text size="xs" c="dimmed">
          {t(firstApproval ? 'cons.two.firstApprovedBy' : 'cons.two.proposedBy', { account: by })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {secondPerson.permission === '*'
          ? t('cons.two.confirmerAdmin')
          : t('cons.two.confirmer', { permission: permissionLabel(t, secondPerson.permission) })}
      </Text>
      {secondPerson.blocked && (
        <Text size="xs" c="orange.8" fw={500} data-testid={testId && `${testId}-blocked`}>
          {t(secondPerson.blocked.key, secondPerson.blocked.params)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Confirm and refuse of a pending proposal (nothing for a decided one). `pendingId` is the
 * proposal whose decision is on its way: its confirm shows a spinner, and every button waits.
 * `secondPerson`: the confirmer the rule needs; when this operator may not confirm, his confirm is
 * disabled and the reason is shown beside it.
 */
export function ProposalDecision({
  id,
  status,
  pendingId,
  onDecide,
  testId,
  proposer,
  secondPerson,
}: {
  id: string;
  status: string;
  pendingId: string | null;
  onDecide: (how: 'confirm' | 'refuse') => void;
  testId?: string;
  proposer?: string | null;
  secondPerson?: SecondPersonView | null;
}) {
  const { t } = useTranslation();
  if (status !== 'pending') return null;
  const blocked = secondPerson?.blocked ?? null;
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <Button
          size="compact-xs"
          color="green"
          loading={pendingId === id}
          disabled={blocked !== null || (pendingId !== null && pendingId !== id)}
          onClick={() => onDecide('confirm')}
          data-testid={testId && `${testId}-confirm-${id}`}
        >
          {t('cons.adjust.confirm')}
        </Button>
        <Button
          size="compact-xs"
          color="red"
          variant="light"
          disabled={pendingId !== null}
          onClick={() => onDecide('refuse')}
          data-testid={testId && `${testId}-refuse-${id}`}
        >
          {t('cons.adjust.refuse')}
        </Button>
      </Group>
      {secondPerson && (
        <SecondPersonNote
          by={proposer ?? null}
          secondPerson={secondPerson}
          testId={testId && `${testId}-who-${id}`}
        />
      )}
    </Stack>
  );
}

/** The decide mutation of a proposals list (react-query's useMutation result, as far as it is read here). */
export interface ProposalDecide {
  isPending: boolean;
  variables: { id: string } | undefined;
  mutate: (v: { id: string; how: 'confirm' | 'refuse' }) => void;
}

/** A proposals table's last columns: when it was proposed, its status, and confirm/refuse while pending. */
export function proposalColumns<
  T extends {
    id: string;
    status: string;
    createdAt: string;
    proposer?: string | null;
    secondPerson?: SecondPersonView | null;
  },
>(t: TFunction, decide: ProposalDecide, testId: string): ColumnDef<T, unknown>[] {
  return [
    {
      id: 'createdAt',
      accessorFn: (r) => r.createdAt,
      header: t('cons.offset.at'),
      cell: (c) => when(c.row.original.createdAt),
    },
    {
      id: 'status',
      accessorFn: (r) => r.status,
      header: t('cons.review.status'),
      cell: (c) => <ProposalStatusBadge status={c.row.original.status} />,
    },
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
          proposer={c.row.original.proposer}
          secondPerson={c.row.original.secondPerson}
        />
      ),
    },
  ];
}
