import type { Tx } from '../../db/client.ts';
import { loadSettings } from '../settings/index.ts';
import { recordIssueValidBets } from './valid-bet.ts';
import { evaluateVip } from './vip.ts';
import { payDepositBonus } from './deposit.ts';

/**
 * Called by settlement in the transaction that marks an issue settled (once per issue): records
 * the issue's valid bets (business-day totals, withdrawal turnover) and re-evaluates the levels of
 * the members who bet on it.
 */
export async function onIssueSettled(tx: Tx, issueId: bigint, now: Date): Promise<void> {
  const { platformTimeZone } = await loadSettings(tx);
  const valid = await recordIssueValidBets(tx, issueId, platformTimeZone);
  await evaluateVip(tx, valid.keys(), now);
}

/**
 * Called by the console in the transaction that approves a deposit: the deposit promotion it
 * earns (paid now or queued for review, once per deposit), then the member's VIP level.
 */
export async function onDepositApproved(
  tx: Tx,
  order: { id: bigint; orderNo: string; memberId: bigint; amount: bigint; host: string | null },
  now: Date,
): Promise<void> {
  await payDepositBonus(tx, order, now);
  await evaluateVip(tx, [order.memberId], now);
}
