import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { OrderStatus } from '@lotus/contracts';

const STATUS_COLOR: Record<number, string> = {
  [OrderStatus.UNSETTLED]: 'gray',
  [OrderStatus.DRAWING]: 'blue',
  [OrderStatus.WON]: 'green',
  [OrderStatus.NOT_WON]: 'red',
  [OrderStatus.CANCELLED_SELF]: 'yellow',
  [OrderStatus.CANCELLED_SYSTEM]: 'yellow',
};

/** A bet order's status (docs/product.md §4) by name and colour, on the betting page and in the bet record. */
export function OrderStatusBadge({ status, underReview, ...props }: { status: number; underReview?: boolean | undefined } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      size="sm"
      variant="light"
      color={underReview ? 'orange' : (STATUS_COLOR[status] ?? 'gray')}
      data-testid="bet-status"
      data-review={underReview ? 'true' : undefined}
      // Never squeezed by a narrow column or card: the whole status is read, not "CHỜ MỞ THƯ…".
      styles={{ root: { flex: 'none', width: 'max-content', maxWidth: 'none' }, label: { overflow: 'visible' } }}
      {...props}
    >
      {/* A win held for risk review is not paid yet (issue #16). */}
      {underReview ? t('webPlay.records.status.review') : t(`webPlay.records.status.${status}`)}
    </Badge>
  );
}
