import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import type { BetOrder } from '@lotus/contracts';
import { OrderStatusBadge } from '../../../components/ui/OrderStatusBadge.tsx';
import { money } from './parts.tsx';

type Order = Pick<BetOrder, 'status' | 'underReview' | 'winAmount'>;

/** A subordinate's bet status as the member reads his own: a win held for risk review is "under review", not won (#27). */
export function TeamOrderStatus({ order }: { order: Order }) {
  return <OrderStatusBadge status={order.status} underReview={order.underReview} />;
}

/** The win of a subordinate's bet; a held one is marked as not paid yet. */
export function TeamOrderWin({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (!order.underReview) return <>{money(order.winAmount)}</>;
  return (
    <Text span inherit c="orange" title={t('webPlay.records.reviewHelp')} data-testid="team-win-review">
      {money(order.winAmount)} ({t('webPlay.records.status.review')})
    </Text>
  );
}
