/**
 * Orders and the ledger partitioned by month (issue #30, migration 0040, docs/decisions.md "Orders
 * and the ledger partitioned by month"). Each table has one partition per UTC month of created_at
 * (`orders_p202611`, `ledger_p202611`) and a default partition for any row no month covers yet.
 *
 * - `ensureMonthPartitions` creates this month's and the next months' partitions (the scheduler,
 *   hourly; idempotent; two nodes take turns on the database function's advisory lock);
 * - `archiveMonth` detaches a finished month of both tables for archive (`npm run partitions --
 *   archive YYYY-MM`): it records what the month's ledger rows added to each account
 *   (`ledger_archived`) and what its settled orders added to the settled totals (`settled_archived`),
 *   and takes the month's orders out of the per-issue stake totals, so the money audit still checks
 *   what remains; the detached tables stay in the database, to be dumped
 *   and dropped by the operator.
 *
 * It lives in the ledger module because it writes the ledger's archive figures (issue #29).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';

export const PARTITIONED_TABLES = ['orders', 'ledger'] as const;
export type PartitionedTable = (typeof PARTITIONED_TABLES)[number];
/** Months created ahead of the current one. */
export const MONTHS_AHEAD = 2;
/** How long partition DDL waits for its table lock before giving up until the next pass. */
const DDL_LOCK_TIMEOUT = '2s';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => (res as { rows?: Row[] }).rows ?? (res as Row[]);

/** `YYYY-MM` of the UTC month `offset` months after `at`'s. */
export function monthKey(at: Date, offset = 0): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The partition of `table` for month `YYYY-MM`. */
export const partitionName = (table: PartitionedTable, month: string) =>
  `${table}_p${month.replace('-', '')}`;

/**
 * Creates the partitions of `at`'s month and of the `ahead` months after it that do not exist,
 * for both tables; returns the names created. Each call is its own short transaction whose DDL
 * waits at most DDL_LOCK_TIMEOUT for the table (a long report holding it must not make bets queue
 * behind the DDL); a month that could not be created is tried again on the next pass.
 */
