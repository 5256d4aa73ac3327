import { z } from 'zod';
import { amountSchema } from './wallet.ts';

/** Player protection (issue #17; docs/product.md §13.4). */
export const protectionPaths = {
  /** The member's limits (with what is used of each), time-out or exclusion, reality check. */
  state: '/sk/promen/protection',
  setLimit: '/sk/promen/protection/limit',
  confirmLimit: '/sk/promen/protection/limit/confirm',
  takeBreak: '/sk/promen/protection/break',
  realityCheck: '/sk/promen/protection/realityCheck',
  setRealityCheck: '/sk/promen/protection/realityCheck/save',
  /** The review reminder and the no-limit prompt due now (domain §5.2 item 4), and their acknowledgement. */
  reminders: '/sk/promen/protection/reminders',
  ackReminder: '/sk/promen/protection/reminders/ack',
  /** The member's net lifetime deposits (deposits minus withdrawals), for the records screen. */
  netDeposits: '/sk/promen/protection/netDeposits',
} as const;

export const protectionConsolePaths = {
  /** `:account` is the member's account. */
  state: '/api/console/members/:account/protection',
  tightenLimit: '/api/console/members/:account/protection/limit',
  takeBreak: '/api/console/members/:account/protection/break',
} as const;

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const MONEY_LIMIT_PERIODS = ['24h', '7d', '30d'] as const;
export type LimitPeriod = (typeof MONEY_LIMIT_PERIODS)[number] | '-';
export const PERIOD_MS: Record<(typeof MONEY_LIMIT_PERIODS)[number], number> = {
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
  '30d': 30 * 24 * 3_600_000,
};
/** A raise or removal waits 24 h, then must be confirmed within 7 days. */
export const LIMIT_RAISE_WAIT_MS = 24 * 3_600_000;
export const LIMIT_CONFIRM_WINDOW_MS = 7 * 24 * 3_600_000;
/** Session length limits, minutes. */
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

export const TIMEOUT_DURATIONS = ['24h', '7d', '30d', '42d'] as const;
export const EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;

/**
 * A limit to set: money kinds with a period and an amount (free text, truncated to 3 decimals),
 * session with minutes. `remove=1` asks to remove it (which waits like a raise).
 */
export const setLimitRequest = z
  .object({
    kind: z.enum(LIMIT_KINDS, 'protection.limitInvalid'),
    period: z.enum(MONEY_LIMIT_PERIODS, 'protection.limitInvalid').optional(),
    amount: amountSchema.optional(),
    minutes: z.coerce
      .number()
      .int()
      .min(1, 'protection.limitInvalid')
      .max(SESSION_LIMIT_MAX_MINUTES, 'protection.limitInvalid')
      .optional(),
    remove: z.enum(['0', '1']).optional(),
  })
  .refine(
    (v) =>
      v.remove === '1'
        ? v.kind === 'session' || v.period !== undefined
        : v.kind === 'session'
          ? v.minutes !== undefined
          : v.period !== undefined && v.amount !== undefined && v.amount > 0n,
    { message: 'protection.limitInvalid', path: ['kind'] },
  );
export type SetLimitRequest = z.infer<typeof setLimitRequest>;

export const confirmLimitRequest = z.object({
  kind: z.enum(LIMIT_KINDS, 'protection.limitInvalid'),
  period: z.enum(MONEY_LIMIT_PERIODS, 'protection.limitInvalid').optional(),
});

export const takeBreakRequest = z.object({
  kind: z.enum(['timeout', 'exclusion'], 'protection.breakInvalid'),
  duration: z.enum([...TIMEOUT_DURATIONS, ...EXCLUSION_DURATIONS], 'protection.breakInvalid'),
});
export type TakeBreakRequest = z.infer<typeof takeBreakRequest>;

export const setRealityCheckRequest = z.object({
  minutes: z.coerce
    .number()
    .int()
    .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), 'protection.realityInvalid')
    .meta({ enum: [...REALITY_CHECK_MINUTES] }),
});

