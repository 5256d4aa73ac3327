/** Chase (追号) records and cancellation (docs/product.md §7 traceList, traceDetail, traceIssues, canCancelBy…). */
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { ChaseStatus, OrderStatus, type ChasePlanRow, type ChaseSummary } from '@lotus/contracts';
import { formatMoney } from '@lotus/engine';
import type { Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import { chases, issues, lotteries, orders } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney, placedSpan, placedWithin } from '../ledger/index.ts';
import { lotteryName } from '../lottery/index.ts';
import { paged } from '../../lib/paging.ts';

export function createChaseService(deps: AppDeps) {
  const { db, clock } = deps;

  async function summaries(memberId: bigint, page: { id: bigint; placedAt: Date | null }[]) {
    if (page.length === 0) return new Map<bigint, { settled: number; cancelled: number; win: bigint; first: string }>();
    const res = await db.execute(chaseSummariesSql(memberId, page));
    const rows = (res as unknown as { rows: { id: string; settled: number; cancelled: number; win: string; first: string }[] }).rows;
    return new Map(rows.map((r) => [BigInt(r.id), { settled: Number(r.settled), cancelled: Number(r.cancelled), win: BigInt(r.win), first: r.first }]));
  }

  async function list(memberId: bigint, q: { ticketId?: number | undefined; page: number; pageSize: number }, lang: Language) {
    const where = q.ticketId ? and(eq(chases.memberId, memberId), eq(chases.lotteryId, q.ticketId)) : eq(chases.memberId, memberId);
    const [rows, [total]] = await Promise.all([
      paged(
        db
          .select({ chase: chases, code: lotteries.code })
          .from(chases)
          .innerJoin(lotteries, eq(lotteries.id, chases.lotteryId))
          .where(where)
          .orderBy(desc(chases.id)),
        { page: q.page, size: q.pageSize },
      ),
      db.select({ n: count() }).from(chases).where(where),
    ]);
    const stats = await summaries(memberId, rows.map((r) => r.chase));
    const list: ChaseSummary[] = rows.map(({ chase, code }) => {
      const s = stats.get(chase.id);
      return {
        chaseId: chase.id.toString(),
        ticketId: chase.lotteryId,
        lottery: lotteryName(lang, code),
        startIssue: s?.first ?? '',
        issueCount: chase.issueCount,
        settledCount: s?.settled ?? 0,
        cancelledCount: s?.cancelled ?? 0,
        totalAmount: formatMoney(chase.totalMilli),
        winAmount: formatMoney(s?.win ?? 0n),
        stopOnWin: chase.stopOnWin,
        status: chase.status,
        createTime: chase.createdAt.getTime(),
      };
    });
    return { total: Number(total?.n ?? 0), page: q.page, pageSize: q.pageSize, list };
  }

  async function detail(memberId: bigint, chaseId: bigint, lang: Language) {
    const [head] = await db
      .select({ chase: chases, code: lotteries.code })
      .from(chases)
      .innerJoin(lotteries, eq(lotteries.id, chases.lotteryId))
      .where(and(eq(chases.id, chaseId), eq(chases.memberId, memberId)));
    if (!head) throw rejected('orders.notFound');
    const rows = await db
      .select({ order: orders, openCode: issues.result })
      .from(orders)
      .innerJoin(issues, eq(issues.id, orders.issueId))
      .where(and(eq(orders.chaseId, chaseId), placedWithin(orders.createdAt, placedSpan([head.chase.placedAt]))))
      .orderBy(asc(issues.endAt), asc(orders.id))
      .limit(10_000);
    const plans: ChasePlanRow[] = rows.map(({ order, openCode }) => ({
      planNo: order.issueNo,
      orderId: order.id.toString(),
      multiple: order.multiple,
      amount: formatMoney(order.amountMilli),
      status: order.status,
      winAmount: formatMoney(order.winMilli),
      openCode,
    }));
    return {
      chaseId: chaseId.toString(),
      ticketId: head.chase.lotteryId,
      lottery: lotteryName(lang, head.code),
      stopOnWin: head.chase.stopOnWin,
      status: head.chase.status,
      totalAmount: formatMoney(head.chase.totalMilli),
      plans,
    };
  }

  /** Issues a chase can still include: on sale now or later, in order. */
  async function chaseIssues(ticketId: number, num: number) {
    const now = clock.now();
    const [lottery] = await db.select({ id: lotteries.id }).from(lotteries).where(eq(lotteries.id, ticketId));
    if (!lottery) throw rejected('lottery.notFound');
    const rows = await db
      .select({ issue: issues.issueNo, startAt: issues.startAt, endAt: issues.endAt })
      .from(issues)
      .where(and(eq(issues.lotteryId, ticketId), eq(issues.status, 0), gt(issues.endAt, now)))
      .orderBy(asc(issues.endAt))
      .limit(num);
    return rows.map((r) => ({ issue: r.issue, startTime: r.startAt.getTime(), endTime: r.endAt.getTime() }));
  }

  /**
   * Cancels the member's planned orders of a chase that are still before their sales close (all of
   * them, or one plan number), refunds each and, when nothing is left to run, stops the chase.
   */
  async function cancel(memberId: bigint, chaseId: bigint, planNo?: string) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [chase] = await tx.select().from(chases).where(and(eq(chases.id, chaseId), eq(chases.memberId, memberId))).for('update');
      if (!chase) throw rejected('orders.notFound');
      const cancelled = await tx.execute(chaseCancelUpdate(memberId, chaseId, chase.placedAt, now, planNo));
      const rows = (cancelled as unknown as { rows: { id: string; amount: string }[] }).rows;
      if (rows.length === 0) throw rejected('orders.cannotCancel');
      let refunded = 0n;
      for (const r of rows) {
        await moveMoney(tx, {
          idempotencyKey: `cancel:${r.id}`,
          type: 'bet_cancel',
          from: houseAccount(HOUSE.stakes),
          to: memberAccount(memberId),
          amount: BigInt(r.amount),
          memberId,
          refType: 'order',
          refId: r.id,
        });
        refunded += BigInt(r.amount);
      }
      const left = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.chaseId, chaseId), inArray(orders.status, [OrderStatus.UNSETTLED]), placedWithin(orders.createdAt, placedSpan([chase.placedAt]))))
        .limit(1);
      if (left.length === 0) await tx.update(chases).set({ status: ChaseStatus.STOPPED }).where(eq(chases.id, chaseId));
      return { chaseId: chaseId.toString(), cancelled: rows.length, refund: formatMoney(refunded) };
    });
  }

  return { list, detail, chaseIssues, cancel };
}

