import { z } from 'zod';
import { idUpTo } from './ids.ts';
import { calendarDay } from './dates.ts';
import { memberChainLink } from './console-members.ts';

/**
 * Operators' access (issue #16): permissions, the built-in roles, TOTP sign-in, operators and
 * roles management, the audit and login logs. Every console call names one permission; the
 * server checks it on every call and the console hides what a role may not do.
 */
export const PERMISSIONS = [
  'dashboard.view',
  'deposit.review',
  /** Credit a bank transfer that matched no order by itself, mark it refunded, import statements (issue #28 §2). */
  'deposit.match',
  'withdrawal.review',
  /** See where a withdrawal goes: bank, branch, holder and the full number (each reveal audited). */
  'withdrawal.reveal',
  'member.view',
  'member.adjust',
  'member.manage',
  'member.note',
  'risk.review',
  'lottery.manage',
  'result.enter',
  'content.manage',
  'promotion.manage',
  'agent.manage',
  'report.view',
  'settings.manage',
  'operator.manage',
  'audit.view',
  'chat.answer',
  /** Read the outbox of SMS and email to members (issue #33). */
  'message.view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The super admin's grant: every permission, including ones added later. */
export const ALL_PERMISSIONS = '*';

/**
 * Built-in roles (issue #16 "Roles and rules"). `admin` is the super admin (the demo seed's
 * operator has it). Custom roles are stored by the server; built-in ones cannot be edited.
 */
export const BUILTIN_ROLES: Record<string, readonly (Permission | typeof ALL_PERMISSIONS)[]> = {
  admin: [ALL_PERMISSIONS],
  finance: ['dashboard.view', 'deposit.review', 'deposit.match', 'withdrawal.review', 'withdrawal.reveal', 'member.view', 'member.adjust', 'report.view'],
  risk: ['dashboard.view', 'risk.review', 'member.view', 'member.manage', 'withdrawal.review', 'report.view'],
  operations: ['dashboard.view', 'lottery.manage', 'result.enter', 'content.manage', 'promotion.manage', 'report.view'],
  service: ['dashboard.view', 'member.view', 'member.note', 'chat.answer', 'message.view'],
};

export function roleAllows(granted: readonly string[], permission: string): boolean {
  return granted.includes(ALL_PERMISSIONS) || granted.includes(permission);
}

/**
 * Whether `held` covers every permission of `wanted` (issue #26: no one grants what he does not
 * hold). `*` is covered only by `*`: only a super admin grants it, or touches a super admin.
 */
export function permissionsWithin(wanted: readonly string[], held: readonly string[]): boolean {
  if (held.includes(ALL_PERMISSIONS)) return true;
  return wanted.every((p) => p !== ALL_PERMISSIONS && held.includes(p));
}

export const consoleAccessPaths = {
  login: '/api/console/login',
  totpEnrol: '/api/console/totp/enrol',
  /** A new password after a reset by another operator (the `password` stage's token). */
  passwordSet: '/api/console/password',
  me: '/api/console/me',
  logout: '/api/console/logout',
  operators: '/api/console/operators',
  operator: '/api/console/operators/:id',
  roles: '/api/console/roles',
  auditList: '/api/console/audit',
  loginLog: '/api/console/login-log',
  /** The month partitions of orders and the ledger (issue #30), read-only. */
  partitions: '/api/console/partitions',
} as const;

export const operatorAccountSchema = z
  .string('console.operatorAccountInvalid')
  .regex(/^[A-Za-z0-9_]{3,32}$/, 'console.operatorAccountInvalid');
const operatorPassword = z.string('console.operatorPasswordInvalid').min(8, 'console.operatorPasswordInvalid').max(64, 'console.operatorPasswordInvalid');
export const totpCodeSchema = z.string('console.totpInvalid').trim().regex(/^\d{6}$/, 'console.totpInvalid');

export const consoleLoginRequest = z.object({
  account: z.string().min(1).max(32),
  password: z.string().min(1).max(64),
  code: z.preprocess((v) => (v === '' ? undefined : v), totpCodeSchema.optional()),
});
export type ConsoleLoginRequest = z.infer<typeof consoleLoginRequest>;

export const consoleMe = z.object({
  account: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
});
export type ConsoleMe = z.infer<typeof consoleMe>;

/**
 * The answer to a sign-in. `password`: the password was right but another operator set it (or
 * reset the second factor): `token` is good only for `passwordSet`. `enrol`: the password was
 * right and the operator has no second factor yet: `token` is good only for `totpEnrol`, with the
 * new secret. `totp`: a code is needed. `ok`: `token` is a console session.
 */
export const consoleLoginResponse = z.discriminatedUnion('stage', [
  z.object({ stage: z.literal('password'), token: z.string() }),
  z.object({ stage: z.literal('enrol'), token: z.string(), secret: z.string(), uri: z.string() }),
  z.object({ stage: z.literal('totp') }),
  consoleMe.extend({ stage: z.literal('ok'), token: z.string() }),
]);
export type ConsoleLoginResponse = z.infer<typeof consoleLoginResponse>;

export const totpEnrolRequest = z.object({ code: totpCodeSchema });
export const passwordSetRequest = z.object({ password: operatorPassword });

export const roleCodeSchema = z.string('console.roleInvalid').regex(/^[a-z][a-z0-9_]{1,31}$/, 'console.roleInvalid');

export const operatorCreateRequest = z.object({
  account: operatorAccountSchema,
  password: operatorPassword,
  role: roleCodeSchema,
});
export type OperatorCreateRequest = z.infer<typeof operatorCreateRequest>;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const operatorUpdateRequest = z.object({
  role: roleCodeSchema.optional(),
  status: z.coerce.number().int().min(1).max(2).optional(),
  password: operatorPassword.optional(),
  resetTotp: flag.optional(),
});
export type OperatorUpdateRequest = z.infer<typeof operatorUpdateRequest>;

export const operatorParams = z.object({ id: idUpTo(Number.MAX_SAFE_INTEGER, 'console.operatorNotFound') });

export const operatorView = z.object({
  id: z.string(),
  account: z.string(),
  role: z.string(),
  status: z.number(),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OperatorView = z.infer<typeof operatorView>;

/**
 * The answer to a change of an operator. A super admin's password or second factor is reset by
 * two super admins (issue #26): the first request is a proposal (`proposalId`), nothing changes
 * until another super admin confirms it among the proposals.
 */
export const operatorUpdateResponse = operatorView.extend({ proposalId: z.string().nullable() });

export const roleSaveRequest = z.object({
  code: roleCodeSchema,
  name: z.string('console.roleNameInvalid').trim().min(1, 'console.roleNameInvalid').max(64, 'console.roleNameInvalid'),
  /** Comma-separated (a form field); each must be a known permission. */
  permissions: z
    .string()
    .max(2000)
    .transform((v, ctx) => {
      const list = [...new Set(v.split(',').map((p) => p.trim()).filter(Boolean))];
      if (list.some((p) => !(PERMISSIONS as readonly string[]).includes(p))) {
        ctx.addIssue({ code: 'custom', message: 'console.permissionUnknown' });
        return z.NEVER;
      }
      return list as Permission[];
    }),
});

export const roleView = z.object({
  code: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  builtin: z.boolean(),
});
export type RoleView = z.infer<typeof roleView>;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);
const isoDay = calendarDay('errors.validation');

export const auditListQuery = z.object({
  operator: z.string().max(32).optional(),
  action: z.string().max(64).optional(),
  target: z.string().max(128).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page,
  size,
});

export const auditView = z.object({
  id: z.string(),
  actorKind: z.string(),
  actorId: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  /** The member the entry is about (his account), and the lottery (its code), when there is one (issue #27). */
  member: z.string().nullable(),
  lottery: z.string().nullable(),
  ip: z.string().nullable(),
  /** The audited row before and after, and details: each action's own JSON, amounts in money units. */
  before: z.unknown(),
  after: z.unknown(),
  detail: z.unknown(),
  createdAt: z.string(),
});
export type AuditView = z.infer<typeof auditView>;

export const loginLogQuery = z.object({ account: z.string().max(32).optional(), page, size });

/**
 * A month partition of orders or the ledger (issue #30): `month` YYYY-MM, null for the table's
 * default partition; rows as the planner estimates them; `attached` false for a month detached for
 * archive (`npm run partitions -- archive`) and not dropped yet.
 */
export const partitionView = z.object({
  table: z.enum(['orders', 'ledger']),
  name: z.string(),
  month: z.string().nullable(),
  rowsEstimate: z.number(),
  sizeBytes: z.number(),
  attached: z.boolean(),
});
export type PartitionView = z.infer<typeof partitionView>;

export const loginLogView = z.object({
  id: z.string(),
  account: z.string(),
  ip: z.string().nullable(),
  outcome: z.string(),
  createdAt: z.string(),
});
export type LoginLogView = z.infer<typeof loginLogView>;

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** Members as operators see them (issue #16 "Members"). */
export const consoleMemberPaths = {
  search: '/api/console/members',
  detail: '/api/console/members/:account',
  status: '/api/console/members/:account/status',
  notes: '/api/console/members/:account/notes',
} as const;

/** Longest internal note on a member (the member_notes.body column). */
export const MEMBER_NOTE_MAX = 1000;
/** Notes listed at most, newest first. */
export const MEMBER_NOTES_LISTED = 100;

export const memberNoteRequest = z.object({
  body: z.string('console.noteRequired').trim().min(1, 'console.noteRequired').max(MEMBER_NOTE_MAX, 'console.noteTooLong'),
});

/** An internal note: customer service writes it, operators read it; the member never sees it. */
export const memberNoteView = z.object({
  id: z.string(),
  body: z.string(),
  operator: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberNoteView = z.infer<typeof memberNoteView>;

export const memberSearchQuery = z.object({
  /** An account, or its beginning. */
  q: z.string().trim().max(16).regex(/^[A-Za-z0-9]*$/, 'console.memberNotFound').optional(),
  status: z.coerce.number().int().min(1).max(2).optional(),
  page,
  size,
});

export const memberStatusRequest = z.object({
  /** 1 active, 2 frozen (cannot sign in; his sessions end). */
  status: z.coerce.number().int().min(1).max(2),
  reason: z.string('console.reasonRequired').trim().min(1, 'console.reasonRequired').max(255, 'console.reasonRequired'),
});

export const consoleMemberRow = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  memberType: z.number(),
  status: z.number(),
  balance: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type ConsoleMemberRow = z.infer<typeof consoleMemberRow>;

export const consoleMemberDetail = consoleMemberRow.extend({
  realName: z.string().nullable(),
  mobile: z.string().nullable(),
  frozen: z.string(),
  turnover: z.string(),
  turnoverRequired: z.string(),
  /** The agents above him, nearest first. */
  agentChain: z.array(z.string()),
  /** From the top agent down to him, with groups (issue #16 "agent chain"). */
  chain: z.array(memberChainLink),
  prizeGroup: z.number(),
  vipLevel: z.number(),
  hasFundPwd: z.boolean(),
  /** Wallet locked by an operator: no bets, deposits, withdrawals or transfers. */
  walletLocked: z.boolean(),
  ledger: z.array(z.object({ id: z.string(), type: z.string(), amount: z.string(), balanceAfter: z.string(), createdAt: z.string() })),
  orders: z.array(z.object({ orderNo: z.string(), type: z.number(), status: z.number(), amount: z.string(), createdAt: z.string() })),
});
export type ConsoleMemberDetail = z.infer<typeof consoleMemberDetail>;
