import { z } from 'zod';
import { idList, idSchema } from './ids.ts';
import { calendarDay } from './dates.ts';

/**
 * Promotions (issue #15, docs/product.md §7 "Activities"): VIP levels and bonuses, the daily sign-in draw,
 * the invite draw; and the console calls that review bonuses, edit the tables and run the
 * generations. Money is decimal text of currency units (milli-unit exact).
 */
export const promoPaths = {
  /** The level table. */
  vipDetail: '/sk/promen/vip/detail',
  /** The member's level, progress and bonuses. */
  memberVipDetail: '/sk/promen/member/vip/detail',
  /** Claim ("receive") one claimable bonus: kind up | week | month. */
  memberVipDraw: '/sk/promen/member/vip/:kind/draw',
  signDetail: '/sk/promen/sign/detail',
  signStatus: '/sk/promen/sign/status',
  doSign: '/sk/promen/sign/doSign',
  /** Use one of today's draw chances. */
  signDraw: '/sk/promen/sign/draw',
  inviteDrawCount: '/sk/promen/invite/draw/count',
  inviteDraw: '/sk/promen/invite/draw',
} as const;

export const consolePromoPaths = {
  /** GET / POST one promotion table: vip | signTiers | signPrizes | invitePrizes (audited). */
  table: '/api/console/promo/tables/:key',
  bonuses: '/api/console/promo/bonuses',
  bonusApprove: '/api/console/promo/bonuses/:id/approve',
  bonusReject: '/api/console/promo/bonuses/:id/reject',
  bonusBatch: '/api/console/promo/bonuses/batch',
  runs: '/api/console/promo/runs',
  /** A member's promotion state: credit value (≥ 1,000 makes advanced supreme, docs/product.md §6) and demo flag. */
  member: '/api/console/promo/members/:account',
  /** Staging and browser tests only (server PROMO_CLOCK_CONTROL=true): shift the promotions' calendar. */
  clock: '/api/console/promo/clock',
  /** GET the deposit promotions (first deposit, reload); POST creates one (audited). */
  depositRules: '/api/console/promo/deposit-rules',
  /** POST changes one deposit promotion (audited). */
  depositRule: '/api/console/promo/deposit-rules/:id',
} as const;

/**
 * Bonus kinds under review: VIP level-up, weekly, monthly; invite-draw prizes that wait for
 * review; and deposit promotions (issue #27): first deposit and reload.
 */
export const BonusKind = { UP: 'up', WEEK: 'week', MONTH: 'month', INVITE: 'invite', FIRST: 'first', RELOAD: 'reload' } as const;
export type BonusKindValue = (typeof BonusKind)[keyof typeof BonusKind];
export const BONUS_KINDS = ['up', 'week', 'month', 'invite', 'first', 'reload'] as const;
/** Deposit promotions: paid on the member's first approved deposit, or on each later one. */
export const DEPOSIT_BONUS_KINDS = ['first', 'reload'] as const;
export type DepositBonusKindValue = (typeof DEPOSIT_BONUS_KINDS)[number];
/** The ledger type each deposit promotion is paid under (its own name in the member's transactions). */
export const DEPOSIT_BONUS_LEDGER_TYPES = { first: 'first_deposit_bonus', reload: 'reload_bonus' } as const satisfies Record<DepositBonusKindValue, string>;
/**
 * Every ledger type a promotion pays under (house account 'bonuses'): VIP bonuses as `vip_<kind>`
 * when received, the sign-in and invite draws' prizes, deposit promotions. Each has a name in the
 * member's transactions (wallet.trade.<type>) and counts as a bonus in the figures.
 */
export const PROMO_LEDGER_TYPES = ['vip_up', 'vip_week', 'vip_month', 'vip_invite', 'sign_prize', 'invite_prize', 'first_deposit_bonus', 'reload_bonus'] as const;
/** Invite caps and minimums (domain §3.2 item 4): chances a day and a month; invitee deposit and valid bet within 7 days. */
export const INVITE_RULES = { perDay: 10, perMonth: 50, days: 7, minDeposit: '100', minValidBet: '1000', reviewFrom: '388' } as const;

