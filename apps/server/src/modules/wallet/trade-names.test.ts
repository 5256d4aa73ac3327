import { describe, expect, it } from 'vitest';
import { LEDGER_TYPES, TRADE_TYPES } from '@lotus/contracts';
import { LANGUAGES } from '@lotus/i18n';
import { tradeTypeName } from './trade-names.ts';

describe('account-change type names', () => {
  it('names every type the ledger writes in every language, and an unknown one as other', () => {
    // Promotion credits and reversals (ledger/figures.ts) each have a name of their own, not "other".
    const own = ['sign_prize', 'invite_prize', 'vip_up', 'vip_week', 'vip_month', 'payout_reversal', 'rebate_reversal', 'bet_refund_reversal'];
    for (const lang of LANGUAGES)
      for (const type of own) expect(tradeTypeName(lang, type), `${lang} ${type}`).not.toBe(tradeTypeName(lang, 'other'));
    const written = [...TRADE_TYPES, ...LEDGER_TYPES];
    for (const lang of LANGUAGES) {
      for (const type of written) expect(tradeTypeName(lang, type), `${lang} ${type}`).not.toMatch(/^wallet\./);
      expect(tradeTypeName(lang, 'no_such_type')).toBe(tradeTypeName(lang, 'other'));
    }
    expect(tradeTypeName('en', 'bet_cancel')).toBe('Bet cancelled');
    expect(tradeTypeName('en', 'sign_prize')).toBe('Sign-in prize');
    expect(tradeTypeName('vi', 'sign_prize')).toBe('Thưởng điểm danh');
    expect(tradeTypeName('vi', 'first_deposit_bonus')).toBe('Thưởng nạp đầu');
    expect(tradeTypeName('en', 'no_such_type')).toBe('Other account change');
  });
});