export async function ensureMonthPartitions(
  db: Db,
  at: Date,
  ahead = MONTHS_AHEAD,
): Promise<{ created: string[]; failed: string[] }> {
  const created: string[] = [];
  const failed: string[] = [];
  for (let i = 0; i <= ahead; i++) {
    const month = monthKey(at, i);
    for (const table of PARTITIONED_TABLES) {
      try {
        const made = await db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local lock_timeout = '${DDL_LOCK_TIMEOUT}'`));
          const [r] = rowsOf(
            await tx.execute(sql`select lotus_month_partition(${table}, ${`${month}-01`}::date) as created`),
          );
          return r?.created === true;
        });
        if (made) created.push(partitionName(table, month));
      } catch {
        failed.push(partitionName(table, month));
      }
    }
  }
  return { created, failed };
}

export interface MonthPartition {
  table: PartitionedTable;
  name: string;
  /** `YYYY-MM`, or null for the default partition. */
  month: string | null;
  /** The planner's estimate (pg_class.reltuples), -1 before the first analyze. */
  rowsEstimate: number;
}

/** The partitions attached to orders and the ledger, oldest month first, each table's default last. */
export async function listMonthPartitions(db: DbOrTx): Promise<MonthPartition[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select p.relname as parent, c.relname as name, c.reltuples::float8 as est
      from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
      where p.relname in ('orders', 'ledger') and p.relnamespace = c.relnamespace
        and p.relnamespace = (select oid from pg_namespace where nspname = current_schema())
`),
  );
  const parts = rows.map((r) => {
    const name = r.name as string;
    const m = /_p(\d{4})(\d{2})$/.exec(name);
    return {
      table: r.parent as PartitionedTable,
      name,
      month: m ? `${m[1]}-${m[2]}` : null,
      rowsEstimate: Number(r.est),
    };
  });
  const key = (p: MonthPartition) => `${p.table === 'orders' ? 0 : 1}:${p.month ?? '9999-99'}`;
  return parts.sort((a, b) => key(a).localeCompare(key(b)));
}

export type ArchiveRefusal = 'bad_month' | 'month_not_over' | 'not_attached' | 'open_orders' | 'held_orders';

export class ArchiveRefused extends Error {
  constructor(
    readonly reason: ArchiveRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface ArchivedMonth {
  month: string;
  /** The detached tables, now plain tables to dump and drop. */
  tables: string[];
  orders: number;
  ledgerRows: number;
  /** Accounts whose month sums were recorded in ledger_archived. */
  accounts: number;
}

/**
 * Detaches month `YYYY-MM` of orders and of the ledger, in one transaction, after recording per
 * account the sum and count of the month's ledger rows (the audit adds them to the rows still
 * attached) and taking the month's counting orders out of issue_stakes (the audit compares it
 * with the orders still attached). Refused for a month not yet over (in UTC, by `now`), a month
 * not attached, or one holding an order not final (unsettled, drawing) or a win still held for
 * risk review: those still change.
 */
export async function archiveMonth(db: Db, month: string, now: Date): Promise<ArchivedMonth> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    throw new ArchiveRefused('bad_month', `month must be YYYY-MM, got ${JSON.stringify(month)}`);
  if (month >= monthKey(now))
    throw new ArchiveRefused('month_not_over', `${month} is not over yet (now ${monthKey(now)})`);
  const ordersPart = partitionName('orders', month);
  const ledgerPart = partitionName('ledger', month);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7415102)`);
    const attached = rowsOf(
      await tx.execute(sql`
        select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where c.oid in (to_regclass(${ordersPart}), to_regclass(${ledgerPart}))`),
    );
    if (attached.length !== 2)
      throw new ArchiveRefused(
        'not_attached',
        `${ordersPart} and ${ledgerPart} are not both attached partitions`,
      );
    const o = sql.identifier(ordersPart);
    const l = sql.identifier(ledgerPart);
    const [open] = rowsOf(await tx.execute(sql`select count(*)::int as n from ${o} where status in (1, 2)`));
    if (Number(open!.n) > 0)
      throw new ArchiveRefused('open_orders', `${month} holds ${open!.n} orders not settled yet`);
    const [held] = rowsOf(
      await tx.execute(
        sql`select count(*)::int as n from risk_holds h where h.status = 'pending' and exists (select 1 from ${o} x where x.id = h.order_id)`,
      ),
    );
    if (Number(held!.n) > 0)
      throw new ArchiveRefused('held_orders', `${month} holds ${held!.n} wins held for risk review`);
    const [counts] = rowsOf(
      await tx.execute(
        sql`select (select count(*) from ${o})::int as orders, (select count(*) from ${l})::int as ledger`,
      ),
    );
    const sums = rowsOf(
      await tx.execute(sql`
        insert into ledger_archived (month, member_id, house_code, house_shard, amount, rows)
        select ${`${month}-01`}::date, member_id, house_code, house_shard, sum(amount), count(*) from ${l}
        group by member_id, house_code, house_shard
        returning 1 as one`),
    );
    // What the month's settled orders add to settled_totals, which keeps them (the audit adds these
    // to the orders still attached).
    await tx.execute(sql`
      insert into settled_archived as t (issue_id, play_id, shard, lottery_id, orders, stake_milli, refund_milli, win_milli, rebate_milli)
      select issue_id, play_id, (member_id % 16)::smallint, min(lottery_id), count(*), sum(amount_milli), sum(refund_milli), sum(win_milli), sum(rebate_milli)
      from ${o} where status in (3, 4) group by 1, 2, 3
      on conflict (issue_id, play_id, shard) do update set orders = t.orders + excluded.orders,
        stake_milli = t.stake_milli + excluded.stake_milli, refund_milli = t.refund_milli + excluded.refund_milli,
        win_milli = t.win_milli + excluded.win_milli, rebate_milli = t.rebate_milli + excluded.rebate_milli`);
    // Two statements: a statement cannot delete the rows its own update changed.
    await tx.execute(sql`
      with gone as (
        select member_id, issue_id, sum(amount_milli) as staked from ${o} where status <= 4 group by member_id, issue_id)
      update issue_stakes s set staked_milli = s.staked_milli - g.staked from gone g
      where s.member_id = g.member_id and s.issue_id = g.issue_id`);
    await tx.execute(sql`
      delete from issue_stakes s where s.staked_milli = 0
        and exists (select 1 from ${o} x where x.member_id = s.member_id and x.issue_id = s.issue_id and x.status <= 4)`);
    await tx.execute(sql`alter table orders detach partition ${o}`);
    await tx.execute(sql`alter table ledger detach partition ${l}`);
    return {
      month,
      tables: [ordersPart, ledgerPart],
      orders: Number(counts!.orders),
      ledgerRows: Number(counts!.ledger),
      accounts: sums.length,
    };
  });
}

/** Months over for at least this long take no new rows: a row's created_at is its insert's clock. */
const MONTH_SETTLED_MS = 86_400_000;
/** How long a process trusts what it read of the months' largest ids before reading them again. */
const CEILINGS_TTL_MS = 10 * 60_000;

interface IdCeilings {
  readAtMs: number;
  /** Each settled month (over for a day) with its largest id, oldest first. */
  months: { start: Date; maxId: bigint | null }[];
  /** The start of the first month not settled yet. */
  openFrom: Date;
}

const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);

async function readCeilings(db: DbOrTx, table: PartitionedTable, now: Date): Promise<IdCeilings> {
  const months = (await listMonthPartitions(db))
    .filter((p) => p.table === table && p.month !== null)
    .map((p) => p.month!);
  const settled = months.filter((m) => monthStart(monthKey(monthStart(m), 1)).getTime() + MONTH_SETTLED_MS <= now.getTime());
  const ceilings: IdCeilings['months'] = [];
  for (const m of settled) {
    // The partition's primary key (id, created_at) answers max(id) from its last index page.
    const [r] = rowsOf(await db.execute(sql`select max(id)::text as max from ${sql.identifier(partitionName(table, m))}`));
    ceilings.push({ start: monthStart(m), maxId: r?.max == null ? null : BigInt(r.max as string) });
  }
  const last = settled.at(-1);
  return { readAtMs: now.getTime(), months: ceilings, openFrom: last ? monthStart(monthKey(monthStart(last), 1)) : new Date(0) };
}

/**
 * Where a row looked up by id alone can be, so that the lookup reads only that month's partition
 * instead of probing every month's primary key (issue #30). One per app (services.ts): it keeps
 * the settled months' largest ids it read for CEILINGS_TTL_MS.
 */
export interface IdFloors {
  /**
   * The earliest created_at a row of `table` with id `id` can have. Ids come from one sequence as
   * rows are written, so a row of a month that is over has an id at most that month's largest: the
   * row is in the first settled month whose largest id reaches `id`, or in a month not settled yet.
   * Null when no month is settled. It rests on the ids of settled months staying put; a row written
   * into a past month later (a fabricated history, a test clock going back) could fall below it, so
   * callers look again without it when the bounded lookup finds nothing (`withFloor`).
   */
  floor(db: Db, table: PartitionedTable, id: bigint, now: Date): Promise<Date | null>;
  /**
   * The span of created_at rows with `ids` are looked for in: from the floor of the smallest to
   * the end of the settled month whose largest id reaches the greatest (the month the ids say it
   * is in), or, when that is a month not settled yet, to `now` and PLACED_CLOCK_SLACK_MS after it
   * (a row is not written after it is read, nodes' clocks differ by far less). A row whose id and
   * created_at fall in different months (written at a month's turn, its id drawn before its clock
   * read by a transaction that interleaved with another) or written into a past month later is
   * not in it: the lookup runs again without it for what it did not find (`withFloor`). Null when
   * no month is settled.
   */
  span(db: Db, table: PartitionedTable, ids: readonly bigint[], now: Date): Promise<PlacedSpan | null>;
  /**
   * Runs a lookup by id within the row's span, then, should that find nothing, without it: the
   * answer is the unbounded lookup's, the bounded one only spares the partitions it cannot be in.
   */
  withFloor<T>(db: Db, table: PartitionedTable, id: bigint, now: Date, lookup: (span: PlacedSpan | null) => Promise<T[]>): Promise<T[]>;
  /**
   * The same for a lookup of several ids (`idOf` says which id a row answers): within their span,
   * then, for the ids it did not find, without it.
   */
  withFloorMany<T>(
    db: Db,
    table: PartitionedTable,
    ids: readonly bigint[],
    now: Date,
    lookup: (span: PlacedSpan | null, ids: bigint[]) => Promise<T[]>,
    idOf: (row: T) => bigint,
  ): Promise<T[]>;
}

/**
 * How far after the reader's clock an order's created_at may lie: the created_at is the placing
 * node's clock, and nodes' clocks differ by far less.
 */
export const PLACED_CLOCK_SLACK_MS = 3_600_000;

export function createIdFloors(): IdFloors {
  const cache = new Map<PartitionedTable, IdCeilings>();
  const ceilings = async (db: Db, table: PartitionedTable, now: Date) => {
    let c = cache.get(table);
    if (!c || now.getTime() - c.readAtMs > CEILINGS_TTL_MS || now.getTime() < c.readAtMs) {
      c = await readCeilings(db, table, now);
      cache.set(table, c);
    }
    return c;
  };
  const monthOf = (c: IdCeilings, id: bigint) => c.months.find((m) => m.maxId !== null && m.maxId >= id);
  const floors: IdFloors = {
    async floor(db, table, id, now) {
      const c = await ceilings(db, table, now);
      if (c.months.length === 0) return null;
      return monthOf(c, id)?.start ?? c.openFrom;
    },
    async span(db, table, ids, now) {
      if (ids.length === 0) return null;
      const c = await ceilings(db, table, now);
      if (c.months.length === 0) return null;
      const least = ids.reduce((a, b) => (b < a ? b : a));
      const greatest = ids.reduce((a, b) => (b > a ? b : a));
      const top = monthOf(c, greatest);
      return {
        from: monthOf(c, least)?.start ?? c.openFrom,
        // The month's last millisecond: placedWithin's upper bound is inclusive.
        to: top ? new Date(monthStart(monthKey(top.start, 1)).getTime() - 1) : new Date(now.getTime() + PLACED_CLOCK_SLACK_MS),
      };
    },
    async withFloor(db, table, id, now, lookup) {
      const span = await floors.span(db, table, [id], now);
      const found = await lookup(span);
      return found.length > 0 || span === null ? found : lookup(null);
    },
    async withFloorMany(db, table, ids, now, lookup, idOf) {
      if (ids.length === 0) return [];
      const span = await floors.span(db, table, ids, now);
      const found = await lookup(span, [...ids]);
      if (span === null) return found;
      const seen = new Set(found.map((r) => idOf(r)));
      const missing = ids.filter((id) => !seen.has(id));
      return missing.length === 0 ? found : found.concat(await lookup(null, missing));
    },
  };
  return floors;
}

export interface PartitionTable {
  table: PartitionedTable;
  name: string;
  /** `YYYY-MM`, or null for the default partition. */
  month: string | null;
  /** The planner's estimate (pg_class.reltuples), 0 before the first analyze. */
  rowsEstimate: number;
  /** Table, indexes and TOAST. */
  sizeBytes: number;
  /** False for a month detached for archive (archiveMonth) and not dropped yet. */
  attached: boolean;
}

/**
 * The month partitions of orders and the ledger, attached or detached for archive and still in
 * the database, oldest month first, each table's default last (the console's operations view).
 * From the catalog only: no table is read.
 */
export async function listPartitionTables(db: DbOrTx): Promise<PartitionTable[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select c.relname as name, greatest(c.reltuples, 0)::float8 as est, pg_total_relation_size(c.oid)::float8 as bytes,
        (i.inhrelid is not null) as attached
      from pg_class c left join pg_inherits i on i.inhrelid = c.oid
      where c.relkind = 'r' and c.relname ~ '^(orders|ledger)_(p[0-9]{6}|default)$'
        and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())`),
  );
  const parts = rows.map((r) => {
    const name = r.name as string;
    const m = /_p(\d{4})(\d{2})$/.exec(name);
    return {
      table: (name.startsWith('orders_') ? 'orders' : 'ledger') as PartitionedTable,
      name,
      month: m ? `${m[1]}-${m[2]}` : null,
      rowsEstimate: Number(r.est),
      sizeBytes: Number(r.bytes),
      attached: r.attached === true,
    };
  });
  const key = (p: PartitionTable) => `${p.table === 'orders' ? 0 : 1}:${p.month ?? '9999-99'}`;
  return parts.sort((a, b) => key(a).localeCompare(key(b)));
}

