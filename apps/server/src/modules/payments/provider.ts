import type { Language } from '@lotus/i18n';
import type { DepositChannel } from '../settings/index.ts';

/**
 * A payment provider (issue #28): one file each (vnpay.ts; MoMo, ZaloPay or a crypto watcher
 * next, docs/decisions.md). The payments service keeps the orders, the callbacks' records and the
 * crediting; a provider only speaks its protocol: it opens a payment, reads a callback it has
 * checked the signature of, and asks the provider for an order's status.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Whether the channel can take payments here (a secret and a pay page are configured). */
  usable(channel: DepositChannel): boolean;
  /** The payment to ask for and the page the member pays on. Pure: the service records it. */
  open(input: OpenInput): Opened;
  /**
   * A callback's fields when its signature is valid, else null: nothing of an unsigned
   * callback is read. `query` is the raw query string or body as received.
   */
  verifyCallback(query: string): Callback | null;
  /** The provider's own record of a payment (reconciliation, a lost callback). */
  queryStatus(order: { orderNo: string; createdAt: Date }, ip: string): Promise<ProviderStatus>;
}

export type ProviderName = 'vnpay';

export interface OpenInput {
  channel: DepositChannel;
  orderNo: string;
  /** Platform milli-units. */
  amount: bigint;
  createdAt: Date;
  /** The member's address (vnp_IpAddr). */
  ip: string;
  lang: Language;
  /** Where the provider sends the member back, on our site. */
  returnUrl: string;
  /** This server's origin (the demo's sandbox page lives on it). */
  origin: string;
}

export interface Opened {
  terminal: string;
  /** In the provider's currency's whole units. */
  providerAmount: bigint;
  currency: string;
  expiresAt: Date;
  payUrl: string;
}

export interface Callback {
  terminal: string;
  orderNo: string;
  /** In the provider's currency's whole units; null when not a whole amount. */
  providerAmount: bigint | null;
  currency: string;
  /** The provider says the payment succeeded. */
  paid: boolean;
  /** The provider's code for the result (VNPay vnp_ResponseCode). */
  resultCode: string;
  providerRef: string | null;
  /** The fields as sent (for the stored record). */
  fields: Record<string, string>;
}

export interface ProviderStatus {
  found: boolean;
  paid: boolean;
  providerAmount: bigint | null;
  providerRef: string | null;
  raw: unknown;
}
