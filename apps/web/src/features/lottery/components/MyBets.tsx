import { useEffect, useRef } from 'react';
import { Alert, Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { showMoney } from '../../../components/centre/money.ts';
import { useTranslation } from '../../../lib/translate.ts';
import { Link } from 'react-router';
import { OrderStatus } from '@lotus/contracts';
import { useLastIssue } from '../api/lottery-api.ts';
import { useMyBets } from '../api/my-bets.ts';
import { BetOutcome } from '../../../components/ui/BetOutcome.tsx';
import { OrderStatusBadge } from '../../../components/ui/OrderStatusBadge.tsx';
import { BetContent } from '../../../components/ui/BetContent.tsx';

const SETTLE_CHECK_MS = 2000;
const SETTLE_CHECKS = 30;

/** Issue numbers of one lottery have one format: longer is later, then by digits. */
const issueAtOrBefore = (issue: string, drawn: string) =>
  issue.length !== drawn.length ? issue.length < drawn.length : issue <= drawn;

/**
 * The member's latest bets on this lottery (betting record): issue, play, stake, status and
 * winnings as the server has them; refreshed when an order is placed and on draw and win pushes.
 */
export function MyBets({ ticketId, family }: { ticketId: number; family?: string }) {
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
      <Group justify="space-between" mb="xs" gap="xs">
        <Text fw={700}>{t('webPlay.records.title')}</Text>
        <Anchor component={Link} to="/manager/me/bets" size="sm" data-testid="my-bets-all">
          {t('firstVisit.myBets.all')}
        </Anchor>
      </Group>
      {bets.isError ? (
        <Alert color="red" variant="light">
          {t('webPlay.records.loadFailed')}
        </Alert>
      ) : bets.data.list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('webPlay.records.empty')}
        </Text>
      ) : (
        <>
        {/* Phones: one card a bet (the bet record does the same), so nothing is cut at the status. */}
        <Stack gap="xs" hiddenFrom="sm" data-testid="my-bets-cards">
          {bets.data.list.map((o) => (
            <Card key={o.orderId} withBorder padding="xs" data-testid={`bet-card-${o.orderId}`} data-status={o.status}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600} style={{ minWidth: 0 }} truncate>
                  {o.issue}
                  {o.chaseId && (
                    <Badge size="xs" variant="light" ml={4}>
                      {t('webPlay.records.chase')}
                    </Badge>
                  )}
                </Text>
                <OrderStatusBadge status={o.status} underReview={o.underReview} />
              </Group>
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {o.play} <BetContent family={family} content={o.content} />
              </Text>
              <BetOutcome amount={o.amount} winAmount={o.winAmount} />
            </Card>
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={480} visibleFrom="sm">
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
                    {o.play} <BetContent family={family} content={o.content} />
                  </Table.Td>
                  <Table.Td data-testid="bet-amount">{showMoney(o.amount, 3)}</Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={o.status} underReview={o.underReview} />
                  </Table.Td>
                  <Table.Td data-testid="bet-win">{showMoney(o.winAmount, 3)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        </>
      )}
    </Card>
  );
}
