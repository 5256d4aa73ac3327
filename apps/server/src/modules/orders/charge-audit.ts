/**
 * Charges that differ from the engine's count (issue #11): before, a number-pick two-sided line
 * (lô on 100 numbers, every Mark Six number) was charged as one bet whatever the picks. For an
 * operator who ran such a version, this lists every order (not cancelled) whose charged amount
 * differs from the engine's count × the amount per bet × the multiple, with the difference per
 * member. It reads orders in id order from a cursor, a bounded page at a time.
 */
import { and, asc, eq, gt, notInArray } from 'drizzle-orm';
import { doubleLineBets, formatMoney, stakeMilli, type Milli, type MoneyMode, type Play, type Selection } from '@lotus/engine';
import type { ChargeAudit } from '@lotus/contracts';
import { OrderStatus } from '@lotus/contracts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { lotteries, orders } from '../../db/lottery-schema.ts';
import { playOf } from '../lottery/index.ts';

/** Orders read per call at most, and differing orders listed at most. */
export const AUDIT_SCAN_MAX = 20_000;
export const AUDIT_LIST_MAX = 500;

type Row = Pick<typeof orders.$inferSelect, 'id' | 'playId' | 'selection' | 'moneyMode' | 'multiple' | 'unitAmountMilli' | 'amountMilli'>;

/** What the order should have cost, by the engine; undefined when its play no longer exists. */
export function expectedChargeMilli(o: Row): Milli | undefined {
  const found = playOf(o.playId);
  if (!found) return undefined;
  const play = found.play as unknown as Play;
  const selection = o.selection as Selection;
  if (!play.validate(selection).ok) return undefined;
  if (play.market === 'credit') return (o.unitAmountMilli ?? 0n) * BigInt(doubleLineBets(play, selection));
  return stakeMilli(play.countBets(selection), (o.moneyMode ?? 1) as MoneyMode, o.multiple);
}

export async function auditCharges(db: Db, q: { afterId: bigint; scan: number; limit: number }): Promise<ChargeAudit> {
  const rows = await db
    .select({
      id: orders.id,
      playId: orders.playId,
      selection: orders.selection,
      moneyMode: orders.moneyMode,
      multiple: orders.multiple,
      unitAmountMilli: orders.unitAmountMilli,
      amountMilli: orders.amountMilli,
      status: orders.status,
      issueNo: orders.issueNo,
      lotteryId: orders.lotteryId,
      lotteryCode: lotteries.code,
      account: members.account,
    })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .innerJoin(lotteries, eq(lotteries.id, orders.lotteryId))
    .where(and(gt(orders.id, q.afterId), notInArray(orders.status, [OrderStatus.CANCELLED_SELF, OrderStatus.CANCELLED_SYSTEM])))
    .orderBy(asc(orders.id))
    .limit(q.scan);
  const list: ChargeAudit['list'] = [];
  const byMember = new Map<string, { orders: number; difference: Milli }>();
  let unreadable = 0;
  for (const r of rows) {
    const expected = expectedChargeMilli(r);
    if (expected === undefined) {
      unreadable++;
      continue;
    }
    if (expected === r.amountMilli) continue;
    const difference = expected - r.amountMilli;
    const m = byMember.get(r.account) ?? { orders: 0, difference: 0n };
    m.orders++;
    m.difference += difference;
    byMember.set(r.account, m);
    if (list.length < q.limit)
      list.push({
        orderId: r.id.toString(),
        account: r.account,
        ticketId: r.lotteryId,
        lottery: r.lotteryCode,
        issue: r.issueNo,
        playId: r.playId,
        status: r.status,
        charged: formatMoney(r.amountMilli),
        expected: formatMoney(expected),
        difference: formatMoney(difference),
      });
  }
  const last = rows.at(-1);
  return {
    list,
    members: [...byMember.entries()]
      .sort((a, b) => (b[1].difference > a[1].difference ? 1 : b[1].difference < a[1].difference ? -1 : 0))
      .map(([account, m]) => ({ account, orders: m.orders, difference: formatMoney(m.difference) })),
    scanned: rows.length,
    unreadable,
    nextAfterId: rows.length === q.scan && last ? last.id.toString() : null,
  };
}