/** Rows counted in a default partition at most: enough to say it is not empty, bounded when it is full. */
export const DEFAULT_ROWS_COUNTED = 100_000;

export interface PartitionHealth {
  table: PartitionedTable;
  /** Months after `now`'s with a partition attached, without a gap (the scheduler keeps MONTHS_AHEAD). */
  monthsAhead: number;
  /** Rows in the default partition (up to DEFAULT_ROWS_COUNTED): 0 while the months are created ahead. */
  defaultRows: number;
  /** The first day of the oldest attached month, or null for none. */
  oldestMonth: Date | null;
}

/** What /metrics says of each partitioned table: months ahead, rows in its default, its oldest month. */
export async function partitionHealth(db: DbOrTx, now: Date): Promise<PartitionHealth[]> {
  const parts = await listMonthPartitions(db);
  const out: PartitionHealth[] = [];
  for (const table of PARTITIONED_TABLES) {
    const months = parts.filter((p) => p.table === table && p.month !== null).map((p) => p.month!);
    let defaultRows = 0;
    if (parts.some((p) => p.table === table && p.month === null)) {
      const [r] = rowsOf(
        await db.execute(
          sql`select count(*)::int as n from (select 1 from ${sql.identifier(`${table}_default`)} limit ${DEFAULT_ROWS_COUNTED}) d`,
        ),
      );
      defaultRows = Number(r?.n ?? 0);
    }
    // The months right after this one that exist: a gap means rows of that month go to the default.
    const have = new Set(months);
    let monthsAhead = 0;
    while (monthsAhead < 24 && have.has(monthKey(now, monthsAhead + 1))) monthsAhead++;
    out.push({
      table,
      monthsAhead,
      defaultRows,
      oldestMonth: months.length ? monthStart(months[0]!) : null,
    });
  }
  return out;
}

