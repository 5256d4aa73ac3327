/**
 * The audit log in operators' words and units (issue #27): each entry names the member it is
 * about (by account, from the member id in its details or from the order, bonus or chat it
 * targets) and the lottery (by code), and amounts recorded in milli-units (`…Milli` keys) read in
 * money units. The console names the action in words (cons.auditAction.*).
 */
import { and, inArray, type SQL } from 'drizzle-orm';
import { formatMoney } from '@lotus/engine';
import type { Db } from '../../db/client.ts';
import { chatConversations, dwOrders, lotteries, members, orders, promoBonuses } from '../../db/schema.ts';
import { placedWithin, type IdFloors, type PlacedSpan } from '../ledger/index.ts';

type Entry = { action: string; target: string | null; detail: unknown };

/** Actions whose target is the member's (or agent's) account itself. */
const ACCOUNT_TARGET = /^(member|agent)\./;

const idOf = (target: string | null, prefix: string) => {
  const m = target ? new RegExp(`^${prefix}:(\\d{1,18})$`).exec(target) : null;
  return m ? BigInt(m[1]!) : null;
};
const memberIdIn = (detail: unknown) => {
  const v = detail && typeof detail === 'object' ? (detail as Record<string, unknown>).memberId : undefined;
  return (typeof v === 'string' || typeof v === 'number') && /^\d{1,18}$/.test(String(v)) ? BigInt(v) : null;
};
const ORDER_NO = /^[DW]\d{8,30}$/;

/**
 * The orders of `ids` (bets named by audit entries, of any month) within the span their ids say
 * (IdFloors.span): on PostgreSQL only those months' partitions are read (issue #30).
 */
export const auditedOrdersWhere = (ids: bigint[], span: PlacedSpan | null): SQL =>
  and(inArray(orders.id, ids), placedWithin(orders.createdAt, span))!;

/**
 * For each entry of a page (in order): the member account and the lottery code it concerns. The
 * orders it names are looked up within the span their ids say (IdFloors), those not found there
 * again without it.
 */
export async function auditSubjects(
  db: Db,
  rows: readonly Entry[],
  { idFloors, now }: { idFloors: IdFloors; now: Date },
): Promise<{ member: string | null; lottery: string | null }[]> {
  const need = (xs: (bigint | null)[]) => [...new Set(xs.filter((x): x is bigint => x !== null))];
  const orderNos = [...new Set(rows.map((r) => r.target).filter((t): t is string => t !== null && ORDER_NO.test(t)))];
  const betIds = need(rows.map((r) => idOf(r.target, 'order')));
  const bonusIds = need(rows.map((r) => idOf(r.target, 'bonus')));
  const chatIds = need(rows.map((r) => idOf(r.target, 'chat')));
  const lotteryIds = need(rows.map((r) => idOf(r.target, 'lottery')));
  const [dw, bets, bonuses, chats, lots] = await Promise.all([
    orderNos.length ? db.select({ k: dwOrders.orderNo, m: dwOrders.memberId }).from(dwOrders).where(inArray(dwOrders.orderNo, orderNos)) : [],
    idFloors.withFloorMany(db, 'orders', betIds, now, (span, ids) =>
      db.select({ k: orders.id, m: orders.memberId }).from(orders).where(auditedOrdersWhere(ids, span)), (r) => r.k),
    bonusIds.length ? db.select({ k: promoBonuses.id, m: promoBonuses.memberId }).from(promoBonuses).where(inArray(promoBonuses.id, bonusIds)) : [],
    chatIds.length ? db.select({ k: chatConversations.id, m: chatConversations.memberId }).from(chatConversations).where(inArray(chatConversations.id, chatIds)) : [],
    lotteryIds.length ? db.select({ k: lotteries.id, code: lotteries.code }).from(lotteries).where(inArray(lotteries.id, lotteryIds.map(Number))) : [],
  ]);
  const byKey = (xs: { k: unknown; m: bigint | null }[]) => new Map(xs.map((x) => [String(x.k), x.m]));
  const [dwM, betM, bonusM, chatM] = [byKey(dw), byKey(bets), byKey(bonuses), byKey(chats)];
  const memberIdOf = (r: Entry): bigint | null => {
    const t = r.target ?? '';
    return (
      memberIdIn(r.detail) ??
      (ORDER_NO.test(t) ? dwM.get(t) : undefined) ??
      betM.get(String(idOf(t, 'order'))) ??
      bonusM.get(String(idOf(t, 'bonus'))) ??
      chatM.get(String(idOf(t, 'chat'))) ??
      null
    );
  };
  const memberIds = need(rows.map(memberIdOf));
  const accounts = new Map(
    memberIds.length ? (await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.id, memberIds))).map((m) => [m.id, m.account]) : [],
  );
  const codes = new Map(lots.map((l) => [String(l.k), l.code]));
  return rows.map((r) => {
    const id = memberIdOf(r);
    const lotteryId = idOf(r.target, 'lottery');
    const named = ACCOUNT_TARGET.test(r.action) && r.target && /^[A-Za-z0-9_]{1,32}$/.test(r.target) ? r.target : null;
    return { member: id !== null ? (accounts.get(id) ?? named) : named, lottery: lotteryId !== null ? (codes.get(String(lotteryId)) ?? null) : null };
  });
}

/** A recorded value with its milli-unit amounts (keys ending in `Milli`) in money units, under the key without the suffix. */
export function inMoneyUnits(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => inMoneyUnits(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const milli = /^(.+)Milli$/i.exec(k);
    if (milli && (typeof v === 'number' || (typeof v === 'string' && /^-?\d{1,20}$/.test(v)))) out[milli[1]!] = formatMoney(BigInt(v));
    else out[k] = inMoneyUnits(v, depth + 1);
  }
  return out;
}
