import { useEffect, useRef } from 'react';
import { Alert, Badge, Card, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderStatus } from '@lotus/contracts';
import { useLastIssue } from '../api/lottery-api.ts';
import { useMyBets } from '../api/my-bets.ts';
import { OrderStatusBadge } from '../../../components/ui/OrderStatusBadge.tsx';

const SETTLE_CHECK_MS = 2000;
const SETTLE_CHECKS = 30;

/** Issue numbers of one lottery have one format: longer is later, then by digits. */
const issueAtOrBefore = (issue: string, drawn: string) =>
  issue.length !== drawn.length ? issue.length < drawn.length : issue <= drawn;

/**
 * The member's latest bets on this lottery (betting record): issue, play, stake, status and
 * winnings as the server has them; refreshed when an order is placed and on draw and win pushes.
 */
export function MyBets({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const bets = useMyBets(ticketId);
  const drawn = useLastIssue(ticketId).data;
  const { refetch } = bets;
  // A new draw settles this lottery's bets (losses come without a push): read the record again.
  useEffect(() => {
    if (drawn?.code) void refetch();
  }, [drawn?.issue, drawn?.code, refetch]);
  // Settlement runs a moment after the draw: while a bet on a drawn issue still shows as open,
  // look again every 2 s (at most 30 times a draw), so a loss shows without waiting for anything.
  const checks = useRef({ issue: '', count: 0 });
  const awaiting =
    Boolean(drawn?.code) &&
    (bets.data?.list ?? []).some(
      (o) =>
        (o.status === OrderStatus.UNSETTLED || o.status === OrderStatus.DRAWING) &&
        issueAtOrBefore(o.issue, drawn!.issue),
    );
  useEffect(() => {
    if (!awaiting || !drawn) return;
    if (checks.current.issue !== drawn.issue) checks.current = { issue: drawn.issue, count: 0 };
    if (checks.current.count >= SETTLE_CHECKS) return;
    const timer = setTimeout(() => {
      checks.current.count++;
      void refetch();
    }, SETTLE_CHECK_MS);
    return () => clearTimeout(timer);
  }, [awaiting, drawn, bets.dataUpdatedAt, refetch]);
  if (bets.isPending) return null;
  return (
    <Card withBorder padding="sm" data-testid="my-bets">
      <Text fw={700} mb="xs">
        {t('webPlay.records.title')}
      </Text>
      {bets.isError ? (
        <Alert color="red" variant="light">
          {t('webPlay.records.loadFailed')}
        </Alert>
      ) : bets.data.list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('webPlay.records.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder fz="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('webPlay.records.issue')}</Table.Th>
                <Table.Th>{t('webPlay.records.play')}</Table.Th>
                <Table.Th>{t('webPlay.records.amount')}</Table.Th>
                <Table.Th>{t('webPlay.records.status')}</Table.Th>
                <Table.Th>{t('webPlay.records.win')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bets.data.list.map((o) => (
                <Table.Tr key={o.orderId} data-testid={`bet-row-${o.orderId}`} data-status={o.status}>
                  <Table.Td>
                    {o.issue}
                    {o.chaseId && (
                      <Badge size="xs" variant="light" ml={4}>
                        {t('webPlay.records.chase')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>
                    {o.play} {o.content.length > 30 ? `${o.content.slice(0, 30)}…` : o.content}
                  </Table.Td>
                  <Table.Td data-testid="bet-amount">{o.amount}</Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={o.status} />
                  </Table.Td>
                  <Table.Td data-testid="bet-win">{o.winAmount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
