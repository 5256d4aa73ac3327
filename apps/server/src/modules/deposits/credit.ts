import { and, eq } from 'drizzle-orm';
import { DwKind, DwStatus } from '@lotus/contracts';
import { formatMoney } from '@lotus/engine';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { dwOrders } from '../../db/schema.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/index.ts';
import { enqueuePush } from '../messages/index.ts';
import { onDepositApproved } from '../promo/index.ts';
import { addTurnoverRequired, insertOrder, newOrderNo, transitionOrder, turnoverFor } from '../wallet/index.ts';

/**
 * Credits a deposit order that has just moved to completed, inside the caller's transaction (the
 * one that moved it, so an order is credited with its transition or not at all): the ledger's move
 * from the house 'deposits' account under the order's key `deposit:<orderNo>` (one credit per
 * order whoever approves it: an operator or a provider's callback), the turnover it requires, and
 * the deposit promotion and VIP level it earns, and the member's Web Push notification (issue #31,
 * sent by the outbox after commit). The caller publishes the balance push after commit.
 */
export async function creditDeposit(
  tx: Tx,
  order: typeof dwOrders.$inferSelect,
  turnoverPercent: number,
  now: Date,
): Promise<void> {
  await moveMoney(tx, {
    idempotencyKey: `deposit:${order.orderNo}`,
    type: 'deposit',
    from: houseAccount(HOUSE.deposits),
    to: memberAccount(order.memberId),
    amount: order.amount,
    memberId: order.memberId,
    refType: 'deposit',
    refId: order.orderNo,
  });
  await addTurnoverRequired(tx, order.memberId, turnoverFor(order.amount, turnoverPercent));
  await onDepositApproved(tx, order, now);
  await enqueuePush(tx, [{ memberId: order.memberId, kind: 'deposit', amount: formatMoney(order.amount) }], now);
}

/** A deposit order by its number, whatever its status. */
export function findDeposit(db: DbOrTx, orderNo: string) {
  return db.query.dwOrders.findFirst({ where: and(eq(dwOrders.orderNo, orderNo), eq(dwOrders.kind, DwKind.DEPOSIT)) });
}

/** Who and what completed or closed a deposit without the console's review (a provider, the bank feed, an operator's match). */
type Review = Pick<Partial<typeof dwOrders.$inferInsert>, 'reviewedBy' | 'reviewedAt' | 'reviewReason'>;

/**
 * Completes a deposit order that is in one of the `from` statuses and credits it (creditDeposit),
 * in the caller's transaction: the order, or null when it was not in `from` (a callback, the bank
 * feed or an operator moved it first), so that one order is credited once (modules/payments).
 */
export async function completeDeposit(
  tx: Tx,
  orderNo: string,
  from: readonly number[],
  review: Review,
  turnoverPercent: number,
  now: Date,
) {
  const moved = await transitionOrder(tx, { orderNo, kind: DwKind.DEPOSIT }, [...from], { status: DwStatus.COMPLETED, ...review });
  if (moved) await creditDeposit(tx, moved, turnoverPercent, now);
  return moved;
}

/** Closes an open (processing or submitted) deposit order that its provider says failed: the order, or null when it was not open. */
export function failDeposit(tx: Tx, orderNo: string, review: Review) {
  return transitionOrder(tx, { orderNo, kind: DwKind.DEPOSIT }, [DwStatus.PROCESSING, DwStatus.SUBMITTED], { status: DwStatus.REJECTED, ...review });
}

/**
 * A deposit that had no order (a bank transfer an operator credits to a member, modules/payments):
 * a new completed order, credited, in the caller's transaction; null when the member already has
 * an order under this request key (nothing is credited twice).
 */
export async function creditNewDeposit(
  tx: Tx,
  order: Omit<typeof dwOrders.$inferInsert, 'orderNo' | 'kind' | 'status'>,
  turnoverPercent: number,
  now: Date,
) {
  const created = await insertOrder(tx, { ...order, kind: DwKind.DEPOSIT, status: DwStatus.COMPLETED }, () => newOrderNo(DwKind.DEPOSIT, now));
  if (created) await creditDeposit(tx, created, turnoverPercent, now);
  return created;
}
