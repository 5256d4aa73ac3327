import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

/**
 * An agent's invitation (registration) link (issue #14, domain/agents-promotions-backoffice.md §1.2
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
