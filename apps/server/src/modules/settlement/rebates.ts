/**
 * The rebate credits of one settled order (issue #14), as ledger credits for the settlement
 * batch's creditMany. Pure: the inputs are the order's snapshot of chain groups (taken when the
 * bet was placed), its bet group, stake and outcome; the rule itself is the engine's chainRebates.
 */
import { OrderStatus } from '@lotus/contracts';
import { chainRebates, type Milli } from '@lotus/engine';
import { HOUSE, type CreditInput } from '../ledger/index.ts';

export interface RebateOrder {
  id: bigint;
  memberId: bigint;
  /** The bet group Gb. */
  prizeGroup: number;
  /** `[[memberId, group], …]` from the bettor up; null on orders settled before snapshots existed. */
  rebateChain: [string, number][] | null;
  amountMilli: Milli;
  /** Set on two-sided (credit) bets: priced by odds, not groups, so no group rebate (domain §1). */
  unitAmountMilli: Milli | null;
}

export interface OrderRebates {
  credits: CreditInput[];
  /** The bettor's own rebate (his order's profit counts it; his uplines' shares are theirs). */
  ownMilli: Milli;
}

/**
 * Only won and lost lines earn, on the settled stake (the stake less a push refund); cancelled,
 * refunded and tied lines earn nothing. Keys `rebate:{order}:{member}` make a resumed batch pay
 * nothing twice.
 */
export function orderRebates(o: RebateOrder, outcome: { status: number; refundMilli: Milli }): OrderRebates {
  if (outcome.status !== OrderStatus.WON && outcome.status !== OrderStatus.NOT_WON) return { credits: [], ownMilli: 0n };
  if (o.unitAmountMilli !== null || !o.rebateChain) return { credits: [], ownMilli: 0n };
  const stake = o.amountMilli - outcome.refundMilli;
  const chain = o.rebateChain.map(([memberId, group]) => ({ memberId, group }));
  let ownMilli = 0n;
  const credits = chainRebates(chain, o.prizeGroup, stake).map((c): CreditInput => {
    if (c.level === 0) ownMilli = c.amountMilli;
    return {
      idempotencyKey: `rebate:${o.id}:${c.memberId}`,
      type: 'rebate',
      from: HOUSE.rebates,
      amount: c.amountMilli,
      memberId: BigInt(c.memberId),
      refType: 'order',
      // The source member is the order's.
      refId: o.id.toString(),
    };
  });
  return { credits, ownMilli };
}
