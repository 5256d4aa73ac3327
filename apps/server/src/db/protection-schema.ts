import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

/**
 * Player protection and account security (issue #17): login history, login challenges (captcha)
 * and members' two-factor secrets.
 */

/** Every login attempt on an existing account, kept 90 days (older rows are pruned at login). */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    ip: varchar('ip', { length: 45 }).notNull(),
    device: smallint('device').notNull(),
    /** The browser's own device id, when it sent one. */
    deviceId: varchar('device_id', { length: 64 }),
    /** From the installed web app (`app: pwa`, issue #31), as orders record it (docs/decisions.md "Device codes"). */
    installed: boolean('installed').notNull().default(false),
    /** The country the trusted proxy named (config.countryHeader), when it named one. */
    country: varchar('country', { length: 2 }),
    success: boolean('success').notNull(),
    /** Why a failure failed: password, otp, captcha, throttled, disabled. */
    reason: varchar('reason', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_history_member_idx').on(t.memberId, t.createdAt)],
);

/** One-use image challenges for logins after failures; only a SHA-256 of the answer is kept. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_challenges_expiry_idx').on(t.expiresAt)],
);

/**
 * A member's TOTP secret (RFC 6238). Enabled once the member proves a code; `lastStep` is the
 * last time step accepted, so a code is never accepted twice.
 */
export const memberTotp = pgTable('member_totp', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id),
  secret: varchar('secret', { length: 64 }).notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'bigint' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Responsible-gambling limits (docs/product.md §13.4): one row per member,
 * kind (deposit, loss, wager over a period; session in minutes) while a limit is in force or a
 * change is pending. `value` is the limit in force (milli-units, or minutes for session; null =
 * none yet). A raise or removal waits: `pendingAt` is when it was asked, it may be confirmed from
 * 24 h after that for 7 days, then it lapses.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    /** deposit | loss | wager | session */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** 24h | 7d | 30d; '-' for session. */
    period: varchar('period', { length: 4 }).notNull(),
    value: bigint('value', { mode: 'bigint' }),
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingRemove: boolean('pending_remove').notNull().default(false),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

/**
 * A member's time-out or self-exclusion (at once, never shortened: a new one must end later) and
 * reality-check interval. `blockUntil` null with a kind = permanent self-exclusion.
 */
export const protectionStates = pgTable('protection_states', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id),
  /** timeout | exclusion | null */
  blockKind: varchar('block_kind', { length: 12 }),
  blockFrom: timestamp('block_from', { withTimezone: true }),
  blockUntil: timestamp('block_until', { withTimezone: true }),
  realityCheckMinutes: smallint('reality_check_minutes').notNull().default(60),
  /**
   * When the member last acknowledged the twice-yearly reminder to review his history, and the
   * yearly prompt to set a limit (domain §5.2 item 4); null = never (counted from his joining).
   */
  reviewAckAt: timestamp('review_ack_at', { withTimezone: true }),
  limitPromptAckAt: timestamp('limit_prompt_ack_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
