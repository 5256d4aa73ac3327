import { z } from 'zod';
import { idSchema } from './ids.ts';
import { ticketIdSchema } from './lottery.ts';

/**
 * The console's Risk screen (issue #16 "Risk", domain §4.2): wins held for review before payout,
 * their release or rejection, the hold settings, IP and device clusters, and the blacklists.
 */
export const consoleRiskPaths = {
  holds: '/api/console/risk/holds',
  release: '/api/console/risk/holds/:orderId/release',
  reject: '/api/console/risk/holds/:orderId/reject',
  settings: '/api/console/risk/settings',
  clusters: '/api/console/risk/clusters',
  blacklist: '/api/console/risk/blacklist',
  blacklistRemove: '/api/console/risk/blacklist/:id/remove',
} as const;

export const RISK_HOLD_STATUSES = ['pending', 'released', 'rejected'] as const;
export const RISK_HOLD_REASONS = ['win', 'ratio', 'streak'] as const;

export const riskHoldListQuery = z.object({
  status: z.enum(RISK_HOLD_STATUSES).default('pending'),
  account: z.string().max(16).optional(),
  ticketId: ticketIdSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const riskHoldParams = z.object({
  orderId: idSchema,
});

/** A held win with the member's context (balance, deposits and wins of the last 30 days). */
export const riskHoldView = z.object({
  orderId: z.string(),
  account: z.string(),
  ticketId: z.number().int(),
  lottery: z.string(),
  issue: z.string(),
  play: z.string(),
  content: z.string(),
  amount: z.string(),
  win: z.string(),
  reasons: z.array(z.string()),
  streak: z.number().int(),
  status: z.string(),
  note: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  member: z.object({
    balance: z.string(),
    deposits30d: z.string(),
    withdrawals30d: z.string(),
    bets30d: z.string(),
    wins30d: z.string(),
    registeredAt: z.string(),
    lastIp: z.string().nullable(),
  }),
});
export type RiskHoldView = z.infer<typeof riskHoldView>;

const note = z.string('console.reasonRequired').trim().max(200, 'console.reasonTooLong');
export const riskReleaseRequest = z.object({ reason: note.optional() });
export const riskRejectRequest = z.object({ reason: note.min(1, 'console.reasonRequired') });

export const riskDecision = z.object({ orderId: z.string(), status: z.string(), balance: z.string() });

/** The hold rules; 0 turns one off. */
export const riskSettingsView = z.object({
  riskHoldWin: z.string(),
  riskHoldRatio: z.string(),
  riskHoldStreak: z.string(),
});
export type RiskSettingsView = z.infer<typeof riskSettingsView>;
export const riskSettingsRequest = z.object({
  riskHoldWin: z
    .string()
    .regex(/^\d{1,13}(\.\d{1,3})?$/, 'console.settingInvalid')
    .optional(),
  riskHoldRatio: z
    .string()
    .regex(/^\d{1,7}$/, 'console.settingInvalid')
    .optional(),
  riskHoldStreak: z
    .string()
    .regex(/^\d{1,4}$/, 'console.settingInvalid')
    .optional(),
});

/** IPs and device ids that several accounts signed in from (login history, last 90 days). */
export const riskClusterQuery = z.object({
  kind: z.enum(['ip', 'device']).default('ip'),
  min: z.coerce.number().int().min(2).max(1000).default(2),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const riskClusterView = z.object({
  kind: z.string(),
  value: z.string(),
  accounts: z.array(z.string()),
  accountCount: z.number().int(),
  lastSeen: z.string(),
  blacklisted: z.boolean(),
});
export type RiskClusterView = z.infer<typeof riskClusterView>;

export const BLACKLIST_KINDS = ['ip', 'device', 'card'] as const;
export type BlacklistKind = (typeof BLACKLIST_KINDS)[number];
export const blacklistQuery = z.object({
  kind: z.enum(BLACKLIST_KINDS).optional(),
  value: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const blacklistAddRequest = z.object({
  kind: z.enum(BLACKLIST_KINDS, 'risk.blacklistInvalid'),
  value: z
    .string('risk.blacklistInvalid')
    .trim()
    .min(1, 'risk.blacklistInvalid')
    .max(64, 'risk.blacklistInvalid'),
  note: z.string().trim().max(200, 'console.reasonTooLong').optional(),
});
export const blacklistParams = z.object({ id: idSchema });
export const blacklistView = z.object({
  id: z.string(),
  kind: z.string(),
  value: z.string(),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type BlacklistView = z.infer<typeof blacklistView>;

/**
 * Two-person rule for prize groups (issue #16 "Roles and rules"): an operator proposes a member's
 * or agent's new prize group (raising or lowering it); another operator confirms it through the
 * proposals (`consolePaths.proposalConfirm`). A proposal made stale (the group changed meanwhile)
 * is refused on confirmation.
 */
export const consoleGroupPaths = {
  propose: '/api/console/members/:account/group',
} as const;
export const memberGroupRequest = z.object({
  group: z.coerce
    .number('agent.groupInvalid')
    .int('agent.groupInvalid')
    .min(1, 'agent.groupInvalid')
    .max(9999, 'agent.groupInvalid'),
  reason: z
    .string('console.reasonRequired')
    .trim()
    .min(1, 'console.reasonRequired')
    .max(200, 'console.reasonTooLong'),
});
