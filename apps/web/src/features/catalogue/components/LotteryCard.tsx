import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { Link } from 'react-router';
import { memo } from 'react';
import { SaleState, type CurrentIssue, type LotteryListItem } from '@lotus/contracts';
import { DrawBalls } from '../../../components/ui/DrawBalls.tsx';
import { VnSpecial } from '../../../components/ui/VnSpecial.tsx';
import { vnPrizeRows, vnRegionOf } from '../../../components/ui/vn-prizes.ts';
import { useLastIssue } from '../../lottery/api/last-issue.ts';
import { formatRemain } from '../../../lib/time.ts';
import { useRemainSec, type RemainSeconds } from '../../../lib/remain-seconds.ts';

/**
 * The height a card's last result takes: its issue line and a row of balls or the ĐB (the taller).
 * Kept while it loads and when there is none yet, so the cards under a hot card do not move when
 * its result arrives (issue #31, layout shift).
 */
const LAST_DRAW_MIN_HEIGHT = 'calc(var(--mantine-font-size-xs) * var(--mantine-line-height) + 2px + 1.45rem)';

/**
 * The last result of a card. A Vietnamese one (27 or 18 numbers) shows only its ĐB, so its card
 * is as tall as the others; the whole table is on the betting page.
 */
export function LastDraw({ ticketId, family, currentIssue }: { ticketId: number; family: string; currentIssue?: string | undefined }) {
  const { t } = useTranslation();
  // Live for a guest too: refetched when the card's current issue moves on (useLastIssue).
  const last = useLastIssue(ticketId, currentIssue, 30_000);
  if (!last.data?.code)
    return (
      <Text size="xs" c="dimmed" mih={LAST_DRAW_MIN_HEIGHT}>
        {last.isPending ? ' ' : t('webApp.home.noDraw')}
      </Text>
    );
  const region = vnRegionOf(family);
  const special = region ? vnPrizeRows(region, last.data.code)?.[0]?.numbers[0] : undefined;
  return (
    <Stack gap={2} mih={LAST_DRAW_MIN_HEIGHT}>
      <Text size="xs" c="dimmed" data-testid="last-issue">
        {t('webApp.lottery.lastIssue', { issue: last.data.issue })}
      </Text>
      {special ? <VnSpecial number={special} /> : <DrawBalls code={last.data.code} size={22} family={family} />}
    </Stack>
  );
}

/**
 * A card's countdown: the only part of the card the 1 s tick renders again. Its `data-` attributes
 * are what home's kept copy counts from before the app runs (features/home/kept-home-paint.ts).
 */
function CardCountdown({ issue, remain }: { issue: CurrentIssue | undefined; remain: RemainSeconds }) {
  const { t } = useTranslation();
  const sec = useRemainSec(remain, issue?.ticketId ?? -1);
  return (
    <Text size="sm" fw={700} ff="monospace" style={{ fontVariantNumeric: 'tabular-nums' }}
      data-testid="home-countdown"
      data-ends-at={issue?.endTime}
      data-total={issue?.total}
    >
      {issue && sec !== undefined ? formatRemain(sec, (count) => t('firstVisit.countdown.days', { count })) : '--:--'}
    </Text>
  );
}

/**
 * A lottery as a card: name, hot badge, current issue and countdown, and (withDraw) its last result.
 * Rendered again only when its lottery or its issue changes (memo): the tick reaches its countdown alone.
 */
export const LotteryCard = memo(function LotteryCard({
  item,
  issue,
  remain,
  withDraw,
}: {
  item: LotteryListItem;
  issue: CurrentIssue | undefined;
  remain: RemainSeconds;
  withDraw: boolean;
}) {
  const { t } = useTranslation();
  const suspended = item.suspended || issue?.sale === SaleState.SUSPENDED;
  return (
    <Card
      component={Link}
      to={`/lottery/${item.ticketId}`}
      withBorder
      padding="sm"
      data-testid={`home-lottery-${item.ticketId}`}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" truncate>
          {item.name}
        </Text>
        {item.hotLabel === 1 && (
          <Badge size="xs" color="red" variant="light">
            {t('webApp.lotteries.hot')}
          </Badge>
        )}
      </Group>
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="xs" c="dimmed" data-testid="current-issue">
          {issue ? t('webApp.lottery.currentIssue', { issue: issue.issue }) : ' '}
        </Text>
        {suspended ? (
          <Badge size="xs" color="gray">
            {t('webApp.lottery.suspendedBadge')}
          </Badge>
        ) : (
          <CardCountdown issue={issue} remain={remain} />
        )}
      </Group>
      {withDraw && (
        <Stack mt={6}>
          <LastDraw ticketId={item.ticketId} family={item.family} currentIssue={issue?.issue} />
        </Stack>
      )}
    </Card>
  );
});
