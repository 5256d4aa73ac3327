/**
 * Bet placement in one SQL statement (issue #6: "a bet is one round-trip's worth of SQL"). One
 * data-modifying CTE, atomic on its own (no BEGIN/COMMIT round trips), does what moveMoney and
 * the order inserts did in a transaction of about nine statements:
 *
 *   open  share-locks the issues still on sale (closing an issue waits for bets in flight, and a
 *         bet that waited sees the issue closed);
 *   gate  all issues open, and the idempotency key not used yet;
 *   w     debits the wallet, only if the gate passes and the balance covers the stake
 *         (`balance >= amount`; the column's CHECK backs it up);
 *   mv    records the money move under its idempotency key (unique: a concurrent retry that
 *         slipped past the gate fails the whole statement, so nothing is moved twice);
 *   h     credits the member's shard of the house `stakes` account;
 *   l     writes both ledger rows with before/after (CHECK after = before + amount);
 *   c, o  the chase (if any) and one order row per planned line, with the request's device code
 *         and installed-app flag (issue #31).
 *
 * Every write hangs off `w`, so a refused bet writes nothing; the outcome (issue closed, replay,
 * insufficient balance, placed) is read from the final SELECT.
 *
 * Part of the ledger's one money path (issue #29): the orders module plans the lines and calls
 * `placeBet` (or the group commit, bet-batch.ts); only this module writes balances and ledger rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Milli } from '@lotus/engine';
import type { DbOrTx } from '../../db/client.ts';
import { HOUSE, houseShardOf } from './service.ts';
import { executeNamed } from '../../db/named.ts';
import { rowExists } from '../../db/row-exists.ts';

export interface BetRow {
  issueId: bigint;
  issueNo: string;
  kind: number;
  playId: number;
  content: string;
  selection: unknown;
  moneyMode: number | null;
  multiple: number;
  betCount: number;
  unitAmount: Milli | null;
  amount: Milli;
  possibleWin: Milli;
}

export interface BetStatement {
  memberId: bigint;
  lotteryId: number;
  prizeGroup: number;
  /** The rebate chain in force now (issue #14), stored on every order for settlement. */
  rebateChain: [string, number][];
  idempotencyKey: string;
  refType: 'order' | 'chase';
  batchKey: string;
  contentHash: string;
  /** The request's fingerprint (lib/idempotency.ts), kept on the money move with the key: a reuse with other parameters is refused. */
  requestHash?: string;
  now: Date;
  chase: { stopOnWin: boolean } | null;
  rows: BetRow[];
  /** The device code the request reported (issue #31; lib/client-device.ts), kept on every order; null when none. */
  device?: number | null;
  /** The request came from the installed web app (`app: pwa`), kept on every order. */
  installed?: boolean;
}

export type BetOutcome =
  | { kind: 'issueClosed' }
  | { kind: 'replayed' }
  | { kind: 'insufficient' }
  /** The member's total on one of the issues would pass the lottery's limit (checked by the database, migration 0024). */
  | { kind: 'issueLimit' }
  | { kind: 'placed'; orderIds: bigint[]; balance: Milli; chaseId: bigint | null };

/** A planned line as the statements read it (jsonb_to_recordset; amounts as decimal text). */
export function betRowJson(r: BetRow) {
  return {
    issue_id: r.issueId.toString(),
    issue_no: r.issueNo,
    kind: r.kind,
    play_id: r.playId,
    content: r.content,
    selection: r.selection,
    money_mode: r.moneyMode,
    multiple: r.multiple,
    bet_count: r.betCount,
    unit_amount: r.unitAmount === null ? null : r.unitAmount.toString(),
    amount: r.amount.toString(),
    possible_win: r.possibleWin.toString(),
  };
}

