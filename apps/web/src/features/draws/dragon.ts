import type { DragonBetItem, LongDragonItem } from '@lotus/contracts';

/** Follow: bet the streak goes on; break: bet it ends (the other side of the same market). */
export type DragonMode = 'follow' | 'break';

/** The lotteries to watch: the member's own choice (user config longDragonTicket), else every one the platform lists. */
export function dragonLotteries(chosen: readonly number[], platform: readonly { ticketIds: number[] }[]): number[] {
  const ids = chosen.length > 0 ? chosen : platform.flatMap((s) => s.ticketIds);
  return [...new Set(ids)];
}

/** remindTop counts streaks of 2 or more; the member's limit (default 3) is at least that. */
export const dragonThreshold = (limit: number): number => Math.max(2, limit);

/** The side a bet names: the streak's own side to follow, the opposite side to break it. */
export function betSide(dragon: Pick<LongDragonItem, 'side'>, mode: DragonMode): string {
  const opposite: Record<string, string> = { big: 'small', small: 'big', odd: 'even', even: 'odd' };
  return mode === 'follow' ? dragon.side : (opposite[dragon.side] ?? dragon.side);
}

export const sameDragon = (a: LongDragonItem, b: LongDragonItem): boolean =>
  a.ticketId === b.ticketId && a.market === b.market && a.side === b.side;

/**
 * The two-sided item to bet on the current issue, from the lottery's bet detail: null when the
 * streak is gone (the list was older than the draw) or the lottery has no such item.
 */
export function dragonBetItem(
  detail: readonly DragonBetItem[],
  dragon: LongDragonItem,
  mode: DragonMode,
): { issue: string; playItemId: number } | null {
  const found = detail.find((d) => sameDragon(d, dragon));
  if (!found || !found.issue) return null;
  const playItemId = mode === 'follow' ? found.followItemId : (found.breakItemIds[0] ?? null);
  return playItemId === null ? null : { issue: found.issue, playItemId };
}
