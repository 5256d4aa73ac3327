/**
 * The money audit (issue #30; `npm run audit:ledger`, and the scheduler nightly): the books
 * checked against themselves, in pages so it runs on a ledger of any size. Each problem it finds
 * is named by kind with the account, order, move or issue it is about:
 *
 * - `wallet_balance`: a wallet whose balance is not the sum of its ledger rows (with the sums of
 *   the archived months' rows, `ledger_archived`: modules/ledger/partitions.ts);
 * - `negative_balance`: a member balance below zero;
 * - `house_balance`: a house account shard whose balance is not the sum of its ledger rows (and of its archived ones);
 * - `ledger_chain`: a ledger row whose before is not its account's previous row's after;
 * - `ledger_orphan`: a ledger row without its move, or of a member that does not exist;
 * - `move_unbalanced`: a move whose rows do not sum to zero (double entry);
 * - `order_orphan`: an order whose member, lottery, issue or chase does not exist (the orders have
 *   no foreign keys: docs/decisions.md "The orders without foreign keys");
 * - `order_paid_twice`: an order with more than one payout;
 * - `payout_missing`: a won order (not held for risk review) without its payout of its win;
 * - `issue_stakes`: a member's staked total on an issue that is not the sum of his counting orders;
 * - `settled_totals`: a day (UTC, of the issues' close) and lottery whose settled totals (migration
 *   0042, what the P&L reports read), less what archived months added (`settled_archived`), are not
 *   the sums of its settled orders: count, stake, refund, win, rebate. Both sides are read in pages
 *   (orders by id, totals by issue id) and added up per day and lottery in memory, a few thousand
 *   keys for years of history;
 * - `money_not_conserved`: member and house balances that do not sum to zero.
 *
 * test/money.ts holds the tests' one-statement version of the first seven checks; making it call this
 * audit is left to do (its house chains disagree on bet-batched rows: see the report of #30).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../audit/index.ts';
import { rowExists } from '../../db/row-exists.ts';

export const AUDIT_KINDS = [
  'wallet_balance',
  'negative_balance',
  'house_balance',
  'ledger_chain',
  'ledger_orphan',
  'move_unbalanced',
  'order_orphan',
  'order_paid_twice',
  'payout_missing',
  'issue_stakes',
  'settled_totals',
  'money_not_conserved',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export interface AuditProblem {
  kind: AuditKind;
  /** What it is about: `member:12`, `house:stakes/3`, `ledger:881`, `move:40`, `order:7`, `issue:5/member:12`, `day:2026-11-21/lottery:101`. */
  ref: string;
}

export interface AuditResult {
  /** Problems by kind (every kind present, 0 when none). */
  counts: Record<AuditKind, number>;
  /** The first problems found (at most `listMax`). */
  problems: AuditProblem[];
  /** Rows read: wallets, ledger rows, orders. */
  read: { wallets: number; ledger: number; orders: number };
  seconds: number;
}

export interface AuditOptions {
  /** Members (wallets), ledger rows, moves and orders per page. */
  pageSize?: number;
  listMax?: number;
}

type Row = Record<string, unknown>;
const ZERO = [0n, 0n, 0n, 0n, 0n];
/** The UTC day an issue (`i`) closes: the day the settled totals are checked by. */
const utcDay = sql`(i.end_at at time zone 'UTC')::date`;
const rowsOf = (res: unknown): Row[] => (res as { rows?: Row[] }).rows ?? (res as Row[]);

