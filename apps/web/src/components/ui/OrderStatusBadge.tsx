import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderStatus } from '@lotus/contracts';

const STATUS_COLOR: Record<number, string> = {
  [OrderStatus.UNSETTLED]: 'gray',
  [OrderStatus.DRAWING]: 'blue',
  [OrderStatus.WON]: 'green',
  [OrderStatus.NOT_WON]: 'red',
  [OrderStatus.CANCELLED_SELF]: 'yellow',
  [OrderStatus.CANCELLED_SYSTEM]: 'yellow',
};

/** A bet order's status (spec §4) by name and colour, on the betting page and in the bet record. */
export function OrderStatusBadge({ status, ...props }: { status: number } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      size="sm"
      variant="light"
      color={STATUS_COLOR[status] ?? 'gray'}
      data-testid="bet-status"
      {...props}
    >
      {t(`webPlay.records.status.${status}`)}
    </Badge>
  );
}
