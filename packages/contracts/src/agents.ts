import { z } from 'zod';
import { idSchema } from './ids.ts';
import { calendarDay } from './dates.ts';
import { loginPasswordSchema } from './members.ts';
import { orderListQuery } from './orders.ts';

/** Agents and teams (docs/product.md §1, §6, §7; issue #14). Paths relative to the API root like the rest. */
export const agentPaths = {
  createSubordinate: '/sk/promen/member/agent/create',
  rebateScope: '/sk/promen/agent/rebateScope',
  /** Raise a subordinate's prize group (docs/product.md §5: only upward). */
  rebateUpdate: '/sk/promen/agent/rebate/update',
  /** Hand quota of a high group down to a direct subordinate agent. */
  quotaGive: '/sk/promen/agent/quota/give',
  /** Take unused quota back from a direct subordinate agent. */
  quotaRevoke: '/sk/promen/agent/quota/revoke',
  /** The caller's direct subordinate agents with the quota each holds (paged). */
  quotaList: '/sk/promen/agent/quota/list',
  inviteCreate: '/sk/promen/agent/invite/create',
  inviteList: '/sk/promen/agent/inviteUrl',
  /** `:id` is the link's id. */
  inviteDelete: '/sk/promen/agent/invite/:id',
  teamMemberList: '/sk/promen/team/memberList',
  teamOrderList: '/sk/promen/team/orderList',
  teamTransList: '/sk/promen/team/transList',
  teamSummary: '/sk/promen/team/summary',
  /** GET of the registration path: what a link gives (and a visit counted). */
  inviteInfo: '/sk/promen/member/register/:code',
} as const;

/** Member type (docs/product.md §3): 1 member, 2 agent. */
export const MemberType = { MEMBER: 1, AGENT: 2 } as const;

/** Validity of an invitation link in days; 0 = permanent. */
export const INVITE_VALID_DAYS = [1, 5, 10, 30, 0] as const;
/** Invitation link status: 1 active, 0 deleted, 2 expired (derived). */
export const InviteStatus = { DELETED: 0, ACTIVE: 1, EXPIRED: 2 } as const;

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const groupSchema = int(1700, 1960);
const dateText = calendarDay('wallet.dateInvalid');
const ordered = (v: { startDate?: string | undefined; endDate?: string | undefined }) => !v.startDate || !v.endDate || v.startDate <= v.endDate;

export const createSubordinateRequest = z
  .object({
    account: z.string().regex(/^[A-Za-z0-9]{6,16}$/, 'member.accountInvalid'),
    password: loginPasswordSchema,
    type: int(1, 2),
    group: groupSchema,
  })
  .strict();
export type CreateSubordinateRequest = z.infer<typeof createSubordinateRequest>;

export const rebateUpdateRequest = z.object({ memberId: idSchema, group: groupSchema });
/** Quota handed down or taken back (agent/quota/give, agent/quota/revoke); also the screen's form. */
export const quotaGiveRequest = z.object({
  memberId: idSchema,
  group: z.coerce.number('agent.groupInvalid').int('agent.groupInvalid').min(1700, 'agent.groupInvalid').max(1960, 'agent.groupInvalid'),
  count: z.coerce.number('agent.quotaCountInvalid').int('agent.quotaCountInvalid').min(1, 'agent.quotaCountInvalid').max(10_000, 'agent.quotaCountInvalid'),
});
/** The form as a client fills and sends it: the subordinate's id as the text the lists show. */
export type QuotaGiveRequest = Omit<z.infer<typeof quotaGiveRequest>, 'memberId'> & { memberId: string };

export const inviteCreateRequest = z.object({
  type: int(1, 2),
  group: groupSchema,
  validDays: z.coerce
    .number()
    .int()
    .refine((d) => (INVITE_VALID_DAYS as readonly number[]).includes(d), 'agent.validDaysInvalid')
    // The document shows the values the refinement enforces (a refinement has no JSON Schema of its own).
    .meta({ enum: [...INVITE_VALID_DAYS] }),
  memo: z.string().trim().max(16, 'agent.memoTooLong').optional(),
  /** A custom code: 6–20 letters or digits; empty = 8 random characters. */
  code: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9]{6,16})?$/, 'agent.codeInvalid')
    .optional(),
});
export type InviteCreateRequest = z.infer<typeof inviteCreateRequest>;

export const inviteIdParams = z.object({ id: idSchema });

