import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  DwStatus,
  type CallbackOutcome,
  type TransferReason,
  type TransferStatus,
  type VietqrView,
} from '@lotus/contracts';
import { formatMoney, parseMoney, type Milli } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { bankTransfers, members, operators, payCallbacks, payOrders } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { wholeText } from '../../lib/texts.ts';
import { paged } from '../../lib/paging.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { audit, byOperator } from '../audit/index.ts';
import { assertSecondPerson } from '../operators/index.ts';
import { publishBalanceChanged } from '../ledger/index.ts';
import { loadSettings, type DepositChannel, type Settings } from '../settings/index.ts';
import { completeDeposit, creditNewDeposit, findDeposit } from '../deposits/index.ts';
import { readSepay, sepayKeyValid } from './sepay.ts';
import { parseStatement } from './statement.ts';
import { newTransferCode, transferCodesIn, vietqrPayload } from './vietqr.ts';
import { rateMilli, vndOf } from './vnpay.ts';

/** How long a VietQR order takes a transfer (the member sees the time left). */
export const VIETQR_ORDER_MINUTES = 30;

/** A credit to one of the platform's accounts, as the bank feed or a statement reports it. */
export interface IncomingTransfer {
  source: 'sepay' | 'statement';
  /** The source's id of the transaction: the same id twice is one transfer. */
  feedId: string;
  bank: string | null;
  accountNo: string;
  /** Whole VND, positive, below 10^13. */
  amountVnd: bigint;
  content: string;
  referenceCode: string | null;
  /** When the bank booked it (GMT+7 in the sources), when known. */
  transferredAt: Date | null;
}

export type TakeResult =
  | { outcome: 'credited'; orderNo: string }
  | { outcome: 'unmatched'; reason: TransferReason }
  | { outcome: 'duplicate' };

export type SepayAnswer = { status: number; body: { success: boolean; message?: string } };

// eslint-disable-next-line no-control-regex
const clean = (s: string, max: number) => s.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, max);
const errorText = (err: unknown) => (err instanceof Error ? err.message.slice(0, 300) : 'unknown error');

/** A bank channel that shows VietQR: a BIN, an account a QR can carry, a rate. */
const vietqrChannel = (c: DepositChannel) =>
  c.type === 'bank' && Boolean(c.bin) && /^[A-Za-z0-9]{1,19}$/.test(c.accountNo ?? '') && rateMilli(c) !== null;

/** The VietQR channel of one of our accounts (the first, when two channels share it). */
const channelOfAccount = (s: Settings, accountNo: string) =>
  s.depositChannels.find((c) => vietqrChannel(c) && c.accountNo === accountNo) ?? null;

/**
 * Bank transfers by VietQR (issue #28 §2): the order's QR and transfer content, the matcher the
 * bank feed (SePay's webhook) and imported statements feed, and the console's queue of transfers
 * that matched no order, where operators match them (two-person at the large amount) or mark them
 * refunded. Every credit goes through modules/deposits (completeDeposit, creditNewDeposit), once per order.
 */
