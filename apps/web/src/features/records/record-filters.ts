import { OrderStatus, type BetOrder, type CurrentIssue } from '@lotus/contracts';
import { platformToday, presetRange, rangeInstants, type DatePreset } from '../../components/centre/date-ranges.ts';

/**
 * Date ranges of the bet record: the product's presets (docs/product.md §9: today, yesterday, the day before, the last
 * 3, 7, 15 and 30 days; the server reaches back at most 31 days), in business days.
 */
export { DATE_PRESETS as RANGE_PRESETS } from '../../components/centre/date-ranges.ts';
export type RangePreset = DatePreset;

/**
 * The preset as the order list's startTime/endTime (ms epoch): whole business days (02:00–02:00
 * platform time, as every report counts them), the last ending at the end of today's, so an order
 * placed a moment ago is inside it even when the device clock runs behind.
 */
export function rangeOf(preset: RangePreset, nowMs: number, timeZone?: string): { startTime: number; endTime: number } {
  return rangeInstants(presetRange(preset, platformToday(nowMs, timeZone)), timeZone);
}

/** The statuses a member may filter by (docs/product.md §4 bet statuses), in the product's order. */
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
