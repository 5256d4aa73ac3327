/**
 * Re-settling a settled official issue with a corrected result (issue #16 "re-settle"), with the
 * two-person rule official results have: the first operator's request is a proposal of the
 * corrected result (audited); a second, different operator entering the same result carries it
 * out. Built on the settlement's public functions (settleOrder, orderRebates), in one
 * transaction, never editing a ledger row:
 *
 * - every credit the issue's settled orders still hold — prize, push refund, each rebate of the
 *   bettor and his uplines, from the first settlement or an earlier re-settlement — is taken back
 *   as the ledger recorded it, under `reverse:<its key>`;
 * - the orders are settled again with the corrected result (the same win caps, per order and per
 *   member on the issue, in order id order as settlement applies them) and credited under keys
 *   of this re-settlement's generation (`rs<n>:win:<order>`, `rs<n>:push:…`, `rs<n>:rebate:…`);
 * - the valid bets the issue added are taken back and recorded again from the new outcomes.
 *
 * Exactly once: the issue row is locked first, a confirmation needs a pending proposal newer than
 * the last re-settlement, and a repeated or concurrent confirmation finds the result already in
 * place and is refused. No balance goes below zero: every wallet is locked (in id order) and, if
 * a member cannot give back what the corrected result takes from him (he has spent a prize he
 * should not have won), the whole re-settlement is refused and names him — as a cancellation is
 * (docs/decisions.md "Re-settling an issue").
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { OrderStatus, type ConsoleResettleResult } from '@lotus/contracts';
import { formatMoney, type Milli } from '@lotus/engine';
import { shortfallParams } from './shortfall.ts';
import type { AppDeps } from '../../deps.ts';
import { auditLog, issues, lotteries, members, orders, wallets } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { HOUSE, creditMany, lockMemberWallets, type CreditInput } from '../ledger/index.ts';
import { publishBalanceChanged } from '../ledger/index.ts';
import { explainDraw, familyOf, formatDraw, parseDraw, rulesOf } from '../lottery/index.ts';
import { onIssueSettled } from '../promo/index.ts';
import { takeBackIssueValidBets } from '../promo/index.ts';
import { loadSettings } from '../settings/index.ts';
import { orderRebates } from './rebates.ts';
import { settleOrder } from './service.ts';
import { refuseWhileHeld } from '../risk/index.ts';
import { assertSecondPerson } from '../operators/index.ts';
import { heldCredits, takeBack } from './cancel.ts';
import { audit } from '../audit/index.ts';
import { placedSpan, placedWithin } from '../ledger/index.ts';

/** Settled orders one re-settlement handles at most (one transaction); larger issues are refused. */
export const MAX_RESETTLED_ORDERS = 20_000;

