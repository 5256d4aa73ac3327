import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { DwKind, DwStatus } from '@lotus/contracts';
import { formatMoney, type Milli } from '@lotus/engine';
import type { Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, dwOrders, members } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../auth/service.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { loadSettings, saveSettings, settingsAsText } from '../settings/service.ts';
import { createWalletService, turnoverFor } from '../wallet/service.ts';
import { addTurnoverRequired, transitionOrder } from '../wallet/repository.ts';

/** Every operator action writes one audit row in the transaction that does it. */
async function audit(
  tx: Tx,
  op: SessionOperator,
  action: string,
  target: string,
  detail: Record<string, unknown>,
) {
  await tx.insert(auditLog).values({
    actorKind: 'operator',
    actorId: op.operatorId.toString(),
    action,
    target,
    detail,
  });
}

/**
 * The operators' review of deposits and withdrawals and manual balance adjustments. Each state
 * change is a conditional update (only an order still in the expected status moves), so two
 * operators acting at once cannot both approve, and the money move's idempotency key is the order.
 */
export function createConsoleService(deps: AppDeps) {
  const { db, clock } = deps;
  const wallet = createWalletService(deps);

  async function listOrders(
    kind: number,
    q: { status?: number; account?: string; page: number; size: number },
    lang: Language,
  ) {
    const where: SQL[] = [eq(dwOrders.kind, kind)];
    if (q.status) where.push(eq(dwOrders.status, q.status));
    if (q.account) where.push(eq(members.account, q.account));
    const [rows, total] = await Promise.all([
      db
        .select({ order: dwOrders, account: members.account })
        .from(dwOrders)
        .innerJoin(members, eq(members.id, dwOrders.memberId))
        .where(and(...where))
        .orderBy(desc(dwOrders.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size),
      db
        .select({ n: count() })
        .from(dwOrders)
        .innerJoin(members, eq(members.id, dwOrders.memberId))
        .where(and(...where)),
    ]);
    return {
      list: rows.map((r) => ({ ...wallet.orderView(r.order, lang), account: r.account })),
      total: Number(total[0]?.n ?? 0),
      page: q.page,
      size: q.size,
    };
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
      await moveMoney(tx, {
        idempotencyKey: `deposit:${o.orderNo}`,
        type: 'deposit',
        from: houseAccount(HOUSE.deposits),
        to: memberAccount(o.memberId),
        amount: o.amount,
        memberId: o.memberId,
        refType: 'deposit',
        refId: o.orderNo,
      });
      await addTurnoverRequired(tx, o.memberId, turnoverFor(o.amount, s.turnoverPercent));
      await audit(tx, op, 'deposit.approve', o.orderNo, {
        amount: formatMoney(o.amount),
        reason: reason ?? null,
      });
      return o;
    });
    return wallet.orderView(order, lang);
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
      await audit(tx, op, 'deposit.reject', o.orderNo, { amount: formatMoney(o.amount), reason });
      return o;
    });
    return wallet.orderView(order, lang);
  }

  /** Approve a withdrawal (paid out): the held amount leaves; the fee is booked to 'fees'. */
  async function approveWithdrawal(
    op: SessionOperator,
    orderNo: string,
    reason: string | undefined,
    lang: Language,
  ) {
    const order = await db.transaction(async (tx) => {
      const o = await transitionOrder(
        tx,
        { orderNo, kind: DwKind.WITHDRAWAL },
        [DwStatus.PROCESSING],
        reviewed(op, DwStatus.COMPLETED, reason),
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
      await audit(tx, op, 'withdrawal.approve', o.orderNo, {
        amount: formatMoney(o.amount),
        fee: formatMoney(o.fee),
        reason: reason ?? null,
      });
      return o;
    });
    return wallet.orderView(order, lang);
  }

  /** Reject a withdrawal: the held amount goes back to the member. */
  async function rejectWithdrawal(op: SessionOperator, orderNo: string, reason: string, lang: Language) {
    const order = await db.transaction(async (tx) => {
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
      await audit(tx, op, 'withdrawal.reject', o.orderNo, { amount: formatMoney(o.amount), reason });
      return o;
    });
    return wallet.orderView(order, lang);
  }

  /** Credit (positive) or debit (negative) a member against the house 'adjustments' account. */
  async function adjust(
    op: SessionOperator,
    account: string,
    amount: Milli,
    reason: string,
    requestId: string | undefined,
  ) {
    const member = await db.query.members.findFirst({ where: eq(members.account, account) });
    if (!member) throw rejected('console.memberNotFound');
    const key = `adjust:${op.operatorId}:${requestId ?? randomUUID()}`;
    return db.transaction(async (tx) => {
      const credit = amount > 0n;
      const abs = credit ? amount : -amount;
      const moved = await moveMoney(tx, {
        idempotencyKey: key,
        type: 'adjustment',
        from: credit ? houseAccount(HOUSE.adjustments) : memberAccount(member.id),
        to: credit ? memberAccount(member.id) : houseAccount(HOUSE.adjustments),
        amount: abs,
        memberId: member.id,
        refType: 'adjustment',
        refId: op.account,
        remark: reason,
      });
      if (!moved.replayed) {
        await audit(tx, op, 'member.adjust', member.account, {
          amount: formatMoney(amount),
          reason,
          moveId: moved.moveId.toString(),
        });
      }
      const w = await tx.query.wallets.findFirst({ where: (x, { eq: e }) => e(x.memberId, member.id) });
      return {
        account: member.account,
        amount: formatMoney(amount),
        balance: formatMoney(w?.balance ?? 0n),
        replayed: moved.replayed,
      };
    });
  }

  const settings = () => settingsAsText(db);

  async function updateSettings(op: SessionOperator, values: Record<string, string>) {
    await db.transaction(async (tx) => {
      await saveSettings(tx, values);
      await audit(tx, op, 'settings.update', 'settings', values);
    });
    return settingsAsText(db);
  }

  async function auditTrail(q: { page: number; size: number }) {
    const rows = await db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size);
    return rows.map((r) => ({ ...r, id: r.id.toString(), createdAt: r.createdAt.toISOString() }));
  }

  return {
    listOrders,
    approveDeposit,
    rejectDeposit,
    approveWithdrawal,
    rejectWithdrawal,
    adjust,
    settings,
    updateSettings,
    auditTrail,
  };
}