/**
 * The month bound of an order (issue #30): the span its created_at, the key of the orders' month
 * partitions, lies in, as far as the caller knows it. Every lookup of orders by id or by chase
 * carries it through `placedWithin`, as constants, so PostgreSQL reads only the months the span
 * covers (plan-time pruning); by id or chase_id alone it probes every month's index. Null: not known,
 * every month is read. What callers know:
 * - the orders' own created_at, read before (settlement batches by their epochs, re-settlement and
 *   cancellation by their rows): `placedSpan` of them;
 * - a chase's placed_at (migration 0044): its orders were all written at that instant;
 * - a risk hold's order_placed_at (migration 0047), read when settlement held the win;
 * - an id's span (IdFloors.span): the month its id says it is in, or from that month to now.
 * `from` and `to` are inclusive; either may be open.
 */
export interface PlacedSpan {
  from: Date | null;
  to: Date | null;
}

/**
 * The span of `instants`, each an order's created_at or its chase's placed_at as a Date, widened by
 * `slackMs` either side (for instants read with less precision than the column's). Dates carry
 * milliseconds, created_at microseconds: the upper bound takes the whole last millisecond. Null
 * (no bound) for no instant or when one is unknown.
 */
export function placedSpan(instants: readonly (Date | null)[], slackMs = 0): PlacedSpan | null {
  if (instants.length === 0) return null;
  let lo = Infinity;
  let hi = -Infinity;
  for (const d of instants) {
    if (!d) return null;
    const t = d.getTime();
    if (t < lo) lo = t;
    if (t > hi) hi = t;
  }
  return { from: new Date(lo - slackMs), to: new Date(hi + 1 + slackMs) };
}

