import { Badge, Button, Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
