/**
 * Group commit of concurrent bets (issue #18). Bets that arrive while others are in flight are
 * sent to the database together, as ONE set statement and so one commit, instead of one
 * statement and one commit (and one WAL flush) each. Every bet keeps its own outcome, exactly
 * the one bet.ts's statement would give it:
 *
 *   b, v  the batch's bets and their order rows (at most one bet per member: a member's second
 *         concurrent bet waits for the next batch, so his balance check is the one of a bet alone);
 *   open  share-locks the batch's issues still on sale (closing an issue waits for the bets in
 *         flight; a bet that waited sees it closed); a bet is refused if one of its issues is not
 *         open at its own `now`;
 *   g     per bet: its issues open, its idempotency key not used yet (looked up by the key's index,
 *         never by hashing every money move);
 *   lk    locks the batch's wallets in member id order (every path that locks several wallets does
 *         it in that order, then the house shards in key order: no two batches deadlock);
 *   ok    the bets whose gate passes, whose member's wallet is not locked by an operator and whose
 *         balance covers the stake (a locked wallet answers as the single statement does);
 *   mv    one money move per such bet under its key, `on conflict do nothing`: a key a concurrent
 *         request recorded first refuses only its own bet (as a replay); nothing else depends on it;
 *   p, w  the bets whose move was recorded; each member's wallet debited once (one bet each);
 *   h     each house `stakes` shard credited ONCE with the sum of its bets, the shards in key
 *         order (the old attempt's per-bet shard updates queued whole batches behind each other);
 *   l     both ledger rows of every move, in move order: the member's before/after from his
 *         wallet, the shard's by a running sum over its bets in move order (the next row's before
 *         is this row's after);
 *   o     the order rows, in bet then line order, mapped back to their bet by member, each with
 *         its bet's device code and installed-app flag (issue #31).
 *
 * If the statement fails anyway (a unique violation, a deadlock, anything), the batch is placed
 * again bet by bet with bet.ts's statement, so each bet gets the outcome it would have had
 * alone. Chases and members under player protection keep the one-by-one path (orders/service.ts).
 *
 * Part of the ledger's one money path (issue #29): the orders module builds the bets and calls
 * `createAppBetBatcher`'s batcher; only this module writes balances and ledger rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { HOUSE, houseShardOf } from './service.ts';
import { executeNamed } from '../../db/named.ts';
import { createBatcher, type BatcherOptions } from '../../lib/batcher.ts';
import { betRowJson, placeBet, type BetOutcome, type BetStatement } from './bet.ts';
import { rowExists } from '../../db/row-exists.ts';

/** One set statement for bets of distinct members (no chases). Exported for tests. */
export function batchStatement(bets: readonly BetStatement[]): SQL {
  if (bets.length === 0) throw new Error('batchStatement: no bets');
  const members = new Set<bigint>();
  const keys = new Set<string>();
  const issueIds = new Set<bigint>();
  const b: Record<string, unknown>[] = [];
  const v: Record<string, unknown>[] = [];
  for (const [n, bet] of bets.entries()) {
    if (bet.chase) throw new Error('batchStatement: chases are placed one by one');
    if (bet.rows.length === 0) throw new Error('batchStatement: no rows');
    if (members.has(bet.memberId)) throw new Error(`batchStatement: member ${bet.memberId} twice in one batch`);
    members.add(bet.memberId);
    // Two bets under one key would both join the one recorded move.
    if (keys.has(bet.idempotencyKey)) throw new Error(`batchStatement: key ${bet.idempotencyKey} twice in one batch`);
    keys.add(bet.idempotencyKey);
    const total = bet.rows.reduce((a, r) => a + r.amount, 0n);
    if (total <= 0n) throw new Error(`batchStatement: amount must be positive, got ${total}`);
    const ids = [...new Set(bet.rows.map((r) => r.issueId))];
    for (const id of ids) issueIds.add(id);
    b.push({
      n,
      member_id: bet.memberId.toString(),
      k: bet.idempotencyKey,
      total: total.toString(),
      shard: houseShardOf(bet.memberId),
      at: bet.now.toISOString(),
      issues: ids.map(String),
      lottery_id: bet.lotteryId,
      prize_group: bet.prizeGroup,
      rebate_chain: bet.rebateChain,
      ref_type: bet.refType,
      batch_key: bet.batchKey,
      content_hash: bet.contentHash,
      request_hash: bet.requestHash ?? null,
      device: bet.device ?? null,
      installed: bet.installed ?? false,
    });
    for (const [rn, r] of bet.rows.entries()) {
      v.push({ bn: n, n: rn, ...betRowJson(r) });
    }
  }
  const issueArray = `{${[...issueIds].join(',')}}`;
  const memberArray = `{${[...members].join(',')}}`;
  return sql`
    with b as (
      select x.n, x.member_id, x.k, x.total, x.shard, x.at, x.lottery_id, x.prize_group, x.rebate_chain, x.ref_type,
        x.batch_key, x.content_hash, x.request_hash, x.device, x.installed, array(select jsonb_array_elements_text(x.issues)::bigint) as issues
      from jsonb_to_recordset(${JSON.stringify(b)}::jsonb) as x(n int, member_id bigint, k text, total bigint, shard smallint,
        at timestamptz, issues jsonb, lottery_id int, prize_group int, rebate_chain jsonb, ref_type text, batch_key text,
        content_hash text, request_hash text, device smallint, installed boolean)),
    v as (
      select * from jsonb_to_recordset(${JSON.stringify(v)}::jsonb) as x(
        bn int, n int, issue_id bigint, issue_no text, kind smallint, play_id int, content text, selection jsonb,
        money_mode smallint, multiple int, bet_count int, unit_amount bigint, amount bigint, possible_win bigint)),
    open as (
      -- By primary key: "status + 0" keeps the planner off issues_status_idx, which matches every open issue.
      select i.id, i.end_at from issues i
      where i.id = any(${issueArray}::bigint[]) and i.status + 0 = 0
      order by i.id
      for share of i),
    g as (
      select b.n,
        not ${rowExists(sql`from unnest(b.issues) as u(id)
          where not exists (select 1 from open where open.id = u.id and open.end_at > b.at)`)} as open_ok,
        used.k is not null as replayed
      -- The used key by its unique index, one probe a bet. As "exists (… where key = b.k)" the planner
      -- could hash the whole of money_moves once a batch (its AlternativeSubPlan, taken when the table
      -- looked small when planned, and kept by the cached plan): 45.7 ms of PostgreSQL's CPU a batch of
      -- 29 at 30,000 money moves, 10.0 ms this way (measured 2026-11-28). A LIMIT keeps it from being hashed.
      from b left join lateral (select m.idempotency_key as k from money_moves m where m.idempotency_key = b.k limit 1) used on true),
    lk as (
      -- The issues first (the InitPlan on open runs before the scan), then the wallets in id order.
      select member_id, balance, locked_at from wallets where member_id = any(${memberArray}::bigint[]) and (select count(*) from open) >= 0
      order by member_id for update),
    ok as (
      select b.* from b join g on g.n = b.n join lk on lk.member_id = b.member_id
      -- locked_at: an operator's wallet lock (issue #16) that landed after the context read, as in bet.ts.
      where g.open_ok and not g.replayed and lk.balance >= b.total and lk.locked_at is null),
    mv as (
      insert into money_moves (idempotency_key, type, amount, ref_type, ref_id, request_hash)
      select k, 'bet', total, ref_type, batch_key, request_hash from ok order by n
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key),
    p as (select ok.*, mv.id as move_id from ok join mv on mv.idempotency_key = ok.k),
    w as (
      update wallets set balance = wallets.balance - p.total, updated_at = now()
      from p where wallets.member_id = p.member_id
      returning wallets.member_id, wallets.balance),
    h as (
      insert into house_accounts as a (code, shard, balance)
      select ${HOUSE.stakes}::varchar, p.shard, sum(p.total)::bigint from p group by p.shard order by p.shard
      on conflict (code, shard) do update set balance = a.balance + excluded.balance, updated_at = now()
      returning a.shard, a.balance),
    r as (
      select p.move_id, 0 as side, p.member_id, null::varchar as house_code, null::smallint as house_shard,
        -p.total as amount, w.balance + p.total as before
      from p join w on w.member_id = p.member_id
      union all
      select p.move_id, 1, null, ${HOUSE.stakes}::varchar, p.shard, p.total,
        h.balance - sum(p.total) over (partition by p.shard order by p.move_id desc)
      from p join h on h.shard = p.shard),
    l as (
      insert into ledger (move_id, type, member_id, house_code, house_shard, amount, balance_before, balance_after)
      select move_id, 'bet', member_id, house_code, house_shard, amount, before, before + amount from r order by move_id, side
      returning 1),
    o as (
      insert into orders (member_id, lottery_id, issue_id, issue_no, kind, play_id, content, selection, money_mode,
        multiple, bet_count, unit_amount_milli, amount_milli, prize_group, rebate_chain, possible_win_milli, chase_id, batch_key,
        content_hash, device, installed, created_at)
      select p.member_id, p.lottery_id, v.issue_id, v.issue_no, v.kind, v.play_id, v.content, v.selection,
        v.money_mode, v.multiple, v.bet_count, v.unit_amount, v.amount, p.prize_group, p.rebate_chain, v.possible_win, null,
        p.batch_key, p.content_hash, p.device, p.installed, p.at
      from v join p on p.n = v.bn order by v.bn, v.n
      returning id, member_id)
    select b.n, g.open_ok, g.replayed, ${rowExists(sql`from ok where ok.n = b.n`)} as ok,
      (select w.balance::text from w where w.member_id = b.member_id) as balance,
      (select coalesce(json_agg(o.id::text order by o.id), '[]'::json) from o where o.member_id = b.member_id) as order_ids
    from b join g on g.n = b.n order by b.n`;
}

