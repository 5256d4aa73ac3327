import { randomUUID } from 'node:crypto';
import { DwKind, DwStatus, type VietqrView } from '@lotus/contracts';
import { formatMoney, type Milli } from '@lotus/engine';
import type { Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import { requestFingerprint, sameRequest } from '../../lib/idempotency.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { amountText } from '../../lib/texts.ts';
import { audit, byOperator } from '../audit/index.ts';
import { publishBalanceChanged } from '../ledger/index.ts';
import { normalizeHost } from '../platform/index.ts';
import type { ProtectionService } from '../protection/index.ts';
import { loadSettings, type DepositChannel, type Settings } from '../settings/index.ts';
import {
  findOrderByRequest,
  findOwnOrder,
  insertOrder,
  lockWallet,
  milliOf,
  newOrderNo,
  orderView,
  refuseTransition,
  reviewedBy,
  reviewQueue,
  transitionOrder,
  type MemberRef,
} from '../wallet/index.ts';
import { creditDeposit } from './credit.ts';

const money = (m: Milli) => formatMoney(m);
const maxOf = (a: Milli, b: Milli) => (a > b ? a : b);
const minOf = (a: Milli, b: Milli) => (a < b ? a : b);

/**
 * The payment providers' side of a deposit (modules/payments builds it): structurally typed here
 * so that deposits do not import the payments module, which credits deposits through this one.
 */
export interface DepositGateway {
  usable(channel: DepositChannel): boolean;
  open(
    order: { orderNo: string; amount: Milli; createdAt: Date },
    channel: DepositChannel,
    where: { ip: string; lang: Language; origin: string },
  ): Promise<string | null>;
  /**
   * A bank channel's VietQR code and transfer content for the order (issue #28 §2), recorded so
   * that the bank feed can credit it; null when the channel has no VietQR (no BIN or rate).
   */
  openTransfer?(
    order: { orderNo: string; amount: Milli; createdAt: Date },
    channel: DepositChannel,
  ): Promise<VietqrView | null>;
}

/**
 * A deposit's whole story (docs/product.md §4): the member's channels, the order he opens (with
 * where to pay) and marks paid, and the operators' review of it (queue, approve, reject). Orders
 * are rows of `dw_orders` kind 1 (shared with withdrawals). Each review is a conditional update
 * (only an order still in the expected status moves), so two operators acting at once cannot both
 * approve, and the money move's idempotency key is the order.
 */
export function createDepositsService(deps: AppDeps, { protection }: { protection: ProtectionService }, gateway?: DepositGateway) {
  const { db, clock } = deps;

  /** A channel's range within the platform's deposit range. */
  function channelRange(c: DepositChannel, s: Settings) {
    return {
      min: maxOf(milliOf(c.min), milliOf(s.depositMin)),
      max: minOf(milliOf(c.max), milliOf(s.depositMax)),
    };
  }

  function channelPublic(c: DepositChannel, s: Settings) {
    const r = channelRange(c, s);
    return {
      id: c.id,
      type: c.type,
      name: c.name,
      min: money(r.min),
      max: money(r.max),
      bankName: c.bankName ?? null,
      accountNo: c.accountNo ?? null,
      accountName: c.accountName ?? null,
      network: c.network ?? null,
      address: c.address ?? null,
      rate: c.rate ?? null,
      provider: c.provider ?? null,
    };
  }

  /** A provider channel takes deposits only with its provider configured (secret, pay page). */
  const usable = (c: DepositChannel) => c.enabled && (!c.provider || (gateway?.usable(c) ?? false));

  async function channels() {
    const s = await loadSettings(db);
    return s.depositChannels.filter(usable).map((c) => channelPublic(c, s));
  }

  /**
   * depositPre (bank or crypto) and depositPre/third: opens a deposit order in "processing" with
   * where to pay. It goes to review only when the member says it is paid (deposit, docs/product.md §4).
   */
  async function depositPre(
    m: MemberRef,
    input: { channelId: number; amount: Milli; requestId?: string },
    third: boolean,
    clientKey: string | undefined,
    lang: Language,
    host?: string,
    where?: { ip: string; origin: string },
  ) {
    const s = await loadSettings(db);
    const channel = s.depositChannels.find((c) => c.id === input.channelId && usable(c));
    if (!channel || (channel.type === 'third') !== third) throw rejected('wallet.channelUnavailable');
    const range = channelRange(channel, s);
    if (input.amount < range.min || input.amount > range.max) {
      throw rejected('wallet.amountOutOfRange', { min: amountText(range.min), max: amountText(range.max) });
    }
    const now = clock.now();
    // A deposit order moves no money, so without a client key every call is a new order.
    const requestKey = clientKey ? `c:${clientKey}` : `r:${randomUUID()}`;
    const requestHash = requestFingerprint(third ? 'depositPre/third' : 'depositPre', input);
    // Player protection (issue #17): time-out, self-exclusion and gross deposit limits, checked
    // with the order's opening under the member's wallet lock, so that deposits opened at once
    // cannot together cross a limit. A replay of an opened order is not a new deposit.
    let refusal: (() => Promise<Error>) | null = null;
    const order = await db.transaction(async (tx) => {
      await lockWallet(tx, m.memberId);
      const replay = sameRequest(await findOrderByRequest(tx, m.memberId, DwKind.DEPOSIT, requestKey), requestHash);
      if (replay) return replay;
      refusal = await protection.depositRefusal(m.memberId, input.amount, tx);
      if (refusal) return null;
      return (
        (await insertOrder(
          tx,
          {
            memberId: m.memberId,
            kind: DwKind.DEPOSIT,
            status: DwStatus.PROCESSING,
            amount: input.amount,
            actualAmount: input.amount,
            channelId: channel.id,
            channelType: channel.type,
            requestKey,
            requestHash,
            host: normalizeHost(host) || null,
            createdAt: now,
          },
          () => newOrderNo(DwKind.DEPOSIT, now),
        )) ?? sameRequest(await findOrderByRequest(tx, m.memberId, DwKind.DEPOSIT, requestKey), requestHash)
      );
    });
    const refused = refusal as (() => Promise<Error>) | null;
    if (refused) throw await refused();
    if (!order) throw rejected('errors.submitFailed');
    const view = { ...orderView(order, lang), channel: channelPublic(channel, s) };
    if (!third) {
      // A bank channel with VietQR: the code to scan and the content the bank feed matches (modules/payments).
      const vietqr = channel.type === 'bank' ? await gateway?.openTransfer?.(order, channel) : null;
      return vietqr ? { ...view, vietqr } : view;
    }
    if (channel.provider && gateway) {
      // Paid at the provider and credited by its signed callback (modules/payments), no review.
      const payUrl = await gateway.open(order, channel, { ip: where?.ip ?? '127.0.0.1', lang, origin: where?.origin ?? '' });
      if (!payUrl) throw rejected('wallet.channelUnavailable');
      return { ...view, payUrl };
    }
    const url = new URL(channel.gatewayUrl ?? 'about:blank');
    url.searchParams.set('orderNo', order.orderNo);
    url.searchParams.set('amount', money(order.amount));
    return { ...view, payUrl: url.toString() };
  }

  /** "Deposit completed": processing → submitted awaiting review. A repeat of it is harmless. */
  async function depositSubmit(
    m: MemberRef,
    input: { orderNo: string; payerName?: string; txHash?: string; remark?: string },
    lang: Language,
  ) {
    const existing = await findOwnOrder(db, m.memberId, DwKind.DEPOSIT, input.orderNo);
    if (!existing) throw rejected('wallet.orderNotFound');
    if (existing.status === DwStatus.SUBMITTED) return orderView(existing, lang);
    if (existing.status !== DwStatus.PROCESSING) throw rejected('wallet.orderStateInvalid');
    if (existing.channelType === 'bank' && !input.payerName) throw rejected('wallet.payerNameRequired');
    if (existing.channelType === 'crypto' && !input.txHash) throw rejected('wallet.txHashRequired');
    const updated = await transitionOrder(
      db,
      { orderNo: input.orderNo, kind: DwKind.DEPOSIT, memberId: m.memberId },
      [DwStatus.PROCESSING],
      {
        status: DwStatus.SUBMITTED,
        payerName: input.payerName || null,
        txHash: input.txHash || null,
        remark: input.remark || null,
        submittedAt: clock.now(),
      },
    );
    if (!updated) throw rejected('wallet.orderStateInvalid');
    return orderView(updated, lang);
  }

  /**
   * The review queue of deposits (status, account; paged), each with its review flags; the
   * two-person fields of the withdrawals' queue are empty (one shape for both, contracts
   * consoleDwOrderView).
   */
  async function listDeposits(q: { status?: number; account?: string; page: number; size: number }, lang: Language) {
    const { rows, total } = await reviewQueue(db, DwKind.DEPOSIT, q);
    return {
      list: rows.map((r) => ({
        ...orderView(r.order, lang),
        account: r.account,
        flags: r.flags,
        firstApprovedBy: null,
        approvalPays: true,
        secondPerson: null,
        channelName: r.channelName,
      })),
      total,
      page: q.page,
      size: q.size,
    };
  }

  const reviewed = (op: SessionOperator, status: number, reason: string | undefined) => reviewedBy(op, status, reason, clock.now());

  /** Approve a submitted deposit: credit the member from the house 'deposits' account. */
  async function approveDeposit(op: SessionOperator, orderNo: string, reason: string | undefined, lang: Language) {
    const s = await loadSettings(db);
    const order = await db.transaction(async (tx) => {
      const o = await transitionOrder(tx, { orderNo, kind: DwKind.DEPOSIT }, [DwStatus.SUBMITTED], reviewed(op, DwStatus.COMPLETED, reason));
      if (!o) return refuseTransition(tx, DwKind.DEPOSIT, orderNo);
      await creditDeposit(tx, o, s.turnoverPercent, clock.now());
      await audit(tx, { ...byOperator(op), action: 'deposit.approve', target: o.orderNo, before: { status: DwStatus.SUBMITTED },
        after: { status: o.status },
        detail: { amount: money(o.amount), reason: reason ?? null } });
      return o;
    });
    await publishBalanceChanged(deps, [order.memberId]);
    return orderView(order, lang);
  }

  /** Reject a deposit that is awaiting payment or review; no money moved, so none moves back. */
  async function rejectDeposit(op: SessionOperator, orderNo: string, reason: string, lang: Language) {
    const order = await db.transaction(async (tx) => {
      const o = await transitionOrder(
        tx,
        { orderNo, kind: DwKind.DEPOSIT },
        [DwStatus.PROCESSING, DwStatus.SUBMITTED],
        reviewed(op, DwStatus.REJECTED, reason),
      );
      if (!o) return refuseTransition(tx, DwKind.DEPOSIT, orderNo);
      await audit(tx, { ...byOperator(op), action: 'deposit.reject', target: o.orderNo, after: { status: o.status }, detail: { amount: money(o.amount), reason } });
      return o;
    });
    return orderView(order, lang);
  }

  return { channels, depositPre, depositSubmit, listDeposits, approveDeposit, rejectDeposit };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
