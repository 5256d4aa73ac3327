import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

/**
 * Promotions (issue #15; docs/product.md §13.2, §13.3): valid bets per
 * business day, VIP bonuses and their life cycle, generation runs, sign-ins and promotion draws.
 */

const milli = (name: string) => bigint(name, { mode: 'bigint' });
const ts = (name: string) => timestamp(name, { withTimezone: true });
const memberRef = () =>
  bigint('member_id', { mode: 'bigint' })
    .notNull()
    .references(() => members.id);

/** Each member's valid bet per business day (02:00–02:00 platform time), added once per settled issue. */
export const promoValidBets = pgTable(
  'promo_valid_bets',
  {
    memberId: memberRef(),
    /** Business day, YYYY-MM-DD. */
    day: varchar('day', { length: 10 }).notNull(),
    validMilli: milli('valid_milli').notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/**
 * A member's promotion state set by operators: the credit value (≥ 1,000 makes the member
 * advanced supreme, docs/product.md §6) and the demo (trial/test) flag, under which nothing is earned.
 */
export const promoMembers = pgTable('promo_members', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id),
  supreme: boolean('supreme').notNull().default(false),
  creditValue: integer('credit_value').notNull().default(0),
  demo: boolean('demo').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A bonus through its life cycle: 1 awaiting platform review, 2 claimable, 3 claimed, 4 rejected,
 * 5 expired. Kind 'up' (period = the level), 'week' (period = the week's Monday), 'month'
 * (period = YYYY-MM). One row per member, kind and period: generation is idempotent.
 */
export const promoBonuses = pgTable(
  'promo_bonuses',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: memberRef(),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** For deposit bonuses (kind 'first', 'reload') the deposit's order number. */
    period: varchar('period', { length: 32 }).notNull(),
    level: smallint('level').notNull(),
    amountMilli: milli('amount_milli').notNull(),
    /** The deposit rule that paid a deposit bonus (null for the other kinds). */
    ruleId: bigint('rule_id', { mode: 'bigint' }),
    /** Turnover the bonus adds to the withdrawal requirement when it is paid (deposit bonuses: bonus × the rule's multiple). */
    turnoverMilli: milli('turnover_milli'),
    status: smallint('status').notNull().default(1),
    reason: varchar('reason', { length: 255 }),
    reviewedBy: bigint('reviewed_by', { mode: 'bigint' }),
    reviewedAt: ts('reviewed_at'),
    claimableUntil: ts('claimable_until'),
    claimedAt: ts('claimed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_bonuses_unique').on(t.memberId, t.kind, t.period),
    /** One first-deposit bonus per member, whichever deposit two concurrent approvals both took for the first. */
    uniqueIndex('promo_bonuses_first_once').on(t.memberId).where(sql`${t.kind} = 'first'`),
    index('promo_bonuses_status_idx').on(t.status, t.id),
    index('promo_bonuses_member_idx').on(t.memberId, t.id),
    check('promo_bonuses_status_chk', sql`${t.status} between 1 and 5`),
    check('promo_bonuses_amount_pos', sql`${t.amountMilli} > 0`),
  ],
);

/**
 * Deposit promotions (issue #27): a first-deposit or reload bonus of a percent of the deposit,
 * truncated to milli-units and capped, from a minimum deposit, with a turnover multiple before
 * withdrawal, paid with the deposit's approval (automatic) or after the bonus review, on one site
 * (host, '*' = every site) between two instants. Disabled rules pay nothing and show no card.
 */
export const promoDepositRules = pgTable(
  'promo_deposit_rules',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    host: varchar('host', { length: 253 }).notNull().default('*'),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Hundredths of a percent (10 % = 1,000). */
    percentBp: integer('percent_bp').notNull(),
    capMilli: milli('cap_milli').notNull(),
    minDepositMilli: milli('min_deposit_milli').notNull(),
    turnoverMultiple: smallint('turnover_multiple').notNull().default(1),
    /** True: the bonus waits in the console's bonus review; false: paid with the deposit's approval. */
    review: boolean('review').notNull().default(false),
    startAt: ts('start_at').notNull(),
    /** Open-ended when null. */
    endAt: ts('end_at'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('promo_deposit_rules_kind_chk', sql`${t.kind} in ('first', 'reload')`),
    check('promo_deposit_rules_percent_chk', sql`${t.percentBp} between 1 and 10000`),
    check('promo_deposit_rules_amounts_chk', sql`${t.capMilli} > 0 and ${t.minDepositMilli} >= 0 and ${t.turnoverMultiple} between 0 and 100`),
  ],
);

/** One generation run (weekly or monthly bonus) per kind and period, with its figures. */
export const promoRuns = pgTable(
  'promo_runs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    period: varchar('period', { length: 16 }).notNull(),
    /** 1 running, 2 done. */
    status: smallint('status').notNull().default(1),
    generated: integer('generated').notNull().default(0),
    totalMilli: milli('total_milli').notNull().default(sql`0`),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [uniqueIndex('promo_runs_unique').on(t.kind, t.period)],
);

/** One sign-in per member and business day, with its streak day (1–7). */
export const promoSignIns = pgTable(
  'promo_sign_ins',
  {
    memberId: memberRef(),
    day: varchar('day', { length: 10 }).notNull(),
    streak: smallint('streak').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] }), check('promo_sign_ins_streak_chk', sql`${t.streak} between 1 and 7`)],
);

/**
 * The server seed of each business day's promotion draws (kind 'sign' or 'invite'): its SHA-256
 * is shown while the day runs; the seed is shown once the day is over.
 */
export const promoSeeds = pgTable(
  'promo_seeds',
  {
    kind: varchar('kind', { length: 8 }).notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    seed: varchar('seed', { length: 64 }).notNull(),
    commitment: varchar('commitment', { length: 64 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);

/** One promotion draw (sign-in or invite): chance n of a member's day, what it drew and what verifies it. */
export const promoDraws = pgTable(
  'promo_draws',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: memberRef(),
    kind: varchar('kind', { length: 8 }).notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    chance: smallint('chance').notNull(),
    streak: smallint('streak').notNull().default(0),
    tier: smallint('tier').notNull().default(0),
    prizeIndex: smallint('prize_index').notNull(),
    amountMilli: milli('amount_milli').notNull(),
    hmac: varchar('hmac', { length: 64 }).notNull(),
    /** The prize table the draw picked from (amounts in milli as text, weights) and the tier's multiplier: what a verifier re-derives it with. */
    prizeTable: jsonb('prize_table').$type<{ amountMilli: string; weight: number }[]>(),
    multiplier: smallint('multiplier').notNull().default(1),
    /** 1 credited, 2 awaiting review (large invite prizes), 3 rejected. */
    status: smallint('status').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_draws_unique').on(t.memberId, t.kind, t.day, t.chance),
    index('promo_draws_member_idx').on(t.memberId, t.kind, t.id),
  ],
);

/** An invitee that earned its inviter a draw chance (counted once, on the day it qualified). */
export const promoInviteChances = pgTable(
  'promo_invite_chances',
  {
    inviteeId: bigint('invitee_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => members.id),
    inviterId: bigint('inviter_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    day: varchar('day', { length: 10 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('promo_invite_chances_inviter_idx').on(t.inviterId, t.day)],
);

/** Operator-edited promotion tables (VIP levels, sign-in tiers and prizes, invite prizes), as JSON. */
export const promoTables = pgTable('promo_tables', {
  key: varchar('key', { length: 32 }).primaryKey(),
  value: jsonb('value').notNull(),
  note: text('note'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
