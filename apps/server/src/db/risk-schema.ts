import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

/**
 * Risk (issue #16 "Risk", domain §4.2): wins held for review before payout, and the blacklists.
 *
 * A held win is settled like any other (the order is WON with its win) but its payout is not
 * credited: the hold row carries it until an operator releases it (paid once, under the same
 * ledger key settlement would have used) or rejects it (the win is voided, the stake kept).
 */
export const riskHolds = pgTable(
  'risk_holds',
  {
    orderId: bigint('order_id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    lotteryId: integer('lottery_id').notNull(),
    issueNo: varchar('issue_no', { length: 32 }).notNull(),
    amountMilli: bigint('amount_milli', { mode: 'bigint' }).notNull(),
    winMilli: bigint('win_milli', { mode: 'bigint' }).notNull(),
    /** Why it was held: win, ratio, streak (the settings it reached). */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    /** The member's consecutive wins including this order, when it was held. */
    streak: smallint('streak').notNull().default(0),
    /** pending, released, rejected. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The operator's reason for a rejection (required) or a release (optional). */
    note: varchar('note', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order's created_at to the millisecond (its month partition's key; migration 0047), null when unknown. */
    orderPlacedAt: timestamp('order_placed_at', { withTimezone: true }),
  },
  (t) => [index('risk_holds_status_idx').on(t.status, t.orderId), index('risk_holds_member_idx').on(t.memberId, t.orderId)],
);

/** Blocked IP addresses, device ids and card numbers (login, registration, withdrawal). */
export const riskBlacklist = pgTable(
  'risk_blacklist',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** ip, device, card. */
    kind: varchar('kind', { length: 8 }).notNull(),
    value: varchar('value', { length: 64 }).notNull(),
    note: varchar('note', { length: 200 }),
    createdBy: bigint('created_by', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('risk_blacklist_kind_value_idx').on(t.kind, t.value)],
);
