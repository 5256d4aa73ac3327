import { and, eq, ne } from 'drizzle-orm';
import { parseMoney } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { dwOrders, memberCards, payPayouts } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { loadSettings, type DepositChannel } from '../settings/index.ts';
import { PayoutRefused, type PaymentProvider, type ProviderName } from './provider.ts';
import { vndOf } from './vnpay.ts';
import { within } from '../../lib/within.ts';

/** How long a provider's payout call may take before its outcome counts as unknown. */
const PAYOUT_TIMEOUT_MS = 15_000;

/** The one idempotency key of a withdrawal's payout: every attempt sends it, the provider pays it once. */
export const payoutKey = (orderNo: string) => `payout:${orderNo}`;

/** A control character cannot be stored in text: taken out of what is recorded. */
// eslint-disable-next-line no-control-regex
const clean = (s: string, max: number) => s.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, max);

/**
 * Payouts through a provider (issue #28 §3). The approval that pays a withdrawal (modules/withdrawals) may,
 * instead of the operator's bank reference, pay through a channel whose provider offers payouts:
 * `prepare` records the payout (one row per withdrawal, in the approval's transaction, after its
 * checks), `send` asks the provider outside any transaction and returns the provider's reference,
 * which the approval then records as the withdrawal's payout reference. No balance moves here: the
 * withdrawal's amount left the member's balance when he asked (modules/ledger), and the approval
 * books the fee as for a payment by hand.
 */
export function createPayoutService(deps: AppDeps, providers: readonly PaymentProvider[]) {
  const { db, clock, log } = deps;
  const byName = new Map<ProviderName, PaymentProvider>(providers.map((p) => [p.name, p]));

  const rateOf = (channel: DepositChannel) => {
    const r = channel.rate ? parseMoney(channel.rate) : null;
    return r?.ok && r.milli > 0n ? r.milli : null;
  };
  /** The channel's provider when it can pay out now, else null. */
  const payer = (channel: DepositChannel | undefined) => {
    if (!channel?.enabled || !channel.payout || !channel.provider) return null;
    const provider = byName.get(channel.provider);
    return provider?.payout && provider.usable(channel) && rateOf(channel) !== null ? provider : null;
  };

  /** The channels an approval may pay through. */
  async function channels() {
    const s = await loadSettings(db);
    return s.depositChannels
      .filter((c) => payer(c) !== null)
      .map((c) => ({ id: c.id, name: c.name, provider: c.provider ?? '' }));
  }

  /**
   * In the approval's transaction, after its checks: the withdrawal's payout row (the first choice
   * of channel stands on a retry). Refused when the channel cannot pay out.
   */
  async function prepare(
    tx: Tx,
    order: typeof dwOrders.$inferSelect,
    channelId: number,
    operatorId: bigint,
  ): Promise<void> {
    const existing = await tx.query.payPayouts.findFirst({ where: eq(payPayouts.orderNo, order.orderNo) });
    if (existing) return;
    const channel = (await loadSettings(tx)).depositChannels.find((c) => c.id === channelId);
    const provider = payer(channel);
    const rate = channel ? rateOf(channel) : null;
    if (!channel || !provider || rate === null) throw rejected('pay.payoutChannelUnusable');
    const providerAmount = vndOf(order.actualAmount, rate);
    if (providerAmount <= 0n || order.cardId === null) throw rejected('pay.payoutChannelUnusable');
    const now = clock.now();
    await tx
      .insert(payPayouts)
      .values({
        orderNo: order.orderNo,
        provider: provider.name,
        channelId: channel.id,
        idempotencyKey: payoutKey(order.orderNo),
        memberId: order.memberId,
        amount: order.actualAmount,
        providerAmount,
        currency: 'VND',
        status: 'pending',
        requestedBy: operatorId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }

  /**
   * Asks the provider to pay (again, under the same key) unless it already has; answers its
   * reference. A refusal marks the payout failed; no answer leaves it pending. Either way the
   * withdrawal stays in review and the operator may retry: the provider pays the key once.
   */
  async function send(orderNo: string): Promise<string> {
    const row = await db.query.payPayouts.findFirst({ where: eq(payPayouts.orderNo, orderNo) });
    if (!row) throw rejected('pay.payoutChannelUnusable');
    if (row.status === 'paid' && row.providerRef) return row.providerRef;
    const channel = (await loadSettings(db)).depositChannels.find((c) => c.id === row.channelId);
    const provider = payer(channel);
    if (!channel || !provider?.payout) throw rejected('pay.payoutChannelUnusable');
    const card = await db
      .select({ bankCode: memberCards.bankCode, cardNo: memberCards.cardNo, holderName: memberCards.holderName })
      .from(dwOrders)
      .innerJoin(memberCards, eq(memberCards.id, dwOrders.cardId))
      .where(eq(dwOrders.orderNo, orderNo))
      .limit(1);
    if (!card[0]) throw rejected('pay.payoutChannelUnusable');
    const attempt = async (status: 'pending' | 'failed', error: string | null) =>
      db
        .update(payPayouts)
        .set({ status, error, attempts: row.attempts + 1, updatedAt: clock.now() })
        .where(and(eq(payPayouts.orderNo, orderNo), ne(payPayouts.status, 'paid')));
    try {
      const paid = await within(
        provider.payout({
          channel,
          idempotencyKey: row.idempotencyKey,
          orderNo,
          providerAmount: row.providerAmount,
          currency: row.currency,
          bankCode: card[0].bankCode,
          accountNo: card[0].cardNo,
          holderName: card[0].holderName,
        }),
        PAYOUT_TIMEOUT_MS,
        () => {
          throw new Error('payout timed out');
        },
      );
      const now = clock.now();
      // Only the first answer is recorded: a concurrent retry got the same payment's reference.
      await db
        .update(payPayouts)
        .set({
          status: 'paid',
          providerRef: clean(paid.providerRef, 64),
          paidProviderAmount: paid.providerAmount,
          error: null,
          attempts: row.attempts + 1,
          paidAt: now,
          updatedAt: now,
        })
        .where(and(eq(payPayouts.orderNo, orderNo), ne(payPayouts.status, 'paid')));
      const done = await db.query.payPayouts.findFirst({ where: eq(payPayouts.orderNo, orderNo) });
      return done?.providerRef ?? clean(paid.providerRef, 64);
    } catch (err) {
      const message = err instanceof Error ? clean(err.message, 200) : 'unknown error';
      if (err instanceof PayoutRefused) {
        await attempt('failed', message);
        throw rejected('pay.payoutRefused', { reason: message });
      }
      // The error's message only: a logged error carries no account number or secret.
      log.error({ err: message, orderNo }, 'payout unanswered');
      await attempt('pending', message);
      throw rejected('pay.payoutUnanswered');
    }
  }

  return { channels, prepare, send };
}

export type PayoutService = ReturnType<typeof createPayoutService>;
