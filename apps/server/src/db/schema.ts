import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Money columns: integer milli-units (docs/domain.md "Money"). */
const milli = (name: string) => bigint(name, { mode: 'bigint' });

/** Small facts about this database (e.g. that the demo seed ran). */
export const systemState = pgTable('system_state', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Platform configuration per host (docs/product.md §3 cusName/cusText); host '*' is the default site. */
export const platformConfig = pgTable(
  'platform_config',
  {
    host: varchar('host', { length: 253 }).notNull(),
    key: varchar('key', { length: 32 }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.host, t.key] })],
);

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    account: varchar('account', { length: 16 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fundPasswordHash: text('fund_password_hash'),
    nickname: varchar('nickname', { length: 10 }),
    realName: varchar('real_name', { length: 64 }),
    mobile: varchar('mobile', { length: 20 }),
    email: varchar('email', { length: 254 }),
    /** The email was bound with a code sent to it (issue #33); emails saved before that are not. */
    emailVerified: boolean('email_verified').notNull().default(false),
    qq: varchar('qq', { length: 20 }),
    avatar: varchar('avatar', { length: 255 }),
    /** 1 member, 2 agent. */
    memberType: smallint('member_type').notNull().default(1),
    parentId: bigint('parent_id', { mode: 'bigint' }),
    /**
     * Materialised path of ids from the top agent down to this member, `/1/5/9/` (issue #14): all
     * subordinates at any depth are one prefix scan of members_path_idx. Set by a trigger on
     * insert (drizzle/0009_member_path_trigger.sql) from the parent's path; changed only by an operator's subtree move (console, drizzle/0018).
     */
    path: text('path').notNull().default(''),
    /** Levels below the top of the chain (0 for a member without parent). */
    depth: smallint('depth').notNull().default(0),
    /** Prize (bonus) group, e.g. 1960 (docs/product.md §11.1). */
    prizeGroup: integer('prize_group').notNull().default(1960),
    vipLevel: smallint('vip_level').notNull().default(0),
    /** 1 active, 0 disabled. */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: varchar('last_login_ip', { length: 45 }),
    lastLoginAddress: varchar('last_login_address', { length: 128 }),
    lastLoginDevice: smallint('last_login_device'),
    /** The browser's own device id at the last login (invite-draw abuse checks). */
    lastDeviceId: varchar('last_device_id', { length: 64 }),
    /** The language of his last sign-in (issue #33): security alerts are written in it; null = the default. */
    lang: varchar('lang', { length: 4 }),
    loginPasswordChangedAt: timestamp('login_password_changed_at', { withTimezone: true }),
    fundPasswordChangedAt: timestamp('fund_password_changed_at', { withTimezone: true }),
    /**
     * The inserting transaction's id (pg_current_xact_id), as on ledger rows: the team rollup
     * (agents/rollup.ts) counts registrations per ancestor and day from members below its watermark.
     */
    xact: bigint('xact', { mode: 'bigint' }).notNull().default(sql`(pg_current_xact_id()::text)::bigint`),
  },
  (t) => [
    index('members_parent_idx').on(t.parentId),
    index('members_xact_idx').on(t.xact),
    index('members_path_idx').on(t.path.op('text_pattern_ops')),
    check('members_type_chk', sql`${t.memberType} in (1, 2)`),
  ],
);

/** Member sessions. Only a SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    device: smallint('device').notNull().default(1),
    ip: varchar('ip', { length: 45 }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** Back-office operators; they never share members' sessions or routes. */
