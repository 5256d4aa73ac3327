import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Credits to the platform's bank accounts (issue #28 §2, modules/payments): every incoming transfer
 * the bank feed (SePay) or an imported statement reported, once per the source's own id, with what
 * became of it: credited to its order by itself, or waiting in the console's queue until an
 * operator matches it or marks it refunded.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** 'sepay' (the webhook) or 'statement' (a CSV import). */
    source: varchar('source', { length: 16 }).notNull(),
    /** The source's id of the transaction (SePay's id; a statement line's reference): one row each. */
    feedId: varchar('feed_id', { length: 64 }).notNull(),
    bank: varchar('bank', { length: 64 }),
    accountNo: varchar('account_no', { length: 32 }).notNull(),
    /** Whole VND. */
    amountVnd: bigint('amount_vnd', { mode: 'bigint' }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    referenceCode: varchar('reference_code', { length: 64 }),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    /** unmatched | credited (by itself) | matched (by operators) | refunded. */
    status: varchar('status', { length: 16 }).notNull(),
    /** Why it did not credit by itself (noCode, badAmount, expired, alreadyPaid, unknownAccount). */
    reason: varchar('reason', { length: 16 }),
    /** The deposit order it credited. */
    orderNo: varchar('order_no', { length: 32 }),
    memberId: bigint('member_id', { mode: 'bigint' }),
    /** A match at or above the large amount, waiting for a second operator: who, and to what. */
    proposedBy: bigint('proposed_by', { mode: 'bigint' }),
    proposedTarget: varchar('proposed_target', { length: 48 }),
    resolvedBy: bigint('resolved_by', { mode: 'bigint' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    note: varchar('note', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_transfers_feed_idx').on(t.source, t.feedId),
    index('bank_transfers_status_idx').on(t.status, t.id),
    check('bank_transfers_amount_pos', sql`${t.amountVnd} > 0`),
  ],
);
