import { eq, sql, type SQL } from 'drizzle-orm';
import type { Milli } from '@lotus/engine';
import type { LedgerType } from '@lotus/contracts';
import type { Tx } from '../../db/client.ts';
import { houseAccounts, moneyMoves, wallets } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { sameRequest } from '../../lib/idempotency.ts';
import { bigintArray, smallintArray, textArray } from '../../db/arrays.ts';

/** House accounts (docs/domain.md "Money"). */
export const HOUSE = {
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  stakes: 'stakes',
  payouts: 'payouts',
  rebates: 'rebates',
  bonuses: 'bonuses',
  fees: 'fees',
  adjustments: 'adjustments',
} as const;
export type HouseCode = (typeof HOUSE)[keyof typeof HOUSE];

/** Shards per house account: concurrent movements of different members touch different rows. */
export const HOUSE_SHARDS = 16;

export type Account = { kind: 'member'; memberId: bigint } | { kind: 'house'; code: HouseCode };
export const memberAccount = (memberId: bigint): Account => ({ kind: 'member', memberId });
export const houseAccount = (code: HouseCode): Account => ({ kind: 'house', code });

export interface MoveInput {
  /** Unique per movement: a retry with the same key moves nothing (and reports a replay). */
  idempotencyKey: string;
  type: LedgerType;
  from: Account;
  to: Account;
  amount: Milli;
  /** The member whose activity this is; picks the house shard. */
  memberId: bigint;
  refType?: string;
  refId?: string;
  remark?: string;
  /**
   * The fingerprint of the client's request when `idempotencyKey` holds a client's key
   * (lib/idempotency.ts): a replay under the key with another fingerprint is refused.
   */
  requestHash?: string;
}

export interface MoveResult {
  moveId: bigint;
  replayed: boolean;
  /** Member-side balance after the move (of `from` or `to`, whichever is a member). */
  memberBalanceAfter: Milli | null;
}

/** The house shard a member's movements go to. */
export const houseShardOf = (memberId: bigint) => Number(memberId % BigInt(HOUSE_SHARDS));

/**
 * Moves `amount` from one account to another inside the caller's transaction: records the
 * move under its idempotency key, applies both balance changes (a member's balance never goes
 * below zero: the update is conditional and the column has a CHECK) and writes one ledger row
 * per account with before/after. Throws 'errors.balanceInsufficient' when `from` cannot pay
 * (the caller's transaction then rolls back the move it recorded).
 *
 * One statement (issue #6): a data-modifying CTE records the move (`on conflict do nothing`: a
 * replay records nothing and changes nothing), debits `from` only if the move was recorded,
 * credits `to` only if the debit happened, and writes both ledger rows from the balances the
 * updates return. A replay costs one more statement (the id of the first move).
 */
export async function moveMoney(tx: Tx, m: MoveInput): Promise<MoveResult> {
  if (m.amount <= 0n) throw new Error(`moveMoney: amount must be positive, got ${m.amount}`);
  if (m.idempotencyKey.length === 0 || m.idempotencyKey.length > 128) throw new Error('moveMoney: bad idempotency key');
  if (sameAccount(m.from, m.to)) throw new Error('moveMoney: from and to are the same account');
  const shard = houseShardOf(m.memberId);
  const amount = m.amount.toString();
  const result = await tx.execute(sql`
    with mv as (
      insert into money_moves (idempotency_key, type, amount, ref_type, ref_id, remark, request_hash)
      values (${m.idempotencyKey}, ${m.type}, ${amount}::bigint, ${m.refType ?? null}, ${m.refId ?? null}, ${m.remark?.slice(0, 255) ?? null}, ${m.requestHash ?? null})
      on conflict (idempotency_key) do nothing
      returning id),
    d as (${applySql(m.from, -m.amount, shard, sql`mv`)}),
    c as (${applySql(m.to, m.amount, shard, sql`d`)}),
    l as (
      insert into ledger (move_id, type, member_id, house_code, house_shard, amount, balance_before, balance_after)
      select mv.id, ${m.type}, ${ledgerAccount(m.from, shard)}, -${amount}::bigint, d.balance + ${amount}::bigint, d.balance from mv, d
      union all
      select mv.id, ${m.type}, ${ledgerAccount(m.to, shard)}, ${amount}::bigint, c.balance - ${amount}::bigint, c.balance from mv, c)
    select (select id::text from mv) as move_id, (select balance::text from d) as debit, (select balance::text from c) as credit`);
  const row = (result as unknown as { rows: { move_id: string | null; debit: string | null; credit: string | null }[] }).rows[0]!;
  if (row.move_id === null) {
    const [existing] = await tx
      .select({ id: moneyMoves.id, requestHash: moneyMoves.requestHash })
      .from(moneyMoves)
      .where(eq(moneyMoves.idempotencyKey, m.idempotencyKey));
    return { moveId: sameRequest(existing, m.requestHash)!.id, replayed: true, memberBalanceAfter: null };
  }
  // No row for `from` (cannot pay, or no wallet) or for `to` (no wallet).
  if (row.debit === null || row.credit === null) throw rejected('errors.balanceInsufficient');
  const debit = BigInt(row.debit);
  const credit = BigInt(row.credit);
  const memberBalanceAfter = m.from.kind === 'member' ? debit : m.to.kind === 'member' ? credit : null;
  return { moveId: BigInt(row.move_id), replayed: false, memberBalanceAfter };
}