export async function auditLedger(db: DbOrTx, options: AuditOptions = {}): Promise<AuditResult> {
  const page = BigInt(options.pageSize ?? 20_000);
  const listMax = options.listMax ?? 1000;
  const t0 = performance.now();
  const counts = Object.fromEntries(AUDIT_KINDS.map((k) => [k, 0])) as Record<AuditKind, number>;
  const problems: AuditProblem[] = [];
  const read = { wallets: 0, ledger: 0, orders: 0 };
  const found = (kind: AuditKind, ref: string) => {
    counts[kind]++;
    if (problems.length < listMax) problems.push({ kind, ref });
  };
  const range = async (table: 'wallets' | 'ledger' | 'orders' | 'money_moves' | 'settled_totals' | 'settled_archived', column: string) => {
    const [r] = rowsOf(await db.execute(sql`select coalesce(min(${sql.raw(column)}), 0)::text as lo, coalesce(max(${sql.raw(column)}), 0)::text as hi from ${sql.raw(table)}`));
    return { lo: BigInt(r!.lo as string), hi: BigInt(r!.hi as string) };
  };

  /** The first id at or after `from` (ids may be sparse: pages jump over gaps), or null past the end. */
  const nextFrom = async (table: string, column: string, from: bigint) => {
    const [r] = rowsOf(await db.execute(sql`select min(${sql.raw(column)})::text as next from ${sql.raw(table)} where ${sql.raw(column)} >= ${from}`));
    return r?.next == null ? null : BigInt(r.next as string);
  };

  // Members, a page of ids at a time: balance = ledger sum, not negative, rows chained, stakes per issue.
  const members = await range('wallets', 'member_id');
  for (let a: bigint | null = members.lo; a !== null && a <= members.hi; a = await nextFrom('wallets', 'member_id', a + page)) {
    const b: bigint = a + page;
    const wallets = rowsOf(
      await db.execute(sql`
        select w.member_id::text as id, w.balance < 0 as negative,
          w.balance <> coalesce((select sum(l.amount) from ledger l where l.member_id = w.member_id), 0)
            + coalesce((select sum(a.amount) from ledger_archived a where a.member_id = w.member_id), 0) as differs
        from wallets w where w.member_id >= ${a} and w.member_id < ${b}`),
    );
    read.wallets += wallets.length;
    for (const w of wallets) {
      if (w.differs) found('wallet_balance', `member:${w.id}`);
      if (w.negative) found('negative_balance', `member:${w.id}`);
    }
    const chain = rowsOf(
      await db.execute(sql`
        select id::text as id from (
          select id, balance_before, lag(balance_after) over (partition by member_id order by id) as previous
          from ledger where member_id >= ${a} and member_id < ${b}) r
        where r.previous is not null and r.previous <> r.balance_before`),
    );
    for (const r of chain) found('ledger_chain', `ledger:${r.id}`);
    const stakes = rowsOf(
      await db.execute(sql`
        select coalesce(o.issue_id, s.issue_id)::text as issue, coalesce(o.member_id, s.member_id)::text as member from (
          select member_id, issue_id, sum(amount_milli) as staked from orders
          where status <= 4 and member_id >= ${a} and member_id < ${b} group by 1, 2) o
        full join (select * from issue_stakes where staked_milli <> 0 and member_id >= ${a} and member_id < ${b}) s using (member_id, issue_id)
        where o.staked is distinct from s.staked_milli`),
    );
    for (const r of stakes) found('issue_stakes', `issue:${r.issue}/member:${r.member}`);
  }

  // House shards: balance = ledger sum; each shard's rows chained, read in pages of ids. Ordered by
  // the column, not the text alias `id` ('12' < '8'): text order broke the chain and the paging.
  const shards = rowsOf(
    await db.execute(sql`
      select code, shard, balance::text as balance,
        coalesce((select sum(a.amount) from ledger_archived a where a.house_code = h.code and a.house_shard = h.shard), 0)::text as archived
      from house_accounts h order by code, shard`),
  );
  for (const h of shards) {
    let previous: bigint | null = null;
    let sum = BigInt(h.archived as string);
    let after = 0n;
    for (;;) {
      const rows = rowsOf(
        await db.execute(sql`
          select id::text as id, amount::text as amount, balance_before::text as before, balance_after::text as after from ledger
          where house_code = ${h.code as string} and house_shard = ${h.shard as number} and id > ${after}
          order by ledger.id limit ${Number(page)}`),
      );
      for (const r of rows) {
        const before = BigInt(r.before as string);
        if (previous !== null && before !== previous) found('ledger_chain', `ledger:${r.id}`);
        previous = BigInt(r.after as string);
        sum += BigInt(r.amount as string);
      }
      read.ledger += rows.length;
      if (rows.length < Number(page)) break;
      after = BigInt(rows[rows.length - 1]!.id as string);
    }
    if (sum !== BigInt(h.balance as string)) found('house_balance', `house:${h.code}/${h.shard}`);
  }

  // Ledger rows and moves, a page of ids at a time: every row has its move (and member), every move sums to zero.
  const ledger = await range('ledger', 'id');
  for (let a: bigint | null = ledger.lo; a !== null && a <= ledger.hi; a = await nextFrom('ledger', 'id', a + page)) {
    const b: bigint = a + page;
    const orphans = rowsOf(
      await db.execute(sql`
        select l.id::text as id from ledger l where l.id >= ${a} and l.id < ${b}
          and (not ${rowExists(sql`from money_moves m where m.id = l.move_id`)}
            or (l.member_id is not null and not ${rowExists(sql`from members x where x.id = l.member_id`)}))`),
    );
    for (const r of orphans) found('ledger_orphan', `ledger:${r.id}`);
  }
  // Moves by the ledger's move ids (its index), so a row whose move is missing is checked too.
  const moves = await range('ledger', 'move_id');
  for (let a: bigint | null = moves.lo; a !== null && a <= moves.hi; a = await nextFrom('ledger', 'move_id', a + page)) {
    const b: bigint = a + page;
    const unbalanced = rowsOf(
      await db.execute(sql`
        select move_id::text as id from ledger where move_id >= ${a} and move_id < ${b}
        group by move_id having sum(amount) <> 0`),
    );
    for (const r of unbalanced) found('move_unbalanced', `move:${r.id}`);
  }
  // Payout moves in pages of ids; the orders already paid are remembered across pages (one entry
  // per won order: a few tens of MB for millions of wins), since money_moves has no index by order.
  const paid = new Set<string>();
  const moveIds = await range('money_moves', 'id');
  for (let a: bigint | null = moveIds.lo; a !== null && a <= moveIds.hi; a = await nextFrom('money_moves', 'id', a + page)) {
    const b: bigint = a + page;
    const payouts = rowsOf(
      await db.execute(sql`select ref_id as id from money_moves where id >= ${a} and id < ${b} and type = 'payout' and ref_type = 'order' order by id`),
    );
    for (const r of payouts) {
      const id = r.id as string;
      if (paid.has(id)) found('order_paid_twice', `order:${id}`);
      else paid.add(id);
    }
  }

  // Won orders, a page of ids at a time: each paid its win once, under its key (unless held); and
  // the settled orders' sums per day and lottery, for the settled totals.
  const fromOrders = new Map<string, bigint[]>();
  const fromTotals = new Map<string, bigint[]>();
  const addSettled = (into: Map<string, bigint[]>, r: Row, sign: bigint) => {
    const key = `day:${r.day as string}/lottery:${r.lottery_id as number}`;
    const sums = into.get(key) ?? [0n, 0n, 0n, 0n, 0n];
    ['n', 'stake', 'refund', 'win', 'rebate'].forEach((c, i) => (sums[i]! += sign * BigInt(r[c] as string)));
    into.set(key, sums);
  };
  const orderIds = await range('orders', 'id');
  for (let a: bigint | null = orderIds.lo; a !== null && a <= orderIds.hi; a = await nextFrom('orders', 'id', a + page)) {
    const b: bigint = a + page;
    const [n] = rowsOf(await db.execute(sql`select count(*)::int as n from orders where id >= ${a} and id < ${b}`));
    read.orders += Number(n!.n);
    const missing = rowsOf(
      await db.execute(sql`
        select o.id::text as id from orders o
        where o.id >= ${a} and o.id < ${b} and o.status = 3 and o.win_milli > 0
          and not exists (select 1 from risk_holds h where h.order_id = o.id)
          and not exists (select 1 from money_moves m where m.idempotency_key = 'win:' || o.id and m.amount = o.win_milli)`),
    );
    for (const r of missing) found('payout_missing', `order:${r.id}`);
    // Every order's references, by the primary keys of members, lotteries, issues and chases.
    const orphans = rowsOf(
      await db.execute(sql`
        select o.id::text as id from orders o
        where o.id >= ${a} and o.id < ${b}
          and (not ${rowExists(sql`from members x where x.id = o.member_id`)}
            or not ${rowExists(sql`from lotteries x where x.id = o.lottery_id`)}
            or not ${rowExists(sql`from issues x where x.id = o.issue_id`)}
            or (o.chase_id is not null and not ${rowExists(sql`from chases x where x.id = o.chase_id`)}))`),
    );
    for (const r of orphans) found('order_orphan', `order:${r.id}`);
    // The page's settled orders per issue (its ids' range of orders_pkey), then per day and lottery
    // through the issues' primary key: a few hundred issues a page, not a join with every issue.
    const settled = rowsOf(
      await db.execute(sql`
        with g as (
          select issue_id, lottery_id, count(*) as n, sum(amount_milli) as stake, sum(refund_milli) as refund,
            sum(win_milli) as win, sum(rebate_milli) as rebate
          from orders where id >= ${a} and id < ${b} and status in (3, 4) group by 1, 2)
        select ${utcDay}::text as day, g.lottery_id, sum(g.n)::text as n, sum(g.stake)::text as stake, sum(g.refund)::text as refund,
          sum(g.win)::text as win, sum(g.rebate)::text as rebate
        from g join issues i on i.id = g.issue_id group by 1, 2`),
    );
    for (const r of settled) addSettled(fromOrders, r, 1n);
  }

  // The settled totals, and what archived months added to them, a page of issue ids at a time.
  for (const [table, sign] of [['settled_totals', 1n], ['settled_archived', -1n]] as const) {
    const ids = await range(table, 'issue_id');
    for (let a: bigint | null = ids.lo; a !== null && a <= ids.hi; a = await nextFrom(table, 'issue_id', a + page)) {
      const b: bigint = a + page;
      const rows = rowsOf(
        await db.execute(sql`
          select ${utcDay}::text as day, t.lottery_id, sum(t.orders)::text as n, sum(t.stake_milli)::text as stake,
            sum(t.refund_milli)::text as refund, sum(t.win_milli)::text as win, sum(t.rebate_milli)::text as rebate
          from ${sql.raw(table)} t join issues i on i.id = t.issue_id
          where t.issue_id >= ${a} and t.issue_id < ${b} group by 1, 2`),
      );
      for (const r of rows) addSettled(fromTotals, r, sign);
    }
  }
  for (const key of [...new Set([...fromOrders.keys(), ...fromTotals.keys()])].sort()) {
    const o = fromOrders.get(key) ?? ZERO;
    const t = fromTotals.get(key) ?? ZERO;
    if (o.some((v, i) => v !== t[i])) found('settled_totals', key);
  }

  // Every balance, member and house, sums to zero.
  const [total] = rowsOf(
    await db.execute(sql`select ((select coalesce(sum(balance), 0) from wallets) + (select coalesce(sum(balance), 0) from house_accounts))::text as total`),
  );
  if (BigInt(total!.total as string) !== 0n) found('money_not_conserved', `total:${total!.total}`);

  return { counts, problems, read, seconds: Math.round((performance.now() - t0) / 10) / 100 };
}

