import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
import { members } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Money columns: integer milli-units (docs/domain.md "Money"). */
const milli = (name: string) => bigint(name, { mode: 'bigint' });
const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A lottery (ticket): an engine family, a category for the lists, a schedule and how it is drawn.
 * `id` is the spec's ticketId. `schedule` is a Schedule (modules/lottery/schedule.ts).
 */
export const lotteries = pgTable(
  'lotteries',
  {
    id: integer('id').primaryKey(),
    code: varchar('code', { length: 48 }).notNull().unique(),
    family: varchar('family', { length: 32 }).notNull(),
    /** Category (series type) id of the lobby lists: 1 SSC, 2 11x5, 3 K3, 4 PK10, … */
    category: smallint('category').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    hotLabel: smallint('hot_label').notNull().default(0),
    /** 'house' = provably fair draw by the server; 'official' = results entered or imported. */
    drawKind: varchar('draw_kind', { length: 16 }).notNull(),
    schedule: jsonb('schedule').notNull(),
    /** Offset of the lottery's local time from UTC, minutes (Vietnam +420). */
    tzOffsetMin: integer('tz_offset_min').notNull().default(420),
    /** Operator suspension of sales (docs/product.md §4 "sales suspended"). */
    isSuspended: boolean('is_suspended').notNull().default(false),
    /** Minutes after the scheduled draw when a missing official result cancels the issue. */
    graceMinutes: integer('grace_minutes').notNull().default(30),
    /** Per-line stake range of standard bets and per-bet range of double bets. */
    minStakeMilli: milli('min_stake_milli').notNull().default(sql`1`),
    maxStakeMilli: milli('max_stake_milli').notNull().default(sql`1000000000`),
    /** A member's total stake on one issue of this lottery. */
    maxIssueStakeMilli: milli('max_issue_stake_milli').notNull().default(sql`5000000000`),
    doubleMinMilli: milli('double_min_milli').notNull().default(sql`1000`),
    doubleMaxMilli: milli('double_max_milli').notNull().default(sql`100000000`),
    /** Win caps: one order, and one member's orders on one issue. */
    maxOrderWinMilli: milli('max_order_win_milli').notNull().default(sql`2000000000`),
    maxIssueWinMilli: milli('max_issue_win_milli').notNull().default(sql`5000000000`),
    /** TieSettings overrides (engine model.ts) and credit odds overrides per level key. */
    ties: jsonb('ties'),
    odds: jsonb('odds'),
    /**
     * Lines settle at the bet's prize group less this offset (engine LotteryRules.groupOffset;
     * [HF] 3D/P3 settle at G − 30); 0 prices at the member's own group. Operators set it in the
     * console (modules/lottery/lottery-settings.ts).
     */
    groupOffset: smallint('group_offset').notNull().default(0),
  },
  (t) => [check('lotteries_group_offset_chk', sql`${t.groupOffset} between 0 and 200`)],
);

/**
 * A pre-generated SHA-256 hash chain of draw seeds (provably fair, docs/product.md §4): x_len is
 * random, x_{i-1} = SHA-256(x_i); x_0 is published as the anchor. Issue k uses x_k, so its
 * commitment SHA-256(x_k) = x_{k-1} and every revealed seed hashes back to the anchor.
 */
export const seedChains = pgTable(
  'seed_chains',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    terminalSeed: varchar('terminal_seed', { length: 64 }).notNull(),
    anchor: varchar('anchor', { length: 64 }).notNull(),
    length: integer('length').notNull(),
    /** Next index to hand out, 1 … length. */
    nextIndex: integer('next_index').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('seed_chains_lottery_idx').on(t.lotteryId, t.id)],
);

/** Issue statuses: 0 open (selling once start ≤ now), 1 closed, 2 drawn, 3 settled, 4 cancelled. */
export const issues = pgTable(
  'issues',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    issueNo: varchar('issue_no', { length: 32 }).notNull(),
    startAt: ts('start_at').notNull(),
    /** Sales close. */
    endAt: ts('end_at').notNull(),
    /** Scheduled draw. */
    drawAt: ts('draw_at').notNull(),
    status: smallint('status').notNull().default(0),
    chainId: bigint('chain_id', { mode: 'bigint' }).references(() => seedChains.id),
    chainIndex: integer('chain_index'),
    /** SHA-256(seed), shown while the issue sells. */
    commitment: varchar('commitment', { length: 64 }),
    /** Secret until drawn; revealed with the result. */
    seed: varchar('seed', { length: 64 }),
    /** The draw, space-separated as shown (spec "code"). */
    result: text('result'),
    drawnAt: ts('drawn_at'),
    settledAt: ts('settled_at'),
    /** Settlement progress: the last order id settled (batches resume after it). */
    settledThrough: bigint('settled_through', { mode: 'bigint' }),
    cancelReason: varchar('cancel_reason', { length: 64 }),
    /**
     * A result imported by a result-source adapter is held until this time before settlement so
     * an operator can override it (docs/decisions.md "Result sources"); null = settle at once.
     */
    settleAfter: ts('settle_after'),
  },
  (t) => [
    uniqueIndex('issues_lottery_no_uq').on(t.lotteryId, t.issueNo),
    index('issues_lottery_end_idx').on(t.lotteryId, t.endAt),
    index('issues_status_idx').on(t.status, t.endAt),
    check('issues_status_chk', sql`${t.status} between 0 and 4`),
  ],
);

