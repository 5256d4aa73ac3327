import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { DwKind, DwStatus } from '@lotus/contracts';
import { formatMoney, parseMoney, type Milli } from '@lotus/engine';
import type { Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { dwOrders, memberCards, members, operators, payPayouts } from '../../db/schema.ts';
import { requestFingerprint, sameRequest } from '../../lib/idempotency.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { amountText } from '../../lib/texts.ts';
import { audit, byOperator } from '../audit/index.ts';
import { findOwnCard, listCards } from '../cards/index.ts';
import { assertSecondPerson, secondPersonFor } from '../operators/index.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney, publishBalanceChanged } from '../ledger/index.ts';
import { enqueuePush, securityAlert } from '../messages/index.ts';
import { assertNotBlacklisted } from '../risk/index.ts';
import { requireOtp } from '../security/index.ts';
import { loadSettings } from '../settings/index.ts';
import {
  checkFundPassword,
  countWithdrawalsSince,
  dayStart,
  findOrderByRequest,
  insertOrder,
  lockWallet,
  milliOf,
  newOrderNo,
  orderView,
  platformDate,
  requestKeyOf,
  resetTurnover,
  reviewQueue,
  transitionOrder,
  WALLET_LOCKED,
  type MemberRef,
  refuseTransition,
  reviewedBy,
} from '../wallet/index.ts';
import { withdrawalReviews } from './schema.ts';

const money = (m: Milli) => formatMoney(m);

/** Withdrawal fee: the setting's percent of the amount, in basis points, truncated (docs/product.md §5). */
export function withdrawalFee(amount: Milli, feePercent: number): Milli {
  const basisPoints = BigInt(Math.round(feePercent * 100));
  return (amount * basisPoints) / 10_000n;
}

/** A review lock older than this may be taken over (the operator who took it went away). */
const LOCK_STALE_MS = 15 * 60_000;

/**
 * Paying an approved withdrawal through a provider (issue #28 §3): built by modules/payments
 * (payout.ts) and handed in by buildApp, so that withdrawals do not import payments.
 */
export interface PayoutGateway {
  /** In the approval's transaction, after its checks: the payout's record (refused when the channel cannot pay). */
  prepare(tx: Tx, order: typeof dwOrders.$inferSelect, channelId: number, operatorId: bigint): Promise<void>;
  /** Outside any transaction: the provider pays (once per withdrawal); answers its reference. */
  send(orderNo: string): Promise<string>;
}

/**
 * Withdrawals, the whole story: the member's request (the amount held in the house 'withdrawals'
 * account), the operators' review queue, take and release, approval (paid by hand with the bank's
 * reference or through a provider's payout; two operators at or above the two-person amount) and
 * rejection (the amount returned). Each state change is a conditional update (only an order still
 * in the expected status moves), so two operators acting at once cannot both approve, and the
 * money move's idempotency key is the order.
 */
export function createWithdrawalsService(deps: AppDeps, options: { payouts?: PayoutGateway } = {}) {
  const { db, clock } = deps;
  const { payouts } = options;

  async function withdrawRange(m: MemberRef) {
    const s = await loadSettings(db);
    const now = clock.now();
    const from = dayStart(platformDate(now, s.platformTimeZone), s.platformTimeZone);
    const [used, wallet, member, cards] = await Promise.all([
      countWithdrawalsSince(db, m.memberId, from),
      db.query.wallets.findFirst({ where: (w, { eq: e }) => e(w.memberId, m.memberId) }),
      db.query.members.findFirst({ where: eq(members.id, m.memberId) }),
      listCards(db, m.memberId),
    ]);
    return {
      min: money(milliOf(s.withdrawMin)),
      max: money(milliOf(s.withdrawMax)),
      balance: money(wallet?.balance ?? 0n),
      feePercent: String(s.withdrawFeePercent),
      freeTimes: s.withdrawFreeTimes,
      dailyLimit: s.withdrawDailyLimit,
      usedToday: used,
      remainingFree: Math.max(0, s.withdrawFreeTimes - used),
      remainingToday: Math.max(0, s.withdrawDailyLimit - used),
      turnover: money(wallet?.turnoverMilli ?? 0n),
      turnoverRequired: money(wallet?.turnoverRequiredMilli ?? 0n),
      hasFundPwd: member?.fundPasswordHash != null,
      hasCard: cards.length > 0,
    };
  }

  /**
   * A withdrawal request (docs/product.md §4, §5, §9): checks the fund password, the card (own, past its
   * delay), the range, the turnover and the daily count; sets the fee past the free count; and
   * holds the amount by moving it to the house 'withdrawals' account in the same transaction
   * (rather than `wallets.frozen`: the hold is then an ordinary ledger move, conserved and
   * audited like every other). Approval books the fee; rejection moves the amount back. The member's wallet row is locked
   * for the whole check-and-move, so concurrent requests cannot overspend or overcount.
   */
  async function withdraw(
    m: MemberRef,
    input: { amount: Milli; cardId: number; fundPwd: string; requestId?: string; otp?: string },
    clientKey: string | undefined,
    lang: Language,
  ) {
    // The fund password comes before anything else, replays included: a replayed request with a
    // wrong password must not answer "withdrawal succeeded" (issue #17). Hashing is slow on
    // purpose, so it is also checked before the wallet lock is taken.
    await checkFundPassword(db, m.memberId, input.fundPwd);
    const s = await loadSettings(db);
    const now = clock.now();
    const requestKey = requestKeyOf(
      input.requestId ?? clientKey,
      ['withdraw', m.memberId.toString(), input.amount.toString(), String(input.cardId)],
      now,
    );
    const requestHash = requestFingerprint('withdraw', input);
    const replay = sameRequest(await findOrderByRequest(db, m.memberId, DwKind.WITHDRAWAL, requestKey), requestHash);
    if (replay) return { ...orderView(replay, lang), replayed: true };
    // After the replay check: a retried request's code was already used by its first send.
    await requireOtp(db, m.memberId, input.otp, now);

    const cards = await listCards(db, m.memberId);
    if (cards.length === 0) throw rejected('wallet.noBankCard');
    const card = await findOwnCard(db, m.memberId, BigInt(input.cardId));
    if (!card) throw rejected('wallet.cardNotFound');
    if (card.usableAt > now) throw rejected('wallet.cardNotReady', { time: card.usableAt.toISOString() });
    // A blacklisted card or wallet address receives no withdrawal (issue #16 "Risk").
    await assertNotBlacklisted(db, { card: card.cardNo });
    const min = milliOf(s.withdrawMin);
    const max = milliOf(s.withdrawMax);
    if (input.amount < min || input.amount > max) {
      throw rejected('wallet.amountOutOfRange', { min: amountText(min), max: amountText(max) });
    }
    const dayFrom = dayStart(platformDate(now, s.platformTimeZone), s.platformTimeZone);

    const result = await db.transaction(async (tx) => {
      const wallet = await lockWallet(tx, m.memberId);
      if (!wallet) throw rejected('errors.balanceInsufficient');
      const again = sameRequest(await findOrderByRequest(tx, m.memberId, DwKind.WITHDRAWAL, requestKey), requestHash);
      if (again) return { order: again, replayed: true, balance: wallet.balance };
      if (wallet.lockedAt) throw rejected(WALLET_LOCKED);
      if (wallet.turnoverMilli < wallet.turnoverRequiredMilli) {
        throw rejected('wallet.turnoverInsufficient', {
          done: amountText(wallet.turnoverMilli),
          required: amountText(wallet.turnoverRequiredMilli),
        });
      }
      const used = await countWithdrawalsSince(tx, m.memberId, dayFrom);
      if (used >= s.withdrawDailyLimit)
        throw rejected('wallet.dailyLimitReached', { limit: s.withdrawDailyLimit });
      if (wallet.balance < input.amount) throw rejected('errors.balanceInsufficient');
      const fee = used >= s.withdrawFreeTimes ? withdrawalFee(input.amount, s.withdrawFeePercent) : 0n;
      const order = await insertOrder(
        tx,
        {
          memberId: m.memberId,
          kind: DwKind.WITHDRAWAL,
          status: DwStatus.PROCESSING,
          amount: input.amount,
          fee,
          actualAmount: input.amount - fee,
          cardId: card.id,
          cardTail: card.cardNo.slice(-4),
          channelType: card.kind === 1 ? 'bank' : 'crypto',
          requestKey,
          requestHash,
          createdAt: now,
        },
        () => newOrderNo(DwKind.WITHDRAWAL, now),
      );
      if (!order) throw rejected('errors.submitFailed');
      // The whole amount is held in the house 'withdrawals' account; the fee is taken from it on approval.
      const moved = await moveMoney(tx, {
        idempotencyKey: `withdraw:${order.orderNo}`,
        type: 'withdraw',
        from: memberAccount(m.memberId),
        to: houseAccount(HOUSE.withdrawals),
        amount: order.amount,
        memberId: m.memberId,
        refType: 'withdrawal',
        refId: order.orderNo,
      });
      const balance = moved.memberBalanceAfter ?? wallet.balance;
      await resetTurnover(tx, m.memberId);
      // The member is told at his verified channels and in his messages (issue #33).
      await securityAlert(tx, m.memberId, 'withdrawRequested', { amount: amountText(order.amount) }, now);
      return { order, replayed: false, balance };
    });
    return { ...orderView(result.order, lang), balance: money(result.balance), replayed: result.replayed };
  }

  /**
   * The review queue of withdrawals (status, account; paged): each with its review flags, who gave
   * its first approval, whether the next approval pays, and whether this operator may give the
   * second approval of a large one (issue #27).
   */
  async function listWithdrawals(
    q: { status?: number; account?: string; page: number; size: number },
    lang: Language,
    viewer: SessionOperator,
  ) {
    const { rows, total } = await reviewQueue(db, DwKind.WITHDRAWAL, q);
    const steps = await approvalSteps(rows.map((r) => r.order));
    const now = clock.now();
    const list = [];
    for (const r of rows) {
      const step = steps.get(r.order.orderNo);
      list.push({
        ...orderView(r.order, lang),
        account: r.account,
        flags: r.flags,
        firstApprovedBy: step?.firstApprovedBy ?? null,
        approvalPays: step?.pays ?? true,
        // The second approval of a large withdrawal: whether this operator may give it (issue #27).
        secondPerson:
          step?.firstApprovedId != null && r.order.status === DwStatus.PROCESSING
            ? await secondPersonFor(db, step.firstApprovedId, viewer, 'withdrawal.review', now)
            : null,
        channelName: r.channelName,
      });
    }
    return { list, total, page: q.page, size: q.size };
  }

  /**
   * For each withdrawal of a page: who gave its first approval, and whether the next approval pays
   * (below the two-person amount, or after a first approval) rather than being the first of two.
   */
  async function approvalSteps(orders: (typeof dwOrders.$inferSelect)[]) {
    const out = new Map<string, { firstApprovedBy: string | null; firstApprovedId: bigint | null; pays: boolean }>();
    const withdrawals = orders.filter((o) => o.kind === DwKind.WITHDRAWAL);
    if (withdrawals.length === 0) return out;
    const s = await loadSettings(db);
    const twoPersonMin = parseMoney(s.withdrawTwoPersonMin);
    const reviews = await db
      .select({ orderNo: withdrawalReviews.orderNo, first: operators.account, firstId: operators.id })
      .from(withdrawalReviews)
      .innerJoin(operators, eq(operators.id, withdrawalReviews.firstApprovedBy))
      .where(inArray(withdrawalReviews.orderNo, withdrawals.map((o) => o.orderNo)));
    const firstOf = new Map(reviews.map((r) => [r.orderNo, r]));
    for (const o of withdrawals) {
      const first = firstOf.get(o.orderNo) ?? null;
      const large = twoPersonMin.ok && o.amount >= twoPersonMin.milli;
      out.set(o.orderNo, { firstApprovedBy: first?.first ?? null, firstApprovedId: first?.firstId ?? null, pays: !large || first !== null });
    }
    return out;
  }

  /**
   * Where a withdrawal goes (issue #27 M7): the bank, branch, holder and full number of the card
   * (or the wallet address) the member chose. Only with `withdrawal.reveal`; each reveal is
   * audited with the operator, the order and the number's last four.
   */
  async function revealWithdrawalAccount(op: SessionOperator, orderNo: string) {
    return db.transaction(async (tx) => {
      const o = await tx.query.dwOrders.findFirst({
        where: and(eq(dwOrders.orderNo, orderNo), eq(dwOrders.kind, DwKind.WITHDRAWAL)),
      });
      if (!o) throw rejected('wallet.orderNotFound');
      const card = o.cardId === null ? undefined : await tx.query.memberCards.findFirst({ where: eq(memberCards.id, o.cardId) });
      if (!card) throw rejected('wallet.cardNotFound');
      await audit(tx, { ...byOperator(op), action: 'withdrawal.reveal', target: o.orderNo, detail: { bank: card.bankName, tail: card.cardNo.slice(-4), holder: card.holderName } });
      return {
        orderNo: o.orderNo,
        kind: card.kind,
        bankName: card.bankName,
        branch: card.branch,
        holderName: card.holderName,
        cardNo: card.cardNo,
      };
    });
  }

  const refuse = refuseTransition;
  const reviewed = (op: SessionOperator, status: number, reason: string | undefined) => reviewedBy(op, status, reason, clock.now());

  /**
   * Takes the review lock of a withdrawal for `op` (domain §4.1 [GP]: others are locked out), or
   * refreshes his own. One conditional upsert, so of two operators taking at once one wins.
   */
  async function takeLock(tx: Tx, op: SessionOperator, orderNo: string) {
    const now = clock.now();
    const [row] = await tx
      .insert(withdrawalReviews)
      .values({ orderNo, lockedBy: op.operatorId, lockedAt: now })
      .onConflictDoUpdate({
        target: withdrawalReviews.orderNo,
        set: { lockedBy: op.operatorId, lockedAt: now },
        setWhere: or(
          isNull(withdrawalReviews.lockedBy),
          eq(withdrawalReviews.lockedBy, op.operatorId),
          lt(withdrawalReviews.lockedAt, new Date(now.getTime() - LOCK_STALE_MS)),
        ),
      })
      .returning();
    return row ?? null;
  }

  /** The withdrawal in review, checked against the status the operator saw (a stale one is refused). */
  async function reviewable(tx: Tx, orderNo: string, seenStatus: number | undefined) {
    const o = await tx.query.dwOrders.findFirst({
      where: and(eq(dwOrders.orderNo, orderNo), eq(dwOrders.kind, DwKind.WITHDRAWAL)),
    });
    if (!o) throw rejected('wallet.orderNotFound');
    if (seenStatus !== undefined && o.status !== seenStatus) throw rejected('console.staleStatus');
    if (o.status !== DwStatus.PROCESSING) throw rejected('wallet.orderStateInvalid');
    return o;
  }

  const lockedOut = async (tx: Tx, orderNo: string): Promise<never> => {
    const r = await tx.query.withdrawalReviews.findFirst({ where: eq(withdrawalReviews.orderNo, orderNo) });
    const holder = r?.lockedBy ? await tx.query.operators.findFirst({ where: (o, { eq: e }) => e(o.id, r.lockedBy!) }) : undefined;
    throw rejected('console.lockedByOther', { account: holder?.account ?? '?' });
  };

  /**
   * Whether a provider payout of the withdrawal was asked and not refused (issue #28 §3): then it
   * is neither paid by hand nor rejected.
   */
  const payoutStarted = async (tx: Tx, orderNo: string) => {
    const row = await tx.query.payPayouts.findFirst({ where: eq(payPayouts.orderNo, orderNo) });
    return row !== undefined && row.status !== 'failed';
  };

  /** Take a withdrawal for review: others cannot approve or reject it while it is held. */
  async function takeWithdrawal(op: SessionOperator, orderNo: string, seenStatus: number | undefined, lang: Language) {
    return db.transaction(async (tx) => {
      const o = await reviewable(tx, orderNo, seenStatus);
      if (!(await takeLock(tx, op, orderNo))) return lockedOut(tx, orderNo);
      await audit(tx, { ...byOperator(op), action: 'withdrawal.take', target: orderNo, after: { lockedBy: op.account } });
      return { ...orderView(o, lang), lockedBy: op.account };
    });
  }

  async function releaseWithdrawal(op: SessionOperator, orderNo: string) {
    return db.transaction(async (tx) => {
      const released = await tx
        .update(withdrawalReviews)
        .set({ lockedBy: null, lockedAt: null })
        .where(and(eq(withdrawalReviews.orderNo, orderNo), eq(withdrawalReviews.lockedBy, op.operatorId)))
        .returning();
      if (released.length === 0) throw rejected('console.notLockedByYou');
      await audit(tx, { ...byOperator(op), action: 'withdrawal.release', target: orderNo, before: { lockedBy: op.account }, after: { lockedBy: null } });
      return null;
    });
  }

  /**
   * Approve a withdrawal (paid out): the held amount leaves; the fee is booked to 'fees'. The
   * approver must hold the review lock (taking it here when it is free). At or above the
   * two-person amount, the first approval only records who approved; another operator pays.
   */
  async function approveWithdrawal(
    op: SessionOperator,
    orderNo: string,
    input: { reason?: string; payoutRef?: string; payoutChannelId?: number; status?: number },
    lang: Language,
  ) {
    const { reason, status: seenStatus } = input;
    let payoutRef = input.payoutRef?.trim() || null;
    const s = await loadSettings(db);
    const twoPersonMin = parseMoney(s.withdrawTwoPersonMin);
    const viaProvider = payoutRef === null && input.payoutChannelId !== undefined;
    if (viaProvider) {
      if (!payouts) throw rejected('pay.payoutChannelUnusable');
      // Paid through a provider (issue #28 §3): the approval's checks, then the payout recorded,
      // in one transaction; the provider is asked outside it; its reference then pays as below.
      const firstOfTwo = await db.transaction(async (tx) => {
        const current = await reviewable(tx, orderNo, seenStatus);
        const lock = await takeLock(tx, op, orderNo);
        if (!lock) return lockedOut(tx, orderNo);
        if (twoPersonMin.ok && current.amount >= twoPersonMin.milli) {
          if (lock.firstApprovedBy === null) return true;
          await assertSecondPerson(tx, lock.firstApprovedBy, op.operatorId, clock.now());
        }
        await payouts.prepare(tx, current, input.payoutChannelId!, op.operatorId);
        return false;
      });
      if (!firstOfTwo) payoutRef = await payouts.send(orderNo);
    }
    // The member is told once the payout is committed (not on a first approval of two).
    let paid: bigint | null = null;
    const result = await db.transaction(async (tx) => {
      const current = await reviewable(tx, orderNo, seenStatus);
      const lock = await takeLock(tx, op, orderNo);
      if (!lock) return lockedOut(tx, orderNo);
      if (twoPersonMin.ok && current.amount >= twoPersonMin.milli) {
        if (lock.firstApprovedBy === null) {
          const now = clock.now();
          await tx
            .update(withdrawalReviews)
            .set({ firstApprovedBy: op.operatorId, firstApprovedAt: now, lockedBy: null, lockedAt: null })
            .where(eq(withdrawalReviews.orderNo, orderNo));
          await audit(tx, { ...byOperator(op), action: 'withdrawal.approveFirst', target: orderNo, before: { status: current.status },
            after: { status: current.status, firstApprovedBy: op.account },
            detail: { amount: formatMoney(current.amount), reason: reason ?? null } });
          return { ...orderView(current, lang), awaitingSecond: true };
        }
        await assertSecondPerson(tx, lock.firstApprovedBy, op.operatorId, clock.now());
      }
      // "Completed" tells the member the money was sent: only with the reference of the payment.
      if (payoutRef === null) throw rejected('console.payoutRefRequired');
      // A provider payout asked and not refused: the money may be on its way, not to be paid again by hand.
      if (!viaProvider && (await payoutStarted(tx, orderNo))) throw rejected('pay.payoutStarted');
      const o = await transitionOrder(
        tx,
        { orderNo, kind: DwKind.WITHDRAWAL },
        [DwStatus.PROCESSING],
        { ...reviewed(op, DwStatus.COMPLETED, reason), payoutRef },
      );
      if (!o) return refuse(tx, DwKind.WITHDRAWAL, orderNo);
      if (o.fee > 0n) {
        await moveMoney(tx, {
          idempotencyKey: `withdrawFee:${o.orderNo}`,
          type: 'withdrawFee',
          from: houseAccount(HOUSE.withdrawals),
          to: houseAccount(HOUSE.fees),
          amount: o.fee,
          memberId: o.memberId,
          refType: 'withdrawal',
          refId: o.orderNo,
        });
      }
      await tx.update(withdrawalReviews).set({ lockedBy: null, lockedAt: null }).where(eq(withdrawalReviews.orderNo, orderNo));
      await audit(tx, { ...byOperator(op), action: 'withdrawal.approve', target: o.orderNo, before: { status: current.status },
        after: { status: o.status },
        detail: { amount: formatMoney(o.amount), fee: formatMoney(o.fee), reason: reason ?? null, payoutRef,
          payoutChannelId: viaProvider ? input.payoutChannelId! : null } });
      // The member's Web Push notification (issue #31), sent by the outbox once this commits.
      await enqueuePush(tx, [{ memberId: o.memberId, kind: 'withdraw', amount: formatMoney(o.amount) }], clock.now());
      paid = o.memberId;
      // The member is told the money was sent (issue #33), in this transaction.
      await securityAlert(tx, o.memberId, 'withdrawPaid', { amount: amountText(o.amount) }, clock.now());
      return { ...orderView(o, lang), awaitingSecond: false };
    });
    if (paid !== null) await publishBalanceChanged(deps, [paid]);
    return result;
  }

  /** Reject a withdrawal: the held amount goes back to the member. The rejecter must hold the lock. */
  async function rejectWithdrawal(op: SessionOperator, orderNo: string, reason: string, lang: Language, seenStatus?: number) {
    const order = await db.transaction(async (tx) => {
      const current = await reviewable(tx, orderNo, seenStatus);
      if (!(await takeLock(tx, op, orderNo))) return lockedOut(tx, orderNo);
      if (await payoutStarted(tx, orderNo)) throw rejected('pay.payoutStarted');
      const o = await transitionOrder(
        tx,
        { orderNo, kind: DwKind.WITHDRAWAL },
        [DwStatus.PROCESSING],
        reviewed(op, DwStatus.REJECTED, reason),
      );
      if (!o) return refuse(tx, DwKind.WITHDRAWAL, orderNo);
      await moveMoney(tx, {
        idempotencyKey: `withdrawReturn:${o.orderNo}`,
        type: 'withdrawReturn',
        from: houseAccount(HOUSE.withdrawals),
        to: memberAccount(o.memberId),
        amount: o.amount,
        memberId: o.memberId,
        refType: 'withdrawal',
        refId: o.orderNo,
      });
      await tx.update(withdrawalReviews).set({ lockedBy: null, lockedAt: null }).where(eq(withdrawalReviews.orderNo, orderNo));
      await audit(tx, { ...byOperator(op), action: 'withdrawal.reject', target: o.orderNo, before: { status: current.status },
        after: { status: o.status },
        detail: { amount: formatMoney(o.amount), reason } });
      return o;
    });
    await publishBalanceChanged(deps, [order.memberId]);
    return orderView(order, lang);
  }

  return {
    withdrawRange,
    withdraw,
    listWithdrawals,
    takeWithdrawal,
    releaseWithdrawal,
    approveWithdrawal,
    rejectWithdrawal,
    revealWithdrawalAccount,
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
