import { and, eq, gte, sql } from 'drizzle-orm';
import type { Milli } from '@lotus/engine';
import type { Tx } from '../../db/client.ts';
import { houseAccounts, ledger, moneyMoves, wallets } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';

/** House accounts (ARCHITECTURE.md "The money ledger"). */
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
  type: string;
  from: Account;
  to: Account;
  amount: Milli;
  /** The member whose activity this is; picks the house shard. */
  memberId: bigint;
  refType?: string;
  refId?: string;
  remark?: string;
}

export interface MoveResult {
  moveId: bigint;
  replayed: boolean;
  /** Member-side balance after the move (of `from` or `to`, whichever is a member). */
  memberBalanceAfter: Milli | null;
}

const shardOf = (memberId: bigint) => Number(memberId % BigInt(HOUSE_SHARDS));

/**
 * Moves `amount` from one account to another inside the caller's transaction: records the
 * move under its idempotency key, applies both balance changes (a member's balance never goes
 * below zero: the update is conditional and the column has a CHECK) and writes one ledger row
 * per account with before/after. Throws 'errors.balanceInsufficient' when `from` cannot pay.
 */
export async function moveMoney(tx: Tx, m: MoveInput): Promise<MoveResult> {
  if (m.amount <= 0n) throw new Error(`moveMoney: amount must be positive, got ${m.amount}`);
  if (m.idempotencyKey.length === 0 || m.idempotencyKey.length > 128) throw new Error('moveMoney: bad idempotency key');
  const inserted = await tx
    .insert(moneyMoves)
    .values({
      idempotencyKey: m.idempotencyKey,
      type: m.type,
      amount: m.amount,
      refType: m.refType,
      refId: m.refId,
      remark: m.remark?.slice(0, 255),
    })
    .onConflictDoNothing({ target: moneyMoves.idempotencyKey })
    .returning({ id: moneyMoves.id });
  if (inserted.length === 0) {
    const existing = await tx
      .select({ id: moneyMoves.id })
      .from(moneyMoves)
      .where(eq(moneyMoves.idempotencyKey, m.idempotencyKey));
    return { moveId: existing[0]!.id, replayed: true, memberBalanceAfter: null };
  }
  const moveId = inserted[0]!.id;
  const shard = shardOf(m.memberId);
  const debit = await apply(tx, m.from, -m.amount, shard);
  const credit = await apply(tx, m.to, m.amount, shard);
  await tx.insert(ledger).values([
    ledgerRow(moveId, m.type, m.from, -m.amount, debit, shard),
    ledgerRow(moveId, m.type, m.to, m.amount, credit, shard),
  ]);
  const memberBalanceAfter = m.from.kind === 'member' ? debit : m.to.kind === 'member' ? credit : null;
  return { moveId, replayed: false, memberBalanceAfter };
}

/** Applies a signed change and returns the balance after it. */
async function apply(tx: Tx, account: Account, delta: Milli, shard: number): Promise<Milli> {
  if (account.kind === 'member') {
    const rows = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${delta}`, updatedAt: sql`now()` })
      .where(and(eq(wallets.memberId, account.memberId), gte(wallets.balance, delta < 0n ? -delta : 0n)))
      .returning({ balance: wallets.balance });
    if (rows.length === 0) throw rejected('errors.balanceInsufficient');
    return rows[0]!.balance;
  }
  const rows = await tx
    .insert(houseAccounts)
    .values({ code: account.code, shard, balance: delta })
    .onConflictDoUpdate({
      target: [houseAccounts.code, houseAccounts.shard],
      set: { balance: sql`${houseAccounts.balance} + ${delta}`, updatedAt: sql`now()` },
    })
    .returning({ balance: houseAccounts.balance });
  return rows[0]!.balance;
}

function ledgerRow(moveId: bigint, type: string, account: Account, amount: Milli, after: Milli, shard: number) {
  return {
    moveId,
    type,
    memberId: account.kind === 'member' ? account.memberId : null,
    houseCode: account.kind === 'house' ? account.code : null,
    houseShard: account.kind === 'house' ? shard : null,
    amount,
    balanceBefore: after - amount,
    balanceAfter: after,
  };
}

/** Sum of every member and house balance: zero while money is conserved. */
export async function totalBalance(tx: Tx): Promise<Milli> {
  const [w] = await tx.select({ s: sql<string>`coalesce(sum(${wallets.balance}), 0)::text` }).from(wallets);
  const [h] = await tx.select({ s: sql<string>`coalesce(sum(${houseAccounts.balance}), 0)::text` }).from(houseAccounts);
  return BigInt(w!.s) + BigInt(h!.s);
}
