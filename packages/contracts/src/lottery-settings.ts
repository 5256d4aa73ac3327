import { z } from 'zod';
import { ticketIdSchema } from './lottery.ts';
import { secondPersonView } from './responses.ts';
import { parseMoney } from '@lotus/engine';

/**
 * The console's per-lottery settings (issue #6 "Sales suspended per lottery by an operator",
 * grace period, prize-group offset, win caps, stake ranges, tie conventions, credit odds
 * overrides, result source). Operator-only; every change is audited in the transaction that makes it.
 */
export const lotterySettingsPaths = {
  list: '/api/console/lotteries/settings',
  one: '/api/console/lotteries/:ticketId/settings',
  /** Propose a lottery's prize-group offset (two-person rule: another operator confirms). */
  groupOffset: '/api/console/lotteries/:ticketId/group-offset',
  groupOffsetConfirm: '/api/console/lotteries/group-offset/:id/confirm',
  groupOffsetRefuse: '/api/console/lotteries/group-offset/:id/refuse',
  /** GET: the prize-group offset proposals (kind `lottery.groupOffset` only), with from → to; paged. */
  groupOffsetProposals: '/api/console/lotteries/group-offset',
} as const;

export const lotterySettingsParams = z.object({
  ticketId: ticketIdSchema,
});

const invalid = (key: string) => `ops.settingInvalid:${key}`;

/** The largest prize-group offset (the lotteries.group_offset check): keeps G − offset a group. */
export const MAX_GROUP_OFFSET = 200;

/** A positive amount in currency units ("10", "0.5"), as milli-units. */
const amount = (key: string) =>
  z.string().transform((s, ctx) => {
    const parsed = parseMoney(s);
    if (!parsed.ok || parsed.milli <= 0n) {
      ctx.addIssue({ code: 'custom', message: invalid(key) });
      return z.NEVER;
    }
    return parsed.milli;
  });

const choice = <T extends readonly [string, ...string[]]>(key: string, values: T) => z.enum(values, invalid(key));

/** Every field is optional: a request changes what it names. Empty `odds` or `resultSource` clears it. */
export const lotterySettingsBody = z
  .object({
    graceMinutes: z.coerce.number(invalid('graceMinutes')).int(invalid('graceMinutes')).min(1, invalid('graceMinutes')).max(24 * 60, invalid('graceMinutes')),
    /** Lines settle at the bet's prize group less this (engine LotteryRules.groupOffset; 3D/P3 commonly 30). */
    groupOffset: z.coerce.number(invalid('groupOffset')).int(invalid('groupOffset')).min(0, invalid('groupOffset')).max(MAX_GROUP_OFFSET, invalid('groupOffset')),
    minStake: amount('minStake'),
    maxStake: amount('maxStake'),
    maxIssueStake: amount('maxIssueStake'),
    doubleMin: amount('doubleMin'),
    doubleMax: amount('doubleMax'),
    maxOrderWin: amount('maxOrderWin'),
    maxIssueWin: amount('maxIssueWin'),
    /** Tie conventions (engine TieSettings; docs/product.md §11.5), dotted keys: `ties.k3TripleKill=false`. */
    ties: z
      .object({
        dragonTigerTie: choice('ties.dragonTigerTie', ['lose', 'refund']),
        k3TripleKill: z.enum(['true', 'false'], invalid('ties.k3TripleKill')).transform((v) => v === 'true'),
        x5Convention: choice('ties.x5Convention', ['A', 'B']),
        kl8Sum810: choice('ties.kl8Sum810', ['lose', 'push', 'noTie']),
        pk10Sum11: choice('ties.pk10Sum11', ['small', 'push']),
      })
      .partial()
      .strict(),
    /** Credit odds overrides as JSON `{"<playCode>": {"<levelKey>": <decimal odds × 1000>}}`; '' clears. */
    odds: z.string().max(20_000, invalid('odds')),
    /**
     * Official lotteries: the HTTP JSON result source, a URL template with `{issue}` (and optionally
     * `{lottery}`, `{date}` = the draw's local date YYYYMMDD); '' removes the source.
     */
    resultSource: z.string().trim().max(500, 'ops.resultSourceInvalid'),
    resultSourceTimeoutMs: z.coerce.number(invalid('resultSourceTimeoutMs')).int(invalid('resultSourceTimeoutMs')).min(100, invalid('resultSourceTimeoutMs')).max(30_000, invalid('resultSourceTimeoutMs')),
    resultSourceHoldMinutes: z.coerce.number(invalid('resultSourceHoldMinutes')).int(invalid('resultSourceHoldMinutes')).min(0, invalid('resultSourceHoldMinutes')).max(24 * 60, invalid('resultSourceHoldMinutes')),
    resultSourcePollSeconds: z.coerce.number(invalid('resultSourcePollSeconds')).int(invalid('resultSourcePollSeconds')).min(1, invalid('resultSourcePollSeconds')).max(3600, invalid('resultSourcePollSeconds')),
    reason: z.string().trim().max(255, 'console.reasonRequired'),
  })
  .partial();
