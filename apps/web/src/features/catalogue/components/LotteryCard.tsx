import { memo, type CSSProperties } from 'react';
import { Badge, Card, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { Link } from 'react-router';
import { SaleState, type LotteryListItem } from '@lotus/contracts';
import { DrawBalls } from '../../../components/ui/DrawBalls.tsx';
import { VnSpecial } from '../../../components/ui/VnSpecial.tsx';
import { vnPrizeRows, vnRegionOf } from '../../../components/ui/vn-prizes.ts';
import { useLastIssue } from '../../lottery/api/last-issue.ts';
import { formatRemain } from '../../../lib/time.ts';
import type { ClockView } from '../hooks/use-issue-clocks.ts';

/**
 * The height a card's last result takes: its issue line and a row of balls or the ĐB (the taller).
 * Kept while it loads and when there is none yet, so the cards under a hot card do not move when
 * its result arrives (issue #31, layout shift).
 */
const LAST_DRAW_MIN_HEIGHT = 'calc(var(--mantine-font-size-xs) * var(--mantine-line-height) + 2px + 1.45rem)';

/*
 * A card is plain elements with Mantine's own classes and the CSS variables its components set
 * (Card, Paper, Group, Text, Badge, Stack): the same page, without each component resolving its
 * props and styles on every render. Home renders its cards with its first render, and on a phone
 * with a 4× slower CPU Mantine's style machinery was most of that render (issue #31, return visit).
 */
const CARD = `${Card.classes.root} ${Paper.classes.root}`;
const GROUP = Group.classes.root;
const TEXT = Text.classes.root;
const STACK = Stack.classes.root;
const vars = (style: Record<string, string>) => style as CSSProperties;
const textSize = (size: 'xs' | 'sm') => ({
  '--text-fz': `var(--mantine-font-size-${size})`,
  '--text-lh': `var(--mantine-line-height-${size})`,
});
const row = (wrap: 'wrap' | 'nowrap') => ({
  '--group-gap': 'var(--mantine-spacing-xs)',
  '--group-align': 'center',
  '--group-justify': 'space-between',
  '--group-wrap': wrap,
});
const stack = (gap: string) => ({
  '--stack-gap': gap,
  '--stack-align': 'stretch',
  '--stack-justify': 'flex-start',
});
const cardStyle = vars({ '--card-padding': 'var(--mantine-spacing-sm)' });
const nameRow = vars(row('nowrap'));
const issueRow = vars({ ...row('wrap'), marginTop: 'calc(0.25rem * var(--mantine-scale))' });
const nameStyle = vars({ ...textSize('sm'), fontWeight: '600' });
const dimmedXs = { ...textSize('xs'), color: 'var(--mantine-color-dimmed)' };
const issueStyle = vars(dimmedXs);
const noDrawStyle = vars({ ...dimmedXs, minHeight: LAST_DRAW_MIN_HEIGHT });
const countdownStyle = vars({
  ...textSize('sm'),
  fontVariantNumeric: 'tabular-nums',
  fontFamily: 'var(--mantine-font-family-monospace)',
  fontWeight: '700',
});
const drawFrame = vars({
  ...stack('var(--mantine-spacing-md)'),
  marginTop: 'calc(0.375rem * var(--mantine-scale))',
});
const drawStack = vars({
  ...stack('calc(0.125rem * var(--mantine-scale))'),
  minHeight: LAST_DRAW_MIN_HEIGHT,
});
const badge = (colour: string, variant: 'light' | 'filled') => ({
  variant,
  style: vars({
    '--badge-height': 'var(--badge-height-xs)',
    '--badge-padding-x': 'var(--badge-padding-x-xs)',
    '--badge-fz': 'var(--badge-fz-xs)',
    '--badge-bg': `var(--mantine-color-${colour}-${variant})`,
    '--badge-color':
      variant === 'light' ? `var(--mantine-color-${colour}-light-color)` : 'var(--mantine-color-white)',
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  }),
});
const HOT = badge('red', 'light');
const SUSPENDED = badge('gray', 'filled');

/** Mantine's Badge at size xs, as its elements. */
function SmallBadge({ kind, children }: { kind: typeof HOT; children: string }) {
  return (
    <div className={Badge.classes.root} data-variant={kind.variant} data-size="xs" style={kind.style}>
      <span className={Badge.classes.label}>{children}</span>
    </div>
  );
}

/**
 * The last result of a card. A Vietnamese one (27 or 18 numbers) shows only its ĐB, so its card
 * is as tall as the others; the whole table is on the betting page.
 */
export function LastDraw({
  ticketId,
  family,
  currentIssue,
}: {
  ticketId: number;
  family: string;
  currentIssue?: string | undefined;
}) {
  const { t } = useTranslation();
  // Live for a guest too: refetched when the card's current issue moves on (useLastIssue).
  const last = useLastIssue(ticketId, currentIssue, 30_000);
  if (!last.data?.code)
    return (
      <p className={TEXT} data-size="xs" style={noDrawStyle}>
        {last.isPending ? ' ' : t('webApp.home.noDraw')}
      </p>
    );
  const region = vnRegionOf(family);
  const special = region ? vnPrizeRows(region, last.data.code)?.[0]?.numbers[0] : undefined;
  return (
    <div className={STACK} style={drawStack}>
      <p className={TEXT} data-size="xs" style={issueStyle} data-testid="last-issue">
        {t('webApp.lottery.lastIssue', { issue: last.data.issue })}
      </p>
      {special ? (
        <VnSpecial number={special} />
      ) : (
        <DrawBalls code={last.data.code} size={22} family={family} />
      )}
    </div>
  );
}

/**
 * A lottery as a card: name, hot badge, current issue and countdown, and (withDraw) its last
 * result. Memoised: a card whose lottery and clock view are the same objects is not rendered again.
 */
export const LotteryCard = memo(function LotteryCard({
  item,
  clock,
  withDraw,
}: {
  item: LotteryListItem;
  clock: ClockView | undefined;
  withDraw: boolean;
}) {
  const { t } = useTranslation();
  const suspended = item.suspended || clock?.issue.sale === SaleState.SUSPENDED;
  return (
    <Link
      to={`/lottery/${item.ticketId}`}
      className={CARD}
      data-with-border="true"
      data-orientation="vertical"
      style={cardStyle}
      data-testid={`home-lottery-${item.ticketId}`}
    >
      <div className={GROUP} style={nameRow}>
        <p className={TEXT} data-size="sm" data-truncate="end" style={nameStyle}>
          {item.name}
        </p>
        {item.hotLabel === 1 && <SmallBadge kind={HOT}>{t('webApp.lotteries.hot')}</SmallBadge>}
      </div>
      <div className={GROUP} style={issueRow}>
        <p className={TEXT} data-size="xs" style={issueStyle} data-testid="current-issue">
          {clock ? t('webApp.lottery.currentIssue', { issue: clock.issue.issue }) : ' '}
        </p>
        {suspended ? (
          <SmallBadge kind={SUSPENDED}>{t('webApp.lottery.suspendedBadge')}</SmallBadge>
        ) : (
          <p className={TEXT} data-size="sm" style={countdownStyle} data-testid="home-countdown">
            {clock
              ? formatRemain(clock.remainSec, (count) => t('firstVisit.countdown.days', { count }))
              : '--:--'}
          </p>
        )}
      </div>
      {withDraw && (
        <div className={STACK} style={drawFrame}>
          <LastDraw ticketId={item.ticketId} family={item.family} currentIssue={clock?.issue.issue} />
        </div>
      )}
    </Link>
  );
});