export function createTransfersService(deps: AppDeps) {
  const { db, clock, log, config } = deps;

  /**
   * depositPre on a VietQR bank channel: records the order's VND amount, account and a transfer
   * code unique among orders (a retry on a clash), and answers the QR payload. A replayed
   * depositPre answers the first record.
   */
  async function openTransfer(
    order: { orderNo: string; amount: Milli; createdAt: Date },
    channel: DepositChannel,
  ): Promise<VietqrView | null> {
    const rate = rateMilli(channel);
    if (!vietqrChannel(channel) || rate === null) return null;
    const amountVnd = vndOf(order.amount, rate);
    if (amountVnd <= 0n || amountVnd >= 10n ** 13n) return null;
    const find = () => db.query.payOrders.findFirst({ where: eq(payOrders.orderNo, order.orderNo) });
    let intent = await find();
    for (let attempt = 0; !intent && attempt < 8; attempt += 1) {
      const [row] = await db
        .insert(payOrders)
        .values({
          orderNo: order.orderNo,
          provider: 'vietqr',
          channelId: channel.id,
          terminal: channel.accountNo!,
          providerAmount: amountVnd,
          currency: 'VND',
          createdAt: order.createdAt,
          expiresAt: new Date(order.createdAt.getTime() + VIETQR_ORDER_MINUTES * 60_000),
          transferCode: newTransferCode(),
        })
        .onConflictDoNothing()
        .returning();
      intent = row ?? (await find());
    }
    if (!intent?.transferCode) throw new Error(`VietQR: no transfer code for ${order.orderNo}`);
    return {
      payload: vietqrPayload({
        bin: channel.bin!,
        accountNo: intent.terminal,
        amountVnd: intent.providerAmount,
        content: intent.transferCode,
      }),
      content: intent.transferCode,
      amountVnd: intent.providerAmount.toString(),
      bankBin: channel.bin!,
      expiresAt: intent.expiresAt.toISOString(),
    };
  }

  /** Why a new transfer cannot credit an order by itself, or the order it credits. */
  async function decide(
    tx: Tx,
    t: IncomingTransfer,
    s: Settings,
    now: Date,
  ): Promise<{ reason: TransferReason } | { intent: typeof payOrders.$inferSelect }> {
    if (!channelOfAccount(s, t.accountNo)) return { reason: 'unknownAccount' };
    const codes = transferCodesIn(t.content);
    const intents = codes.length
      ? await tx.select().from(payOrders).where(and(inArray(payOrders.transferCode, codes), eq(payOrders.provider, 'vietqr')))
      : [];
    if (intents.length === 0) return { reason: 'noCode' };
    const intent = intents.find((i) => i.providerAmount === t.amountVnd && i.terminal === t.accountNo);
    if (!intent) return { reason: intents.some((i) => i.terminal === t.accountNo) ? 'badAmount' : 'unknownAccount' };
    const order = await findDeposit(tx, intent.orderNo);
    if (!order) return { reason: 'noCode' };
    if (order.status === DwStatus.COMPLETED) return { reason: 'alreadyPaid' };
    const open = order.status === DwStatus.PROCESSING || order.status === DwStatus.SUBMITTED;
    // The bank's own time of the transfer when it says it (a statement imported days later), else now.
    if (!open || (t.transferredAt ?? now) > intent.expiresAt) return { reason: 'expired' };
    return { intent };
  }

  /**
   * The matcher: records the transfer once per source id (a conditional insert: of ten identical
   * deliveries at once, one records it and the others find it), then, in the same transaction,
   * credits the order whose code its content holds when the account and amount are the order's
   * and the order is open; anything else waits in the console's queue with the reason.
   */
  async function take(t: IncomingTransfer): Promise<TakeResult> {
    const now = clock.now();
    const s = await loadSettings(db);
    let credited: bigint | null = null;
    const result = await db.transaction(async (tx): Promise<TakeResult> => {
      const [row] = await tx
        .insert(bankTransfers)
        .values({
          source: t.source,
          feedId: t.feedId,
          bank: t.bank,
          accountNo: t.accountNo,
          amountVnd: t.amountVnd,
          content: t.content,
          referenceCode: t.referenceCode,
          transferredAt: t.transferredAt,
          status: 'unmatched',
        })
        .onConflictDoNothing()
        .returning({ id: bankTransfers.id });
      if (!row) return { outcome: 'duplicate' };
      const verdict = await decide(tx, t, s, now);
      const moved =
        'intent' in verdict
          ? await completeDeposit(tx, verdict.intent.orderNo, [DwStatus.PROCESSING, DwStatus.SUBMITTED], { reviewedAt: now }, s.turnoverPercent, now)
          : null;
      if (!moved) {
        // A second transfer for an order another one has just completed waits like any other.
        const reason = 'reason' in verdict ? verdict.reason : 'alreadyPaid';
        await tx.update(bankTransfers).set({ reason }).where(eq(bankTransfers.id, row.id));
        return { outcome: 'unmatched', reason };
      }
      await tx
        .update(payOrders)
        .set({ providerRef: (t.referenceCode ?? t.feedId).slice(0, 64), paidAt: now })
        .where(eq(payOrders.orderNo, moved.orderNo));
      await tx
        .update(bankTransfers)
        .set({ status: 'credited', orderNo: moved.orderNo, memberId: moved.memberId, resolvedAt: now })
        .where(eq(bankTransfers.id, row.id));
      credited = moved.memberId;
      return { outcome: 'credited', orderNo: moved.orderNo };
    });
    if (credited !== null) await publishBalanceChanged(deps, [credited]);
    return result;
  }

  /**
   * SePay's webhook. In order: the source address (PAY_ALLOWED_IPS), the key (nothing of the body
   * is read before it is checked), the body, then the matcher. Answers `{"success":true}` once the
   * transaction is taken, whatever became of it (SePay retries anything else, so a refusal
   * answers 4xx and an unexpected failure 503). Every call is recorded with its raw body.
   */
  async function sepayWebhook(raw: string, authorization: string | string[] | undefined, ip: string): Promise<SepayAnswer> {
    let transfer: IncomingTransfer | null = null;
    let orderNo: string | null = null;
    const answer = async (status: number, outcome: CallbackOutcome, message?: string): Promise<SepayAnswer> => {
      try {
        await db.insert(payCallbacks).values({
          provider: 'sepay',
          orderNo,
          outcome,
          answer: String(status),
          amount: transfer ? transfer.amountVnd.toString() : null,
          providerRef: transfer ? clean(transfer.referenceCode ?? transfer.feedId, 64) : null,
          remoteIp: clean(ip, 64),
          raw: clean(raw, 4000),
        });
      } catch (err) {
        log.error({ err: errorText(err) }, 'payment callback not recorded');
      }
      const ok = status >= 200 && status < 300;
      return { status, body: ok ? { success: true } : { success: false, ...(message ? { message } : {}) } };
    };
    try {
      if (config.payAllowedIps.length > 0 && !config.payAllowedIps.includes(ip.replace(/^::ffff:/, ''))) {
        return await answer(403, 'ipRefused', 'address not allowed');
      }
      if (!sepayKeyValid(authorization, config.sepay.apiKey)) return await answer(401, 'badSignature', 'invalid key');
      const read = readSepay(raw);
      if (read.kind === 'invalid') return await answer(400, 'invalid', 'not a transaction');
      if (read.kind === 'debit') return await answer(200, 'ignored');
      transfer = read.transfer;
      const taken = await take(read.transfer);
      if (taken.outcome === 'credited') orderNo = taken.orderNo;
      return await answer(200, taken.outcome);
    } catch (err) {
      log.error({ err: errorText(err) }, 'SePay webhook failed');
      return answer(503, 'error', 'try again');
    }
  }

  /** The console's list of the bank's credits, newest first (paged), by status. */
  async function listTransfers(q: { page: number; size: number; status?: TransferStatus }) {
    const where: SQL[] = q.status ? [eq(bankTransfers.status, q.status)] : [];
    const [rows, total] = await Promise.all([
      paged(
        db
          .select({ t: bankTransfers, member: members.account, proposer: operators.account })
          .from(bankTransfers)
          .leftJoin(members, eq(members.id, bankTransfers.memberId))
          .leftJoin(operators, eq(operators.id, bankTransfers.proposedBy))
          .where(and(...where))
          .orderBy(desc(bankTransfers.id)),
        q,
      ),
      db
        .select({ n: count() })
        .from(bankTransfers)
        .where(and(...where)),
    ]);
    return {
      list: rows.map(({ t, member, proposer }) => ({
        id: t.id.toString(),
        source: t.source,
        feedId: t.feedId,
        bank: t.bank,
        accountNo: t.accountNo,
        amountVnd: t.amountVnd.toString(),
        content: t.content,
        referenceCode: t.referenceCode,
        transferredAt: t.transferredAt?.toISOString() ?? null,
        status: t.status as TransferStatus,
        reason: (t.reason as TransferReason | null) ?? null,
        orderNo: t.orderNo,
        memberAccount: member ?? null,
        proposal: t.proposedBy !== null && t.proposedTarget ? { by: proposer ?? '?', target: t.proposedTarget } : null,
        note: t.note,
        createdAt: t.createdAt.toISOString(),
      })),
      total: Number(total[0]?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  /** The transfer in the queue, locked for the action. */
  async function unmatched(tx: Tx, id: bigint) {
    const [t] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, id)).for('update');
    if (!t) throw rejected('payments.transferNotFound');
    if (t.status !== 'unmatched') throw rejected('payments.transferNotUnmatched');
    return t;
  }

  /**
   * An operator credits an unmatched transfer: to a deposit order (open, expired or cancelled, of
   * the transfer's exact VND amount: the order's amount is credited), or to a member (a new
   * completed deposit of the transfer's VND at the account's channel rate, truncated). At or above
   * the large amount (withdrawTwoPersonMin) the first operator's match is a proposal, credited
   * when a second operator (two-person rule) confirms the same target.
   */
  async function matchTransfer(op: SessionOperator, input: { id: bigint; orderNo?: string; account?: string }) {
    const s = await loadSettings(db);
    const large = parseMoney(s.withdrawTwoPersonMin);
    const now = clock.now();
    let credited: bigint | null = null;
    const result = await db.transaction(async (tx) => {
      const t = await unmatched(tx, input.id);
      const channel = channelOfAccount(s, t.accountNo);
      const rate = channel ? rateMilli(channel) : null;
      const target = input.orderNo ? `order:${input.orderNo}` : `member:${input.account}`;
      let amount: Milli;
      let order: Awaited<ReturnType<typeof findDeposit>>;
      let memberId: bigint;
      if (input.orderNo) {
        order = await findDeposit(tx, input.orderNo);
        if (!order) throw rejected('wallet.orderNotFound');
        if (order.status === DwStatus.COMPLETED) throw rejected('payments.orderNotMatchable');
        const intent = await tx.query.payOrders.findFirst({ where: eq(payOrders.orderNo, order.orderNo) });
        const orderVnd = intent?.currency === 'VND' ? intent.providerAmount : rate !== null ? vndOf(order.amount, rate) : null;
        if (orderVnd !== t.amountVnd) {
          throw rejected('payments.transferAmountDiffers', { vnd: wholeText(t.amountVnd), orderVnd: orderVnd === null || orderVnd === undefined ? '?' : wholeText(orderVnd) });
        }
        amount = order.amount;
        memberId = order.memberId;
      } else {
        const member = await tx.query.members.findFirst({ where: eq(members.account, input.account!) });
        if (!member) throw rejected('console.memberNotFound');
        if (rate === null || !channel) throw rejected('payments.transferNoChannel');
        amount = (t.amountVnd * 1_000_000n) / rate;
        if (amount <= 0n) throw rejected('payments.transferNoChannel');
        memberId = member.id;
      }
      if (large.ok && amount >= large.milli) {
        if (t.proposedBy === null) {
          await tx.update(bankTransfers).set({ proposedBy: op.operatorId, proposedTarget: target }).where(eq(bankTransfers.id, t.id));
          await audit(tx, { ...byOperator(op), action: 'transfer.matchFirst', target: `transfer:${t.id}`,
            after: { proposedTarget: target }, detail: { amountVnd: t.amountVnd.toString(), amount: formatMoney(amount) } });
          return { status: 'unmatched' as const, awaitingSecond: true, orderNo: null };
        }
        if (t.proposedTarget !== target) throw rejected('payments.proposalOther', { target: t.proposedTarget ?? '?' });
        await assertSecondPerson(tx, t.proposedBy, op.operatorId, now);
      }
      const reviewReason = clean(`bank transfer ${t.referenceCode ?? t.feedId}`, 255);
      const moved = order
        ? await completeDeposit(tx, order.orderNo, [DwStatus.PROCESSING, DwStatus.SUBMITTED, DwStatus.REJECTED], { reviewedBy: op.operatorId, reviewedAt: now, reviewReason }, s.turnoverPercent, now)
        : await creditNewDeposit(
            tx,
            {
              memberId,
              amount,
              actualAmount: amount,
              channelId: channel!.id,
              channelType: 'bank',
              requestKey: `transfer:${t.id}`,
              createdAt: now,
              reviewedBy: op.operatorId,
              reviewedAt: now,
              reviewReason,
            },
            s.turnoverPercent,
            now,
          );
      if (!moved) throw rejected('payments.orderNotMatchable');
      await tx
        .update(bankTransfers)
        .set({ status: 'matched', orderNo: moved.orderNo, memberId: moved.memberId, resolvedBy: op.operatorId, resolvedAt: now })
        .where(eq(bankTransfers.id, t.id));
      await audit(tx, { ...byOperator(op), action: 'transfer.match', target: `transfer:${t.id}`,
        before: { status: 'unmatched' }, after: { status: 'matched', orderNo: moved.orderNo },
        detail: { amountVnd: t.amountVnd.toString(), amount: formatMoney(amount), target, proposedBy: t.proposedBy?.toString() ?? null } });
      credited = moved.memberId;
      return { status: 'matched' as const, awaitingSecond: false, orderNo: moved.orderNo };
    });
    if (credited !== null) await publishBalanceChanged(deps, [credited]);
    return result;
  }

  /** The transfer was sent back to its payer outside the platform: out of the queue, nothing credited. */
  async function refundTransfer(op: SessionOperator, input: { id: bigint; note: string }) {
    return db.transaction(async (tx) => {
      const t = await unmatched(tx, input.id);
      const now = clock.now();
      await tx
        .update(bankTransfers)
        .set({ status: 'refunded', note: input.note, resolvedBy: op.operatorId, resolvedAt: now })
        .where(eq(bankTransfers.id, t.id));
      await audit(tx, { ...byOperator(op), action: 'transfer.refund', target: `transfer:${t.id}`,
        before: { status: 'unmatched' }, after: { status: 'refunded' }, detail: { amountVnd: t.amountVnd.toString(), note: input.note } });
      return null;
    });
  }

  /** A statement's credits into the matcher, line by line (each line once, however often imported). */
  async function importStatement(op: SessionOperator, input: { csv: string; accountNo: string }) {
    const statement = parseStatement(input.csv, input.accountNo);
    if (!statement.ok) throw rejected(statement.key);
    const counts = { credited: 0, unmatched: 0, duplicate: 0 };
    for (const credit of statement.credits) counts[(await take(credit)).outcome] += 1;
    await audit(db, { ...byOperator(op), action: 'transfer.import', target: `account:${input.accountNo}`,
      detail: { format: statement.format, lines: statement.lines, ...counts, skipped: statement.skipped } });
    return { format: statement.format, lines: statement.lines, ...counts, skipped: statement.skipped };
  }

  return { openTransfer, take, sepayWebhook, listTransfers, matchTransfer, refundTransfer, importStatement };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