/** Bonus life cycle (issue #15). */
export const BonusStatus = { PENDING_REVIEW: 1, CLAIMABLE: 2, CLAIMED: 3, REJECTED: 4, EXPIRED: 5 } as const;

/** Days a claimable bonus waits to be received before it expires. */
export const BONUS_CLAIM_DAYS = 7;
/** Limits: console pages of at most 100 rows; a batch review of at most 100 bonuses; 20 draws shown. */
export const PROMO_LIMITS = { pageSize: 100, batch: 100, draws: 20 } as const;

export const promoKindParams = z.object({ kind: z.enum(BONUS_KINDS, 'promo.bonusNotFound') });
export const claimBonusRequest = z.object({ id: idSchema });
export type ClaimBonusRequest = z.infer<typeof claimBonusRequest>;

export const money = z.string();

export const vipLevelView = z.object({
  level: z.number(),
  deposit: money,
  validBet: money,
  upBonus: money,
  weekly: money,
  monthly: money,
});
export type VipLevelView = z.infer<typeof vipLevelView>;

/** A promotion table as the console reads and writes it (GET /api/console/promo/tables/:key), by key. */
export const promoTableView = z.union([
  z.array(vipLevelView),
  z.array(z.object({ tier: z.number(), validBet: money, chances: z.number(), multiplier: z.number() })),
  z.object({ normal: z.array(z.object({ weight: z.number(), amount: money })), day7: z.array(z.object({ weight: z.number(), amount: money })), maxReward: money }),
  z.array(z.object({ weight: z.number(), amount: money })),
]);
export type PromoTableView = z.infer<typeof promoTableView>;

export const bonusView = z.object({
  id: z.string(),
  kind: z.enum(BONUS_KINDS),
  period: z.string(),
  level: z.number(),
  amount: money,
  status: z.number(),
  reason: z.string().nullable(),
  claimableUntil: z.string().nullable(),
  claimedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Turnover the bonus adds before a withdrawal once paid (deposit promotions; null for the others, which add 1×). */
  turnover: money.nullable(),
});
export type BonusView = z.infer<typeof bonusView>;

export const memberVipView = z.object({
  level: z.number(),
  supreme: z.boolean(),
  /** Lifetime completed deposits and lifetime valid bet. */
  deposit: money,
  validBet: money,
  /** The next level and what it needs; null at the top (or when supreme). */
  next: z.object({ level: z.number(), deposit: money, validBet: money }).nullable(),
  bonuses: z.array(bonusView),
  /** Whether promotions are barred for this account (demo, timed out, self-excluded). */
  barred: z.boolean(),
});
export type MemberVipView = z.infer<typeof memberVipView>;

export const claimResult = z.object({ bonus: bonusView, balance: money, turnoverRequired: money });
export type ClaimResult = z.infer<typeof claimResult>;

export const signTierView = z.object({ tier: z.number(), validBet: money, chances: z.number(), multiplier: z.number() });
export const prizeView = z.object({ weight: z.number(), amount: money });

export const signDrawView = z.object({
  id: z.string(),
  /** Which draw: the daily sign-in draw or the invite draw. */
  kind: z.enum(['sign', 'invite']),
  /** The member's id: part of what the draw's HMAC is taken over ("member:day:chance"). */
  memberId: z.string(),
  day: z.string(),
  chance: z.number(),
  streak: z.number(),
  tier: z.number(),
  prizeIndex: z.number(),
  amount: money,
  hmac: z.string(),
  /** SHA-256 of the day's seed (shown from the start of the day). */
  commitment: z.string(),
  /** The day's seed, shown once the day is over (null before). */
  seed: z.string().nullable(),
  /** The prize table the draw picked from and the tier's multiplier (null for draws made before tables were recorded). */
  table: z.array(prizeView).nullable(),
  multiplier: z.number(),
  createdAt: z.string(),
});
export type SignDrawView = z.infer<typeof signDrawView>;