/** A chase (追号): one order per planned issue, all debited at submit. Status 1 running, 2 done, 3 stopped. */
export const chases = pgTable(
  'chases',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    stopOnWin: boolean('stop_on_win').notNull(),
    status: smallint('status').notNull().default(1),
    issueCount: integer('issue_count').notNull(),
    totalMilli: milli('total_milli').notNull(),
    createdAt: createdAt(),
    /** The created_at of all its orders (written by one statement); null when unknown (migration 0044). */
    placedAt: timestamp('placed_at', { withTimezone: true }),
  },
  (t) => [index('chases_member_idx').on(t.memberId, t.id)],
);

/**
 * A bet order: one line on one issue. Status (docs/product.md §4): 1 unsettled, 2 drawing, 3 won (open
 * status 3), 4 not won, 5 cancelled by self, 6 cancelled by system, 7 abandoned.
 */
export const orders = pgTable(
  'orders',
  {
    // The key is (id, created_at): orders are partitioned by month of created_at (migration 0040,
    // docs/decisions.md), and a partitioned table's key must hold its partition key. Ids stay
    // unique: only the sequence makes them.
    id: bigserial('id', { mode: 'bigint' }).notNull(),
    // No foreign keys (migration 0051, docs/decisions.md "The orders without foreign keys"): the
    // bet statements write an order only for a locked open issue, a locked wallet and the chase
    // they insert; the money audit's `order_orphan` and test/money.ts check the references.
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    lotteryId: integer('lottery_id').notNull(),
    issueId: bigint('issue_id', { mode: 'bigint' }).notNull(),
    issueNo: varchar('issue_no', { length: 32 }).notNull(),
    /** 1 normal, 2 double (credit), 3 chase. */
    kind: smallint('kind').notNull(),
    playId: integer('play_id').notNull(),
    /** The line as sent (balls / option), bounded. */
    content: text('content').notNull(),
    /** The engine Selection the line parses to. */
    selection: jsonb('selection').notNull(),
    moneyMode: smallint('money_mode'),
    multiple: integer('multiple').notNull().default(1),
    betCount: integer('bet_count').notNull(),
    /** Double bets: the amount of each bet. */
    unitAmountMilli: milli('unit_amount_milli'),
    amountMilli: milli('amount_milli').notNull(),
    prizeGroup: integer('prize_group').notNull(),
    /**
     * The rebate chain in force when the bet was placed (issue #14): `[[memberId, group], …]` from
     * the bettor up to the top agent. Settlement pays rebates by it, not by today's groups.
     */
    rebateChain: jsonb('rebate_chain').$type<[string, number][]>(),
    possibleWinMilli: milli('possible_win_milli').notNull().default(sql`0`),
    status: smallint('status').notNull().default(1),
    winMilli: milli('win_milli').notNull().default(sql`0`),
    refundMilli: milli('refund_milli').notNull().default(sql`0`),
    rebateMilli: milli('rebate_milli').notNull().default(sql`0`),
    chaseId: bigint('chase_id', { mode: 'bigint' }),
    /** The client's key of the request (idempotent retries); all lines of one request share it. */
    batchKey: varchar('batch_key', { length: 80 }).notNull(),
    /** SHA-256 of the request's content, for the 10-second duplicate check. */
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    /** The device code the request reported (1 web, 2 iOS app, 3 Android app, 4 mobile browser), null when none (migration 0041). */
    device: smallint('device'),
    /** Placed from the installed web app (`app: pwa`; docs/decisions.md "Device codes"). */
    installed: boolean('installed').notNull().default(false),
    createdAt: createdAt(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    primaryKey({ name: 'orders_pkey', columns: [t.id, t.createdAt] }),
    // Status is in no index (key or predicate) and the table has free room on each page
    // (fillfactor 50, set in migration 0022: drizzle does not model it), so settling an order —
    // its status, win, refund, rebate and settled_at — is a HOT update: a new row version on the
    // same page and no new index entry, where it was one in each of seven indexes
    // (docs/performance.md "Settlement"). Readers of an issue's orders by status walk this index
    // and filter; settlement and refund batches walk it in id order from a cursor.
    index('orders_issue_idx').on(t.issueId, t.id),
    index('orders_member_idx').on(t.memberId, t.id),
    index('orders_member_hash_idx').on(t.memberId, t.contentHash, t.createdAt),
    index('orders_batch_idx').on(t.memberId, t.batchKey),
    index('orders_member_issue_idx').on(t.memberId, t.issueId),
    // A chase's orders only (migration 0050): every reader asks for given chases, and a bet outside
    // a chase adds no entry.
    index('orders_chase_idx').on(t.chaseId).where(sql`${t.chaseId} is not null`),
    check('orders_status_chk', sql`${t.status} between 1 and 7`),
    check('orders_amount_pos', sql`${t.amountMilli} > 0`),
  ],
);

/**
 * What each member has staked on each issue, in orders that count (status 1–4): the per-issue
 * limit (`lotteries.max_issue_stake_milli`) is checked against it. It was a sum over the member's
 * orders on the issue in every bet's context query, which grew with each bet he placed (issue #18,
 * docs/performance.md). Kept by the database itself, not by the paths that write orders: a
 * statement trigger adds each insert's rows and a row trigger fires only when an order moves
 * between counting and not counting (a cancel, a refund, a resettle), so no path that places,
 * cancels or refunds can leave it behind (migration 0024, docs/decisions.md). Tests compare it
 * with the orders' sum after every money test (test/money.ts).
 */
export const issueStakes = pgTable(
  'issue_stakes',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    issueId: bigint('issue_id', { mode: 'bigint' }).notNull(),
    stakedMilli: milli('staked_milli').notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.issueId] }), check('issue_stakes_nonneg', sql`${t.stakedMilli} >= 0`)],
);

