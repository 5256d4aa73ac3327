import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  teamRoutes,
  walletRoutes,
  type CreateSubordinateRequest,
  type QuotaGiveRequest,
  type RouteOutput,
} from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Rows per page of every team list (the server takes at most 100). */
export const TEAM_PAGE_SIZE = 20;

export { TEAM_RANGES, fillDays, rangeDates, rangeTimes, type TeamRange } from '../team-dates.ts';
import { rangeDates, rangeTimes, type TeamRange } from '../team-dates.ts';

export const rebateScopeQuery = () =>
  queryOptions({ queryKey: ['team', 'scope'], queryFn: () => client.call(teamRoutes.rebateScope) });
export const useRebateScope = () => useQuery(rebateScopeQuery());

/**
 * The platform's date today (its days start at its own UTC offset, not the browser's): every
 * date preset counts from it, so "today" is the server's today whatever the device's zone.
 */
export function usePlatformToday(): dayjs.Dayjs | undefined {
  const today = useRebateScope().data?.today;
  return today ? dayjs(today) : undefined;
}

export const useTeamSummary = (range: TeamRange, direct = 0) => {
  const today = usePlatformToday();
  return useQuery({
    queryKey: ['team', 'summary', range, direct, today?.valueOf()],
    queryFn: () => client.call(teamRoutes.summary, { ...rangeDates(range, today), direct }),
    enabled: today !== undefined,
    placeholderData: keepPreviousData,
  });
};

export interface MemberFilters {
  direct: number;
  account: string;
  page: number;
}
export const useTeamMembers = (f: MemberFilters) =>
  useQuery({
    queryKey: ['team', 'members', f],
    queryFn: () =>
      client.call(teamRoutes.members, {
        direct: f.direct,
        account: f.account || undefined,
        page: f.page,
        size: TEAM_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** A personal summary: the caller's own, or (memberId) one subordinate's. */
export type PersonalSummary = RouteOutput<typeof walletRoutes.memberSummary>;
export const usePersonalSummary = (range: TeamRange, memberId?: string) => {
  const today = usePlatformToday();
  return useQuery({
    queryKey: ['team', 'personal', range, memberId ?? 'me', today?.valueOf()],
    queryFn: () => client.call(walletRoutes.memberSummary, { ...rangeDates(range, today), memberId }),
    enabled: today !== undefined,
  });
};

export interface RecordFilters {
  direct: number;
  account: string;
  range: TeamRange;
  page: number;
  /** Team bets: lottery and status, as the member's own bet record filters them. */
  ticketId?: number | undefined;
  status?: number | undefined;
  /** Team account changes: the change's type. */
  type?: string | undefined;
}
export const useTeamOrders = (f: RecordFilters) =>
  useQuery({
    queryKey: ['team', 'orders', f, currentLanguage()],
    queryFn: () =>
      client.call(teamRoutes.orders, {
        direct: f.direct,
        account: f.account || undefined,
        ticketId: f.ticketId,
        status: f.status,
        ...rangeTimes(f.range),
        page: f.page,
        pageSize: TEAM_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** One account change of a team member. */
export type TeamTrans = RouteOutput<typeof teamRoutes.trans>['list'][number];
export const useTeamTrans = (f: RecordFilters) => {
  const today = usePlatformToday();
  return useQuery({
    queryKey: ['team', 'trans', f, currentLanguage(), today?.valueOf()],
    enabled: today !== undefined,
    queryFn: () =>
      client.call(teamRoutes.trans, {
        direct: f.direct,
        account: f.account || undefined,
        type: f.type || undefined,
        ...rangeDates(f.range, today),
        page: f.page,
        size: TEAM_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
};

/** Direct subordinate agents with the quota each holds (the quota screen). */
export const useQuotaList = (f: { account: string; page: number }) =>
  useQuery({
    queryKey: ['team', 'quotas', f],
    queryFn: () =>
      client.call(teamRoutes.quotaList, { account: f.account || undefined, page: f.page, size: TEAM_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
export const giveQuota = (v: QuotaGiveRequest) => client.call(teamRoutes.quotaGive, { ...v });
export const revokeQuota = (v: QuotaGiveRequest) => client.call(teamRoutes.quotaRevoke, { ...v });

export const useInvites = () =>
  useQuery({
    queryKey: ['team', 'invites'],
    queryFn: () => client.call(teamRoutes.inviteList, { size: 50 }),
  });

export const createSubordinate = (body: CreateSubordinateRequest) =>
  client.call(teamRoutes.createSubordinate, { ...body });
export const raiseGroup = (memberId: string, group: number) =>
  client.call(teamRoutes.rebateUpdate, { memberId, group });
export const createInvite = (body: { type: number; group: number; validDays: number; memo?: string; code?: string }) =>
  client.call(teamRoutes.inviteCreate, body);
export const deleteInvite = (id: string) => client.call(teamRoutes.inviteDelete, { id });