/** The one statement; exported for tests and the benchmark. */
export function betStatement(b: BetStatement): SQL {
  if (b.rows.length === 0) throw new Error('betStatement: no rows');
  const total = b.rows.reduce((a, r) => a + r.amount, 0n);
  if (total <= 0n) throw new Error(`betStatement: amount must be positive, got ${total}`);
  const issueIds = [...new Set(b.rows.map((r) => r.issueId))];
  const issueCount = issueIds.length;
  const shard = houseShardOf(b.memberId);
  const now = b.now.toISOString();
  const rows = JSON.stringify(b.rows.map((r, n) => ({ n, ...betRowJson(r) })));
  const chaseCte = b.chase
    ? sql`, c as (
        insert into chases (member_id, lottery_id, stop_on_win, issue_count, total_milli, placed_at)
        select ${b.memberId}::bigint, ${b.lotteryId}::int, ${b.chase.stopOnWin}::boolean, ${issueCount}::int, ${total.toString()}::bigint,
          ${now}::timestamptz from w
        returning id)`
    : sql``;
  const chaseId = b.chase ? sql`(select id from c)` : sql`null::bigint`;
  return sql`
    with v as (
      select * from jsonb_to_recordset(${rows}::jsonb) as x(
        n int, issue_id bigint, issue_no text, kind smallint, play_id int, content text, selection jsonb,
        money_mode smallint, multiple int, bet_count int, unit_amount bigint, amount bigint,
        possible_win bigint)),
    open as (
      -- By primary key: "status + 0" keeps the planner off issues_status_idx, which matches every open issue.
      select i.id from issues i
      where i.id = any(${`{${issueIds.join(',')}}`}::bigint[]) and i.status + 0 = 0 and i.end_at > ${now}::timestamptz
      for share of i),
    gate as (
      select (select count(*) from open) = ${issueCount}::bigint as open_ok,
        ${rowExists(sql`from money_moves where idempotency_key = ${b.idempotencyKey}`)} as replayed),
    w as (
      update wallets set balance = balance - ${total.toString()}::bigint, updated_at = now()
      where member_id = ${b.memberId}::bigint and balance >= ${total.toString()}::bigint
        and locked_at is null -- an operator's wallet lock (issue #16) that landed after the context read
        and (select open_ok and not replayed from gate)
      returning balance),
    mv as (
      insert into money_moves (idempotency_key, type, amount, ref_type, ref_id, request_hash)
      select ${b.idempotencyKey}, 'bet', ${total.toString()}::bigint, ${b.refType}, ${b.batchKey}, ${b.requestHash ?? null}::text from w
      returning id),
    h as (
      insert into house_accounts as a (code, shard, balance)
      select ${HOUSE.stakes}, ${shard}::smallint, ${total.toString()}::bigint from w
      on conflict (code, shard) do update set balance = a.balance + excluded.balance, updated_at = now()
      returning balance),
    l as (
      insert into ledger (move_id, type, member_id, house_code, house_shard, amount, balance_before, balance_after)
      select mv.id, 'bet', ${b.memberId}::bigint, null, null, -${total.toString()}::bigint, w.balance + ${total.toString()}::bigint, w.balance
        from mv, w
      union all
      select mv.id, 'bet', null, ${HOUSE.stakes}, ${shard}::smallint, ${total.toString()}::bigint, h.balance - ${total.toString()}::bigint, h.balance
        from mv, h)
    ${chaseCte},
    o as (
      insert into orders (member_id, lottery_id, issue_id, issue_no, kind, play_id, content, selection, money_mode,
        multiple, bet_count, unit_amount_milli, amount_milli, prize_group, rebate_chain, possible_win_milli, chase_id, batch_key,
        content_hash, device, installed, created_at)
      select ${b.memberId}::bigint, ${b.lotteryId}::int, v.issue_id, v.issue_no, v.kind, v.play_id, v.content, v.selection,
        v.money_mode, v.multiple, v.bet_count, v.unit_amount, v.amount, ${b.prizeGroup}::int, ${JSON.stringify(b.rebateChain)}::jsonb, v.possible_win, ${chaseId},
        ${b.batchKey}, ${b.contentHash}, ${b.device ?? null}::smallint, ${b.installed ?? false}::boolean, ${now}::timestamptz
      from v, w order by v.n
      returning id)
    select (select open_ok from gate) as open_ok, (select replayed from gate) as replayed,
      (select balance::text from w) as balance, ${chaseId}::text as chase_id,
      (select coalesce(json_agg(id::text order by id), '[]'::json) from o) as order_ids`;
}

const UNIQUE_VIOLATION = '23505';
/** Raised by the `issue_stakes` insert trigger when a bet would take a member past an issue's limit (migration 0024). */
export const ISSUE_LIMIT = 'LS001';

/** The PostgreSQL error code of an error, looking through drizzle's wrapping (`cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** Runs the statement (one round trip) and reads its outcome. */
export async function placeBet(db: DbOrTx, b: BetStatement): Promise<BetOutcome> {
  let rows: Record<string, unknown>[];
  try {
    rows = await executeNamed(db, betStatement(b));
  } catch (err) {
    // A concurrent request with the same key recorded its move first: this one moved nothing.
    if (pgErrorCode(err) === UNIQUE_VIOLATION) return { kind: 'replayed' };
    // Concurrent bets of one member that each passed the context's check: the one that would
    // pass the limit is refused, by the total as it stands under the row lock.
    if (pgErrorCode(err) === ISSUE_LIMIT) return { kind: 'issueLimit' };
    throw err;
  }
  const row = rows[0]!;
  if (!row.open_ok) return { kind: 'issueClosed' };
  if (row.replayed) return { kind: 'replayed' };
  if (row.balance === null || row.balance === undefined) return { kind: 'insufficient' };
  const ids = (typeof row.order_ids === 'string' ? JSON.parse(row.order_ids) : row.order_ids) as string[];
  return {
    kind: 'placed',
    orderIds: ids.map((x) => BigInt(x)),
    balance: BigInt(row.balance as string),
    chaseId: row.chase_id === null || row.chase_id === undefined ? null : BigInt(row.chase_id as string),
  };
}