export const operators = pgTable('operators', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  account: varchar('account', { length: 32 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: varchar('role', { length: 32 }).notNull().default('admin'),
  status: smallint('status').notNull().default(1),
  /** TOTP second factor (issue #16): the secret (base32), set at enrolment, active once confirmed. */
  totpSecret: varchar('totp_secret', { length: 64 }),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last accepted TOTP time step: a code is good once (RFC 6238 §5.2). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: createdAt(),
  /**
   * Who created him and who last changed his role, status, password or second factor, and when
   * (issue #26): the two-person rule does not take him as a second person for them within 24 h
   * (operators/two-person.ts). Null: made by the seed or before these were recorded.
   */
  createdBy: bigint('created_by', { mode: 'bigint' }),
  changedBy: bigint('changed_by', { mode: 'bigint' }),
  changedAt: timestamp('changed_at', { withTimezone: true }),
  /** Set when another operator reset his password or second factor: he sets a new password at his next sign-in. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
});

export const operatorSessions = pgTable('operator_sessions', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  operatorId: bigint('operator_id', { mode: 'bigint' })
    .notNull()
    .references(() => operators.id),
  ip: varchar('ip', { length: 45 }),
  /**
   * 'full' (a console session), 'enrol' (good only for setting up the second factor) or
   * 'password' (good only for setting a new password after a reset).
   */
  stage: varchar('stage', { length: 8 }).notNull().default('full'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** A member's wallet. The balance can never go below zero (CHECK, and conditional updates). */
export const wallets = pgTable(
  'wallets',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => members.id),
    balance: milli('balance').notNull().default(sql`0`),
    /** Held for pending withdrawals; part of the member's money but not spendable. */
    frozen: milli('frozen').notNull().default(sql`0`),
    /**
     * Withdrawal turnover rule (docs/product.md §9): betting turnover since the last withdrawal, fed by
     * settlement (`addBetTurnovers`), against the turnover that deposits since then require.
     */
    turnoverMilli: milli('turnover').notNull().default(sql`0`),
    turnoverRequiredMilli: milli('turnover_required').notNull().default(sql`0`),
    /**
     * Set while an operator has locked the wallet (issue #16): the member can neither bet nor
     * deposit, withdraw or transfer; checked under the wallet row lock. Null when unlocked.
     */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_nonneg', sql`${t.balance} >= 0`), check('wallets_frozen_nonneg', sql`${t.frozen} >= 0`)],
);

/**
 * House accounts: the counter-side of every movement (stakes, payouts, rebates, bonuses,
 * deposits, withdrawals, adjustments). Their balances may be negative; the sum of all member
 * and house balances is always zero. Each account is split into shards (by member id) so that
 * concurrent bets do not queue on one hot row; an account's balance is the sum of its shards.
 */
export const houseAccounts = pgTable(
  'house_accounts',
  {
    code: varchar('code', { length: 32 }).notNull(),
    shard: smallint('shard').notNull(),
    balance: milli('balance').notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.shard] })],
);

/** One movement of money between two accounts, keyed for idempotency. */
export const moneyMoves = pgTable(
  'money_moves',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull().unique(),
    type: varchar('type', { length: 32 }).notNull(),
    amount: milli('amount').notNull(),
    refType: varchar('ref_type', { length: 32 }),
    refId: varchar('ref_id', { length: 64 }),
    remark: varchar('remark', { length: 255 }),
    /** The fingerprint of the request whose key this is (lib/idempotency.ts); null for moves no client key names. */
    requestHash: varchar('request_hash', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('money_moves_amount_pos', sql`${t.amount} > 0`),
    // An order's settlement credits by the order (settlement/cancel.ts heldCredits; migration 0048):
    // partial, so bets and stake refunds add no entry.
    index('money_moves_order_credit_idx')
      .on(t.refId)
      .where(sql`${t.refType} = 'order' and ${t.type} in ('payout', 'bet_refund', 'rebate') and ${t.idempotencyKey} ~ '^(rs[0-9]+:)?(win|push|rebate):'`),
  ],
);

/**
 * The append-only ledger (the spec's "account change"): one row per account touched by a move,
 * with the balance before and after. UPDATE and DELETE are refused by a trigger.
 */
