import { z } from 'zod';
import { calendarDay } from './dates.ts';

/**
 * Operators' access (issue #16): permissions, the built-in roles, TOTP sign-in, operators and
 * roles management, the audit and login logs. Every console call names one permission; the
 * server checks it on every call and the console hides what a role may not do.
 */
export const PERMISSIONS = [
  'dashboard.view',
  'deposit.review',
  'withdrawal.review',
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
  finance: ['dashboard.view', 'deposit.review', 'withdrawal.review', 'member.view', 'member.adjust', 'report.view'],
  risk: ['dashboard.view', 'risk.review', 'member.view', 'member.manage', 'withdrawal.review', 'report.view'],
  operations: ['dashboard.view', 'lottery.manage', 'result.enter', 'content.manage', 'promotion.manage', 'report.view'],
  service: ['dashboard.view', 'member.view', 'member.note', 'chat.answer'],
};

export function roleAllows(granted: readonly string[], permission: string): boolean {
  return granted.includes(ALL_PERMISSIONS) || granted.includes(permission);
}

export const consoleAccessPaths = {
  login: '/api/console/login',
  totpEnrol: '/api/console/totp/enrol',
  me: '/api/console/me',
  logout: '/api/console/logout',
  operators: '/api/console/operators',
  operator: '/api/console/operators/:id',
  roles: '/api/console/roles',
  auditList: '/api/console/audit',
  loginLog: '/api/console/login-log',
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

export interface ConsoleMe {
  account: string;
  role: string;
  permissions: string[];
}

/**
 * The answer to a sign-in. `enrol`: the password was right and the operator has no second factor
 * yet: `token` is good only for `totpEnrol`, with the new secret. `totp`: a code is needed.
 * `ok`: `token` is a console session.
 */
export type ConsoleLoginResponse =
  | { stage: 'enrol'; token: string; secret: string; uri: string }
  | { stage: 'totp' }
  | ({ stage: 'ok'; token: string } & ConsoleMe);

export const totpEnrolRequest = z.object({ code: totpCodeSchema });

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

export const operatorParams = z.object({ id: z.coerce.number().int().min(1).max(2 ** 31) });

export interface OperatorView {
  id: string;
  account: string;
  role: string;
  status: number;
  totpEnabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

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

export interface RoleView {
  code: string;
  name: string;
  permissions: string[];
  builtin: boolean;
}

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

export interface AuditView {
  id: string;
  actorKind: string;
  actorId: string;
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
  detail: unknown;
  createdAt: string;
}

export const loginLogQuery = z.object({ account: z.string().max(32).optional(), page, size });

export interface LoginLogView {
  id: string;
  account: string;
  ip: string | null;
  outcome: string;
  createdAt: string;
}

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
} as const;

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

export interface ConsoleMemberRow {
  account: string;
  nickname: string | null;
  memberType: number;
  status: number;
  balance: string;
  createdAt: string;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
}

export interface ConsoleMemberDetail extends ConsoleMemberRow {
  realName: string | null;
  mobile: string | null;
  frozen: string;
  turnover: string;
  turnoverRequired: string;
  /** The agents above him, nearest first. */
  agentChain: string[];
  ledger: { id: string; type: string; amount: string; balanceAfter: string; createdAt: string }[];
  orders: { orderNo: string; type: number; status: number; amount: string; createdAt: string }[];
}
