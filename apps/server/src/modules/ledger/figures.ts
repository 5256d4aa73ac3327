import { PROMO_LEDGER_TYPES } from '@lotus/contracts';
import type { Milli } from '@lotus/engine';

/**
 * What a member's (or a team's) report shows, from the ledger: one definition of how each ledger
 * type counts, for the member's summary and daily profit (wallet/service.ts) and the agent's team
 * summary (agents/service.ts), so the two can never disagree.
 *
 * - bet: valid stakes — stakes less what came back uncounted (cancelled, refunded, pushed); a
 *   cancelled issue's take-back of a push refund counts the stake again, its refund of the stake
 *   removes it.
 * - payout, rebate: what was paid, less what a cancelled issue took back.
 * - bonus: every promotion credit (VIP bonuses, sign-in and invite draw prizes).
 * - deposit, withdraw (less returned withdrawals), transfers in and out, adjustments.
 */
export interface Figures {
  bet: Milli;
  payout: Milli;
  rebate: Milli;
  bonus: Milli;
  deposit: Milli;
  withdraw: Milli;
  transferIn: Milli;
  transferOut: Milli;
  adjustment: Milli;
}

export const noFigures = (): Figures => ({
  bet: 0n,
  payout: 0n,
  rebate: 0n,
  bonus: 0n,
  deposit: 0n,
  withdraw: 0n,
  transferIn: 0n,
  transferOut: 0n,
  adjustment: 0n,
});

/** Every promotion's ledger type (contracts PROMO_LEDGER_TYPES) counts as a bonus. */
const BONUS_TYPES = new Set<string>(['bonus', ...PROMO_LEDGER_TYPES]);

/** Adds one ledger type's credits and debits (both ≥ 0, summed over rows) to the figures. */
export function addToFigures(f: Figures, type: string, credit: Milli, debit: Milli): void {
  const net = credit - debit;
  switch (type) {
    case 'bet':
    case 'bet_refund_reversal':
    case 'bet_cancel':
    case 'bet_refund':
    case 'chase_refund':
      f.bet -= net;
      return;
    case 'payout':
    case 'payout_reversal':
      f.payout += net;
      return;
    case 'rebate':
    case 'rebate_reversal':
      f.rebate += net;
      return;
    case 'deposit':
      f.deposit += net;
      return;
    case 'withdraw':
      f.withdraw += debit;
      return;
    case 'withdrawReturn':
      // A returned (rejected) withdrawal cancels what it gave back.
      f.withdraw -= credit;
      return;
    case 'transfer':
      f.transferIn += credit;
      f.transferOut += debit;
      return;
    case 'adjustment':
      f.adjustment += net;
      return;
    default:
      if (BONUS_TYPES.has(type)) f.bonus += net;
  }
}

/** What the member (or team) won or lost: prizes, rebates and bonuses less valid stakes. */
export const profitOf = (f: Figures): Milli => f.payout + f.rebate + f.bonus - f.bet;
