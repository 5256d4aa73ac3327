import dayjs from 'dayjs';
import type { TeamSummaryView } from '@lotus/contracts';
import { platformToday, rangeInstants } from '../../components/centre/date-ranges.ts';

/** Date presets of the team screens (docs/product.md §9 date ranges), as whole days ending today. */
export const TEAM_RANGES = ['today', 'yesterday', 'week', 'month'] as const;
export type TeamRange = (typeof TEAM_RANGES)[number];

export function rangeDates(range: TeamRange, now = platformToday()): { startDate: string; endDate: string } {
  const today = now.startOf('day');
  const f = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  switch (range) {
    case 'today':
      return { startDate: f(today), endDate: f(today) };
    case 'yesterday':
      return { startDate: f(today.subtract(1, 'day')), endDate: f(today.subtract(1, 'day')) };
    case 'week':
      return { startDate: f(today.subtract(6, 'day')), endDate: f(today) };
    case 'month':
      return { startDate: f(today.subtract(29, 'day')), endDate: f(today) };
  }
}

/** The same presets as bet-record times (ms epoch): whole business days of platform time. */
export function rangeTimes(range: TeamRange, now = platformToday()): { startTime: number; endTime: number } {
  return rangeInstants(rangeDates(range, now));
}

type Day = TeamSummaryView['days'][number];
/** Every day of the period in order, the days without activity as zeros (so a chart has its axis). */
export function fillDays(s: Pick<TeamSummaryView, 'startDate' | 'endDate' | 'days'>): Day[] {
  const byDate = new Map(s.days.map((d) => [d.date, d]));
  const out: Day[] = [];
  for (let d = dayjs(s.startDate); !d.isAfter(dayjs(s.endDate)) && out.length < 400; d = d.add(1, 'day')) {
    const date = d.format('YYYY-MM-DD');
    out.push(byDate.get(date) ?? { date, bet: '0', payout: '0', rebate: '0', recharge: '0', withdrawal: '0', profit: '0', newRegistrations: 0 });
  }
  return out;
}
