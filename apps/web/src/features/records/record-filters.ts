import dayjs from 'dayjs';
import { OrderStatus, type BetOrder, type CurrentIssue } from '@lotus/contracts';

/** Date ranges of the bet record; the server reaches back at most 31 days. */
export const RANGE_PRESETS = ['today', 'week', 'month'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
const DAYS: Record<RangePreset, number> = { today: 1, week: 7, month: 30 };

/**
 * The preset as the order list's startTime/endTime (ms epoch): whole local days ending at the end
 * of today, so an order placed a moment ago is inside it even when the device clock runs behind.
 */
export function rangeOf(preset: RangePreset, nowMs: number): { startTime: number; endTime: number } {
  const today = dayjs(nowMs).startOf('day');
  return {
    startTime: today.subtract(DAYS[preset] - 1, 'day').valueOf(),
    endTime: today.endOf('day').valueOf(),
  };
}

/** The statuses a member may filter by (spec §4 bet statuses), in the spec's order. */
export const STATUS_FILTERS: readonly number[] = Object.values(OrderStatus);

/** Rows per page of the bet record (the server takes at most 100). */
export const RECORD_PAGE_SIZE = 20;

/** Issue numbers of one lottery have one format: longer is later, then by digits. */
const issueAtOrAfter = (issue: string, current: string) =>
  issue.length !== current.length ? issue.length > current.length : issue >= current;

/**
 * Whether the member may still cancel an order (the server's memberBetCancel rule): unsettled,
 * and its issue not yet closed, i.e. the issue on sale now or a later one (a chased issue).
 */
export function isCancellable(
  order: Pick<BetOrder, 'status' | 'issue' | 'ticketId'>,
  current: CurrentIssue | undefined,
): boolean {
  if (order.status !== OrderStatus.UNSETTLED || !current || current.ticketId !== order.ticketId) return false;
  if (current.sale !== 0 || current.ended || current.remain <= 0) return false;
  return issueAtOrAfter(order.issue, current.issue);
}

/** Long content (a large multi-number bet) shown in a table cell. */
export function shortContent(content: string, max = 24): string {
  return content.length > max ? `${content.slice(0, max)}…` : content;
}