export const inviteView = z.object({
  id: z.string(),
  code: z.string(),
  /** The path under the site's host: `/web/reg/{code}`. */
  url: z.string(),
  type: z.number().int(),
  group: z.number().int(),
  rebate: z.string(),
  validDays: z.number().int(),
  expiresAt: z.string().nullable(),
  memo: z.string().nullable(),
  visits: z.number().int(),
  registrations: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
});
export type InviteView = z.infer<typeof inviteView>;

const paging = {
  page: int(1, 100_000).default(1),
  size: int(1, 100).default(20),
};
/** "Direct only" filter: 1 = direct subordinates, 0 = all levels. */
const direct = int(0, 1).default(0);
const account = z.string().trim().max(16).optional();

export const teamMemberListQuery = z.object({ direct, account, ...paging });
/** agent/inviteUrl: the agent's invitation links, paged. */
export const inviteListQuery = z.object(paging);

/** agent/quota/list: direct subordinate agents, account search, paged. */
export const quotaListQuery = z.object({ account, ...paging });
export const quotaView = z.object({ group: z.number().int(), remaining: z.number().int() });
export const subordinateQuotaView = z.object({
  memberId: z.string(),
  account: z.string(),
  /** His own prize group: quota above it cannot be handed to him. */
  group: z.number().int(),
  /** What he holds, per high group (groups with none left are listed while he has held some). */
  quotas: z.array(quotaView),
});
export type SubordinateQuotaView = z.infer<typeof subordinateQuotaView>;

export const teamMemberView = z.object({
  memberId: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  /** Levels below the caller: 1 = direct. */
  level: z.number().int(),
  parentAccount: z.string().nullable(),
  group: z.number().int(),
  rebate: z.string(),
  balance: z.string(),
  online: z.boolean(),
  lastLoginTime: z.string().nullable(),
  registerTime: z.string(),
  /** Subordinates below this one (agents). */
  teamSize: z.number().int(),
});
export type TeamMemberView = z.infer<typeof teamMemberView>;

/** team/orderList: the member bet-record filters, plus account and direct only. */
export const teamOrderListQuery = orderListQuery.extend({ direct, account });
export type TeamOrderListQuery = z.infer<typeof teamOrderListQuery>;

/** team/transList: the account-change filters, plus account and direct only. */
export const teamTransListQuery = z
  .object({ type: z.string().max(32).optional(), startDate: dateText.optional(), endDate: dateText.optional(), direct, account, ...paging })
  .refine(ordered, { message: 'wallet.dateRange', path: ['startDate'] });

export const teamSummaryQuery = z
  .object({ startDate: dateText.optional(), endDate: dateText.optional(), direct })
  .refine(ordered, { message: 'wallet.dateRange', path: ['startDate'] });

/** Team statistics (docs/product.md §3, defined in §13.1). */
export const teamSummaryView = z.object({
  startDate: z.string(),
  endDate: z.string(),
  headcount: z.number().int(),
  members: z.number().int(),
  agents: z.number().int(),
  newRegistrations: z.number().int(),
  recharge: z.string(),
  rechargeMembers: z.number().int(),
  withdrawal: z.string(),
  activeCount: z.number().int(),
  teamBalance: z.string(),
  bet: z.string(),
  payout: z.string(),
  /** Rebate credited to the team's members in the period. */
  rebate: z.string(),
  /** Rebate the caller earned on the team's bets in the period. */
  myRebate: z.string(),
  bonus: z.string(),
  /** prizes + rebates + promotions − bets (the team's view). */
  profit: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      bet: z.string(),
      payout: z.string(),
      rebate: z.string(),
      recharge: z.string(),
      withdrawal: z.string(),
      profit: z.string(),
      newRegistrations: z.number().int(),
    }),
  ),
});
export type TeamSummaryView = z.infer<typeof teamSummaryView>;

export const rebateScopeView = z.object({
  /** Today's business day (02:00 platform time; platform-time.ts): date presets count from it. */
  today: z.string(),
  own: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  step: z.number().int(),
  /** Groups above this need quota. */
  quotaAbove: z.number().int(),
  quotas: z.array(z.object({ group: z.number().int(), remaining: z.number().int() })),
  options: z.array(z.object({ group: z.number().int(), rebate: z.string(), needsQuota: z.boolean() })),
  inviteAllowed: z.boolean(),
  teamOrder: z.boolean(),
});
export type RebateScopeView = z.infer<typeof rebateScopeView>;


export const inviteInfoView = z.object({ code: z.string(), type: z.number().int(), valid: z.boolean() });