/** Runs one batch statement and reads each bet's outcome, in the order of `bets`. */
export async function placeBatch(db: DbOrTx, bets: readonly BetStatement[]): Promise<BetOutcome[]> {
  const rows = await executeNamed(db, batchStatement(bets));
  if (rows.length !== bets.length) throw new Error(`placeBatch: ${rows.length} outcomes for ${bets.length} bets`);
  return rows.map((row): BetOutcome => {
    if (!row.open_ok) return { kind: 'issueClosed' };
    if (row.replayed) return { kind: 'replayed' };
    if (!row.ok) return { kind: 'insufficient' };
    // Passed the gate but its key was recorded by a concurrent request first (on conflict do nothing).
    if (row.balance === null || row.balance === undefined) return { kind: 'replayed' };
    const ids = (typeof row.order_ids === 'string' ? JSON.parse(row.order_ids) : row.order_ids) as string[];
    return { kind: 'placed', orderIds: ids.map((x) => BigInt(x)), balance: BigInt(row.balance as string), chaseId: null };
  });
}

/**
 * The group commit's limits on PostgreSQL (lib/batcher.ts): the first bet waits 1 ms for company
 * (each commit waits for a WAL flush; no window measured worse), one batch in flight (with the
 * context queries batched too, one in flight gave 22 bets a batch against 12 with two, and more
 * bets/s; measured 2026-11-26).
 */
