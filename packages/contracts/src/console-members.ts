import { z } from 'zod';

/**
 * The member detail's tabs and actions (issue #16 "Members"; docs/product.md §13
 * §4): each tab is its own paged, bounded call so the detail opens with one small answer; the
 * actions (wallet lock, password resets) need 'member.manage' and are audited.
 */
export const consoleMemberTabPaths = {
  ledger: '/api/console/members/:account/ledger',
  bets: '/api/console/members/:account/bets',
  dw: '/api/console/members/:account/dw',
  cards: '/api/console/members/:account/cards',
  logins: '/api/console/members/:account/logins',
  bonuses: '/api/console/members/:account/bonuses',
  /** The devices he turned notifications on for (issue #31): installed app or browser, kinds, last seen. */
  devices: '/api/console/members/:account/devices',
  /** The devices he signed in from (issue #31): code and device id, sign-ins, first and last seen. */
  loginDevices: '/api/console/members/:account/login-devices',
  walletLock: '/api/console/members/:account/wallet-lock',
  passwordReset: '/api/console/members/:account/password-reset',
} as const;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);
export const memberTabQuery = z.object({ page, size });
/** Deposits and withdrawals: 1 deposits, 2 withdrawals, none both. */
export const memberDwQuery = z.object({ kind: z.coerce.number().int().min(1).max(2).optional(), page, size });

export const memberLedgerRow = z.object({
  id: z.string(),
  type: z.string(),
  amount: z.string(),
  balanceBefore: z.string(),
  balanceAfter: z.string(),
  createdAt: z.string(),
});
export type MemberLedgerRow = z.infer<typeof memberLedgerRow>;

export const memberBetRow = z.object({
  id: z.string(),
  /** The lottery's code; `ticketId` names it in the operator's language (the console's lottery list). */
  lottery: z.string(),
  ticketId: z.number(),
  issue: z.string(),
  playId: z.number(),
  /** The i18n key of the play's name (the engine's catalogue); empty for a play no longer known. */
  playKey: z.string(),
  amount: z.string(),
  win: z.string(),
  /** The order's status code (orders.status). */
  status: z.number(),
  prizeGroup: z.number(),
  createdAt: z.string(),
});
export type MemberBetRow = z.infer<typeof memberBetRow>;

export const memberDwRow = z.object({
  orderNo: z.string(),
  /** 1 deposit, 2 withdrawal. */
  kind: z.number(),
  status: z.number(),
  amount: z.string(),
  channel: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberDwRow = z.infer<typeof memberDwRow>;

/** A card as operators see it: the number masked but for its last four characters. */
export const memberCardRow = z.object({
  id: z.string(),
  kind: z.number(),
  bank: z.string(),
  cardNo: z.string(),
  holderName: z.string(),
  createdAt: z.string(),
});
export type MemberCardRow = z.infer<typeof memberCardRow>;

export const memberLoginRow = z.object({
  id: z.string(),
  ip: z.string(),
  device: z.number(),
  deviceId: z.string().nullable(),
  success: z.boolean(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberLoginRow = z.infer<typeof memberLoginRow>;

export const memberBonusRow = z.object({
  id: z.string(),
  kind: z.string(),
  period: z.string(),
  amount: z.string(),
  /** 1 awaiting review, 2 claimable, 3 claimed, 4 rejected, 5 expired. */
  status: z.number(),
  createdAt: z.string(),
});
export type MemberBonusRow = z.infer<typeof memberBonusRow>;

const reason = z.string('console.reasonRequired').trim().min(1, 'console.reasonRequired').max(255, 'console.reasonRequired');

export const walletLockRequest = z.object({
  /** 1 locks the wallet (no bets, deposits, withdrawals or transfers), 0 unlocks it. */
  locked: z.coerce.number().int().min(0).max(1),
  reason,
});
export const walletLockResponse = z.object({ account: z.string(), walletLocked: z.boolean() });

/**
 * A password reset: the server makes a temporary password, shown once to the operator (who gives
 * it to the member through a verified channel); the member's sessions end. Not stored in the
 * audit trail.
 */
export const passwordResetRequest = z.object({ kind: z.enum(['login', 'fund']), reason });
export const passwordResetResponse = z.object({ account: z.string(), kind: z.enum(['login', 'fund']), temporary: z.string() });
export type PasswordResetResponse = z.infer<typeof passwordResetResponse>;

/** One link of a member's agent chain (top agent first). */
export const memberChainLink = z.object({ account: z.string(), memberType: z.number(), group: z.number(), depth: z.number() });
export type MemberChainLink = z.infer<typeof memberChainLink>;

/** The agent tree (issue #16 "Agents: the tree … move a subtree for future orders only"). */
export const consoleAgentTreePaths = {
  /** GET ?root=account: his ancestors and direct subordinates (paged); without root, the top agents. */
  tree: '/api/console/agent-tree',
  /** POST: the member and everyone below him move under another agent. */
  move: '/api/console/members/:account/move',
} as const;

export const agentTreeQuery = z.object({
  root: z.string().trim().max(16).regex(/^[A-Za-z0-9]*$/, 'console.memberNotFound').optional(),
  page,
  size,
});

export const agentTreeNode = z.object({
  account: z.string(),
  /** 1 member, 2 agent. */
  memberType: z.number(),
  group: z.number(),
  depth: z.number(),
  status: z.number(),
  /** Direct subordinates. */
  direct: z.number(),
  /** Members at every level below. */
  teamSize: z.number(),
});
export type AgentTreeNode = z.infer<typeof agentTreeNode>;

export const agentTreeView = z.object({
  /** Null at the top level (the list of top agents). */
  root: agentTreeNode.nullable(),
  /** From the top agent down to the root's parent. */
  ancestors: z.array(agentTreeNode),
  children: z.object({ list: z.array(agentTreeNode), total: z.number(), page: z.number(), size: z.number() }),
});
export type AgentTreeView = z.infer<typeof agentTreeView>;

export const subtreeMoveRequest = z.object({
  /** The agent who becomes the new parent. */
  to: z.string('console.memberNotFound').trim().regex(/^[A-Za-z0-9]{1,16}$/, 'console.memberNotFound'),
  reason,
});
export type SubtreeMoveRequest = z.infer<typeof subtreeMoveRequest>;
export const subtreeMoveResponse = z.object({ account: z.string(), to: z.string(), moved: z.number(), depth: z.number() });
export type SubtreeMoveResponse = z.infer<typeof subtreeMoveResponse>;

/**
 * A device the member signed in from (issue #31), from his login records: the device code, the
 * browser's own id and whether it was the installed web app, how many successful sign-ins, first
 * and last seen, the last IP.
 */
export const memberLoginDeviceRow = z.object({
  device: z.number(),
  deviceId: z.string().nullable(),
  installed: z.boolean(),
  logins: z.number(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  lastIp: z.string(),
});
export type MemberLoginDeviceRow = z.infer<typeof memberLoginDeviceRow>;