export const signStatusView = z.object({
  /** Business day (02:00–02:00 platform time), YYYY-MM-DD. */
  day: z.string(),
  signedToday: z.boolean(),
  /** The streak day today's sign-in has (or would have), 1–7. */
  streak: z.number(),
  /** The 7-day calendar of the current streak: which of days 1–7 are signed. */
  calendar: z.array(z.object({ streak: z.number(), signed: z.boolean(), day: z.string().nullable() })),
  validBet: money,
  tier: z.number(),
  chances: z.number(),
  used: z.number(),
  left: z.number(),
  /** The next tier and the valid bet it needs; null at the top. */
  nextTier: z.object({ tier: z.number(), validBet: money }).nullable(),
  /** When today's chances end (the next 02:00), ISO. */
  endsAt: z.string(),
  barred: z.boolean(),
});
export type SignStatusView = z.infer<typeof signStatusView>;

export const signDetailView = signStatusView.extend({
  tiers: z.array(signTierView),
  /** Today's prize table before the tier multiplier (the day-7 table on day 7). */
  prizes: z.array(prizeView),
  day7Prizes: z.array(prizeView),
  normalPrizes: z.array(prizeView),
  maxReward: money,
  commitment: z.string(),
  draws: z.array(signDrawView),
});
export type SignDetailView = z.infer<typeof signDetailView>;

export const signDrawResult = z.object({ draw: signDrawView, balance: money, left: z.number() });
export type SignDrawResult = z.infer<typeof signDrawResult>;

export const inviteCountView = z.object({
  enabled: z.boolean(),
  barred: z.boolean(),
  /** Only agents invite (their links and codes; #27 M5): a member gets no chances and cannot draw. */
  canInvite: z.boolean(),
  inviteCode: z.string().nullable(),
  qualified: z.number(),
  chances: z.number(),
  used: z.number(),
  left: z.number(),
  prizes: z.array(prizeView),
  draws: z.array(signDrawView.extend({ status: z.number() })),
});
export type InviteCountView = z.infer<typeof inviteCountView>;
export const inviteDrawResult = z.object({ draw: signDrawView.extend({ status: z.number() }), balance: money, left: z.number() });
export type InviteDrawResult = z.infer<typeof inviteDrawResult>;

// ------------------------------------------------------------------ console

export const PROMO_TABLE_KEYS = ['vip', 'signTiers', 'signPrizes', 'invitePrizes'] as const;
export type PromoTableKey = (typeof PROMO_TABLE_KEYS)[number];
export const promoTableParams = z.object({ key: z.enum(PROMO_TABLE_KEYS, 'promo.tableUnknown') });
export const promoIdParams = z.object({ id: idSchema });

const amountText = z.string().regex(/^\d{1,12}(\.\d{1,3})?$/, 'promo.tableInvalid');
const weight = z.coerce.number().int().min(0).max(1_000_000);
export const vipTableInput = z
  .array(
    z.object({
      level: z.coerce.number().int().min(0).max(10),
      deposit: amountText,
      validBet: amountText,
      upBonus: amountText,
      weekly: amountText,
      monthly: amountText,
    }),
  )
  .min(1)
  .max(11);
export const signTiersInput = z
  .array(z.object({ tier: z.coerce.number().int().min(1).max(10), validBet: amountText, chances: z.coerce.number().int().min(1).max(20), multiplier: z.coerce.number().int().min(1).max(100_000) }))
  .min(1)
  .max(10);
const prizeTable = z.array(z.object({ weight, amount: amountText })).min(1).max(20);
export const signPrizesInput = z.object({ normal: prizeTable, day7: prizeTable });
export const invitePrizesInput = prizeTable;
/** A table is posted as JSON text in the form field `value`. */
export const promoTableSaveRequest = z.object({ value: z.string().min(2).max(20_000) });

export const consoleBonusListQuery = z.object({
  status: z.coerce.number().int().min(1).max(5).optional(),
  kind: z.enum(BONUS_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(PROMO_LIMITS.pageSize).default(20),
});
export const bonusRejectRequest = z.object({ reason: z.string('console.reasonRequired').trim().min(1, 'console.reasonRequired').max(255, 'console.reasonRequired') });
export const bonusApproveRequest = z.object({ reason: z.string().trim().max(255).optional() });
export const bonusBatchRequest = z.object({
  action: z.enum(['approve', 'reject']),
  /** Bonus ids, comma-separated. */
  ids: idList(10_000, 2000).refine((ids) => ids.length <= PROMO_LIMITS.batch, 'promo.batchTooLarge'),
  reason: z.string().trim().max(255).optional(),
});
export const promoRunRequest = z.object({
  /** The platform-time date (YYYY-MM-DD) whose Monday generation to run; today when absent. */
  date: calendarDay('promo.dateInvalid').optional(),
});
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);
export const promoClockRequest = z.object({ offsetMinutes: z.coerce.number().int().min(-400 * 1440).max(400 * 1440) });
export const promoMemberRequest = z.object({ creditValue: z.coerce.number().int().min(0).max(1_000_000_000).optional(), demo: flag.optional() });

