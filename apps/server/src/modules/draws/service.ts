/**
 * The issue lifecycle after sales: close, draw (house: provably fair; official: an operator's
 * audited entry), cancel late official draws, and the public verification of a draw. Each step
 * is one transaction guarded by the issue's status, so repeating it (a crash, a second
 * scheduler) changes nothing twice.
 */
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { PushType, pushTopics, type DrawVerification, type PushEvent } from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import { auditLog, issues, lotteries, orders, seedChains } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { explainDraw, familyOf, formatDraw, parseDraw } from '../lottery/index.ts';
import { commitmentOf, deriveDraw, seedOnChain } from './fairness.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { audit, byOperator } from '../audit/index.ts';
import { assertSecondPerson } from '../operators/index.ts';
import { outer } from '../../db/outer.ts';

/** Issues handled per step per tick (bounded work). */
export const STEP_LIMIT = 200;

export function createDrawService(deps: AppDeps) {
  const { db, clock, push, log } = deps;

  function openPrize(ticketId: number, issueNo: string, code: string): PushEvent {
    return { type: PushType.OPEN_PRIZE, data: { ticketId, issue: issueNo, code }, at: clock.now().getTime() };
  }
  async function publish(events: PushEvent[]) {
    for (const e of events) await push.publish(pushTopics.broadcast, e).catch((err: unknown) => log.warn({ err }, 'push failed'));
  }

  /**
   * Closes sales of every issue whose end has passed. The unsettled orders of an issue that waits
   * for an official result become "drawing"; a house issue is drawn when it closes (its draw time
   * is its end) and settled in the same scheduler pass, so its orders go straight from unsettled
   * to won or lost — marking 100,000 orders "drawing" first cost as much as settling them, and
   * delayed every winner's push (issue #18). Settlement, refunds and cancellations read both
   * statuses as open.
   */
  async function closeDue(now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const closed = await tx
        .update(issues)
        .set({ status: 1 })
        .where(
          inArray(
            issues.id,
            tx
              .select({ id: issues.id })
              .from(issues)
              .where(and(eq(issues.status, 0), lte(issues.endAt, now)))
              .orderBy(asc(issues.endAt))
              .limit(STEP_LIMIT),
          ),
        )
        .returning({ id: issues.id, lotteryId: issues.lotteryId });
      // Only issues waiting for an official result: a house issue's orders would be read for nothing
      // (orders_issue_idx has no status: every order of the issue).
      const official = new Set(
        closed.length === 0
          ? []
          : (await tx.select({ id: lotteries.id }).from(lotteries).where(and(inArray(lotteries.id, [...new Set(closed.map((c) => c.lotteryId))]), ne(lotteries.drawKind, 'house')))).map((l) => l.id),
      );
      const waiting = closed.filter((c) => official.has(c.lotteryId));
      if (waiting.length > 0) {
        await tx
          .update(orders)
          .set({ status: 2 })
          .where(and(inArray(orders.issueId, waiting.map((c) => c.id)), eq(orders.status, 1)));
      }
      return closed.length;
    });
  }

  /** Draws closed house issues whose draw time has come: result from the issue's chain seed. */
  async function drawDue(now: Date): Promise<{ count: number; lotteryIds: Set<number> }> {
    const due = await db
      .select({ issue: issues, lottery: lotteries })
      .from(issues)
      .innerJoin(lotteries, eq(lotteries.id, issues.lotteryId))
      .where(and(eq(issues.status, 1), lte(issues.drawAt, now), eq(lotteries.drawKind, 'house')))
      .orderBy(asc(issues.drawAt))
      .limit(STEP_LIMIT);
    const drawn: { id: bigint; code: string; lotteryId: number; issueNo: string }[] = [];
    for (const { issue, lottery } of due) {
      const family = familyOf(lottery.family, issue.drawAt);
      if (!family || !issue.seed) continue;
      drawn.push({ id: issue.id, code: deriveDraw(family, lottery.code, issue.issueNo, issue.seed).code, lotteryId: lottery.id, issueNo: issue.issueNo });
    }
    if (drawn.length === 0) return { count: 0, lotteryIds: new Set() };
    // One statement for the pass (a restart after downtime catches up on many issues at once).
    const values = sql.join(drawn.map((d) => sql`(${d.id}::bigint, ${d.code}::text)`), sql`, `);
    const res = await db.execute(sql`
      update issues set status = 2, result = v.code, drawn_at = ${now.toISOString()}
      from (values ${values}) as v(id, code)
      where issues.id = v.id and issues.status = 1
      returning issues.id::text as id`);
    const done = new Set((res as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
    // The newest draw of each lottery is announced (clients refetch what they show).
    const newest = new Map<number, (typeof drawn)[number]>();
    for (const d of drawn) if (done.has(d.id.toString())) newest.set(d.lotteryId, d);
    await publish([...newest.values()].map((d) => openPrize(d.lotteryId, d.issueNo, d.code)));
    return { count: done.size, lotteryIds: new Set(newest.keys()) };
  }

  /** Official issues without a result past their grace period are cancelled (their bets refunded). */
  async function cancelLate(now: Date): Promise<number> {
    const cancelled = await db
      .update(issues)
      .set({ status: 4, cancelReason: 'late_draw' })
      .where(
        and(
          eq(issues.status, 1),
          sql`${outer(issues.lotteryId)} in (select id from lotteries where draw_kind = 'official')`,
          sql`${outer(issues.drawAt)} + make_interval(mins => (select grace_minutes from lotteries l where l.id = ${outer(issues.lotteryId)})) < ${now.toISOString()}`,
        ),
      )
      .returning({ id: issues.id });
    return cancelled.length;
  }

  /**
   * Official results take two operators (the two-person rule, docs/product.md §6): the first
   * entry is a proposal; a second, different operator entering the same numbers confirms it and
   * draws the issue. Both steps are audited. A different entry replaces the proposal.
   */
  async function enterResult(operatorId: bigint, ticketId: number, issueNo: string, codeText: string) {
    const now = clock.now();
    const [lottery] = await db.select().from(lotteries).where(eq(lotteries.id, ticketId));
    if (!lottery) throw rejected('lottery.notFound');
    if (lottery.drawKind !== 'official') throw rejected('lottery.notOfficial');
    const [issue] = await db.select().from(issues).where(and(eq(issues.lotteryId, ticketId), eq(issues.issueNo, issueNo)));
    if (!issue) throw rejected('lottery.issueNotFound');
    const family = familyOf(lottery.family, issue.drawAt);
    const draw = family ? parseDraw(family, codeText) : undefined;
    if (!draw) {
      // Says what is wrong (issue #27): the count, the range, the digits, a repeat.
      const why = family ? explainDraw(family, codeText) : null;
      throw rejected(why?.key ?? 'lottery.resultInvalid', why?.params ?? {});
    }
    const code = formatDraw(draw);
    const target = `issue:${lottery.code}:${issueNo}`;
    const outcome = await db.transaction(async (tx) => {
      // The issue row serialises concurrent entries.
      const [locked] = await tx
        .select({ status: issues.status, endAt: issues.endAt, result: issues.result, settleAfter: issues.settleAfter })
        .from(issues)
        .where(eq(issues.id, issue.id))
        .for('update');
      if (!locked || locked.status === 4) return 'cancelled' as const;
      // A source-imported result still in its hold may be replaced (by two operators, as ever).
      const held = locked.status === 2 && locked.settleAfter !== null && locked.settleAfter > now;
      if (locked.status >= 2 && !held) return 'exists' as const;
      if (locked.endAt > now) return 'selling' as const;
      const [proposal] = await tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'lottery.result.propose'), eq(auditLog.target, target)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      const proposed = (proposal?.detail as { code?: string } | null)?.code;
      if (!proposal || proposal.actorId === String(operatorId) || proposed !== code) {
        await audit(tx, { actorKind: 'operator', actorId: String(operatorId), action: 'lottery.result.propose', target, detail: { code } });
        return 'proposed' as const;
      }
      // The same numbers from another operator confirm them, if he is a second person (issue #26).
      await assertSecondPerson(tx, BigInt(proposal.actorId), operatorId, now);
      // Locks the issue's open orders: a settlement batch that started on a held result finishes
      // first, and if it settled anything the result stands.
      await tx.update(orders).set({ status: 2 }).where(and(eq(orders.issueId, issue.id), eq(orders.status, 1)));
      if (held) {
        const [settled] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.issueId, issue.id), inArray(orders.status, [3, 4]))).limit(1);
        if (settled) return 'exists' as const;
      }
      await tx.update(issues).set({ status: 2, result: code, drawnAt: now, settleAfter: null }).where(eq(issues.id, issue.id));
      await audit(tx, {
        actorKind: 'operator',
        actorId: String(operatorId),
        action: 'lottery.result',
        target,
        detail: { code, proposedBy: proposal.actorId, ...(held ? { replaced: locked.result } : {}) },
      });
      return 'confirmed' as const;
    });
    if (outcome === 'cancelled') throw rejected('lottery.issueCancelled');
    if (outcome === 'exists') throw rejected('lottery.resultExists');
    if (outcome === 'selling') throw rejected('lottery.resultStillSelling');
    if (outcome === 'confirmed') await publish([openPrize(ticketId, issueNo, code)]);
    return { ticketId, issue: issueNo, code, confirmed: outcome === 'confirmed' };
  }

  /**
   * Closes an official issue's sales now instead of at its scheduled end (one operator: it only
   * stops bets), e.g. when the official draw is held early. Its open orders wait for the result as
   * at a normal close; the draw time, and so the grace period before a late-draw cancellation,
   * stay as scheduled. Audited with the scheduled and the actual end.
   */
  async function closeSales(op: SessionOperator, ticketId: number, issueNo: string, reason: string) {
    const now = clock.now();
    const [lottery] = await db.select().from(lotteries).where(eq(lotteries.id, ticketId));
    if (!lottery) throw rejected('lottery.notFound');
    if (lottery.drawKind !== 'official') throw rejected('lottery.notOfficial');
    const outcome = await db.transaction(async (tx) => {
      const [issue] = await tx
        .select({ id: issues.id, status: issues.status, startAt: issues.startAt, endAt: issues.endAt })
        .from(issues)
        .where(and(eq(issues.lotteryId, ticketId), eq(issues.issueNo, issueNo)))
        .for('update');
      if (!issue) return 'missing' as const;
      if (issue.status !== 0 || issue.startAt > now || issue.endAt <= now) return 'notOnSale' as const;
      await tx.update(issues).set({ status: 1, endAt: now }).where(eq(issues.id, issue.id));
      const waiting = await tx
        .update(orders)
        .set({ status: 2 })
        .where(and(eq(orders.issueId, issue.id), eq(orders.status, 1)))
        .returning({ id: orders.id });
      await audit(tx, { ...byOperator(op), action: 'lottery.closeSales', target: `issue:${lottery.code}:${issueNo}`, before: { status: 0, endAt: issue.endAt.toISOString() },
        after: { status: 1, endAt: now.toISOString() },
        detail: { reason, orders: waiting.length } });
      return waiting.length;
    });
    if (outcome === 'missing') throw rejected('lottery.issueNotFound');
    if (outcome === 'notOnSale') throw rejected('lottery.notOnSale');
    return { ticketId, issue: issueNo, closedAt: now.toISOString(), orders: outcome };
  }

  /**
   * A result from a configured result source (result-source.ts), already validated against the
   * family. Applied directly (docs/decisions.md "Result sources"): the issue is drawn as an
   * operator's confirmed result draws it, audited with the source as the actor, and held
   * `holdMinutes` before settlement so operators can replace it. Only a closed issue within its
   * grace period takes it; anything else is left as it is.
   */
  async function applySourceResult(
    ticketId: number,
    issueNo: string,
    draw: readonly (number | string)[],
    source: { name: string; holdMinutes: number },
  ): Promise<boolean> {
    const now = clock.now();
    const code = formatDraw(draw);
    const applied = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: issues.id, status: issues.status, drawAt: issues.drawAt, graceMinutes: lotteries.graceMinutes, code: lotteries.code, drawKind: lotteries.drawKind })
        .from(issues)
        .innerJoin(lotteries, eq(lotteries.id, issues.lotteryId))
        .where(and(eq(issues.lotteryId, ticketId), eq(issues.issueNo, issueNo)))
        .for('update', { of: issues });
      if (!row || row.drawKind !== 'official' || row.status !== 1) return false;
      if (row.drawAt > now || row.drawAt.getTime() + row.graceMinutes * 60_000 < now.getTime()) return false;
      const settleAfter = new Date(now.getTime() + source.holdMinutes * 60_000);
      await tx.update(issues).set({ status: 2, result: code, drawnAt: now, settleAfter }).where(eq(issues.id, row.id));
      await tx.update(orders).set({ status: 2 }).where(and(eq(orders.issueId, row.id), eq(orders.status, 1)));
      await audit(tx, {
        actorKind: 'source',
        actorId: source.name.slice(0, 64),
        action: 'lottery.result.source',
        target: `issue:${row.code}:${issueNo}`,
        detail: { code, settleAfter: settleAfter.toISOString() },
      });
      return true;
    });
    if (applied) await publish([openPrize(ticketId, issueNo, code)]);
    return applied;
  }

  /** Public verification of a house draw: the revealed seed against commitment, chain and result. */
  async function verify(ticketId: number, issueNo: string): Promise<DrawVerification> {
    const [row] = await db
      .select({ issue: issues, lottery: lotteries, chain: { anchor: seedChains.anchor } })
      .from(issues)
      .innerJoin(lotteries, eq(lotteries.id, issues.lotteryId))
      .leftJoin(seedChains, eq(seedChains.id, issues.chainId))
      .where(and(eq(issues.lotteryId, ticketId), eq(issues.issueNo, issueNo)));
    if (!row) throw rejected('lottery.issueNotFound');
    const { issue, lottery } = row;
    if (lottery.drawKind !== 'house') throw rejected('lottery.notOfficial');
    if (issue.status < 2 || issue.status === 4 || !issue.seed || !issue.result) throw rejected('lottery.notDrawn');
    const family = familyOf(lottery.family, issue.drawAt);
    if (!family) throw rejected('lottery.notFound');
    const derived = deriveDraw(family, lottery.code, issue.issueNo, issue.seed);
    const anchor = row.chain?.anchor ?? '';
    return {
      ticketId,
      lottery: lottery.code,
      issue: issue.issueNo,
      commitment: issue.commitment ?? '',
      seed: issue.seed,
      hmac: derived.hmac,
      code: issue.result,
      chainAnchor: anchor,
      chainIndex: issue.chainIndex ?? 0,
      checks: {
        commitmentMatches: commitmentOf(issue.seed) === issue.commitment,
        chainMatches: seedOnChain(issue.seed, issue.chainIndex ?? 0, anchor),
        resultMatches: derived.code === issue.result,
      },
    };
  }

  return { closeDue, drawDue, cancelLate, enterResult, closeSales, applySourceResult, verify };
}

export type DrawService = ReturnType<typeof createDrawService>;
