import type { Tx } from '../../db/client.ts';
import type { dwOrders } from '../../db/schema.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/index.ts';
import { onDepositApproved } from '../promo/hooks.ts';
import { formatMoney } from '@lotus/engine';
import { enqueuePush } from '../messages/index.ts';
import { addTurnoverRequired } from './repository.ts';
import { turnoverFor } from './service.ts';

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
