import { z } from 'zod';
import { loginPasswordSchema } from './members.ts';

/**
 * The operators' side of agents (issue #14; docs/product.md §13.1
 * and 5): the agents list with team sizes and quotas, creating a top agent, member ↔ agent
 * conversion and quota grants to top agents. All need the console permission 'agent.manage'.
 */
export const consoleAgentPaths = {
  list: '/api/console/agents',
  /** POST: a new top-agent account. */
  create: '/api/console/agents',
  detail: '/api/console/agents/:account',
  /** Member ↔ agent (the account is a member's). */
  convert: '/api/console/members/:account/type',
  /** Quota of a high group granted to a top agent. */
  quota: '/api/console/agents/:account/quota',
  /** Unused quota of a high group taken back from a top agent (never below what he has used). */
  quotaRevoke: '/api/console/agents/:account/quota/revoke',
} as const;

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const groupSchema = z.coerce.number('agent.groupInvalid').int('agent.groupInvalid').min(1700, 'agent.groupInvalid').max(1960, 'agent.groupInvalid');

export const consoleAgentParams = z.object({
  account: z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'console.memberNotFound'),
});

export const consoleAgentListQuery = z.object({
  /** Account prefix. */
  q: z.string().trim().max(16).optional(),
  /** 1 = top agents only. */
  top: int(0, 1).default(0),
  page: int(1, 100_000).default(1),
  size: int(1, 100).default(20),
});
export type ConsoleAgentListQuery = z.infer<typeof consoleAgentListQuery>;

export const agentQuotaView = z.object({ group: z.number().int(), remaining: z.number().int() });

export const consoleAgentRow = z.object({
  memberId: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** Null for a top agent. */
  parentAccount: z.string().nullable(),
  /** Levels below the top of the chain (0 = top agent). */
  depth: z.number().int(),
  group: z.number().int(),
  rebate: z.string(),
  status: z.number().int(),
  /** Members at every level below this agent. */
  teamSize: z.number().int(),
  quotas: z.array(agentQuotaView),
  createdAt: z.string(),
});
export type ConsoleAgentRow = z.infer<typeof consoleAgentRow>;

export const consoleAgentDetail = consoleAgentRow.extend({
  /** Direct subordinates. */
  direct: z.number().int(),
  /** Agents among all subordinates. */
  agents: z.number().int(),
  /** The platform's group range and the quota threshold, for the grant form. */
  groupMin: z.number().int(),
  groupMax: z.number().int(),
  groupStep: z.number().int(),
  quotaAbove: z.number().int(),
});
export type ConsoleAgentDetail = z.infer<typeof consoleAgentDetail>;

export const topAgentCreateRequest = z
  .object({
    account: z.string('member.accountInvalid').regex(/^[A-Za-z0-9]{6,16}$/, 'member.accountInvalid'),
    password: loginPasswordSchema,
    group: groupSchema,
  })
  .strict();
export type TopAgentCreateRequest = z.infer<typeof topAgentCreateRequest>;

/** 1 member, 2 agent (MemberType); the reason goes to the audit trail. */
export const memberTypeRequest = z.object({
  type: z.coerce.number('agent.typeInvalid').int('agent.typeInvalid').min(1, 'agent.typeInvalid').max(2, 'agent.typeInvalid'),
  reason: z.string().trim().max(255, 'console.reasonRequired').optional(),
});
export type MemberTypeRequest = z.infer<typeof memberTypeRequest>;
export const memberTypeResponse = z.object({ account: z.string(), type: z.number().int(), topAgent: z.boolean() });

export const quotaGrantRequest = z.object({
  group: groupSchema,
  count: z.coerce.number('agent.quotaCountInvalid').int('agent.quotaCountInvalid').min(1, 'agent.quotaCountInvalid').max(10_000, 'agent.quotaCountInvalid'),
  reason: z.string().trim().max(255, 'console.reasonRequired').optional(),
});
export type QuotaGrantRequest = z.infer<typeof quotaGrantRequest>;
export const quotaGrantResponse = z.object({ account: z.string(), group: z.number().int(), remaining: z.number().int() });
