import type { TFunction } from 'i18next';

/**
 * The names the member detail's tabs show for the server's codes, in the operator's language: a
 * ledger row's type (the member's own transaction names, wallet.trade.*), an order's status (the
 * member's bet record, webPlay.records.status.*), a payment channel's kind (cons.channels.type.*).
 * A code without a text falls back as the member site does (wallet.trade.other) or shows as is.
 */
export function tradeName(t: TFunction, type: string): string {
  const key = `wallet.trade.${type}`;
  return t(known(t, key) ? key : 'wallet.trade.other');
}

export function orderStatusName(t: TFunction, status: number): string {
  const key = `webPlay.records.status.${status}`;
  return known(t, key) ? t(key) : String(status);
}

export function channelName(t: TFunction, channel: string | null): string {
  if (!channel) return '—';
  const key = `cons.channels.type.${channel}`;
  return known(t, key) ? t(key) : channel;
}

/** A deposit (1) or a withdrawal (2) of the deposits-and-withdrawals tab. */
export const dwKindName = (t: TFunction, kind: number): string => t(kind === 1 ? 'wallet.trade.deposit' : 'wallet.trade.withdraw');

const known = (t: TFunction, key: string) => t(key, { defaultValue: '' }) !== '';