/**
 * Locks members' wallets in one statement, in member id order. Whoever locks several wallets
 * and then house shards does it this way (settlement, creditMany), so no two transactions wait
 * on each other in a cycle; bet placement takes one wallet, then one shard.
 */
export async function lockMemberWallets(tx: Tx, memberIds: Iterable<bigint>): Promise<void> {
  const ids = [...new Set(memberIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (ids.length === 0) return;
  await tx.execute(sql`select member_id from wallets where member_id = any(${bigintArray(ids)}) order by member_id for update`);
}

/** One house → member credit of `creditMany`. */
export interface CreditInput {
  idempotencyKey: string;
  type: LedgerType;
  from: HouseCode;
  memberId: bigint;
  amount: Milli;
  refType?: string;
  refId?: string;
}

/**
 * Many house → member credits (settlement's payouts, push refunds and rebates; refunds of a
 * cancelled issue or a stopped chase) inside the caller's transaction, in a constant number of
 * statements whatever their count: the same rows moveMoney would write, one credit at a time.
 *
 * 1. locks the members' wallets, then the house shards, each in key order (bet placement also
 *    takes the wallet before the house shard, so the two never deadlock);
 * 2. one data-modifying CTE records each move under its idempotency key (a replayed key moves
 *    nothing), adds each member's total to the wallet and takes each shard's total from the
 *    house, and writes the two ledger rows of every move with before/after. The balances between
 *    a member's credits are recovered from the final balance by a running sum in move order, so
 *    each account's rows chain (the next row's before is this row's after) in ledger id order.
 *
 * Returns the number of moves made (replays excluded). Throws when a member has no wallet.
 */
export async function creditMany(tx: Tx, moves: readonly CreditInput[]): Promise<number> {
  if (moves.length === 0) return 0;
  const keys = new Set<string>();
  for (const m of moves) {
    if (m.amount <= 0n) throw new Error(`creditMany: amount must be positive, got ${m.amount}`);
    if (m.idempotencyKey.length === 0 || m.idempotencyKey.length > 128) throw new Error('creditMany: bad idempotency key');
    // Two inputs under one key would both join the one recorded move and credit twice.
    if (keys.has(m.idempotencyKey)) throw new Error(`creditMany: key ${m.idempotencyKey} twice in one call`);
    keys.add(m.idempotencyKey);
  }
  await lockMemberWallets(tx, moves.map((m) => m.memberId));
  const shards = [...new Set(moves.map((m) => `${m.from}:${houseShardOf(m.memberId)}`))].sort();
  await tx.execute(sql`
    select code from house_accounts where (code, shard) in (${sql.join(
      shards.map((s) => {
        const [code, shard] = s.split(':');
        return sql`(${code}::varchar, ${Number(shard)}::smallint)`;
      }),
      sql`, `,
    )}) order by code, shard for update`);
  // PostgreSQL's JIT compiler judges this statement by its row estimates (a join of two CTEs,
  // guessed at 50 times the batch) and spent 4.4 of 6.5 s compiling it for 10,000 credits, none
  // running it: off for the rest of the transaction (a no-op on PGlite).
  await tx.execute(sql`set local jit = off`);
  // The batch as one array parameter per column (db/arrays.ts), numbered in input order.
  const result = await tx.execute(sql`
    with input as (
      select x.k, x.type, x.amount, x.member_id, x.house, x.shard, x.ref_type, x.ref_id, x.n
      from unnest(
        ${textArray(moves.map((m) => m.idempotencyKey))}, ${textArray(moves.map((m) => m.type))}, ${bigintArray(moves.map((m) => m.amount))},
        ${bigintArray(moves.map((m) => m.memberId))}, ${textArray(moves.map((m) => m.from))}, ${smallintArray(moves.map((m) => houseShardOf(m.memberId)))},
        ${textArray(moves.map((m) => m.refType ?? null))}, ${textArray(moves.map((m) => m.refId ?? null))}
      ) with ordinality as x(k, type, amount, member_id, house, shard, ref_type, ref_id, n)),
    mv as (
      insert into money_moves (idempotency_key, type, amount, ref_type, ref_id)
      select k, type, amount, ref_type, ref_id from input order by n
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key),
    j as (select input.*, mv.id as move_id from input join mv on mv.idempotency_key = input.k),
    w as (
      update wallets set balance = wallets.balance + s.total, updated_at = now()
      from (select member_id, sum(amount) as total from j group by member_id) s
      where wallets.member_id = s.member_id
      returning wallets.member_id, wallets.balance),
    h as (
      insert into house_accounts as a (code, shard, balance)
      select house, shard, -sum(amount) from j group by house, shard
      on conflict (code, shard) do update set balance = a.balance + excluded.balance, updated_at = now()
      returning a.code, a.shard, a.balance),
    r as (
      select j.move_id, 0 as side, j.type, null::bigint as member_id, j.house as house_code, j.shard as house_shard,
        -j.amount as amount, h.balance + sum(j.amount) over (partition by j.house, j.shard order by j.move_id desc) as before
      from j join h on h.code = j.house and h.shard = j.shard
      union all
      select j.move_id, 1, j.type, j.member_id, null, null, j.amount,
        w.balance - sum(j.amount) over (partition by j.member_id order by j.move_id desc)
      from j join w on w.member_id = j.member_id),
    l as (
      insert into ledger (move_id, type, member_id, house_code, house_shard, amount, balance_before, balance_after)
      select move_id, type, member_id, house_code, house_shard, amount, before, before + amount from r order by move_id, side
      returning 1)
    select (select count(*) from j)::int as moved, (select count(distinct member_id) from j)::int as members,
      (select count(*) from w)::int as wallets, (select count(*) from l)::int as rows`);
  const row = (result as unknown as { rows: { moved: number; members: number; wallets: number; rows: number }[] }).rows[0]!;
  const moved = Number(row.moved);
  if (Number(row.wallets) !== Number(row.members) || Number(row.rows) !== moved * 2) {
    throw new Error(`creditMany: ${Number(row.members) - Number(row.wallets)} member(s) without a wallet`);
  }
  return moved;
}

const sameAccount = (a: Account, b: Account) =>
  a.kind === 'member' ? b.kind === 'member' && a.memberId === b.memberId : b.kind === 'house' && a.code === b.code;

/**
 * The CTE body applying a signed change to an account, only when `after` (the previous CTE) has
 * a row; returns the balance after it. A member is never taken below zero.
 */
function applySql(account: Account, delta: Milli, shard: number, after: SQL): SQL {
  const d = delta.toString();
  if (account.kind === 'member') {
    const need = (delta < 0n ? -delta : 0n).toString();
    return sql`
      update wallets set balance = balance + ${d}::bigint, updated_at = now()
      where member_id = ${account.memberId}::bigint and balance >= ${need}::bigint and exists (select 1 from ${after})
      returning balance`;
  }
  return sql`
      insert into house_accounts as a (code, shard, balance)
      select ${account.code}, ${shard}::smallint, ${d}::bigint from ${after}
      on conflict (code, shard) do update set balance = a.balance + excluded.balance, updated_at = now()
      returning balance`;
}

/** member_id, house_code, house_shard of a ledger row. */
function ledgerAccount(account: Account, shard: number): SQL {
  return account.kind === 'member'
    ? sql`${account.memberId}::bigint, null::varchar, null::smallint`
    : sql`null::bigint, ${account.code}::varchar, ${shard}::smallint`;
}

/** Sum of every member and house balance: zero while money is conserved. */
export async function totalBalance(tx: Tx): Promise<Milli> {
  const [w] = await tx.select({ s: sql<string>`coalesce(sum(${wallets.balance}), 0)::text` }).from(wallets);
  const [h] = await tx.select({ s: sql<string>`coalesce(sum(${houseAccounts.balance}), 0)::text` }).from(houseAccounts);
  return BigInt(w!.s) + BigInt(h!.s);
}
