import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  DwKind,
  DwStatus,
  isFlagEnabled,
  ledgerTypesOf,
  TRADE_TYPES,
  type DwOrderView,
  type ProfitTotals,
} from '@lotus/contracts';
import { formatMoney, parseMoney, type Milli } from '@lotus/engine';
import { translate, type Language } from '@lotus/i18n';
import { tradeTypeName } from './trade-names.ts';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { dwOrders, ledger, members, moneyMoves } from '../../db/schema.ts';
import { sha256hex, verifyPassword } from '../../lib/crypto.ts';
import { requestFingerprint } from '../../lib/idempotency.ts';
import { rejected } from '../../lib/errors.ts';
import { publishBalanceChanged } from '../ledger/index.ts';
import { memberAccount, moveMoney } from '../ledger/index.ts';
import type { PlatformService } from '../platform/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { ProtectionService } from '../protection/index.ts';
import { dayRange } from './days.ts';
import { businessDaySql } from '../../lib/business-day.ts';
import * as repo from './repository.ts';
import { WALLET_LOCKED } from '../ledger/index.ts';
import { addToFigures, noFigures, profitOf } from '../ledger/index.ts';
import { paged } from '../../lib/paging.ts';

/** An amount setting (text) in milli-units; a bad one is a programming error. */
export const milliOf = (text: string): Milli => {
  const p = parseMoney(text);
  if (!p.ok) throw new Error(`bad amount setting ${text}`);
  return p.milli;
};
const money = (m: Milli) => formatMoney(m);

/** Transfer minimum 0.01 (docs/product.md §5, §9). */
export const TRANSFER_MIN_MILLI = 10n;

/** Turnover a credit of `amount` requires before the next withdrawal (setting turnoverPercent). */
export const turnoverFor = (amount: Milli, percent: number): Milli => (amount * BigInt(percent)) / 100n;

