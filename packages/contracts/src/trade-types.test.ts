import { describe, expect, it } from 'vitest';
import { asLedgerType, LEDGER_TYPES, ledgerTypesOf, PROMO_LEDGER_TYPES, TRADE_TYPES } from './index.ts';

describe("a member's account-change filters", () => {
  it('find every ledger type under exactly one filter', () => {
    for (const type of LEDGER_TYPES) {
      const under = TRADE_TYPES.filter((t) => ledgerTypesOf(t).includes(type));
      expect(under, type).toHaveLength(1);
    }
  });

  it('find a cancelled bet under refunds and every promotion credit under bonus', () => {
    expect(ledgerTypesOf('refund')).toEqual(expect.arrayContaining(['bet_cancel', 'bet_refund', 'chase_refund']));
    expect(ledgerTypesOf('bonus')).toEqual(expect.arrayContaining(['bonus', ...PROMO_LEDGER_TYPES]));
    expect(ledgerTypesOf('deposit,bonus')).toContain('first_deposit_bonus');
    expect(ledgerTypesOf('no_such_filter')).toEqual([]);
  });

  it('take a type made at run time only when it is listed', () => {
    expect(asLedgerType('payout_reversal')).toBe('payout_reversal');
    expect(asLedgerType('vip_week')).toBe('vip_week');
    expect(() => asLedgerType('vip_nonsense')).toThrow();
  });
});
