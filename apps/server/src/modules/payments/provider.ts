import type { Language } from '@lotus/i18n';
import type { DepositChannel } from '../settings/index.ts';

/**
 * A payment provider (issue #28): one file each (vnpay.ts; MoMo, ZaloPay or a crypto watcher
 * next, docs/decisions.md). The payments service keeps the orders, the callbacks' records and the
 * crediting; a provider only speaks its protocol: it opens a payment, reads a callback it has
 * checked the signature of, asks the provider for an order's status (the re-check of a deposit
 * whose callback never came, recheck.ts) and pays out where it can.
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
  /** Whether `queryStatus` can ask about the channel's orders (a secret and a query service). */
  queryable(channel: DepositChannel): boolean;
  /**
   * The provider's own record of an order (VNPay's querydr), its answer's signature checked before
   * anything of it is read. Throws when the provider could not be reached or did not answer.
   */
  queryStatus(orderNo: string, input: QueryInput): Promise<ProviderStatus>;
  /**
   * Pays a withdrawal out to the member's account (issue #28 §3), where the provider offers it.
   * The provider pays one `idempotencyKey` once: a retry with the same key answers the first
   * payment. Throws when the provider could not be reached or refused (the withdrawal stays in
   * review and may be retried).
   */
  payout?(input: PayoutInput): Promise<PayoutResult>;
}

export interface PayoutInput {
  channel: DepositChannel;
  idempotencyKey: string;
  orderNo: string;
  /** In the provider's currency's whole units. */
  providerAmount: bigint;
  currency: string;
  /** Where the money goes: the member's bank (code), account number and holder. */
  bankCode: string;
  accountNo: string;
  holderName: string;
}

export interface PayoutResult {
  /** The provider's reference of the transfer (shown to the member as the bank reference). */
  providerRef: string;
  /** What the provider says it paid, in its currency's whole units. */
  providerAmount: bigint;
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

export interface QueryInput {
  channel: DepositChannel;
  /** When the order was opened (VNPay's vnp_TransactionDate). */
  createdAt: Date;
  now: Date;
  /** The address the query is sent from (vnp_IpAddr). */
  ip: string;
}

/** What a provider says of an order when asked; `verified: false` when its answer was not signed by it. */
export type ProviderStatus =
  | { verified: false; raw: string }
  | {
      verified: true;
      /**
       * paid: the payment succeeded; failed: it ended unpaid; pending: not finished; unknown: the
       * provider has no such payment, or a state (refund, suspected fraud) left to an operator.
       */
      state: 'paid' | 'failed' | 'pending' | 'unknown';
      terminal: string;
      orderNo: string;
      /** In the provider's currency's whole units; null when not a whole amount or absent. */
      providerAmount: bigint | null;
      currency: string;
      providerRef: string | null;
      /** When the provider took the payment; null when it does not say. */
      paidAt: Date | null;
      /** The provider's code for the result (VNPay vnp_ResponseCode/vnp_TransactionStatus). */
      resultCode: string;
      /** The answer as received (for the stored record). */
      raw: string;
    };

/** A provider's definite refusal of a payout (anything else thrown leaves the outcome unknown). */
export class PayoutRefused extends Error {}