export type ChaseService = ReturnType<typeof createChaseService>;

/**
 * The figures of a page of a member's chases from their orders, read within the span of the
 * chases' placed_at (each chase's orders were written at its placed_at): on PostgreSQL only those
 * months' partitions, not orders_chase_idx in every month (issue #30).
 */
export const chaseSummariesSql = (memberId: bigint, page: { id: bigint; placedAt: Date | null }[]) => sql`
  select chase_id::text as id,
    count(*) filter (where status in (3, 4))::int as settled,
    count(*) filter (where status in (5, 6))::int as cancelled,
    coalesce(sum(win_milli), 0)::text as win,
    min(issue_no) as first
  from orders where member_id = ${memberId} and chase_id in (${sql.join(page.map((c) => sql`${c.id}`), sql`, `)})
    and ${placedWithin(sql`created_at`, placedSpan(page.map((c) => c.placedAt)))}
  group by chase_id`;

/** A member's cancellation of his chase's open orders (all, or one plan number's), in the chase's month partition. */
export const chaseCancelUpdate = (memberId: bigint, chaseId: bigint, placedAt: Date | null, now: Date, planNo?: string) => sql`
  update orders o set status = ${OrderStatus.CANCELLED_SELF}, settled_at = ${now.toISOString()}
  from issues i
  where o.chase_id = ${chaseId} and o.member_id = ${memberId} and o.status = ${OrderStatus.UNSETTLED}
    and ${placedWithin(sql`o.created_at`, placedSpan([placedAt]))}
    and i.id = o.issue_id and i.status = 0 and i.end_at > ${now.toISOString()}
    ${planNo ? sql`and o.issue_no = ${planNo}` : sql``}
  returning o.id::text as id, o.amount_milli::text as amount`;
