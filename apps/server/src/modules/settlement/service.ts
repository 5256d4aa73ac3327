/**
 * Settlement (ARCHITECTURE.md "Lotteries, issues and draws"): after the draw each issue is
 * settled once, in batches. A batch locks its orders (SKIP LOCKED, so a second scheduler takes
 * other rows), computes wins with the engine's settle and money functions, and in the same
 * transaction updates the orders (only those still unsettled) and moves payouts, push refunds and
 * rebates through the ledger under per-order idempotency keys. A crash rolls the batch back; the
 * next run resumes with the orders still unsettled, so each winner is paid exactly once.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { OrderStatus, PushType, pushTopics, type PushEvent } from '@lotus/contracts';
import {
  creditItems,
  formatMoney,
  settleBetLine,
  settleDoubleLine,
  type Draw,
  type LotteryRules,
  type Milli,
  type MoneyMode,
  type Play,
  type Selection,
} from '@lotus/engine';
import { rulesOf } from '../lottery/rules.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, chases, issues, lotteries, orders } from '../../db/schema.ts';
import { onIssueSettled } from '../promo/hooks.ts';
import { HOUSE, creditMany, type CreditInput } from '../ledger/service.ts';
import { bigintArray, smallintArray } from '../../db/arrays.ts';
import { familyOf, parseDraw, playOf } from '../lottery/families.ts';
import { orderRebates } from './rebates.ts';
import { decideHolds, insertHolds } from '../risk/holds.ts';

/**
 * Orders per settlement transaction by default (the scheduler's is the config's
 * `settleBatchSize`, SETTLE_BATCH_SIZE). Every write of a batch is one set statement whatever its
 * size, so a large batch costs a few round trips for thousands of orders.
 */
export const SETTLE_BATCH = 10_000;
/** Pushes in flight at once after a batch (the broker takes them one by one otherwise). */
const PUBLISH_CONCURRENCY = 100;

interface OrderRow {
  id: bigint;
  memberId: bigint;
  playId: number;
  selection: unknown;
  moneyMode: number | null;
  multiple: number;
  unitAmountMilli: bigint | null;
  amountMilli: bigint;
  prizeGroup: number;
  rebateChain: [string, number][] | null;
  chaseId: bigint | null;
  issueNo: string;
  content: string;
  betCount: number;
}

export interface SettledOrder {
  orderId: bigint;
  memberId: bigint;
  status: number;
  winMilli: Milli;
  refundMilli: Milli;
}

/** Wins of one order by the engine's line settlement (settle.ts) under the lottery's rules. */
export function settleOrder(
  o: Pick<OrderRow, 'playId' | 'selection' | 'moneyMode' | 'multiple' | 'unitAmountMilli' | 'prizeGroup' | 'content'> & { betCount: number },
  draw: readonly (number | string)[],
  rules: LotteryRules,
): { winMilli: Milli; refundMilli: Milli } {
  const found = playOf(o.playId);
  if (!found) throw new Error(`settle: unknown play ${o.playId}`);
  const play = found.play as unknown as Play;
  const selection = o.selection as Selection;
  const d = draw as Draw;
  if (play.market === 'credit') {
    // `playItemId`, or `playItemId:picks` for number-pick plays (the picks are in the selection).
    const id = o.content.split(':', 1)[0];
    const item = creditItems(play).find((i) => String(i.playItemId) === id);
    if (!item) throw new Error(`settle: unknown item ${o.content}`);
    return settleDoubleLine({ item, amountMilli: o.unitAmountMilli ?? 0n, bets: o.betCount, selection }, d, rules);
  }
  const line = { play, selection, mode: (o.moneyMode ?? 1) as MoneyMode, multiple: o.multiple, bets: o.betCount, lineNo: 1 };
  const settled = settleBetLine(line, d, rules, o.prizeGroup);
  if (!settled.ok) throw new Error(`settle: ${settled.code}`);
  return settled.result;
}