export const DEFAULT_BATCHER: BatcherOptions = { windowMs: 1, maxBatch: 64, maxInFlight: 1 };
/** On PGlite (one connection in process, no flush to share): no window, one batch in flight. */
export const EMBEDDED_BATCHER: BatcherOptions = { windowMs: 0, maxBatch: 64, maxInFlight: 1 };

export interface BetBatcher {
  place(bet: BetStatement): Promise<BetOutcome>;
  /** Batches sent (a batch of one included) and bets in them, and batches that fell back to one by one (for the benchmark). */
  stats(): { batches: number; bets: number; fallbacks: number };
}

/**
 * Collects bets into batches (lib/batcher.ts): a bet that finds a slot free goes after
 * `windowMs` (at once with 0), what arrives while `maxInFlight` batches are in flight goes
 * together when one finishes, at most `maxBatch` a statement. A member's bet is held back while
 * another bet of his is in the batch being formed or in flight, so per member the bets reach the
 * database one at a time. A batch of one is the single bet statement (bet.ts).
 */
export function createBetBatcher(db: DbOrTx, options: BatcherOptions = DEFAULT_BATCHER): BetBatcher {
  const batcher = createBatcher<BetStatement, BetOutcome>(
    { many: (bets) => placeBatch(db, bets), one: (bet) => placeBet(db, bet), keyOf: (bet) => bet.memberId },
    options,
  );
  return {
    place: (bet) => (bet.chase ? placeBet(db, bet) : batcher.run(bet)),
    stats() {
      const s = batcher.stats();
      return { batches: s.batches, bets: s.items, fallbacks: s.fallbacks };
    },
  };
}

/**
 * The app's batcher, built once by the composition root (services.ts) and shared by every bet it
 * places, or null when bets go one by one: config `betBatch` 'off'; 'on' and 'auto' batch on both
 * databases. A lone bet on PGlite goes at once through the single statement, so it pays nothing
 * for the batcher (docs/decisions.md, "Natural batching").
 */
export function createAppBetBatcher(deps: Pick<AppDeps, 'config' | 'db'>): BetBatcher | null {
  if (deps.config.betBatch === 'off') return null;
  return createBetBatcher(deps.db, deps.config.database.kind === 'postgres' ? DEFAULT_BATCHER : EMBEDDED_BATCHER);
}
