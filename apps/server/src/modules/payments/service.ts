import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { DwStatus, VnpayRsp, type CallbackOutcome, type VnpayRspCode } from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import { payCallbacks, payOrders } from '../../db/schema.ts';
import { paged } from '../../lib/paging.ts';
import { publishBalanceChanged } from '../ledger/index.ts';
import type { DepositChannel } from '../settings/index.ts';
import { loadSettings } from '../settings/index.ts';
import { completeDeposit, failDeposit, findDeposit, type DepositGateway } from '../deposits/index.ts';
import type { Callback, PaymentProvider, ProviderName, ProviderStatus } from './provider.ts';

/** VNPay's messages for its answer codes (sent to VNPay, not shown to people). */
const VNPAY_MESSAGES: Record<VnpayRspCode, string> = {
  '00': 'Confirm Success',
  '01': 'Order not found',
  '02': 'Order already confirmed',
  '04': 'Invalid amount',
  '97': 'Invalid signature',
  '99': 'Unknow error',
};

/** A control character (NUL and the like) cannot be stored in text: taken out of what is recorded. */
// eslint-disable-next-line no-control-regex
const clean = (s: string, max: number) => s.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, max);

export type IpnAnswer = { RspCode: VnpayRspCode; Message: string };

/**
 * Payments (issue #28): deposit orders paid at a provider and credited by the provider's signed
 * callback, exactly once, with no operator. Built once in buildApp with the providers it speaks.
 */
