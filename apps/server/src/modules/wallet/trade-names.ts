import { messages, translate, type Language } from '@lotus/i18n';

/**
 * The name of an account-change type in the member's language. The ledger writes more types than
 * a member filters by (bet_cancel, bet_refund, …); one without a text of its own is named as
 * "other", never shown as its raw message key.
 */
export function tradeTypeName(lang: Language, type: string): string {
  const key = `wallet.trade.${type}`;
  return translate(lang, key in messages.vi ? key : 'wallet.trade.other');
}
