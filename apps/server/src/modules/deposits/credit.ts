import { and, eq } from 'drizzle-orm';
import { DwKind, DwStatus } from '@lotus/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { dwOrders } from '../../db/schema.ts';
import { creditDeposit, insertOrder, newOrderNo, transitionOrder } from '../wallet/index.ts';

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
