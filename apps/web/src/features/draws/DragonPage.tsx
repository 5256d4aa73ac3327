import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Modal, NumberInput, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { Link } from 'react-router';
import type { LongDragonItem } from '@lotus/contracts';
import { PageState } from '../../components/centre/ui.tsx';
import { errorText } from '../../lib/api.ts';
import { placeDoubleOrder } from '../lottery/api/lottery-api.ts';
import { usePlaceOrder } from '../lottery/hooks/use-place-order.ts';
import { DepositLink } from '../lottery/components/BetRecordLink.tsx';
import { useUserConfig } from '../session/api/get-user-config.ts';
import { useDragonBet, useDragons, useRemindCfg } from './api/get-dragons.ts';
import { betSide, dragonBetItem, dragonLotteries, dragonThreshold, type DragonMode } from './dragon.ts';

/** A two-sided stake is at most 7 digits before the point (the double board's limit). */
const MAX_STAKE = 9_999_999;

const sideKey = (side: string) => `centre.dragon.side.${side}`;
const dragonId = (d: LongDragonItem) => `${d.ticketId}-${d.market}-${d.side}`;

/**
 * Places one two-sided bet on a streak through the lottery page's bet path (order/double/create,
 * the same repeat-bet prompt, timeout hint and insufficient-balance way to the cashier).
 */
function DragonBetDialog({
  dragon,
  mode,
  threshold,
  onClose,
}: {
  dragon: LongDragonItem;
  mode: DragonMode;
  threshold: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const config = useUserConfig();
  const [amount, setAmount] = useState<number | string>(config.defaultDoubleAmount);
  const detail = useDragonBet(dragon.ticketId, threshold);
  const item = detail.data ? dragonBetItem(detail.data, dragon, mode) : null;
  const order = usePlaceOrder(
    dragon.ticketId,
    (confirm, key) =>
      placeDoubleOrder({
        tid: dragon.ticketId,
        pno: item!.issue,
        // One side of one position: one bet (the engine's doubleLineBets of a plain two-sided item).
        items: [{ playItemId: item!.playItemId, betAmount: String(amount), betCount: 1 }],
        key,
        confirm,
      }),
    onClose,
  );
  const stake = Number(amount);
  const stakeOk = Number.isFinite(stake) && stake > 0 && stake <= MAX_STAKE;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(mode === 'follow' ? 'centre.dragon.followTitle' : 'centre.dragon.breakTitle')}
      centered
    >
      <Stack data-testid="dragon-bet">
        <Text size="sm">
          {t('centre.dragon.streak', {
            lottery: dragon.lottery,
            place: dragon.place,
            side: t(sideKey(dragon.side)),
            count: dragon.length,
          })}
        </Text>
        {detail.isPending && <Skeleton h={60} />}
        {detail.error && (
          <Alert color="red" variant="light">
            <Group justify="space-between">
              <Text size="sm">{errorText(detail.error, t)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void detail.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {detail.data && !item && (
          <Text c="dimmed" size="sm" data-testid="dragon-gone">
            {t('centre.dragon.gone')}
          </Text>
        )}
        {item && (
          <>
            <Text size="sm" data-testid="dragon-bet-what">
              {t('centre.dragon.betOn', {
                issue: item.issue,
                place: dragon.place,
                side: t(sideKey(betSide(dragon, mode))),
              })}
            </Text>
            <NumberInput
              label={t('centre.dragon.amount')}
              value={amount}
              onChange={setAmount}
              min={0.01}
              max={MAX_STAKE}
              decimalScale={3}
              allowNegative={false}
              data-testid="dragon-amount"
            />
            {order.error && (
              <Alert color="red" variant="light" data-testid="dragon-error">
                <Text size="sm">{order.error}</Text>
                {order.insufficient && <DepositLink />}
              </Alert>
            )}
            {order.duplicate && (
              <Alert color="yellow" variant="light">
                <Text size="sm">{order.duplicate.message}</Text>
                <Group mt="xs">
                  <Button size="xs" onClick={order.confirmDuplicate}>
                    {t('common.confirm')}
                  </Button>
                  <Button size="xs" variant="default" onClick={order.cancelDuplicate}>
                    {t('common.cancel')}
                  </Button>
                </Group>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                loading={order.pending}
                disabled={!stakeOk}
                onClick={() => void order.place()}
                data-testid="dragon-confirm"
              >
                {t('common.confirm')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}

/**
 * Dragon streak betting (docs/product.md §1 "long-dragon reminders and betting", /manager/games/dragon): the
 * streaks of big/small and odd/even now running, longest first, each with a bet to follow it or
 * to break it on the lottery's current issue.
 */
export function DragonPage() {
  const { t } = useTranslation();
  const config = useUserConfig();
  const threshold = dragonThreshold(config.longDragonLimit);
  const cfg = useRemindCfg();
  const ticketIds = dragonLotteries(config.longDragonTicket, cfg.data?.longDragonTickets ?? []);
  const dragons = useDragons(ticketIds, threshold);
  const [bet, setBet] = useState<{ dragon: LongDragonItem; mode: DragonMode } | null>(null);
  const list = dragons.data ?? [];
  const failed = cfg.error ?? dragons.error;
  return (
    <Stack data-testid="dragon-page">
      <Title order={3}>{t('centre.dragon.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('centre.dragon.hint', { count: threshold })}
      </Text>
      <PageState
        isPending={cfg.isPending || (ticketIds.length > 0 && dragons.isPending)}
        error={failed}
        empty={list.length === 0}
        emptyKey="centre.dragon.empty"
        onRetry={() => void (cfg.error ? cfg.refetch() : dragons.refetch())}
      />
      {list.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="dragon-list">
          {list.map((d) => (
            <Card key={dragonId(d)} withBorder padding="sm" data-testid={`dragon-${dragonId(d)}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Anchor fw={600} size="sm" truncate component={Link} to={`/lottery/${d.ticketId}`}>
                  {d.lottery}
                </Anchor>
                <Badge color="red" variant="light" style={{ flexShrink: 0 }} data-testid="dragon-length">
                  {t('centre.dragon.length', { count: d.length })}
                </Badge>
              </Group>
              <Text size="sm" mt={4}>
                {t('centre.dragon.where', { place: d.place, side: t(sideKey(d.side)) })}
              </Text>
              <Group grow mt="xs" gap="xs">
                <Button size="xs" onClick={() => setBet({ dragon: d, mode: 'follow' })} data-testid="dragon-follow">
                  {t('centre.dragon.follow', { side: t(sideKey(d.side)) })}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setBet({ dragon: d, mode: 'break' })}
                  data-testid="dragon-break"
                >
                  {t('centre.dragon.break', { side: t(sideKey(betSide(d, 'break'))) })}
                </Button>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {bet && (
        <DragonBetDialog
          key={dragonId(bet.dragon) + bet.mode}
          dragon={bet.dragon}
          mode={bet.mode}
          threshold={threshold}
          onClose={() => setBet(null)}
        />
      )}
    </Stack>
  );
}