export const consoleBonusView = bonusView.extend({ memberId: z.string(), account: z.string() });
export type ConsoleBonusView = z.infer<typeof consoleBonusView>;
export const promoRunView = z.object({
  id: z.string(),
  kind: z.string(),
  period: z.string(),
  status: z.number(),
  generated: z.number(),
  total: money,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PromoRunView = z.infer<typeof promoRunView>;

// ---------------------------------------------------------------- deposit promotions (issue #27)

const instant = z.union([z.string().max(40), z.number()]).transform((v, ctx) => {
  const d = typeof v === 'number' || /^\d+$/.test(v) ? new Date(Number(v)) : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'promo.ruleInvalid' });
    return z.NEVER;
  }
  return d;
});
const ruleAmountText = z.string().trim().regex(/^\d{1,12}(\.\d{1,3})?$/, 'promo.ruleInvalid');

/** A deposit promotion as the console edits it: money as decimal text, the percent as text ("10", "12.5"). */
const depositRuleFields = {
  host: z.string().trim().toLowerCase().max(253).regex(/^(\*|[a-z0-9.-]+)$/, 'content.hostInvalid'),
  kind: z.enum(DEPOSIT_BONUS_KINDS, 'promo.ruleInvalid'),
  percent: z.string().trim().regex(/^\d{1,3}(\.\d{1,2})?$/, 'promo.ruleInvalid'),
  cap: ruleAmountText,
  minDeposit: ruleAmountText,
  turnoverMultiple: z.coerce.number('promo.ruleInvalid').int('promo.ruleInvalid').min(0, 'promo.ruleInvalid').max(100, 'promo.ruleInvalid'),
  /** True: the bonus waits for the console's bonus review; false: paid with the deposit's approval. */
  review: flag,
  startAt: instant,
  /** Empty text: open-ended. */
  endAt: z.union([instant, z.literal('')]),
  enabled: flag,
};
const ruleEndAfterStart = (v: { startAt?: Date; endAt?: Date | '' }) => !v.startAt || !v.endAt || v.endAt > v.startAt;
export const depositRuleCreateRequest = z
  .object({
    ...depositRuleFields,
    host: depositRuleFields.host.default('*'),
    turnoverMultiple: depositRuleFields.turnoverMultiple.default(1),
    review: flag.default(false),
    endAt: depositRuleFields.endAt.optional(),
    enabled: flag.default(true),
  })
  .refine(ruleEndAfterStart, { message: 'content.endBeforeStart', path: ['endAt'] });
export type DepositRuleCreateRequest = z.infer<typeof depositRuleCreateRequest>;
export const depositRuleUpdateRequest = z.object(depositRuleFields).partial().refine(ruleEndAfterStart, { message: 'content.endBeforeStart', path: ['endAt'] });
export type DepositRuleUpdateRequest = z.infer<typeof depositRuleUpdateRequest>;
export const depositRuleParams = z.object({ id: idSchema });

export const depositRuleView = z.object({
  id: z.string(),
  host: z.string(),
  kind: z.enum(DEPOSIT_BONUS_KINDS),
  /** Percent of the deposit, as text ("10", "12.5"). */
  percent: z.string(),
  cap: money,
  minDeposit: money,
  turnoverMultiple: z.number(),
  review: z.boolean(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  enabled: z.boolean(),
  /** Whether it pays now: enabled and within its dates. */
  inForce: z.boolean(),
  /** Bonuses it paid or queued, and their total. */
  paid: z.number(),
  paidTotal: money,
});
export type DepositRuleView = z.infer<typeof depositRuleView>;