export const ledger = pgTable(
  'ledger',
  {
    // Partitioned by month of created_at like orders (migration 0040): the key is (id, created_at).
    id: bigserial('id', { mode: 'bigint' }).notNull(),
    // No foreign keys on the ledger (docs/decisions.md "The ledger without foreign keys"): every
    // row is written by the statement that writes its move; test/money.ts checks both references.
    moveId: bigint('move_id', { mode: 'bigint' }).notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    houseCode: varchar('house_code', { length: 32 }),
    houseShard: smallint('house_shard'),
    type: varchar('type', { length: 32 }).notNull(),
    amount: milli('amount').notNull(),
    balanceBefore: milli('balance_before').notNull(),
    balanceAfter: milli('balance_after').notNull(),
    createdAt: createdAt(),
    /**
     * The inserting transaction's id (pg_current_xact_id): the team rollup (agents/rollup.ts) takes
     * rows whose transaction is below the oldest one still running, so none can commit later.
     */
    xact: bigint('xact', { mode: 'bigint' }).notNull().default(sql`(pg_current_xact_id()::text)::bigint`),
  },
  (t) => [
    primaryKey({ name: 'ledger_pkey', columns: [t.id, t.createdAt] }),
    index('ledger_member_xact_idx').on(t.xact).where(sql`${t.memberId} is not null`),
    index('ledger_member_idx').on(t.memberId, t.createdAt),
    index('ledger_move_idx').on(t.moveId),
    check('ledger_one_account', sql`(${t.memberId} is null) <> (${t.houseCode} is null)`),
    index('ledger_house_idx').on(t.houseCode, t.houseShard, t.id),
    check('ledger_arith', sql`${t.balanceAfter} = ${t.balanceBefore} + ${t.amount}`),
  ],
);

/**
 * What an archived month took away from the ledger (modules/ledger/partitions.ts archiveMonth): per
 * account, the sum and count of that month's rows, so the money audit checks every balance against
 * the archived sums plus the rows still attached (migration 0040).
 */
