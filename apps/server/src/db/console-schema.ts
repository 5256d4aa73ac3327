import { bigint, bigserial, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

/**
 * The back office (issue #16). Custom operator roles (the built-in ones live in
 * `@lotus/contracts` BUILTIN_ROLES and are not stored), every operator sign-in attempt and the
 * two-person proposals.
 */
export const operatorRoles = pgTable('operator_roles', {
  code: varchar('code', { length: 32 }).primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operator sign-ins, good and bad (the console's login log). */
export const operatorLogins = pgTable(
  'operator_logins',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    account: varchar('account', { length: 32 }).notNull(),
    ip: varchar('ip', { length: 45 }),
    /** ok, password, totp, disabled, enrol, newPassword (asked for a new password after a reset). */
    outcome: varchar('outcome', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_logins_account_idx').on(t.account, t.id)],
);

/**
 * Two-person rule: one operator proposes (a balance adjustment, …), another confirms or refuses.
 * The proposal carries everything the confirmation does, so the confirmer acts on what he saw.
 */
export const consoleProposals = pgTable(
  'console_proposals',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    target: varchar('target', { length: 128 }).notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    /** pending, confirmed, refused. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    proposedBy: bigint('proposed_by', { mode: 'bigint' }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('console_proposals_status_idx').on(t.status, t.id)],
);

/**
 * Internal notes on a member (issue #16 "Members … internal notes"): customer service writes
 * them, operators read them; never shown to the member. Append-only, each write audited.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    operatorId: bigint('operator_id', { mode: 'bigint' }).notNull(),
    /** At most MEMBER_NOTE_MAX characters (contracts). */
    body: varchar('body', { length: 1000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.id)],
);
