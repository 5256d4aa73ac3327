import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translate.ts';
import { errorText } from '../../../lib/api.ts';
import { OrderStatusBadge } from '../../../components/ui/OrderStatusBadge.tsx';
import { cancelOrder, useOrderDetail, useSaleIssue } from '../api/get-orders.ts';
import { isCancellable } from '../record-filters.ts';
import { shownTime } from '../../../lib/platform-day.ts';
import { showMoney, showOdds } from '../../../components/centre/money.ts';
import { DrawBalls } from '../../../components/ui/DrawBalls.tsx';
import { useLotteryList } from '../../catalogue/api/get-lottery-list.ts';

/**
 * One order's bet-order fields (docs/product.md §3) and, while its issue is on sale, its cancellation behind
 * the product's "cancel order" modal (docs/product.md §2). A cancel refetches the record and the balance.
 */
export function OrderDetailModal({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useOrderDetail(orderId);
  const order = detail.data;
  const sale = useSaleIssue(order?.status === 1 ? order.ticketId : undefined);
  const lotteries = useLotteryList();
  const family = order
    ? lotteries.data?.flatMap((c) => c.list).find((l) => l.ticketId === order.ticketId)?.family
    : undefined;
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: () => notifications.show({ color: 'green', message: t('records.cancel.done') }),
    onError: (err) =>
      notifications.show({ color: 'red', message: `${t('records.cancel.failed')} ${errorText(err, t)}` }),
    onSettled: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['user-info'] });
    },
  });
  const rows: [string, React.ReactNode, string][] = order
    ? [
        [t('records.detail.orderId'), order.orderId, 'orderId'],
        [t('records.col.lottery'), order.lottery, 'lottery'],
        [t('records.col.issue'), order.issue, 'issue'],
        [t('records.col.play'), order.play, 'play'],
        [t('records.col.content'), order.content, 'content'],
        [t('records.detail.betCount'), `${order.betCount} × ${order.multiple}`, 'betCount'],
        [t('records.col.amount'), showMoney(order.amount, 3), 'amount'],
        [t('records.detail.possibleWin'), showMoney(order.possibleWin, 3), 'possibleWin'],
        [t('records.detail.odds'), showOdds(order.odds), 'odds'],
        [t('records.col.time'), shownTime(order.betTime, 'second'), 'time'],
        [t('records.col.status'), <OrderStatusBadge status={order.status} underReview={order.underReview} />, 'status'],
        [
          t('records.col.win'),
          order.underReview ? (
            <Text size="sm" span data-testid="win-review">
              {showMoney(order.winAmount, 3)} — {t('webPlay.records.reviewHelp')}
            </Text>
          ) : (
            showMoney(order.winAmount, 3)
          ),
          'win',
        ],
        [t('records.detail.profit'), showMoney(order.profit, 3), 'profit'],
        [
          t('records.detail.openStatus'),
          <OrderStatusBadge status={order.openStatus} underReview={order.underReview} data-testid="open-status" />,
          'openStatus',
        ],
        [
          t('records.detail.openCode'),
          // A Bầu cua draw reads as its animals (#27), other draws as their numbers.
          order.openCode && family === 'fpc' ? <DrawBalls code={order.openCode} family={family} size={22} /> : (order.openCode ?? t('records.detail.notDrawn')),
          'openCode',
        ],
      ]
    : [];
  return (
    <>
      <Modal opened={!confirming} onClose={onClose} title={t('records.detail.title')} centered>
        <div data-testid="order-detail">
          {detail.isPending ? (
            <Loader size="sm" />
          ) : detail.isError ? (
            <Alert color="red" variant="light">
              {errorText(detail.error, t)}
            </Alert>
          ) : (
            <Stack gap="sm">
              <Table withRowBorders={false} verticalSpacing={4} fz="sm">
                <Table.Tbody>
                  {rows.map(([label, value, id]) => (
                    <Table.Tr key={id}>
                      <Table.Td c="dimmed" w="40%" style={{ verticalAlign: 'top' }}>
                        {label}
                      </Table.Td>
                      <Table.Td data-testid={`detail-${id}`} style={{ wordBreak: 'break-all' }}>
                        {value}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('records.detail.close')}
                </Button>
                {order && isCancellable(order, sale.data) && (
                  <Button color="red" onClick={() => setConfirming(true)} data-testid="cancel-order">
                    {t('records.cancel')}
                  </Button>
                )}
              </Group>
            </Stack>
          )}
        </div>
      </Modal>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('records.cancel.title')}
        centered
      >
        <div data-testid="cancel-modal">
          <Text size="sm">{t('records.cancel.question', { orderId, amount: order ? showMoney(order.amount, 3) : '' })}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              {t('records.cancel.keep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate()}
              data-testid="confirm-cancel"
            >
              {t('records.cancel.confirm')}
            </Button>
          </Group>
        </div>
      </Modal>
    </>
  );
}