export function createResettleService(deps: AppDeps) {
  const { db, clock } = deps;

  async function resettle(
    operatorId: bigint,
    ticketId: number,
    issueNo: string,
    codeText: string,
    reason: string,
  ): Promise<ConsoleResettleResult> {
    const now = clock.now();
    const touched = new Set<bigint>();
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ issue: issues, lottery: lotteries })
        .from(issues)
        .innerJoin(lotteries, eq(lotteries.id, issues.lotteryId))
        .where(and(eq(issues.lotteryId, ticketId), eq(issues.issueNo, issueNo)))
        .for('update', { of: issues });
      if (!row) throw rejected('lottery.issueNotFound');
      const { issue, lottery } = row;
      if (lottery.drawKind !== 'official') throw rejected('lottery.notOfficial');
      if (issue.status === 4) throw rejected('lottery.issueCancelled');
      if (issue.status !== 3 || !issue.result) throw rejected('lottery.resettleNotSettled');
      await refuseWhileHeld(tx, ticketId, issueNo);
      const family = familyOf(lottery.family, issue.drawAt);
      const draw = family ? parseDraw(family, codeText) : undefined;
      if (!family || !draw) {
        // Says what is wrong (issue #27), as the result form does: the count, the range, the digits.
        const why = family ? explainDraw(family, codeText) : null;
        throw rejected(why?.key ?? 'lottery.resultInvalid', why?.params ?? {});
      }
      const code = formatDraw(draw);
      // A retried or concurrent confirmation finds its result already applied.
      if (code === issue.result) throw rejected('lottery.resultSame');
      const target = `issue:${lottery.code}:${issueNo}`;
      const steps = await tx
        .select()
        .from(auditLog)
        .where(
          and(
            inArray(auditLog.action, ['lottery.resettle.propose', 'lottery.resettle']),
            eq(auditLog.target, target),
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(1);
      const last = steps[0];
      const proposed = (last?.detail as { code?: string } | null)?.code;
      const base = {
        ticketId,
        issue: issueNo,
        previous: issue.result,
        code,
        orders: 0,
        takenBack: formatMoney(0n),
        paid: formatMoney(0n),
      };
      if (
        !last ||
        last.action !== 'lottery.resettle.propose' ||
        last.actorId === String(operatorId) ||
        proposed !== code
      ) {
        await audit(tx, {
            actorKind: 'operator',
            actorId: String(operatorId),
            action: 'lottery.resettle.propose',
            target,
            detail: { code, reason, result: issue.result },
          });
        return { ...base, confirmed: false };
      }
      await assertSecondPerson(tx, BigInt(last.actorId), operatorId, now);
      const [{ n: done } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'lottery.resettle'), eq(auditLog.target, target)));
      const generation = Number(done) + 1;

      const settled = await tx
        .select()
        .from(orders)
        .where(
          and(eq(orders.issueId, issue.id), inArray(orders.status, [OrderStatus.WON, OrderStatus.NOT_WON])),
        )
        .orderBy(orders.id)
        .limit(MAX_RESETTLED_ORDERS + 1);
      if (settled.length > MAX_RESETTLED_ORDERS) throw rejected('lottery.cancelTooLarge');
      // The valid bet the issue added goes while its orders still show the old outcomes.
      const { platformTimeZone } = await loadSettings(tx);
      await takeBackIssueValidBets(tx, issue.id, platformTimeZone);

      // What the orders' settlement credited and is not reversed yet, with the member it went to.
      const held = await heldCredits(tx, settled.map((o) => o.id));

      // The orders settled again, as a settlement batch settles them (caps in order id order).
      const rules = rulesOf(lottery);
      const wonOnIssue = new Map<bigint, Milli>();
      const credits: CreditInput[] = [];
      const outcomes = settled.map((o) => {
        const money = settleOrder(o, draw, rules);
        let win = money.winMilli > lottery.maxOrderWinMilli ? lottery.maxOrderWinMilli : money.winMilli;
        const before = wonOnIssue.get(o.memberId) ?? 0n;
        const room = lottery.maxIssueWinMilli > before ? lottery.maxIssueWinMilli - before : 0n;
        if (win > room) win = room;
        wonOnIssue.set(o.memberId, before + win);
        const status = win > 0n ? OrderStatus.WON : OrderStatus.NOT_WON;
        const ref = { refType: 'order', refId: o.id.toString(), memberId: o.memberId };
        if (win > 0n)
          credits.push({
            ...ref,
            idempotencyKey: `rs${generation}:win:${o.id}`,
            type: 'payout',
            from: HOUSE.payouts,
            amount: win,
          });
        if (money.refundMilli > 0n)
          credits.push({
            ...ref,
            idempotencyKey: `rs${generation}:push:${o.id}`,
            type: 'bet_refund',
            from: HOUSE.stakes,
            amount: money.refundMilli,
          });
        const rebates = orderRebates(o, { status, refundMilli: money.refundMilli });
        for (const c of rebates.credits)
          credits.push({ ...c, idempotencyKey: `rs${generation}:${c.idempotencyKey}` });
        return { id: o.id, status, win, refund: money.refundMilli, rebate: rebates.ownMilli };
      });

      // Each member's change; refused as a whole if anyone would go below zero.
      const net = new Map<bigint, Milli>();
      const add = (m: bigint, v: Milli) => net.set(m, (net.get(m) ?? 0n) + v);
      for (const c of credits) add(c.memberId, c.amount);
      for (const h of held) add(BigInt(h.member_id), -BigInt(h.amount));
      const memberIds = [...net.keys()];
      await lockMemberWallets(tx, memberIds);
      if (memberIds.length > 0) {
        const balances = await tx
          .select({ memberId: wallets.memberId, balance: wallets.balance, account: members.account })
          .from(wallets)
          .innerJoin(members, eq(members.id, wallets.memberId))
          .where(inArray(wallets.memberId, memberIds));
        const short = balances.filter((b) => b.balance + (net.get(b.memberId) ?? 0n) < 0n);
        if (short.length > 0) {
          throw rejected('lottery.resettleShortfall', shortfallParams(short, net));
        }
      }
      // New credits first, so each take-back is paid from a balance that already holds them.
      await creditMany(tx, credits);
      const takenBack = await takeBack(tx, held);
      if (outcomes.length > 0) {
        const outcome = JSON.stringify(
          outcomes.map((r) => ({
            id: r.id.toString(),
            status: r.status,
            win: r.win.toString(),
            refund: r.refund.toString(),
            rebate: r.rebate.toString(),
          })),
        );
        await tx.execute(sql`
          update orders set status = v.status, win_milli = v.win::bigint, refund_milli = v.refund::bigint, rebate_milli = v.rebate::bigint,
            settled_at = ${now.toISOString()}
          from jsonb_to_recordset(${outcome}::jsonb) as v(id text, status smallint, win text, refund text, rebate text)
          where orders.id = v.id::bigint and orders.status in (${OrderStatus.WON}, ${OrderStatus.NOT_WON})
            and ${placedWithin(orders.createdAt, placedSpan(settled.map((o) => o.createdAt)))}`);
      }
      await tx.update(issues).set({ result: code, settledAt: now }).where(eq(issues.id, issue.id));
      // The valid bets of the new outcomes (and the VIP evaluation), as a settled issue records them.
      await onIssueSettled(tx, issue.id, now);
      const paid = credits.reduce((s, c) => s + c.amount, 0n);
      await audit(tx, {
        actorKind: 'operator',
        actorId: String(operatorId),
        action: 'lottery.resettle',
        target,
        before: { result: issue.result },
        after: { result: code },
        detail: {
          reason,
          proposedBy: last.actorId,
          generation,
          orders: settled.length,
          takenBack: formatMoney(takenBack),
          paid: formatMoney(paid),
        },
      });
      for (const m of memberIds) touched.add(m);
      return {
        ...base,
        confirmed: true,
        orders: settled.length,
        takenBack: formatMoney(takenBack),
        paid: formatMoney(paid),
      };
    });
    if (touched.size > 0) await publishBalanceChanged(deps, [...touched]);
    return result;
  }

  return { resettle };
}
