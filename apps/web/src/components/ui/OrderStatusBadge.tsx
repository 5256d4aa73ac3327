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
      // Never squeezed by a narrow column or card: the whole status is read, not "CHỜ MỞ THƯ…".
      styles={{ root: { flex: 'none', width: 'max-content', maxWidth: 'none' }, label: { overflow: 'visible' } }}
      {...props}
    >
      {t(`webPlay.records.status.${status}`)}
    </Badge>
  );
}