export function createPaymentsService(deps: AppDeps, providers: readonly PaymentProvider[]) {
  const { db, clock, log, config } = deps;
  const byName = new Map<ProviderName, PaymentProvider>(providers.map((p) => [p.name, p]));
  const providerOf = (channel: DepositChannel) =>
    channel.provider ? (byName.get(channel.provider) ?? null) : null;

  const gateway: DepositGateway = {
    usable(channel) {
      if (!channel.provider) return true;
      return providerOf(channel)?.usable(channel) ?? false;
    },
    async open(order, channel, where) {
      const provider = providerOf(channel);
      if (!provider) return null;
      const opened = provider.open({
        channel,
        orderNo: order.orderNo,
        amount: order.amount,
        createdAt: order.createdAt,
        ip: where.ip,
        lang: where.lang,
        origin: where.origin,
        returnUrl: `${where.origin}/web/manager/funds/deposit`,
      });
      // A replayed depositPre opens the same order again: the first record stands.
      await db
        .insert(payOrders)
        .values({
          orderNo: order.orderNo,
          provider: provider.name,
          channelId: channel.id,
          terminal: opened.terminal,
          providerAmount: opened.providerAmount,
          currency: opened.currency,
          createdAt: order.createdAt,
          expiresAt: opened.expiresAt,
        })
        .onConflictDoNothing();
      return opened.payUrl;
    },
  };

  /**
   * VNPay's IPN. In order: the source address (PAY_ALLOWED_IPS), the signature (nothing unsigned
   * is read), the order at VNPay's terminal, the amount, then the order's state; a paid order is
   * credited in the transaction that moves it to completed (a conditional update: of ten identical
   * callbacks at once one moves it, the others find it completed). Every callback is recorded
   * with its raw query and the answer given.
   */
  async function vnpayIpn(rawQuery: string, ip: string): Promise<IpnAnswer> {
    const provider = byName.get('vnpay');
    let cb: Callback | null = null;
    const answer = async (code: VnpayRspCode, outcome: CallbackOutcome): Promise<IpnAnswer> => {
      try {
        await db.insert(payCallbacks).values({
          provider: 'vnpay',
          orderNo: cb ? clean(cb.orderNo, 64) || null : null,
          outcome,
          answer: code,
          amount: cb?.fields.vnp_Amount ? clean(cb.fields.vnp_Amount, 32) : null,
          providerAmount: cb?.providerAmount ?? null,
          providerRef: cb?.providerRef ? clean(cb.providerRef, 64) : null,
          remoteIp: clean(ip, 64),
          raw: clean(rawQuery, 4000),
          // The platform's clock: reconciliation puts each record on its business day by it.
          createdAt: clock.now(),
        });
      } catch (err) {
        log.error({ err: errorText(err) }, 'payment callback not recorded');
      }
      return { RspCode: code, Message: VNPAY_MESSAGES[code] };
    };
    try {
      if (config.payAllowedIps.length > 0 && !config.payAllowedIps.includes(ip.replace(/^::ffff:/, ''))) {
        return await answer(VnpayRsp.OTHER, 'ipRefused');
      }
      cb = provider?.verifyCallback(rawQuery) ?? null;
      if (!cb) return await answer(VnpayRsp.INVALID_SIGNATURE, 'badSignature');
      const intent =
        cb.orderNo.length <= 32
          ? await db.query.payOrders.findFirst({ where: eq(payOrders.orderNo, cb.orderNo) })
          : undefined;
      if (!intent || intent.provider !== 'vnpay' || intent.terminal !== cb.terminal)
        return await answer(VnpayRsp.ORDER_NOT_FOUND, 'notFound');
      if (cb.providerAmount !== intent.providerAmount || cb.currency !== intent.currency)
        return await answer(VnpayRsp.INVALID_AMOUNT, 'badAmount');
      const outcome = await settle(intent, cb);
      const code: VnpayRspCode =
        outcome === 'credited' || outcome === 'failed'
          ? VnpayRsp.CONFIRMED
          : outcome === 'notFound'
            ? VnpayRsp.ORDER_NOT_FOUND
            : VnpayRsp.ALREADY_CONFIRMED;
      return await answer(code, outcome);
    } catch (err) {
      log.error({ err: errorText(err), orderNo: cb?.orderNo.slice(0, 32) }, 'VNPay IPN failed');
      return answer(VnpayRsp.OTHER, 'error');
    }
  }

  /**
   * The order's side of a verified callback (or status answer) of the right amount, in one
   * transaction. The order must have been paid in its time: by `paidAt` when the provider's signed
   * answer says when it took the payment (the re-check, after the order's time), else by now.
   */
  async function settle(
    intent: typeof payOrders.$inferSelect,
    cb: Pick<Callback, 'paid' | 'resultCode' | 'providerRef'>,
    paidAt: Date | null = null,
  ): Promise<CallbackOutcome> {
    const now = clock.now();
    const s = await loadSettings(db);
    let credited: bigint | null = null;
    const outcome = await db.transaction(async (tx): Promise<CallbackOutcome> => {
      const order = await findDeposit(tx, intent.orderNo);
      if (!order) return 'notFound';
      if (order.status === DwStatus.COMPLETED) return 'duplicate';
      const open = order.status === DwStatus.PROCESSING || order.status === DwStatus.SUBMITTED;
      if (!cb.paid) {
        if (!open) return 'duplicate';
        const closed = await failDeposit(tx, intent.orderNo, { reviewedAt: now, reviewReason: clean(`VNPay ${cb.resultCode}`, 255) });
        return closed ? 'failed' : 'duplicate';
      }
      // Paid for an order that was cancelled, failed or is past its time: no credit, for an operator.
      if (!open || (paidAt ?? now) > intent.expiresAt) return 'unmatched';
      const moved = await completeDeposit(tx, intent.orderNo, [DwStatus.PROCESSING, DwStatus.SUBMITTED], { reviewedAt: now }, s.turnoverPercent, now);
      if (!moved) return 'duplicate';
      await tx
        .update(payOrders)
        .set({ providerRef: cb.providerRef, paidAt: now })
        .where(eq(payOrders.orderNo, intent.orderNo));
      credited = moved.memberId;
      return 'credited';
    });
    if (credited !== null) await publishBalanceChanged(deps, [credited]);
    return outcome;
  }

  /**
   * A provider's answer about an order whose callback never came (the re-check, recheck.ts): the
   * same checks and the same exactly-once crediting as the IPN (settle: the order's conditional
   * move to completed and the ledger's key `deposit:<orderNo>`). A forged or unreadable answer
   * changes nothing; paid with the order's exact amount credits; failed closes the order as
   * failed; pending or unknown leaves it for a later ask. Every answer that is not "still
   * pending" is recorded beside the callbacks (answer `querydr`), so reconciliation finds the
   * provider's record of a re-checked credit.
   */
  async function settleStatus(
    intent: typeof payOrders.$inferSelect,
    status: ProviderStatus,
    queryUrl: string,
  ): Promise<CallbackOutcome | 'pending'> {
    const record = async (outcome: CallbackOutcome) => {
      const verified = status.verified ? status : null;
      await db
        .insert(payCallbacks)
        .values({
          provider: intent.provider,
          orderNo: intent.orderNo,
          outcome,
          answer: 'querydr',
          // As VNPay writes it (VND × 100), like an IPN's record.
          amount: verified?.providerAmount != null ? (verified.providerAmount * 100n).toString() : null,
          providerAmount: verified?.providerAmount ?? null,
          providerRef: verified?.providerRef ? clean(verified.providerRef, 64) : null,
          remoteIp: clean(hostOf(queryUrl), 64),
          raw: clean(status.raw, 4000),
          createdAt: clock.now(),
        })
        .catch((err: unknown) => log.error({ err: errorText(err) }, 'payment status answer not recorded'));
      return outcome;
    };
    if (!status.verified) return record('badSignature');
    if (status.orderNo !== intent.orderNo || status.terminal !== intent.terminal) return record('notFound');
    if (status.state === 'pending' || status.state === 'unknown') return 'pending';
    if (
      status.state === 'paid' &&
      (status.providerAmount !== intent.providerAmount || status.currency !== intent.currency)
    )
      return record('badAmount');
    // A payment the provider does not date cannot be shown to be in the order's time: an operator's.
    const outcome = await settle(
      intent,
      { paid: status.state === 'paid', resultCode: status.resultCode, providerRef: status.providerRef },
      status.state === 'paid' ? (status.paidAt ?? new Date(8.64e15)) : null,
    );
    return record(outcome);
  }

  /** The console's list of callbacks, newest first (paged). */
  async function listCallbacks(q: {
    page: number;
    size: number;
    provider?: string;
    outcome?: CallbackOutcome;
    orderNo?: string;
  }) {
    const where: SQL[] = [];
    if (q.provider) where.push(eq(payCallbacks.provider, q.provider));
    if (q.outcome) where.push(eq(payCallbacks.outcome, q.outcome));
    if (q.orderNo) where.push(eq(payCallbacks.orderNo, q.orderNo));
    const [rows, total] = await Promise.all([
      paged(
        db
          .select()
          .from(payCallbacks)
          .where(and(...where))
          .orderBy(desc(payCallbacks.id)),
        q,
      ),
      db
        .select({ n: count() })
        .from(payCallbacks)
        .where(and(...where)),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id.toString(),
        provider: r.provider,
        orderNo: r.orderNo,
        outcome: r.outcome as CallbackOutcome,
        answer: r.answer,
        amount: r.amount,
        providerRef: r.providerRef,
        remoteIp: r.remoteIp,
        raw: r.raw,
        createdAt: r.createdAt.toISOString(),
      })),
      total: Number(total[0]?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  return {
    gateway,
    vnpayIpn,
    settleStatus,
    listCallbacks,
    provider: (name: ProviderName) => byName.get(name) ?? null,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'querydr';
  }
};

/** An error's message only: a logged error must carry no request field or secret. */
const errorText = (err: unknown) => (err instanceof Error ? err.message.slice(0, 300) : 'unknown error');