export const ledgerArchived = pgTable(
  'ledger_archived',
  {
    month: date('month').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    houseCode: varchar('house_code', { length: 32 }),
    houseShard: smallint('house_shard'),
    amount: milli('amount').notNull(),
    rows: bigint('rows', { mode: 'bigint' }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_archived_member_idx').on(t.memberId, t.month).where(sql`${t.memberId} is not null`),
    uniqueIndex('ledger_archived_house_idx').on(t.houseCode, t.houseShard, t.month).where(sql`${t.houseCode} is not null`),
    check('ledger_archived_one_account', sql`(${t.memberId} is null) <> (${t.houseCode} is null)`),
  ],
);

/** Every operator action, with who, what and why. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  actorKind: varchar('actor_kind', { length: 16 }).notNull(),
  actorId: varchar('actor_id', { length: 64 }).notNull(),
  action: varchar('action', { length: 64 }).notNull(),
  target: varchar('target', { length: 128 }),
  detail: jsonb('detail'),
  ip: varchar('ip', { length: 45 }),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: createdAt(),
}, (t) => [index('audit_log_action_idx').on(t.action, t.id), index('audit_log_actor_idx').on(t.actorId, t.id)]);

/**
 * Operator-tunable business settings (withdrawal fee, free count, daily limit, turnover %,
 * card delay, amount ranges…). Absent keys take the defaults of modules/settings/defaults.ts.
 */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's game and display settings (docs/product.md §3 "User config"), as one JSON document. */
export const userConfigs = pgTable('user_configs', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id),
  config: jsonb('config').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed-login counters per account and per IP, shared by every API node. */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 96 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * One-time verification codes (stored hashed), sent by SMS or email (issue #33): binding a mobile or
 * an email, proving the old one when it changes, and resetting a forgotten login password. The
 * table keeps its first name (sms_codes); modules/members/codes.ts is its one user.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    /** The mobile number or email address the code was sent to. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    /** What the code may do: bind (or prove) a contact, or reset the login password (issue #33). */
    purpose: varchar('purpose', { length: 16 }).notNull().default('bind'),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong guesses at this code; the fifth spends it (issue #33). */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('sms_codes_member_idx').on(t.memberId, t.createdAt)],
);

/** Bank cards (kind 1) and digital-currency withdrawal accounts (kind 2), at most 5 of each. */
export const memberCards = pgTable(
  'member_cards',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    kind: smallint('kind').notNull(),
    /** Bank code (kind 1) or network code, e.g. USDT-TRC20 (kind 2). */
    bankCode: varchar('bank_code', { length: 32 }).notNull(),
    bankName: varchar('bank_name', { length: 64 }).notNull(),
    branch: varchar('branch', { length: 64 }),
    /** Card number (kind 1) or wallet address (kind 2). */
    cardNo: varchar('card_no', { length: 128 }).notNull(),
    holderName: varchar('holder_name', { length: 64 }).notNull(),
    /** A new card may be used for withdrawal from this time (setting cardDelayMinutes). */
    usableAt: timestamp('usable_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_cards_unique').on(t.memberId, t.kind, t.cardNo),
    check('member_cards_kind_chk', sql`${t.kind} in (1, 2)`),
  ],
);

/**
 * Deposit (kind 1) and withdrawal (kind 2) orders. Status (docs/product.md §4): 1 processing, 2 completed,
 * 3 rejected, 4 submitted awaiting review. `requestKey` makes a retried request one order.
 */
export const dwOrders = pgTable(
  'dw_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    kind: smallint('kind').notNull(),
    status: smallint('status').notNull(),
    amount: milli('amount').notNull(),
    fee: milli('fee').notNull().default(sql`0`),
    actualAmount: milli('actual_amount').notNull(),
    channelId: integer('channel_id'),
    channelType: varchar('channel_type', { length: 16 }),
    cardId: bigint('card_id', { mode: 'bigint' }).references(() => memberCards.id),
    cardTail: varchar('card_tail', { length: 8 }),
    payerName: varchar('payer_name', { length: 64 }),
    txHash: varchar('tx_hash', { length: 128 }),
    remark: varchar('remark', { length: 255 }),
    requestKey: varchar('request_key', { length: 96 }).notNull(),
    /** The fingerprint of the request (lib/idempotency.ts): a key reused with other parameters is refused. */
    requestHash: varchar('request_hash', { length: 64 }),
    /** The site (host) the order was opened on: deposit promotions are per site (issue #27). Null for older orders. */
    host: varchar('host', { length: 253 }),
    reviewReason: varchar('review_reason', { length: 255 }),
    /** A paid withdrawal's bank reference or payout id (the approval that pays records it). */
    payoutRef: varchar('payout_ref', { length: 128 }),
    reviewedBy: bigint('reviewed_by', { mode: 'bigint' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dw_orders_request_unique').on(t.memberId, t.kind, t.requestKey),
    index('dw_orders_member_idx').on(t.memberId, t.kind, t.createdAt),
    index('dw_orders_status_idx').on(t.kind, t.status, t.id),
    check('dw_orders_kind_chk', sql`${t.kind} in (1, 2)`),
    check('dw_orders_status_chk', sql`${t.status} in (1, 2, 3, 4)`),
    check('dw_orders_amount_pos', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.actualAmount} >= 0`),
  ],
);

export * from "./lottery-schema.ts";
export * from "./content-schema.ts";
export * from "./protection-schema.ts";
export * from "./promo-schema.ts";
export * from "./agents-schema.ts";
export * from "./console-schema.ts";
export * from "./chat-schema.ts";
export * from "./risk-schema.ts";
export * from "./payments-schema.ts";
export * from "./messages-schema.ts";
export * from "./bank-transfers-schema.ts";
export * from "../modules/withdrawals/schema.ts";
