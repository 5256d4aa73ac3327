import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { formatMoney } from '@lotus/engine';
import type { DbOrTx } from '../../db/client.ts';
import { dwOrders, members, wallets } from '../../db/schema.ts';

/** The merchant (site operator) account shown to members as merchantAccout (docs/product.md §3). */
export const MERCHANT_ACCOUNT = 'lotus';

export async function getWalletView(db: DbOrTx, memberId: bigint) {
  const rows = await db
    .select({ balance: wallets.balance, nickname: members.nickname, account: members.account })
    .from(members)
    .leftJoin(wallets, eq(wallets.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  const row = rows[0];
  return {
    balance: formatMoney(row?.balance ?? 0n),
    alias: row?.nickname ?? row?.account ?? '',
    merchant: MERCHANT_ACCOUNT,
  };
}

/**
 * Locks the member's wallet row until the transaction ends: money calls of one member run one
 * at a time, so daily counts and turnover checks cannot race. Returns the row.
 */
export async function lockWallet(tx: DbOrTx, memberId: bigint) {
  const rows = await tx.select().from(wallets).where(eq(wallets.memberId, memberId)).for('update');
  return rows[0] ?? null;
}

/** Locks several wallets in id order (so two transfers in opposite directions cannot deadlock). */
export async function lockWallets(tx: DbOrTx, memberIds: bigint[]) {
  const sorted = [...new Set(memberIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out = [];
  for (const id of sorted) out.push(await lockWallet(tx, id));
  return out;
}

/**
 * Settled stakes feed the withdrawal turnover (docs/product.md §9): each member's total of a settlement
 * batch, in one statement.
 */
export async function addBetTurnovers(tx: DbOrTx, stakes: ReadonlyMap<bigint, bigint>) {
  const rows = [...stakes].filter(([, stake]) => stake > 0n).map(([m, stake]) => ({ m: m.toString(), s: stake.toString() }));
  if (rows.length === 0) return;
  await tx.execute(sql`
    update wallets set turnover = wallets.turnover + x.s::bigint
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(m text, s text)
    where wallets.member_id = x.m::bigint`);
}

/** Money credited from outside (deposits, transfers in) raises the turnover a withdrawal needs. */
export async function addTurnoverRequired(tx: DbOrTx, memberId: bigint, requiredMilli: bigint) {
  if (requiredMilli <= 0n) return;
  await tx
    .update(wallets)
    .set({ turnoverRequiredMilli: sql`${wallets.turnoverRequiredMilli} + ${requiredMilli}` })
    .where(eq(wallets.memberId, memberId));
}

/** A withdrawal starts a new turnover period ("since the last withdrawal"). */
export async function resetTurnover(tx: DbOrTx, memberId: bigint) {
  await tx
    .update(wallets)
    .set({ turnoverMilli: 0n, turnoverRequiredMilli: 0n })
    .where(eq(wallets.memberId, memberId));
}

export function findOrderByRequest(tx: DbOrTx, memberId: bigint, kind: number, requestKey: string) {
  return tx.query.dwOrders.findFirst({
    where: and(eq(dwOrders.memberId, memberId), eq(dwOrders.kind, kind), eq(dwOrders.requestKey, requestKey)),
  });
}

export function findOwnOrder(tx: DbOrTx, memberId: bigint, kind: number, orderNo: string) {
  return tx.query.dwOrders.findFirst({
    where: and(eq(dwOrders.memberId, memberId), eq(dwOrders.kind, kind), eq(dwOrders.orderNo, orderNo)),
  });
}

/**
 * Inserts a deposit or withdrawal order under a fresh order number from `orderNo`. Returns null
 * when the member already has an order under this request key (the caller reads the replay). An
 * order number taken by another order (random digits colliding within one second: about one in
 * six for 600 orders in a second) is drawn again, so no request fails for it.
 */
export async function insertOrder(tx: DbOrTx, order: Omit<typeof dwOrders.$inferInsert, 'orderNo'>, orderNo: () => string) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const rows = await tx
      .insert(dwOrders)
      .values({ ...order, orderNo: orderNo() })
      .onConflictDoNothing()
      .returning();
    if (rows[0]) return rows[0];
    if (await findOrderByRequest(tx, order.memberId, order.kind, order.requestKey)) return null;
  }
  throw new Error('insertOrder: no free order number after 8 draws');
}

/** Withdrawals of the member since `from` that were not rejected (daily count and free count). */
export async function countWithdrawalsSince(tx: DbOrTx, memberId: bigint, from: Date): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(dwOrders)
    .where(
      and(
        eq(dwOrders.memberId, memberId),
        eq(dwOrders.kind, 2),
        ne(dwOrders.status, 3),
        gte(dwOrders.createdAt, from),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** Moves an order from one status to another; the row when it was in `from` (so only one caller wins). */
export async function transitionOrder(
  tx: DbOrTx,
  where: { orderNo: string; kind: number; memberId?: bigint },
  from: number[],
  set: Partial<typeof dwOrders.$inferInsert>,
) {
  const conditions = [
    eq(dwOrders.orderNo, where.orderNo),
    eq(dwOrders.kind, where.kind),
    inArray(dwOrders.status, from),
  ];
  if (where.memberId !== undefined) conditions.push(eq(dwOrders.memberId, where.memberId));
  const rows = await tx
    .update(dwOrders)
    .set(set)
    .where(and(...conditions))
    .returning();
  return rows[0] ?? null;
}
