import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
  text,
} from 'drizzle-orm/pg-core';

/**
 * Payment providers (issue #28, modules/payments): what was asked of a provider for each deposit
 * order, and every callback a provider sent, accepted or not.
 */

/**
 * One deposit order opened at a provider: the amount in the provider's currency the callback must
 * match, the terminal, and when the order stops taking payments. Written when the pay URL is made.
 */
export const payOrders = pgTable(
  'pay_orders',
  {
    orderNo: varchar('order_no', { length: 32 }).primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    channelId: integer('channel_id').notNull(),
    /** The merchant's terminal at the provider (VNPay's vnp_TmnCode). */
    terminal: varchar('terminal', { length: 64 }).notNull(),
    /** In the provider's currency's whole units (VND). */
    providerAmount: bigint('provider_amount', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The provider's transaction number of the payment that credited it. */
    providerRef: varchar('provider_ref', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A bank transfer's content the member writes (VietQR, e.g. LT7K2Q9): unique among orders. */
    transferCode: varchar('transfer_code', { length: 16 }),
    /**
     * When the re-check last asked the provider about this order (its callback never came,
     * modules/payments/recheck.ts): an order is asked at most every few minutes, whichever node asks.
     */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    check('pay_orders_amount_pos', sql`${t.providerAmount} > 0`),
    uniqueIndex('pay_orders_transfer_code_idx').on(t.transferCode),
    // The re-check's window: unpaid orders by the time they were opened.
    index('pay_orders_unpaid_created_idx')
      .on(t.createdAt)
      .where(sql`${t.paidAt} is null`),
  ],
);

/** Every callback received (IPN, webhook), with its raw request and what became of it. */
export const payCallbacks = pgTable(
  'pay_callbacks',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    orderNo: varchar('order_no', { length: 64 }),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    /** What we answered (VNPay's RspCode). */
    answer: varchar('answer', { length: 8 }).notNull(),
    amount: varchar('amount', { length: 32 }),
    /**
     * A verified callback's amount in the provider's currency's whole units (VND), as the provider
     * stated it: what reconciliation compares with the order (issue #28 §3). Null when unsigned.
     */
    providerAmount: bigint('provider_amount', { mode: 'bigint' }),
    providerRef: varchar('provider_ref', { length: 64 }),
    remoteIp: varchar('remote_ip', { length: 64 }).notNull(),
    raw: text('raw').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pay_callbacks_order_idx').on(t.orderNo),
    index('pay_callbacks_outcome_idx').on(t.outcome, t.id),
    index('pay_callbacks_created_idx').on(t.createdAt),
  ],
);

/**
 * A withdrawal paid through a provider's payout call (issue #28 §3): one row per withdrawal, its
 * primary key the order number, so a retried payout finds the row and asks the provider again under
 * the same idempotency key (the provider pays a key once) instead of paying twice. `status`:
 * pending (asked, no answer yet), paid (the provider's reference), failed (the provider refused;
 * the withdrawal stays in review).
 */
export const payPayouts = pgTable(
  'pay_payouts',
  {
    orderNo: varchar('order_no', { length: 32 }).primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    channelId: integer('channel_id').notNull(),
    /** Sent to the provider with every attempt: `payout:<orderNo>`. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull().unique(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    /** The withdrawal's amount paid out, platform milli-units (its actual amount, after the fee). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** What was asked of the provider, in its currency's whole units (VND). */
    providerAmount: bigint('provider_amount', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    /** What the provider says it paid, in its currency's whole units. */
    paidProviderAmount: bigint('paid_provider_amount', { mode: 'bigint' }),
    providerRef: varchar('provider_ref', { length: 64 }),
    error: varchar('error', { length: 255 }),
    attempts: integer('attempts').notNull().default(0),
    requestedBy: bigint('requested_by', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('pay_payouts_paid_idx').on(t.paidAt),
    check('pay_payouts_status_chk', sql`${t.status} in ('pending', 'paid', 'failed')`),
    check('pay_payouts_amount_pos', sql`${t.amount} > 0 and ${t.providerAmount} > 0`),
  ],
);
