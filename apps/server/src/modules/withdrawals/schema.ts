import { bigint, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The withdrawals' own table (the orders themselves are rows of `dw_orders`, kind 2, shared with
 * deposits; db/schema.ts). A withdrawal under review is locked to the operator who took it
 * (domain §4.1 [GP]); a large one needs a first approval by one operator and the payout by
 * another (two-person rule).
 */
export const withdrawalReviews = pgTable('withdrawal_reviews', {
  orderNo: varchar('order_no', { length: 32 }).primaryKey(),
  lockedBy: bigint('locked_by', { mode: 'bigint' }),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  firstApprovedBy: bigint('first_approved_by', { mode: 'bigint' }),
  firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
});