/** The system_state keys of the audit's last result (what /metrics and the dashboard read) and of the business day the nightly run claimed. */
export const LEDGER_AUDIT_STATE_KEY = 'ledger_audit';
export const LEDGER_AUDIT_DAY_KEY = 'ledger_audit_day';
/** Problems the last result keeps to show (the console's tile); the audit log keeps 50, the CLI all. */
const NAMED_KEPT = 5;

/** The last audit's result as /metrics and the console's dashboard show it. */
export interface LedgerAuditSummary {
  /** When it finished (ISO). */
  at: string;
  problems: number;
  seconds: number;
  /** The kinds it named with their counts (only those found), and the first few problems. */
  kinds?: Partial<Record<AuditKind, number>>;
  named?: AuditProblem[];
}

/**
 * Runs the audit and records its result: in system_state (what /metrics and the console's
 * dashboard report, whichever node answers) and in the audit log (actor `system`, action
 * `ledger.audit`, the counts and the first problems). Returns the result.
 */
export async function runAndRecordAudit(db: DbOrTx, options: AuditOptions & { now?: () => Date } = {}): Promise<AuditResult> {
  const result = await auditLedger(db, options);
  const problems = Object.values(result.counts).reduce((a, n) => a + n, 0);
  const kinds = Object.fromEntries(Object.entries(result.counts).filter(([, n]) => n > 0));
  const summary: LedgerAuditSummary = { at: (options.now?.() ?? new Date()).toISOString(), problems, seconds: result.seconds, kinds, named: result.problems.slice(0, NAMED_KEPT) };
  await db.execute(sql`
    insert into system_state (key, value) values (${LEDGER_AUDIT_STATE_KEY}, ${JSON.stringify(summary)})
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
  await audit(db, {
    actorKind: 'system',
    actorId: 'ledger-audit',
    action: 'ledger.audit',
    target: problems === 0 ? 'balanced' : 'problems',
    detail: { counts: result.counts, problems: result.problems.slice(0, 50), read: result.read, seconds: result.seconds },
  });
  return result;
}

/** The last audit's result, or null before the first run. */
export async function lastLedgerAudit(db: DbOrTx): Promise<LedgerAuditSummary | null> {
  const rows = rowsOf(await db.execute(sql`select value from system_state where key = ${LEDGER_AUDIT_STATE_KEY}`));
  return rows[0] ? (JSON.parse(String(rows[0].value)) as LedgerAuditSummary) : null;
}

/**
 * Claims the nightly run of business day `day` (YYYY-MM-DD): true for the one caller that moves
 * the recorded day forward, so two schedulers (or a leader change mid-night) run it once a day.
 */
export async function claimNightlyAudit(db: DbOrTx, day: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      insert into system_state (key, value) values (${LEDGER_AUDIT_DAY_KEY}, ${day})
      on conflict (key) do update set value = excluded.value, updated_at = now() where system_state.value < excluded.value
      returning key`),
  );
  return rows.length === 1;
}