/** `createdAt` (the orders' created_at column) within `span`, as constants; true for no bound. */
export function placedWithin(createdAt: SQL | SQLWrapper, span: PlacedSpan | null): SQL {
  const parts: SQL[] = [];
  if (span?.from) parts.push(sql`${createdAt} >= ${span.from.toISOString()}`);
  if (span?.to) parts.push(sql`${createdAt} <= ${span.to.toISOString()}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * `createdAt` at one of `instants` (each widened by `slackMs` either side), as constants: one span
 * per UTC month the instants are in, OR-ed, so PostgreSQL reads only those months' partitions even
 * when the instants lie months apart (a credit of an issue's first settlement and one of its
 * re-settlement); a single span from the first to the last would read every month between. True
 * (no bound) for no instant or when one is unknown.
 */
export function atInstants(createdAt: SQL | SQLWrapper, instants: readonly (Date | null)[], slackMs = 0): SQL {
  if (instants.length === 0 || instants.some((d) => d === null)) return sql`true`;
  const byMonth = new Map<string, Date[]>();
  for (const d of instants as Date[]) {
    const key = monthKey(d);
    const list = byMonth.get(key);
    if (list) list.push(d);
    else byMonth.set(key, [d]);
  }
  const spans = [...byMonth.keys()].sort().map((k) => sql`(${placedWithin(createdAt, placedSpan(byMonth.get(k)!, slackMs))})`);
  return spans.length === 1 ? spans[0]! : sql`(${sql.join(spans, sql` or `)})`;
}

/** How far back a member's "latest" reads look first (his recent orders, ledger rows, lotteries). */
export const RECENT_WINDOW_MS = 31 * 86_400_000;
/** How far after the reader's clock a row just written may be stamped (clocks of two nodes). */
const CLOCK_SLACK_MS = 86_400_000;

/**
 * The RECENT_WINDOW_MS before `now` and a day after it, as a span placedWithin makes constants of,
 * so PostgreSQL reads only the months it covers (issue #30); null (every month) for `now` null.
 */
export function recentSpan(now: Date | null): PlacedSpan | null {
  return now ? { from: new Date(now.getTime() - RECENT_WINDOW_MS), to: new Date(now.getTime() + CLOCK_SLACK_MS) } : null;
}

/**
 * A member's latest `need` rows by `read`: within recentSpan(now) first, every month only when the
 * window holds fewer (then the window's rows are not all there is to show).
 */
export async function latestFirst<T>(read: (span: PlacedSpan | null) => Promise<T[]>, now: Date, need: number): Promise<T[]> {
  const recent = await read(recentSpan(now));
  return recent.length < need ? read(null) : recent;
}
