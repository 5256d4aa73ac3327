import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  agentPaths,
  walletPaths,
  type BetOrder,
  type CreateSubordinateRequest,
  type InviteView,
  type QuotaGiveRequest,
  type SubordinateQuotaView,
  type RebateScopeView,
  type TeamMemberView,
  type TeamSummaryView,
} from '@lotus/contracts';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Rows per page of every team list (the server takes at most 100). */
export const TEAM_PAGE_SIZE = 20;

export { TEAM_RANGES, fillDays, rangeDates, rangeTimes, type TeamRange } from '../team-dates.ts';
import { rangeDates, rangeTimes, type TeamRange } from '../team-dates.ts';

export interface Page<T> {
  list: T[];
  total: number;
}

export const rebateScopeQuery = () =>
  queryOptions({ queryKey: ['team', 'scope'], queryFn: () => api<RebateScopeView>('GET', agentPaths.rebateScope) });
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
    queryFn: () => api<TeamSummaryView>('GET', agentPaths.teamSummary, { ...rangeDates(range, today), direct }),
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
      api<Page<TeamMemberView>>('GET', agentPaths.teamMemberList, {
        direct: f.direct,
        account: f.account || undefined,
        page: f.page,
        size: TEAM_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** A personal summary: the caller's own, or (memberId) one subordinate's. */
export interface PersonalSummary {
  startDate: string;
  endDate: string;
  balance: string;
  deposit: string;
  withdraw: string;
  bet: string;
  payout: string;
  rebate: string;
  bonus: string;
  profit: string;
}
export const usePersonalSummary = (range: TeamRange, memberId?: string) => {
  const today = usePlatformToday();
  return useQuery({
    queryKey: ['team', 'personal', range, memberId ?? 'me', today?.valueOf()],
    queryFn: () => api<PersonalSummary>('GET', walletPaths.memberSummary, { ...rangeDates(range, today), memberId }),
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
      api<{ total: number; list: (BetOrder & { account: string })[] }>('GET', agentPaths.teamOrderList, {
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

export interface TeamTrans {
  id: string;
  account: string;
  type: string;
  typeName: string;
  amount: string;
  before: string;
  after: string;
  time: string;
}
export const useTeamTrans = (f: RecordFilters) => {
  const today = usePlatformToday();
  return useQuery({
    queryKey: ['team', 'trans', f, currentLanguage(), today?.valueOf()],
    enabled: today !== undefined,
    queryFn: () =>
      api<Page<TeamTrans>>('GET', agentPaths.teamTransList, {
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
      api<Page<SubordinateQuotaView>>('GET', agentPaths.quotaList, { account: f.account || undefined, page: f.page, size: TEAM_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
export const giveQuota = (v: QuotaGiveRequest) => api<{ count: number; remaining?: number }>('POST', agentPaths.quotaGive, { ...v });
export const revokeQuota = (v: QuotaGiveRequest) => api<{ count: number; remaining?: number }>('POST', agentPaths.quotaRevoke, { ...v });

export const useInvites = () =>
  useQuery({
    queryKey: ['team', 'invites'],
    queryFn: () => api<Page<InviteView>>('GET', agentPaths.inviteList, { size: 50 }),
  });

export const createSubordinate = (body: CreateSubordinateRequest) =>
  api<{ memberId: string; account: string }>('POST', agentPaths.createSubordinate, { ...body });
export const raiseGroup = (memberId: string, group: number) =>
  api<{ group: number }>('POST', agentPaths.rebateUpdate, { memberId, group });
export const createInvite = (body: { type: number; group: number; validDays: number; memo?: string; code?: string }) =>
  api<InviteView>('POST', agentPaths.inviteCreate, body);
export const deleteInvite = (id: string) => api<{ id: string }>('DELETE', agentPaths.inviteDelete.replace(':id', id));
