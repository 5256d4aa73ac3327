import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

/**
 * An agent's invitation (registration) link (issue #14, docs/product.md §13.1
 * item 6): who registers through `/web/reg/{code}` joins below the agent with the link's type and
 * group. Status 1 active, 0 deleted (deleting stops new sign-ups only).
 */
export const inviteLinks = pgTable(
  'invite_links',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    code: varchar('code', { length: 20 }).notNull().unique(),
    /** 1 member, 2 agent (as members.member_type). */
    memberType: smallint('member_type').notNull(),
    prizeGroup: integer('prize_group').notNull(),
    /** 1, 5, 10, 30 days, or 0 = permanent. */
    validDays: smallint('valid_days').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    memo: varchar('memo', { length: 16 }),
    visits: integer('visits').notNull().default(0),
    registrations: integer('registrations').notNull().default(0),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invite_links_agent_idx').on(t.agentId, t.id),
    check('invite_links_type_chk', sql`${t.memberType} in (1, 2)`),
    check('invite_links_days_chk', sql`${t.validDays} in (0, 1, 5, 10, 30)`),
  ],
);

/**
 * Quotas of high prize groups (issue #14): how many more accounts at `prize_group` the member may
 * open or hand down. Groups above the setting agentQuotaAbove need one; lower groups are unlimited.
 */
export const prizeQuotas = pgTable(
  'prize_quotas',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    prizeGroup: integer('prize_group').notNull(),
    remaining: integer('remaining').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.prizeGroup] }), check('prize_quotas_nonneg', sql`${t.remaining} >= 0`)],
);

/**
 * Team rollup (issue #14, docs/decisions.md "Team figures from a rollup"): per ancestor, per
 * platform day and ledger type, what his team's members were credited and debited. Scope 0 is the
 * whole team (every ancestor of the member), scope 1 the direct subordinates (the parent only).
 * Written by agents/rollup.ts from final ledger rows; team/summary adds the ledger rows after its
 * watermark.
 */
export const teamDays = pgTable(
  'team_days',
  {
    ancestorId: bigint('ancestor_id', { mode: 'bigint' }).notNull(),
    scope: smallint('scope').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    credit: bigint('credit', { mode: 'bigint' }).notNull(),
    debit: bigint('debit', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.scope, t.day, t.type] })],
);

/**
 * Per ancestor and scope (as team_days): how many of his team's members registered on a platform
 * day. Written by agents/rollup.ts from members below its watermark (members.xact); team/summary
 * adds the members at or after it.
 */
export const teamJoinDays = pgTable(
  'team_join_days',
  {
    ancestorId: bigint('ancestor_id', { mode: 'bigint' }).notNull(),
    scope: smallint('scope').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.scope, t.day] })],
);

/**
 * A member's activity days ('bet', 'deposit'), each with the member's previous activity day of the
 * same kind: a member active in [s, e] is counted once, on his first day d in it, the one whose
 * previous day is before s (or none). So exact distinct counts over any period are sums.
 */
export const memberActiveDays = pgTable(
  'member_active_days',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    prevDay: date('prev_day', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.day] })],
);

/** Per ancestor and scope: how many of his team's activity days fall on `day` with that previous day ('0001-01-01' = none). */
export const teamActiveDays = pgTable(
  'team_active_days',
  {
    ancestorId: bigint('ancestor_id', { mode: 'bigint' }).notNull(),
    scope: smallint('scope').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    prevDay: date('prev_day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.scope, t.kind, t.day, t.prevDay] })],
);