/** The columns of settled_totals and settled_archived (one row per issue, play and shard). */
const totalsColumns = () => ({
  issueId: bigint('issue_id', { mode: 'bigint' }).notNull(),
  playId: integer('play_id').notNull(),
  shard: smallint('shard').notNull(),
  lotteryId: integer('lottery_id').notNull(),
  orders: integer('orders').notNull().default(0),
  stakeMilli: milli('stake_milli').notNull().default(sql`0`),
  refundMilli: milli('refund_milli').notNull().default(sql`0`),
  winMilli: milli('win_milli').notNull().default(sql`0`),
  rebateMilli: milli('rebate_milli').notNull().default(sql`0`),
});

/**
 * What the settled orders (won, not won) of each issue add up to, per play and per shard
 * (member_id % 16, the house shard's: parallel settlement slices own disjoint shards). The
 * console's P&L reports read it instead of every order of their range (issue #30). Kept by the
 * database as issue_stakes is: statement triggers on orders add each statement's rows entering the
 * settled statuses and take away those leaving them or changing their amounts (settlement,
 * re-settlement, cancellation, a rejected risk hold), in that statement's transaction; a total
 * back to zero orders is deleted, one that would go below zero fails the statement (migration 0042, docs/decisions.md "Settled totals").
 * `lottery_id` is the orders'. Amounts are sums of the orders' columns in milli-units.
 */
export const settledTotals = pgTable('settled_totals', totalsColumns(), (t) => [primaryKey({ columns: [t.issueId, t.playId, t.shard] })]);

/**
 * What the settled orders of months detached for archive added to each settled_totals row
 * (ledger/partitions.ts archiveMonth, migration 0046): the money audit compares settled_totals with
 * the attached orders plus these (ledger/audit.ts, kind `settled_totals`).
 */
export const settledArchived = pgTable('settled_archived', totalsColumns(), (t) => [primaryKey({ columns: [t.issueId, t.playId, t.shard] })]);

/**
 * A member's missed-number (omission) reminder on one lottery (docs/product.md §7 `front/omit/save/{1|2}`):
 * kind 1 = a number not drawn at a position for `threshold` issues; kind 2 = a two-sided side
 * (big/small/odd/even) not seen at a position for `threshold` issues. `positions` limits the
 * reminder to some positions (JSON array of 0-based positions; empty = all). One per member,
 * lottery and kind; at most MAX_OMIT_REMINDERS per member (modules/history/omit.ts).
 */
export const omitReminders = pgTable(
  'omit_reminders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    kind: smallint('kind').notNull(),
    threshold: integer('threshold').notNull(),
    positions: jsonb('positions').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('omit_reminders_member_lottery_kind_uq').on(t.memberId, t.lotteryId, t.kind),
    index('omit_reminders_lottery_idx').on(t.lotteryId, t.id),
    check('omit_reminders_kind_chk', sql`${t.kind} between 1 and 2`),
    check('omit_reminders_threshold_chk', sql`${t.threshold} between 1 and 100`),
  ],
);
