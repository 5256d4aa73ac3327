import { z } from 'zod';
import { pageOf } from './envelope-schemas.ts';
import { lotterySettingsParams } from './lottery-settings.ts';
import { secondPersonView } from './responses.ts';
import { ticketIdSchema } from './lottery.ts';

/**
 * A lottery's issues in the console (issue #16 "Lotteries … issues: history per lottery with
 * commitment, seed and result; the fairness verifier output for any issue"). Read-only: the
 * verification re-derives a house draw from the stored record with the same function as the
 * standalone verifier (server modules/draws/rederive.ts).
 */
export const consoleIssuePaths = {
  list: '/api/console/lotteries/:ticketId/issues',
  /** The official result form's lists: each official lottery and its issues waiting for a result. */
  waiting: '/api/console/results/waiting',
  verify: '/api/console/lotteries/:ticketId/issues/:issue/verify',
} as const;

export const consoleIssueListParams = lotterySettingsParams;

/** Bounded paging: issues that have started, newest first. */
export const consoleIssueListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

export const consoleIssueVerifyParams = lotterySettingsParams.extend({
  issue: z.string('lottery.issueNotFound').regex(/^[0-9-]{4,32}$/, 'lottery.issueNotFound'),
});

export const consoleIssueRow = z.object({
  issue: z.string(),
  /** 0 open, 1 closed, 2 drawn, 3 settled, 4 cancelled. */
  status: z.number().int(),
  drawAt: z.string(),
  drawnAt: z.string().nullable(),
  /** SHA-256(seed), published while the issue sells; null for official draws. */
  commitment: z.string().nullable(),
  /** Only once revealed (drawn or settled). */
  seed: z.string().nullable(),
  result: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type ConsoleIssueRow = z.infer<typeof consoleIssueRow>;

export const consoleIssueList = pageOf(consoleIssueRow).extend({
  ticketId: z.number().int(),
  lottery: z.string(),
  drawKind: z.string(),
});
export type ConsoleIssueList = z.infer<typeof consoleIssueList>;

/** One check of the re-derivation: the value computed from the seed and the value recorded. */
export const fairnessCheck = z.object({ ok: z.boolean(), computed: z.string(), recorded: z.string() });
export type FairnessCheck = z.infer<typeof fairnessCheck>;

const issueRef = { ticketId: z.number().int(), lottery: z.string(), issue: z.string(), status: z.number().int(), result: z.string().nullable() };

/**
 * The verifier's answer. `noSeed`: nothing to re-derive — an official draw (its result comes from
 * the official source), or a house issue whose seed is not revealed (not drawn yet, or cancelled).
 */
export const consoleIssueVerification = z.discriminatedUnion('verifiable', [
  z.object({ verifiable: z.literal(false), ...issueRef, noSeed: z.enum(['official', 'notDrawn', 'cancelled']) }),
  z.object({
    verifiable: z.literal(true),
    ...issueRef,
    ok: z.boolean(),
    seed: z.string(),
    hmac: z.string(),
    chainIndex: z.number().int(),
    checks: z.object({ commitment: fairnessCheck, chain: fairnessCheck, result: fairnessCheck }),
  }),
]);
export type ConsoleIssueVerification = z.infer<typeof consoleIssueVerification>;

/**
 * The official result form's lists (issue #27): every official lottery with its draw's shape (how
 * many numbers, from what to what) and its issues waiting for a result — closed and not drawn, or
 * drawn from a result source and still held — oldest first, at most `WAITING_PER_LOTTERY` each,
 * with the pending proposal (who entered which numbers, and whether the operator looking may
 * confirm it).
 */
export const WAITING_PER_LOTTERY = 20;
export const waitingIssue = z.object({
  issue: z.string(),
  drawAt: z.string(),
  status: z.number().int(),
  /** A result source's result, still in its hold (it may be replaced by two operators). */
  held: z.boolean(),
  result: z.string().nullable(),
  /** `code`: the proposed result (empty for a cancellation); `reason`: the proposer's, for a cancellation or re-settlement. */
  proposal: z.object({ by: z.string(), code: z.string(), reason: z.string().optional(), at: z.string(), secondPerson: secondPersonView }).nullable(),
});
export type WaitingIssue = z.infer<typeof waitingIssue>;
export const waitingResults = z.object({
  list: z.array(
    z.object({
      ticketId: z.number().int(),
      lottery: z.string(),
      shape: z.object({ length: z.number().int(), min: z.number().int(), max: z.number().int(), digits: z.boolean() }),
      issues: z.array(waitingIssue),
    }),
  ),
});
export type WaitingResults = z.infer<typeof waitingResults>;
/**
 * The same lists for the console's three issue forms (issue #27: the operator picks, never types):
 * `result` — official issues waiting for a result, oldest first; `cancel` — a lottery's started,
 * not cancelled issues, newest first (`ticketId` required: every lottery may be cancelled);
 * `resettle` — official settled issues, newest first. Each with its pending proposal.
 */
export const ISSUE_FORMS = ['result', 'cancel', 'resettle'] as const;
export type IssueForm = (typeof ISSUE_FORMS)[number];
export const waitingQuery = z.object({
  for: z.enum(ISSUE_FORMS, 'errors.validation').default('result'),
  ticketId: ticketIdSchema.optional(),
});
