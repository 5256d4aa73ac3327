import { describe, expect, it } from 'vitest';
import { TRADE_TYPES } from '@lotus/contracts';
import { LANGUAGES } from '@lotus/i18n';
import { tradeTypeName } from './trade-names.ts';

describe('account-change type names', () => {
  it('names every type the ledger writes in every language, and an unknown one as other', () => {
    const written = [...TRADE_TYPES, 'bet_cancel', 'bet_refund', 'chase_refund', 'withdrawFee'];
    for (const lang of LANGUAGES) {
      for (const type of written) expect(tradeTypeName(lang, type), `${lang} ${type}`).not.toMatch(/^wallet\./);
      expect(tradeTypeName(lang, 'no_such_type')).toBe(tradeTypeName(lang, 'other'));
    }
    expect(tradeTypeName('en', 'bet_cancel')).toBe('Bet cancelled');
    expect(tradeTypeName('en', 'no_such_type')).toBe('Other account change');
  });
});