/** A proposed prize-group offset, with the operator's reason (two-person rule, issue #16). */
export const groupOffsetProposeRequest = z.object({
  groupOffset: z.coerce.number(invalid('groupOffset')).int(invalid('groupOffset')).min(0, invalid('groupOffset')).max(MAX_GROUP_OFFSET, invalid('groupOffset')),
  reason: z.string('console.reasonRequired').trim().min(1, 'console.reasonRequired').max(255, 'console.reasonRequired'),
});

/** The prize-group offset proposals list: by status (default pending), paged and bounded. */
export const groupOffsetProposalQuery = z.object({
  status: z.enum(['pending', 'confirmed', 'refused']).default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** One prize-group offset proposal: the lottery, the offset the proposer saw (from) and the one he proposes (to). */
export const groupOffsetProposalView = z.object({
  id: z.string(),
  ticketId: z.number(),
  code: z.string().nullable(),
  from: z.number(),
  to: z.number(),
  reason: z.string().nullable(),
  status: z.string(),
  proposer: z.string().nullable(),
  decider: z.string().nullable(),
  createdAt: z.string(),
  /** Pending: who may confirm it, and why the operator looking may not (issue #27). */
  secondPerson: secondPersonView.nullable(),
});
export type GroupOffsetProposalView = z.infer<typeof groupOffsetProposalView>;

export type TLotterySettingsBody = z.infer<typeof lotterySettingsBody>;

/** A configured result source (stored in the `resultSources` setting, one per lottery). */
export const resultSourceConfig = z.object({
  ticketId: z.number().int().min(1).max(1_000_000),
  url: z
    .string()
    .max(500)
    .refine((u) => /^https?:\/\/[^\s]+$/i.test(u) && u.includes('{issue}')),
  timeoutMs: z.number().int().min(100).max(30_000).default(5000),
  /** Minutes a fetched result waits before settlement, while operators may override it. */
  holdMinutes: z.number().int().min(0).max(24 * 60).default(5),
  /** Seconds between two fetches of one issue's result. */
  pollSeconds: z.number().int().min(1).max(3600).default(30),
});
export type ResultSourceConfig = z.output<typeof resultSourceConfig>;

export const lotterySettingsView = z.object({
  ticketId: z.number(),
  code: z.string(),
  family: z.string(),
  drawKind: z.string(),
  suspended: z.boolean(),
  graceMinutes: z.number(),
  groupOffset: z.number(),
  minStake: z.string(),
  maxStake: z.string(),
  maxIssueStake: z.string(),
  doubleMin: z.string(),
  doubleMax: z.string(),
  maxOrderWin: z.string(),
  maxIssueWin: z.string(),
  ties: z.record(z.string(), z.unknown()),
  odds: z.record(z.string(), z.record(z.string(), z.number())).nullable(),
  resultSource: z.object({ ticketId: z.number(), url: z.string(), timeoutMs: z.number(), /** Minutes a fetched result waits before settlement, while operators may override it. */ holdMinutes: z.number(), /** Seconds between two fetches of one issue's result. */ pollSeconds: z.number() }).nullable(),
});
export type LotterySettingsView = z.infer<typeof lotterySettingsView>;
