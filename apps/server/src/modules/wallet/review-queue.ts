import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { parseMoney } from '@lotus/engine';
import type { ReviewFlag } from '@lotus/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { dwOrders, members } from '../../db/schema.ts';
import { paged } from '../../lib/paging.ts';
import { rowsOf } from '../../lib/rows.ts';
import { loadSettings } from '../settings/index.ts';
import { rowExists } from '../../db/row-exists.ts';

/** A member's third order of a kind within 24 h is flagged for review. */
const MANY_REQUESTS = 3;

/**
 * The review flags of a page of orders (REVIEW_FLAGS), in one statement: each order's count of
 * the member's orders of its kind in the 24 h up to it, its card's age at the request, and any
 * operator credit (ledger 'adjustment' in) in the 7 days before it.
 */
async function reviewFlags(db: DbOrTx, orders: (typeof dwOrders.$inferSelect)[]): Promise<Map<bigint, ReviewFlag[]>> {
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
        ${rowExists(sql`from ledger l where l.member_id = o.member_id and l.type = 'adjustment' and l.amount > 0
          and l.created_at > o.created_at - interval '7 days' and l.created_at <= o.created_at`)} as manual_credit
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
 * The operators' review queue of deposit or withdrawal orders (`kind`), newest first, paged: each
 * order with its member's account, its review flags and its deposit channel's name. The deposit
 * and withdrawal modules present it, each adding what its review needs.
 */
export async function reviewQueue(db: DbOrTx, kind: number, q: { status?: number; account?: string; page: number; size: number }) {
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
  const flags = await reviewFlags(db, rows.map((r) => r.order));
  const channelNames = new Map((await loadSettings(db)).depositChannels.map((c) => [c.id, c.name]));
  return {
    rows: rows.map((r) => ({
      order: r.order,
      account: r.account,
      flags: flags.get(r.order.id) ?? [],
      channelName: r.order.channelId !== null ? (channelNames.get(r.order.channelId) ?? null) : null,
    })),
    total: Number(total[0]?.n ?? 0),
  };
}

/** Finds why a review transition did not happen: no such order of that kind, or not in a state that allows it. */
export async function refuseTransition(tx: Tx, kind: number, orderNo: string): Promise<never> {
  const exists = await tx.query.dwOrders.findFirst({
    where: and(eq(dwOrders.orderNo, orderNo), eq(dwOrders.kind, kind)),
  });
  throw rejected(exists ? 'wallet.orderStateInvalid' : 'wallet.orderNotFound');
}

/** The review columns an operator's decision sets on a deposit or withdrawal. */
export const reviewedBy = (op: SessionOperator, status: number, reason: string | undefined, now: Date) => ({
  status,
  reviewedBy: op.operatorId,
  reviewedAt: now,
  reviewReason: reason ?? null,
});