/** Order number: kind letter, UTC time to the second, 6 random digits. */
export function newOrderNo(kind: number, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${kind === DwKind.DEPOSIT ? 'D' : 'W'}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export interface MemberRef {
  memberId: bigint;
  account: string;
}

/**
 * The idempotency key of a money request: the client's `requestId` (body) or Idempotency-Key
 * header when given; otherwise derived from the request's content and a 10-second window, so an
 * automatic retry of the same request moves money once while a deliberate repeat later works.
 */
export function requestKeyOf(clientKey: string | undefined, derivedFrom: string[], now: Date): string {
  if (clientKey) return `c:${clientKey}`;
  return `d:${sha256hex([...derivedFrom, String(Math.floor(now.getTime() / 10_000))].join('|')).slice(0, 40)}`;
}

/** A deposit or withdrawal order as the member and the console read it (a pure presenter). */
export function orderView(o: typeof dwOrders.$inferSelect, lang: Language): DwOrderView {
  return {
    orderNo: o.orderNo,
    type: o.kind,
    status: o.status,
    // A completed withdrawal is one whose money was sent (with its reference): the member reads "paid" (issue #28 §3).
    statusName: translate(
      lang,
      o.kind === DwKind.WITHDRAWAL && o.status === DwStatus.COMPLETED ? 'wallet.status.paid' : `wallet.status.${o.status}`,
    ),
    amount: money(o.amount),
    fee: money(o.fee),
    actualAmount: money(o.actualAmount),
    channelType: o.channelType,
    cardTail: o.cardTail,
    payerName: o.payerName,
    txHash: o.txHash,
    remark: o.remark,
    reviewReason: o.reviewReason,
    payoutRef: o.payoutRef,
    createdAt: o.createdAt.toISOString(),
    submittedAt: o.submittedAt?.toISOString() ?? null,
    reviewedAt: o.reviewedAt?.toISOString() ?? null,
  };
}

/** Refuses a member without a fund password or with the wrong one. */
export async function checkFundPassword(db: DbOrTx, memberId: bigint, fundPwd: string) {
  const member = await db.query.members.findFirst({ where: eq(members.id, memberId) });
  if (!member?.fundPasswordHash) throw rejected('wallet.noFundPwd');
  if (!(await verifyPassword(member.fundPasswordHash, fundPwd))) throw rejected('member.fundPwdWrong');
}

export function createWalletService(deps: AppDeps, { platform, protection }: { platform: PlatformService; protection: ProtectionService }) {
  const { db, clock } = deps;

  /**
   * Transfer to another member (docs/product.md §7 swipe): platform flag `swipe` ('0' enabled), minimum
   * 0.01, fund password. Money taken in by transfer raises the receiver's turnover requirement
   * like a deposit, so transfers cannot wash deposits past the turnover rule.
   */
  async function swipe(
    m: MemberRef,
    input: { account: string; amount: Milli; fundPwd: string; requestId?: string },
    clientKey: string | undefined,
    host: string,
  ) {
    await checkFundPassword(db, m.memberId, input.fundPwd);
    const config = await platform.configFor(host);
    if (!isFlagEnabled(config.find((c) => c.cusName === 'swipe')?.cusText))
      throw rejected('wallet.transferDisabled');
    if (input.amount < TRANSFER_MIN_MILLI) throw rejected('wallet.transferMin');
    const receiver = await db.query.members.findFirst({ where: eq(members.account, input.account) });
    if (!receiver || receiver.status !== 1) throw rejected('wallet.transferTargetNotFound');
    if (receiver.id === m.memberId) throw rejected('wallet.transferSelf');
    // A member in time-out or self-exclusion takes no money in, transfers included.
    if (await protection.blockOf(receiver.id, clock.now())) throw rejected('protection.transferRefused');
    const member = await db.query.members.findFirst({ where: eq(members.id, m.memberId) });
    if (!member) throw rejected('wallet.transferTargetNotFound');
    const s = await loadSettings(db);
    const now = clock.now();
    const key = requestKeyOf(
      input.requestId ?? clientKey,
      ['swipe', m.memberId.toString(), receiver.id.toString(), input.amount.toString()],
      now,
    );
    const result = await db.transaction(async (tx: Tx) => {
      const locked = await repo.lockWallets(tx, [m.memberId, receiver.id]);
      // An operator's wallet lock (issue #16): the sender sends nothing, the receiver takes nothing in.
      const lockedOf = (id: bigint) => locked.some((w) => w?.memberId === id && w.lockedAt !== null);
      if (lockedOf(m.memberId)) throw rejected(WALLET_LOCKED);
      if (lockedOf(receiver.id)) throw rejected('wallet.transferTargetLocked');
      const moved = await moveMoney(tx, {
        idempotencyKey: `transfer:${m.memberId}:${key}`,
        type: 'transfer',
        from: memberAccount(m.memberId),
        to: memberAccount(receiver.id),
        amount: input.amount,
        memberId: m.memberId,
        refType: 'transfer',
        refId: `${member.account}>${receiver.account}`,
        requestHash: requestFingerprint('swipe', input),
      });
      if (!moved.replayed)
        await repo.addTurnoverRequired(tx, receiver.id, turnoverFor(input.amount, s.turnoverPercent));
      const wallet = await tx.query.wallets.findFirst({ where: (w, { eq: e }) => e(w.memberId, m.memberId) });
      return {
        account: receiver.account,
        amount: money(input.amount),
        balance: money(wallet?.balance ?? 0n),
        replayed: moved.replayed,
      };
    });
    // The sender's other tabs and the receiver both see the new balance without a refresh.
    if (!result.replayed) await publishBalanceChanged(deps, [m.memberId, receiver.id]);
    return result;
  }

  async function dwOrderList(
    m: MemberRef,
    q: { type?: number; status?: number; startDate?: string; endDate?: string; page: number; size: number },
    lang: Language,
  ) {
    const s = await loadSettings(db);
    const range = dayRange(q, clock.now(), s.platformTimeZone);
    const where: SQL[] = [
      eq(dwOrders.memberId, m.memberId),
      gte(dwOrders.createdAt, range.from),
      lt(dwOrders.createdAt, range.to),
    ];
    if (q.type) where.push(eq(dwOrders.kind, q.type));
    if (q.status) where.push(eq(dwOrders.status, q.status));
    const [rows, total] = await Promise.all([
      paged(
        db
          .select()
          .from(dwOrders)
          .where(and(...where))
          .orderBy(desc(dwOrders.id)),
        q,
      ),
      db
        .select({ n: count() })
        .from(dwOrders)
        .where(and(...where)),
    ]);
    return {
      list: rows.map((o) => orderView(o, lang)),
      total: Number(total[0]?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  const tradeTypes = (lang: Language) =>
    TRADE_TYPES.map((type) => ({ type, name: translate(lang, `wallet.trade.${type}`) }));

  /** Account changes (docs/product.md §3): number, type, amount, before, after, time; by type and days, paged. */
  async function balanceRecords(
    m: MemberRef,
    q: { type?: string; startDate?: string; endDate?: string; page: number; size: number },
    lang: Language,
  ) {
    const s = await loadSettings(db);
    const range = dayRange(q, clock.now(), s.platformTimeZone);
    const where: SQL[] = [
      eq(ledger.memberId, m.memberId),
      gte(ledger.createdAt, range.from),
      lt(ledger.createdAt, range.to),
    ];
    if (q.type) {
      // Each filter finds every ledger type filed under it (contracts TRADE_TYPE_LEDGER).
      const types = ledgerTypesOf(q.type);
      where.push(types.length === 1 ? eq(ledger.type, types[0]!) : inArray(ledger.type, types.length > 0 ? types : ['']));
    }
    const [rows, total] = await Promise.all([
      paged(
        db
          .select({
            id: ledger.id,
            type: ledger.type,
            amount: ledger.amount,
            before: ledger.balanceBefore,
            after: ledger.balanceAfter,
            time: ledger.createdAt,
            refType: moneyMoves.refType,
            refId: moneyMoves.refId,
          })
          .from(ledger)
          .innerJoin(moneyMoves, eq(moneyMoves.id, ledger.moveId))
          .where(and(...where))
          .orderBy(desc(ledger.id)),
        q,
      ),
      db
        .select({ n: count() })
        .from(ledger)
        .where(and(...where)),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id.toString(),
        type: r.type,
        typeName: tradeTypeName(lang, r.type),
        amount: money(r.amount),
        before: money(r.before),
        after: money(r.after),
        time: r.time.toISOString(),
        refType: r.refType,
        refId: r.refId,
      })),
      total: Number(total[0]?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  /** Sums of the member's ledger by platform day and type over a range. */
  async function sumsByDay(memberId: bigint, q: { startDate?: string; endDate?: string }) {
    const s = await loadSettings(db);
    const range = dayRange(q, clock.now(), s.platformTimeZone);
    const day = sql<string>`${businessDaySql(ledger.createdAt, s.platformTimeZone)}`;
    const rows = await db
      .select({
        day,
        type: ledger.type,
        credit: sql<string>`coalesce(sum(case when ${ledger.amount} > 0 then ${ledger.amount} else 0 end), 0)::text`,
        debit: sql<string>`coalesce(sum(case when ${ledger.amount} < 0 then -${ledger.amount} else 0 end), 0)::text`,
      })
      .from(ledger)
      .where(
        and(eq(ledger.memberId, memberId), gte(ledger.createdAt, range.from), lt(ledger.createdAt, range.to)),
      )
      .groupBy(day, ledger.type);
    return {
      range,
      rows: rows.map((r) => ({ day: r.day, type: r.type, credit: BigInt(r.credit), debit: BigInt(r.debit) })),
    };
  }

  function totals(rows: { type: string; credit: Milli; debit: Milli }[]) {
    const t = noFigures();
    for (const r of rows) addToFigures(t, r.type, r.credit, r.debit);
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(t)) out[k] = money(v);
    out.profit = money(profitOf(t));
    return out as ProfitTotals;
  }

  /** dailyProfit: the member's totals per platform day over the range, newest first. */
  async function dailyProfit(m: MemberRef, q: { startDate?: string; endDate?: string }) {
    const { range, rows } = await sumsByDay(m.memberId, q);
    const days = [...new Set(rows.map((r) => r.day))].sort().reverse();
    return {
      startDate: range.startDate,
      endDate: range.endDate,
      list: days.map((d) => ({ date: d, ...totals(rows.filter((r) => r.day === d)) })),
    };
  }

  /** member/summary: the personal report over the range, with the balance now. */
  async function summary(m: MemberRef, q: { startDate?: string; endDate?: string }) {
    const { range, rows } = await sumsByDay(m.memberId, q);
    const wallet = await db.query.wallets.findFirst({ where: (w, { eq: e }) => e(w.memberId, m.memberId) });
    return {
      startDate: range.startDate,
      endDate: range.endDate,
      balance: money(wallet?.balance ?? 0n),
      ...totals(rows),
    };
  }

  return {
    swipe,
    dwOrderList,
    tradeTypes,
    balanceRecords,
    dailyProfit,
    summary,
    orderView,
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