export const limitView = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.string(),
  /** Money as text ("100.000"), or minutes for session; null = none in force. */
  value: z.string().nullable(),
  /** What is used of it now (money kinds; minutes of this session for session). */
  used: z.string(),
  pendingValue: z.string().nullable(),
  pendingRemove: z.boolean(),
  /** From when the pending change may be confirmed, and until when. */
  confirmFrom: z.string().nullable(),
  confirmUntil: z.string().nullable(),
});
export type LimitView = z.infer<typeof limitView>;

export const protectionState = z.object({
  limits: z.array(limitView),
  block: z
    .object({ kind: z.enum(['timeout', 'exclusion']), from: z.string(), until: z.string().nullable() })
    .nullable(),
  realityCheckMinutes: z.number().int(),
});
export type ProtectionState = z.infer<typeof protectionState>;
/** A limit set or tightened: `applied` false while a raise or removal waits out its 24 hours. */
export const setLimitResponse = z.object({ applied: z.boolean(), state: protectionState });
/** A break taken or imposed: the chases it stopped and what their stopped issues refunded. */
export const takeBreakResponse = protectionState.extend({ chasesStopped: z.number().int(), refunded: z.string() });

/** The member a console protection call is about. */
export const protectionAccountParams = z.object({
  account: z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'protection.memberNotFound'),
});

export const realityCheckView = z.object({
  sessionStartedAt: z.string(),
  elapsedSeconds: z.number().int(),
  intervalMinutes: z.number().int(),
  /** When the next reality check is due. */
  nextAt: z.string(),
  /**
   * The session's play, counted from the bets placed in it (issue #27, UKGC RTS 13): their stakes
   * (less cancels and refunds), the wins of those settled, wins − stakes, and what of them awaits
   * its draw. A bet placed before the session (a chase) counts in none, even when it settles in it.
   */
  stakes: z.string(),
  wins: z.string(),
  net: z.string(),
  /** Stakes of the session's bets not settled yet, and how many they are. */
  pending: z.string(),
  pendingBets: z.number().int(),
});
export type RealityCheckView = z.infer<typeof realityCheckView>;

/** A reminder to review one's history is due 182 days after the last acknowledgement (or joining). */
export const REVIEW_REMINDER_DAYS = 182;
/** A member with no limit in force is prompted to set one 365 days after the last prompt (or joining). */
export const LIMIT_PROMPT_DAYS = 365;
export const REMINDER_KINDS = ['review', 'limit'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Which reminders the member should see now. */
export const remindersView = z.object({ review: z.boolean(), limit: z.boolean() });
export type RemindersView = z.infer<typeof remindersView>;

export const ackReminderRequest = z.object({ kind: z.enum(REMINDER_KINDS, 'protection.reminderInvalid') });

/**
 * Net lifetime deposits (UKGC RTS 1C): every deposit credited minus every withdrawal asked for
 * (a refused withdrawal's return counts back), over the member's whole ledger; money as text.
 */
export const netDepositsView = z.object({ deposits: z.string(), withdrawals: z.string(), net: z.string() });
export type NetDepositsView = z.infer<typeof netDepositsView>;

/** What a limit form holds (member's limits screen and the console's member detail). */
export interface LimitFormValues {
  kind: LimitKind;
  period: (typeof MONEY_LIMIT_PERIODS)[number];
  amount: string;
  minutes: number | string;
}

/** The request a limit form asks for: money kinds send period and amount, session sends minutes. */
export const limitRequestOf = (v: LimitFormValues) =>
  v.kind === 'session'
    ? { kind: v.kind, minutes: String(v.minutes) }
    : { kind: v.kind, period: v.period, amount: v.amount.trim() };

/** A limit form's errors over setLimitRequest: each issue on its field, kind-level ones on the amount (or minutes). */
export function limitFormErrors(v: LimitFormValues): Record<string, string> {
  const r = setLimitRequest.safeParse(limitRequestOf(v));
  if (r.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const field = String(issue.path[0] ?? 'amount');
    const key = field === 'kind' ? (v.kind === 'session' ? 'minutes' : 'amount') : field;
    errors[key] ??= issue.message;
  }
  return errors;
}