export function createSettlementService(deps: AppDeps) {
  const { db, clock, push, log } = deps;

  /** After the batch's commit, win events first (what a winner waits for), then balance changes. */
  async function publishAll(events: { topic: string; event: PushEvent }[]) {
    for (let i = 0; i < events.length; i += PUBLISH_CONCURRENCY) {
      await Promise.all(
        events.slice(i, i + PUBLISH_CONCURRENCY).map((e) => push.publish(e.topic, e.event).catch((err: unknown) => log.warn({ err }, 'push failed'))),
      );
    }
  }

  /**
   * Settles up to `limit` orders of a drawn issue. Returns how many were settled; 0 means the
   * issue had nothing left, and it is then marked settled.
   */
  async function settleBatch(issueId: bigint, limit = SETTLE_BATCH): Promise<number> {
    const now = clock.now();
    const events: { topic: string; event: PushEvent }[] = [];
    const count = await db.transaction(async (tx) => {
      // No JIT for the batch's statements (see creditMany: it compiled for longer than they run).
      await tx.execute(sql`set local jit = off`);
      const [head] = await tx
        .select({ issue: issues, lottery: lotteries })
        .from(issues)
        .innerJoin(lotteries, eq(lotteries.id, issues.lotteryId))
        .where(and(eq(issues.id, issueId), eq(issues.status, 2)));
      if (!head || !head.issue.result) return 0;
      const { issue, lottery } = head;
      // Batches walk the open orders in id order from the issue's cursor (the partial index
      // orders_open_issue_idx), so each reads only its own rows, not every order settled before.
      const cursor = issue.settledThrough ?? 0n;
      const family = familyOf(lottery.family, issue.drawAt);
      const draw = family ? parseDraw(family, issue.result!) : undefined;
      if (!family || !draw) throw new Error(`settle: issue ${issueId} has no valid draw`);
      const batch: OrderRow[] = await tx
        .select({
          id: orders.id,
          memberId: orders.memberId,
          playId: orders.playId,
          selection: orders.selection,
          moneyMode: orders.moneyMode,
          multiple: orders.multiple,
          unitAmountMilli: orders.unitAmountMilli,
          amountMilli: orders.amountMilli,
          prizeGroup: orders.prizeGroup,
          rebateChain: orders.rebateChain,
          chaseId: orders.chaseId,
          issueNo: orders.issueNo,
          content: orders.content,
          betCount: orders.betCount,
        })
        .from(orders)
        .where(and(eq(orders.issueId, issueId), inArray(orders.status, [OrderStatus.UNSETTLED, OrderStatus.DRAWING]), gt(orders.id, cursor)))
        .orderBy(orders.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (batch.length === 0) {
        const [left] = await tx
          .select({ first: sql<string | null>`min(${orders.id})::text` })
          .from(orders)
          .where(and(eq(orders.issueId, issueId), inArray(orders.status, [OrderStatus.UNSETTLED, OrderStatus.DRAWING])));
        if (!left?.first) {
          const done = await tx
            .update(issues)
            .set({ status: 3, settledAt: now })
            .where(and(eq(issues.id, issueId), eq(issues.status, 2)))
            .returning({ id: issues.id });
          // Once per issue (the status guard): its valid bets feed the withdrawal turnover and
          // the promotions (issue #15; one definition, domain §2.2 item 1).
          if (done.length > 0) await onIssueSettled(tx, issueId, now);
        } else if (BigInt(left.first) <= cursor) {
          // Open orders behind the cursor: another process's batch rolled back after a later one
          // moved the cursor on. Go back for them on the next pass.
          await tx.update(issues).set({ settledThrough: BigInt(left.first) - 1n }).where(eq(issues.id, issueId));
        }
        return 0;
      }
      const rules = rulesOf(lottery);
      // Win caps (settings on the lottery): per order, and per member on one issue across batches.
      const memberIds = [...new Set(batch.map((o) => o.memberId))];
      const paidRes = await tx.execute(sql`
        select member_id::text as member_id, coalesce(sum(win_milli), 0)::text as won from orders
        where issue_id = ${issueId} and status = ${OrderStatus.WON}
          and member_id = any(${bigintArray(memberIds)})
        group by member_id`);
      const wonOnIssue = new Map(
        (paidRes as unknown as { rows: { member_id: string; won: string }[] }).rows.map((r) => [BigInt(r.member_id), BigInt(r.won)]),
      );
      // An order the engine cannot settle (a row no current rule reads) must not hold back the
      // issue's other orders: it is set aside — cancelled by the system, its stake refunded —
      // and reported to operators in the audit trail.
      const setAside: { o: OrderRow; error: string }[] = [];
      const results = batch.map((o) => {
        let money: { winMilli: Milli; refundMilli: Milli };
        try {
          money = settleOrder(o, draw, rules);
        } catch (err) {
          setAside.push({ o, error: err instanceof Error ? err.message : String(err) });
          return { o, win: 0n, refund: o.amountMilli, rebate: 0n, status: OrderStatus.CANCELLED_SYSTEM };
        }
        let win = money.winMilli > lottery.maxOrderWinMilli ? lottery.maxOrderWinMilli : money.winMilli;
        const before = wonOnIssue.get(o.memberId) ?? 0n;
        const room = lottery.maxIssueWinMilli > before ? lottery.maxIssueWinMilli - before : 0n;
        if (win > room) win = room;
        wonOnIssue.set(o.memberId, before + win);
        return { o, win, refund: money.refundMilli, rebate: 0n, status: win > 0n ? OrderStatus.WON : OrderStatus.NOT_WON };
      });
      // Every credit of the batch (payouts, push refunds, set-aside refunds, rebates) is made by
      // one creditMany under the per-order keys, so a resumed batch pays nothing twice.
      const credits: CreditInput[] = [];
      const winners = new Set<bigint>();
      // Risk holds (issue #16): a held win is settled but not paid; its payout waits in risk_holds.
      const held = await decideHolds(tx, results);
      for (const r of results) {
        const ref = { refType: 'order', refId: r.o.id.toString(), memberId: r.o.memberId };
        if (r.status === OrderStatus.CANCELLED_SYSTEM) {
          credits.push({ ...ref, idempotencyKey: `refund:${r.o.id}`, type: 'bet_refund', from: HOUSE.stakes, amount: r.refund });
          winners.add(r.o.memberId);
          continue;
        }
        if (r.win > 0n && !held.has(r.o.id)) {
          credits.push({ ...ref, idempotencyKey: `win:${r.o.id}`, type: 'payout', from: HOUSE.payouts, amount: r.win });
          winners.add(r.o.memberId);
          events.push({
            topic: pushTopics.member(r.o.memberId),
            event: {
              type: PushType.WIN,
              data: { orderId: r.o.id.toString(), ticketId: lottery.id, issue: r.o.issueNo, winAmount: formatMoney(r.win), openStatus: OrderStatus.WON },
              at: now.getTime(),
            },
          });
        }
        if (r.refund > 0n) {
          credits.push({ ...ref, idempotencyKey: `push:${r.o.id}`, type: 'bet_refund', from: HOUSE.stakes, amount: r.refund });
          winners.add(r.o.memberId);
        }
        // Rebates by the chain snapshotted when the bet was placed (issue #14); the order keeps
        // only the bettor's own share, so his profit is his own.
        const rebates = orderRebates(r.o, { status: r.status, refundMilli: r.refund });
        credits.push(...rebates.credits);
        for (const c of rebates.credits) winners.add(c.memberId);
        r.rebate = rebates.ownMilli;
      }
      // One update for the batch, a column per array parameter (db/arrays.ts). As a VALUES list of
      // 2,500 parameters it took 5.6 of 12.5 s when settling 100,000 orders; as one JSON parameter
      // it parsed and cast every field of every row.
      await tx.execute(sql`
        update orders set status = v.status, win_milli = v.win, refund_milli = v.refund, rebate_milli = v.rebate, settled_at = ${now.toISOString()}
        from unnest(${bigintArray(results.map((r) => r.o.id))}, ${smallintArray(results.map((r) => r.status))}, ${bigintArray(results.map((r) => r.win))},
          ${bigintArray(results.map((r) => r.refund))}, ${bigintArray(results.map((r) => r.rebate))}) as v(id, status, win, refund, rebate)
        where orders.id = v.id and orders.status in (1, 2)`);
      // Chases that stop after a win: later undrawn issues are cancelled and refunded (domain §1),
      // their refunds made with the batch's other credits (one creditMany: one lock order).
      const stopping = [...new Set(results.filter((r) => r.win > 0n && r.o.chaseId !== null).map((r) => r.o.chaseId!))];
      if (stopping.length > 0) {
        const stop = await tx.select({ id: chases.id }).from(chases).where(and(inArray(chases.id, stopping), eq(chases.stopOnWin, true), eq(chases.status, 1)));
        for (const c of stop) {
          for (const refund of await stopChaseOrders(tx, c.id, issue.endAt, now)) {
            credits.push(refund);
            winners.add(refund.memberId);
          }
          await tx.update(chases).set({ status: 3 }).where(eq(chases.id, c.id));
        }
      }
      // creditMany locks every wallet the batch credits at once in id order, then the house
      // shards: one lock order for all. (The betting turnover is the issue's valid bet, added once
      // when the issue is settled: onIssueSettled.)
      await creditMany(tx, credits);
      await insertHolds(tx, lottery.id, results, held);
      if (setAside.length > 0) {
        await tx.insert(auditLog).values(
          setAside.map(({ o, error }) => ({
            actorKind: 'system',
            actorId: 'settlement',
            action: 'settlement.order.setAside',
            target: `order:${o.id}`,
            detail: { lotteryId: lottery.id, issue: o.issueNo, playId: o.playId, content: o.content.slice(0, 200), error: error.slice(0, 500) },
          })),
        );
        for (const { o, error } of setAside) {
          log.error({ orderId: o.id.toString(), issue: o.issueNo, lotteryId: lottery.id, error }, 'settlement: order set aside and refunded');
        }
      }
      // Chases with nothing left to run are finished.
      const touched = [...new Set(batch.filter((o) => o.chaseId !== null).map((o) => o.chaseId!))];
      if (touched.length > 0) {
        await tx.execute(sql`
          update chases c set status = 2
          where c.id = any(${bigintArray(touched)}) and c.status = 1
            and not exists (select 1 from orders o where o.chase_id = c.id and o.status in (1, 2) and o.issue_id <> ${issueId})`);
      }
      // The cursor moves last: the issue row is the final lock a batch takes (after wallets and
      // house shards), so two settlers of one issue cannot wait on each other in a cycle.
      const last = batch[batch.length - 1]!.id;
      await tx
        .update(issues)
        .set({ settledThrough: sql`greatest(coalesce(${issues.settledThrough}, 0), ${last}::bigint)` })
        .where(eq(issues.id, issueId));
      for (const m of winners) events.push({ topic: pushTopics.member(m), event: { type: PushType.BALANCE, data: {}, at: now.getTime() } });
      return batch.length;
    });
    await publishAll(events);
    return count;
  }

  /**
   * Cancels a chase's orders on issues after `after` that are not drawn yet, and returns their
   * refunds for the caller's creditMany.
   */
  async function stopChaseOrders(tx: Tx, chaseId: bigint, after: Date, now: Date): Promise<CreditInput[]> {
    const rows = await tx.execute(sql`
      update orders o set status = ${OrderStatus.CANCELLED_SYSTEM}, settled_at = ${now.toISOString()}
      from issues i
      where o.chase_id = ${chaseId} and o.status in (1, 2) and i.id = o.issue_id and i.status in (0, 1) and i.end_at > ${after.toISOString()}
      returning o.id::text as id, o.member_id::text as member_id, o.amount_milli::text as amount`);
    return (rows as unknown as { rows: { id: string; member_id: string; amount: string }[] }).rows.map((r) => ({
      idempotencyKey: `chase-stop:${r.id}`,
      type: 'chase_refund',
      from: HOUSE.stakes,
      amount: BigInt(r.amount),
      memberId: BigInt(r.member_id),
      refType: 'order',
      refId: r.id,
    }));
  }

  /** Refunds up to `limit` orders of a cancelled issue (status 6, cancelled by system). */
  async function refundBatch(issueId: bigint, limit = SETTLE_BATCH): Promise<number> {
    const now = clock.now();
    const members = new Set<bigint>();
    const count = await db.transaction(async (tx) => {
      const rows = await tx.execute(sql`
        update orders o set status = ${OrderStatus.CANCELLED_SYSTEM}, settled_at = ${now.toISOString()}
        where o.id in (
          select o2.id from orders o2 join issues i on i.id = o2.issue_id
          where o2.issue_id = ${issueId} and i.status = 4 and o2.status in (1, 2)
          order by o2.id limit ${limit} for update of o2 skip locked)
        returning o.id::text as id, o.member_id::text as member_id, o.amount_milli::text as amount`);
      const list = (rows as unknown as { rows: { id: string; member_id: string; amount: string }[] }).rows;
      for (const r of list) members.add(BigInt(r.member_id));
      await creditMany(
        tx,
        list.map((r) => ({
          idempotencyKey: `refund:${r.id}`,
          type: 'bet_refund',
          from: HOUSE.stakes,
          amount: BigInt(r.amount),
          memberId: BigInt(r.member_id),
          refType: 'order',
          refId: r.id,
        })),
      );
      return list.length;
    });
    await publishAll([...members].map((m) => ({ topic: pushTopics.member(m), event: { type: PushType.BALANCE, data: {}, at: now.getTime() } })));
    return count;
  }

  return { settleBatch, refundBatch };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
