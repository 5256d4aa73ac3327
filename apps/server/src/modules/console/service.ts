import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ALL_PERMISSIONS, DwKind, DwStatus, roleAllows, type ReviewFlag } from '@lotus/contracts';
import { formatMoney, parseMoney, type Milli } from '@lotus/engine';
import type { Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { consoleProposals, dwOrders, memberCards, members, operators, payPayouts, withdrawalReviews } from '../../db/schema.ts';
import { forbidden, rejected } from '../../lib/errors.ts';
import { requestFingerprint, sameRequest } from '../../lib/idempotency.ts';
import { applyGroupProposal } from './member-group.ts';
import { applyGroupOffsetProposal, GROUP_OFFSET_KIND } from './group-offset.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { publishBalanceChanged } from '../ledger/index.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/index.ts';
import { loadSettings, saveSettings, settingsAsText } from '../settings/index.ts';
import { orderView } from '../wallet/service.ts';
import { creditDeposit } from '../wallet/deposit-credit.ts';
import { transitionOrder } from '../wallet/repository.ts';

import { assertSecondPerson, secondPersonFor } from './two-person.ts';
import { OPERATOR_RESET_KIND, type AccessService } from './access.ts';
import { audit, byOperator } from '../audit/index.ts';
import { enqueuePush } from '../messages/index.ts';
import { rowsOf } from '../agents/repository.ts';
import { paged } from '../../lib/paging.ts';
import { amountText } from '../../lib/texts.ts';
import { securityAlert } from '../messages/index.ts';


/** The permission that confirms a proposal of `kind` (as `decideProposal` checks it). */
export function confirmPermission(kind: string): string {
  if (kind === GROUP_OFFSET_KIND) return 'lottery.manage';
  if (kind === OPERATOR_RESET_KIND) return '*';
  if (kind === 'member.group') return 'agent.manage';
  return 'member.adjust';
}

/** A member's third order of a kind within 24 h is flagged for review. */
const MANY_REQUESTS = 3;

/** A review lock older than this may be taken over (the operator who took it went away). */
const LOCK_STALE_MS = 15 * 60_000;

/**
 * The operators' review of deposits and withdrawals and manual balance adjustments. Each state
 * change is a conditional update (only an order still in the expected status moves), so two
 * operators acting at once cannot both approve, and the money move's idempotency key is the order.
 */
/**
 * Paying an approved withdrawal through a provider (issue #28 §3): built by modules/payments
 * (payout.ts) and handed in by buildApp, so that console does not import payments.
 */
export interface PayoutGateway {
  /** In the approval's transaction, after its checks: the payout's record (refused when the channel cannot pay). */
  prepare(tx: Tx, order: typeof dwOrders.$inferSelect, channelId: number, operatorId: bigint): Promise<void>;
  /** Outside any transaction: the provider pays (once per withdrawal); answers its reference. */
  send(orderNo: string): Promise<string>;
}

export function createConsoleService(deps: AppDeps, access: AccessService, options: { payouts?: PayoutGateway } = {}) {
  const { db, clock } = deps;
  const { payouts } = options;

  async function listOrders(
    kind: number,
    q: { status?: number; account?: string; page: number; size: number },
    lang: Language,
    viewer: SessionOperator,
  ) {
    const where: SQL[] = [eq(dwOrders.kind, kind)];
    if (q.status) where.push(eq(dwOrders.status, q.status));
    if (q.account) where.push(eq(members.account, q.account));
    const [rows, total] = await Promise.all([
      paged(
        db
          .select({ order: dwOrders, account: members.account })
          .from(dwOrders)
          .innerJoin(members, eq(members.id, dwOrders.memberId))
          .where(and(...where))
          .orderBy(desc(dwOrders.id)),
        q,
      ),
      db
        .select({ n: count() })
        .from(dwOrders)
        .innerJoin(members, eq(members.id, dwOrders.memberId))
        .where(and(...where)),
    ]);
    const flags = await reviewFlags(rows.map((r) => r.order));
    const steps = await approvalSteps(rows.map((r) => r.order));
    const channelNames = new Map((await loadSettings(db)).depositChannels.map((c) => [c.id, c.name]));
    const now = clock.now();
    const list = [];
    for (const r of rows) {
      const step = steps.get(r.order.orderNo);
      list.push({
        ...orderView(r.order, lang),
        account: r.account,
        flags: flags.get(r.order.id) ?? [],
        firstApprovedBy: step?.firstApprovedBy ?? null,
        approvalPays: step?.pays ?? true,
        // The second approval of a large withdrawal: whether this operator may give it (issue #27).
        secondPerson:
          step?.firstApprovedId != null && r.order.status === DwStatus.PROCESSING
            ? await secondPersonFor(db, step.firstApprovedId, viewer, 'withdrawal.review', now)
            : null,
        channelName: r.order.channelId !== null ? (channelNames.get(r.order.channelId) ?? null) : null,
      });
    }
    return {
      list,
      total: Number(total[0]?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  /**
   * The review flags of a page of orders (REVIEW_FLAGS), in one statement: each order's count of
   * the member's orders of its kind in the 24 h up to it, its card's age at the request, and any
   * operator credit (ledger 'adjustment' in) in the 7 days before it.
   */
  async function reviewFlags(orders: (typeof dwOrders.$inferSelect)[]): Promise<Map<bigint, ReviewFlag[]>> {
    const out = new Map<bigint, ReviewFlag[]>();
    if (orders.length === 0) return out;
    const s = await loadSettings(db);
    const large = parseMoney(s.withdrawTwoPersonMin);
    const ids = `{${orders.map((o) => o.id.toString()).join(',')}}`;
    const facts = rowsOf<{ id: string; recent: number; new_card: boolean; manual_credit: boolean }>(
      await db.execute(sql`
        select o.id::text as id,
          (select count(*) from dw_orders x where x.member_id = o.member_id and x.kind = o.kind
            and x.created_at > o.created_at - interval '24 hours' and x.created_at <= o.created_at)::int as recent,
          coalesce((select c.created_at > o.created_at - interval '24 hours' from member_cards c where c.id = o.card_id), false) as new_card,
          exists (select 1 from ledger l where l.member_id = o.member_id and l.type = 'adjustment' and l.amount > 0
            and l.created_at > o.created_at - interval '7 days' and l.created_at <= o.created_at) as manual_credit
        from dw_orders o where o.id = any(${ids}::bigint[])`),
    );
    const byId = new Map(facts.map((f) => [f.id, f]));
    for (const o of orders) {
      const f = byId.get(o.id.toString());
      const flags: ReviewFlag[] = [];
      if (large.ok && o.amount >= large.milli) flags.push('large');
      if (f && Number(f.recent) >= MANY_REQUESTS) flags.push('manyRequests');
      if (f?.new_card === true) flags.push('newCard');
      if (f?.manual_credit === true) flags.push('manualCredit');
      out.set(o.id, flags);
    }
    return out;
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

  /** Finds why a transition did not happen: no such order, or not in a state that allows it. */
  async function refuse(tx: Tx, kind: number, orderNo: string): Promise<never> {
    const exists = await tx.query.dwOrders.findFirst({
      where: and(eq(dwOrders.orderNo, orderNo), eq(dwOrders.kind, kind)),
    });
    throw rejected(exists ? 'wallet.orderStateInvalid' : 'wallet.orderNotFound');
  }

  const reviewed = (op: SessionOperator, status: number, reason: string | undefined) => ({
    status,
    reviewedBy: op.operatorId,
    reviewedAt: clock.now(),
    reviewReason: reason ?? null,
  });

  /** Approve a submitted deposit: credit the member from the house 'deposits' account. */
  async function approveDeposit(
    op: SessionOperator,
    orderNo: string,
    reason: string | undefined,
    lang: Language,
  ) {
    const s = await loadSettings(db);
    const order = await db.transaction(async (tx) => {
      const o = await transitionOrder(
        tx,
        { orderNo, kind: DwKind.DEPOSIT },
        [DwStatus.SUBMITTED],
        reviewed(op, DwStatus.COMPLETED, reason),
      );
      if (!o) return refuse(tx, DwKind.DEPOSIT, orderNo);
      await creditDeposit(tx, o, s.turnoverPercent, clock.now());
      await audit(tx, { ...byOperator(op), action: 'deposit.approve', target: o.orderNo, before: { status: DwStatus.SUBMITTED },
        after: { status: o.status },
        detail: { amount: formatMoney(o.amount), reason: reason ?? null } });
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
      if (!o) return refuse(tx, DwKind.DEPOSIT, orderNo);
      await audit(tx, { ...byOperator(op), action: 'deposit.reject', target: o.orderNo, after: { status: o.status }, detail: { amount: formatMoney(o.amount), reason } });
      return o;
    });
    return orderView(order, lang);
  }

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

  /**
   * Balance adjustment, two-person rule (issue #16): one operator proposes a credit (positive) or
   * debit (negative) with a reason; another confirms it and only then does money move.
   */
  async function proposeAdjust(
    op: SessionOperator,
    account: string,
    amount: Milli,
    reason: string,
    requestId: string | undefined,
  ) {
    const member = await db.query.members.findFirst({ where: eq(members.account, account) });
    if (!member) throw rejected('console.memberNotFound');
    return db.transaction(async (tx) => {
      const key = `adjust:${op.operatorId}:${requestId ?? randomUUID()}`;
      const fingerprint = requestFingerprint('adjust', { account: member.account, amount, reason });
      const existing = await tx.query.consoleProposals.findFirst({
        where: and(eq(consoleProposals.kind, 'member.adjust'), sql`${consoleProposals.payload}->>'key' = ${key}`),
      });
      if (existing) return proposalView(sameRequest({ ...existing, requestHash: existing.payload.fingerprint ?? null }, fingerprint), true);
      const [row] = await tx
        .insert(consoleProposals)
        .values({
          kind: 'member.adjust',
          target: member.account,
          payload: { amount: formatMoney(amount), reason, key, fingerprint },
          proposedBy: op.operatorId,
        })
        .returning();
      await audit(tx, { ...byOperator(op), action: 'member.adjust.propose', target: member.account, after: { proposalId: row!.id.toString(), status: 'pending' },
        detail: { amount: formatMoney(amount), reason } });
      return proposalView(row!, false);
    });
  }

  const proposalView = (p: typeof consoleProposals.$inferSelect, replayed: boolean) => ({
    id: p.id.toString(),
    kind: p.kind,
    target: p.target,
    amount: p.payload.amount ?? null,
    reason: p.payload.reason ?? null,
    status: p.status,
    proposedBy: p.proposedBy.toString(),
    createdAt: p.createdAt.toISOString(),
    replayed,
  });

  async function listProposals(q: { status?: string; page: number; size: number }, viewer: SessionOperator) {
    const where = q.status ? eq(consoleProposals.status, q.status) : undefined;
    const rows = await paged(
      db
        .select({ p: consoleProposals, proposer: sql<string>`(select account from operators where id = ${consoleProposals.proposedBy})` })
        .from(consoleProposals)
        .where(where)
        .orderBy(desc(consoleProposals.id)),
      q,
    );
    const [total] = await db.select({ n: count() }).from(consoleProposals).where(where);
    const now = clock.now();
    const list = [];
    for (const r of rows) {
      const secondPerson = r.p.status === 'pending' ? await secondPersonFor(db, r.p.proposedBy, viewer, confirmPermission(r.p.kind), now) : null;
      list.push({ ...proposalView(r.p, false), proposer: r.proposer, secondPerson });
    }
    return {
      list,
      total: Number(total?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  /**
   * Confirms (by another operator than the proposer) or refuses a pending proposal. The status
   * change is conditional, so of two confirmations at once one acts and the other is refused.
   */
  /** `kind`: only a proposal of this kind (calls of another screen, e.g. the lotteries', decide only theirs). */
  async function decideProposal(op: SessionOperator, id: number, confirm: boolean, kind?: string) {
    let adjusted: bigint | null = null;
    const result = await db.transaction(async (tx) => {
      const p = await tx.query.consoleProposals.findFirst({ where: eq(consoleProposals.id, BigInt(id)) });
      if (!p || (kind !== undefined && p.kind !== kind)) throw rejected('console.proposalNotFound');
      // A lottery's prize-group offset is decided by operators who may change lotteries.
      if (p.kind === GROUP_OFFSET_KIND && !roleAllows(op.permissions, 'lottery.manage')) throw forbidden();
      if (p.status !== 'pending') throw rejected('console.proposalDecided');
      // A super admin's reset is decided by super admins only.
      if (p.kind === OPERATOR_RESET_KIND && !op.permissions.includes(ALL_PERMISSIONS)) throw forbidden();
      if (confirm) await assertSecondPerson(tx, p.proposedBy, op.operatorId, clock.now());
      const [decided] = await tx
        .update(consoleProposals)
        .set({ status: confirm ? 'confirmed' : 'refused', decidedBy: op.operatorId, decidedAt: clock.now() })
        .where(and(eq(consoleProposals.id, p.id), eq(consoleProposals.status, 'pending')))
        .returning();
      if (!decided) throw rejected('console.proposalDecided');
      if (confirm && p.kind === GROUP_OFFSET_KIND) {
        await applyGroupOffsetProposal(tx, op, p);
        return { ...proposalView(decided, false), balance: null };
      }
      if (confirm && p.kind === OPERATOR_RESET_KIND) {
        await access.confirmReset(tx, op, p);
        return { ...proposalView(decided, false), balance: null };
      }
      if (confirm && p.kind === 'member.group') {
        // A prize-group change (two-person rule): the confirmer needs the same permission.
        if (!roleAllows(op.permissions, 'agent.manage')) throw forbidden();
        await applyGroupProposal(tx, op, p);
        return { ...proposalView(decided, false), balance: null };
      }
      if (!confirm) {
        await audit(tx, { ...byOperator(op), action: `${p.kind}.refuse`, target: p.target, before: { status: 'pending' }, after: { status: 'refused' }, detail: { proposalId: p.id.toString() } });
        return { ...proposalView(decided, false), balance: null };
      }
      const member = await tx.query.members.findFirst({ where: eq(members.account, p.target) });
      if (!member) throw rejected('console.memberNotFound');
      const parsed = parseMoney((p.payload.amount ?? '').replace(/^-/, ''));
      if (!parsed.ok) throw rejected('wallet.amountInvalid');
      const credit = !(p.payload.amount ?? '').startsWith('-');
      const before = await tx.query.wallets.findFirst({ where: (x, { eq: e }) => e(x.memberId, member.id) });
      const moved = await moveMoney(tx, {
        idempotencyKey: p.payload.key ?? `proposal:${p.id}`,
        type: 'adjustment',
        from: credit ? houseAccount(HOUSE.adjustments) : memberAccount(member.id),
        to: credit ? memberAccount(member.id) : houseAccount(HOUSE.adjustments),
        amount: parsed.milli,
        memberId: member.id,
        refType: 'adjustment',
        refId: p.id.toString(),
        remark: p.payload.reason,
      });
      const w = await tx.query.wallets.findFirst({ where: (x, { eq: e }) => e(x.memberId, member.id) });
      await audit(tx, { ...byOperator(op), action: 'member.adjust', target: member.account, before: { balance: formatMoney(before?.balance ?? 0n) },
        after: { balance: formatMoney(w?.balance ?? 0n) },
        detail: { amount: p.payload.amount, reason: p.payload.reason, proposalId: p.id.toString(), moveId: moved.moveId.toString() } });
      if (!moved.replayed) adjusted = member.id;
      return { ...proposalView(decided, false), balance: formatMoney(w?.balance ?? 0n) };
    });
    if (adjusted !== null) await publishBalanceChanged(deps, [adjusted]);
    return result;
  }

  const settings = () => settingsAsText(db);

  async function updateSettings(op: SessionOperator, values: Record<string, string>) {
    await db.transaction(async (tx) => {
      const current: Record<string, string> = await settingsAsText(tx);
      await saveSettings(tx, values);
      const before = Object.fromEntries(Object.keys(values).map((k) => [k, current[k] ?? null]));
      await audit(tx, { ...byOperator(op), action: 'settings.update', target: 'settings', before, after: values });
    });
    return settingsAsText(db);
  }

  return {
    listOrders,
    approveDeposit,
    rejectDeposit,
    takeWithdrawal,
    releaseWithdrawal,
    approveWithdrawal,
    rejectWithdrawal,
    revealWithdrawalAccount,
    proposeAdjust,
    listProposals,
    decideProposal,
    settings,
    updateSettings,
  };
}
