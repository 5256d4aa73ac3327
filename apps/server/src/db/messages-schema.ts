import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

/**
 * The outbox of messages to people (issue #33, modules/messages): every SMS and email is written
 * here in the same transaction as the event that causes it, then sent by the worker. A provider
 * outage delays a message; it never loses one.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull(),
    /** A mobile number or an email address. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    template: varchar('template', { length: 48 }).notNull(),
    lang: varchar('lang', { length: 4 }).notNull(),
    /** The rendered text (and the email's subject), in the recipient's language. */
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    /** The site host the event came from: it chooses the email's From. */
    host: varchar('host', { length: 253 }),
    /** The address of the request that caused a code send (rate limits per IP). */
    requestIp: varchar('request_ip', { length: 64 }),
    /** pending → sending → sent; or kept (no provider configured) or failed (retries spent). */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A claimed message's lease: a worker that dies mid-send gives it back when this passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    provider: varchar('provider', { length: 16 }),
    providerId: varchar('provider_id', { length: 128 }),
    lastError: varchar('last_error', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_ip_idx').on(t.requestIp, t.createdAt),
  ],
);

/**
 * A member's Web Push subscriptions (issue #31): one row per browser or installed app that said
 * yes to notifications, at most PUSH_MAX_DEVICES per member. An endpoint belongs to one member
 * (the last who subscribed with it); the push service's 404/410 removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    /** The push service's URL for this browser (https; the browser chooses it). */
    endpoint: varchar('endpoint', { length: 1000 }).notNull(),
    /** The browser's ECDH public key and auth secret (base64url): the payload is encrypted to them (RFC 8291). */
    p256dh: varchar('p256dh', { length: 128 }).notNull(),
    auth: varchar('auth', { length: 64 }).notNull(),
    /** The kinds of notification this device wants, comma-separated (win, funds, …). */
    kinds: varchar('kinds', { length: 64 }).notNull(),
    /** The language the notifications are written in: the app's language when it subscribed. */
    lang: varchar('lang', { length: 4 }).notNull(),
    /** The device code (1 web, 4 mobile browser…) and whether it is the installed app (`app: pwa`). */
    device: smallint('device').notNull(),
    installed: boolean('installed').notNull().default(false),
    userAgent: varchar('user_agent', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_member_idx').on(t.memberId)],
);

/**
 * Web Push fan-outs waiting to be written to the outbox (issue #31): an event that may notify many
 * members (a settled issue's winners, a lottery's draw, the day's sign-in reminder) writes one row
 * here in its transaction; the outbox worker turns it into one outbox row per subscribed device
 * after the commit, a chunk of members per transaction (`cursor` is where the next chunk starts),
 * so the event's transaction never reads subscriptions or renders a notification.
 */
export const pushFanout = pgTable('push_fanout', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  /** win | draw | dragon | sign */
  kind: varchar('kind', { length: 12 }).notNull(),
  /** The notification's facts (lottery code, issue, result…), the same for every member. */
  data: jsonb('data').notNull(),
  /** The members to notify with what each won (milli-units), index by index; null: the kind's own audience. */
  memberIds: bigint('member_ids', { mode: 'bigint' }).array(),
  amounts: bigint('amounts', { mode: 'bigint' }).array(),
  /** Members done: an index into member_ids, or the last member id of the kind's own audience. */
  cursor: bigint('cursor', { mode: 'bigint' }).notNull().default(0n),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The member's messages in the member centre (issue #33): every security alert is written here too,
 * in the same transaction as the event, in his language, whether or not he has a verified channel.
 */
export const memberInbox = pgTable(
  'member_inbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    template: varchar('template', { length: 48 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('member_inbox_member_idx').on(t.memberId, t.id)],
);

/**
 * The deposits and withdrawals the operators were told had waited too long (issue #33): the key
 * makes the alert once per order, even with two schedulers.
 */
export const opsQueueAlerts = pgTable('ops_queue_alerts', {
  orderNo: varchar('order_no', { length: 32 }).primaryKey(),
  alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull(),
});
