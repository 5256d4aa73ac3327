/**
 * Cancelling an issue by the operators (issue #16 "cancel and refund an issue"; #14 "rebate
 * reversal"), with the two-person rule official results have: the first operator's request is a
 * proposal (audited), a second, different operator's request for the same issue carries it out.
 *
 * Before the draw, or drawn but not settled: the issue is marked cancelled and the scheduler's
 * refund pass gives every open stake back (settlement/service.ts refundBatch). Orders a
 * settlement batch already settled are reversed here, as after a full settlement:
 *
 * - every credit the order brought — its prize (`win:`), push refund (`push:`) and the rebates of
 *   the bettor and each upline (`rebate:`) — is taken back, exactly as the ledger recorded it,
 *   under the key `reverse:<original key>`, and the stake is refunded (`refund:<order>`);
 * - an issue that was fully settled also takes back the valid bet it added (business-day total
 *   and withdrawal turnover; promotions, issue #15);
 * - the order becomes "cancelled by the system" with no win, no rebate and its stake refunded.
 *
 * No balance may go below zero: the reversal is one transaction that first locks every wallet it
 * touches (in id order) and refuses the whole cancellation, naming the accounts, when a member
 * could not cover what he is to give back (net of his refunded stakes). The operator settles
 * that first (a balance adjustment, or the member's deposit), then cancels again. Keys make a
 * repeated or concurrent run move nothing twice.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { asLedgerType, OrderStatus, type ConsoleCancelResult } from '@lotus/contracts';
import { formatMoney, type Milli } from '@lotus/engine';
import { shortfallParams } from './shortfall.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, issues, lotteries, members, orders, wallets } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { HOUSE, creditMany, lockMemberWallets, memberAccount, houseAccount, moveMoney, type HouseCode } from '../ledger/index.ts';
import { publishBalanceChanged } from '../ledger/index.ts';
import { loadSettings } from '../settings/index.ts';
import { takeBackIssueValidBets } from '../promo/index.ts';
import { refuseWhileHeld } from '../risk/index.ts';
import { assertSecondPerson } from '../operators/index.ts';
import { audit } from '../audit/index.ts';
import { atInstants, placedSpan, placedWithin } from '../ledger/index.ts';
import { bigintArray } from '../../db/arrays.ts';

/** Settled orders one cancellation reverses at most (one transaction); larger issues are refused. */
export const MAX_REVERSED_ORDERS = 20_000;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The house account a credit of this ledger type came from. */
const HOUSE_OF: Record<string, HouseCode> = { payout: HOUSE.payouts, bet_refund: HOUSE.stakes, rebate: HOUSE.rebates };

/** A credit an order's member still holds (payout, push refund, rebate), read from the ledger. */
export interface HeldCredit {
  key: string;
  type: string;
  amount: string;
  member_id: string;
  order_id: string;
}

/** How far a move's created_at read as a float8 epoch can be from the Date made of it. */
const MOVE_AT_SLACK_MS = 1;

/**
 * The member side of the ledger rows of `moves` (money_moves ids), looked for at the moves' own
 * created_at (`at`, their epochs in seconds): a move and its ledger rows are written by one
 * statement, whose now() stamps both, so its rows are in the month partitions of its created_at
 * and, as constants (ledger atInstants), PostgreSQL reads only those months; by move_id alone
 * every month's ledger_move_idx is probed (issue #30). `at` null: every month.
 */
export const creditRowsSql = (moves: readonly bigint[], at: readonly number[] | null) => sql`
  select l.move_id::text as move_id, l.member_id::text as member_id from ledger l
  where l.move_id = any(${bigintArray(moves)}) and l.member_id is not null
    and ${at ? atInstants(sql`l.created_at`, at.map((e) => new Date(Math.floor(e * 1000))), MOVE_AT_SLACK_MS) : sql`true`}`;

/**
 * The credit moves of `orderIds` not reversed yet. Its three conditions on the move are the
 * predicate of the partial index money_moves_order_credit_idx (migration 0048), word for word, so
 * PostgreSQL can prove the index covers them and read it by ref_id instead of scanning every move
 * (issue #30). Exported for the pruning test.
 */
export const creditMovesSql = (orderIds: readonly bigint[]) => sql`
  select m.id::text as id, m.idempotency_key as key, m.type, m.amount::text as amount, m.ref_id as order_id,
    extract(epoch from m.created_at)::float8 as at
  from money_moves m
  where m.ref_type = 'order' and m.ref_id in (${sql.join(orderIds.map((id) => sql`${id.toString()}`), sql`, `)})
    and m.type in ('payout', 'bet_refund', 'rebate')
    and m.idempotency_key ~ '^(rs[0-9]+:)?(win|push|rebate):'
    and not exists (select 1 from money_moves r where r.idempotency_key = 'reverse:' || m.idempotency_key)
  order by m.id`;

/**
 * What the settlement of `orderIds` credited and is not reversed yet — prize, push refund, each
 * rebate, of the first settlement or a re-settlement — with the member it went to, oldest move
 * first. The moves first, then their ledger rows in their months (creditRowsSql); a move whose
 * row is not there (a row stamped otherwise than its move, by hand) is looked for again in every
 * month: a credit left out would not be taken back.
 */
export async function heldCredits(tx: Tx, orderIds: readonly bigint[]): Promise<HeldCredit[]> {
  if (orderIds.length === 0) return [];
  const moves = rowsOf<{ id: string; key: string; type: string; amount: string; order_id: string; at: number }>(await tx.execute(creditMovesSql(orderIds)));
  if (moves.length === 0) return [];
  const memberOf = new Map<string, string>();
  const read = async (ids: bigint[], at: number[] | null) => {
    for (const r of rowsOf<{ move_id: string; member_id: string }>(await tx.execute(creditRowsSql(ids, at)))) memberOf.set(r.move_id, r.member_id);
  };
  await read(moves.map((m) => BigInt(m.id)), moves.map((m) => Number(m.at)));
  const missing = moves.filter((m) => !memberOf.has(m.id)).map((m) => BigInt(m.id));
  if (missing.length > 0) await read(missing, null);
  return moves
    .filter((m) => memberOf.has(m.id))
    .map((m) => ({ key: m.key, type: m.type, amount: m.amount, member_id: memberOf.get(m.id)!, order_id: m.order_id }));
}

/**
 * Takes each credit back to the house account it came from, under `reverse:<its key>` (a retry
 * moves nothing twice); returns what was taken back. Cancellation and re-settlement both use it.
 */
export async function takeBack(tx: Tx, credits: readonly HeldCredit[]): Promise<Milli> {
  let takenBack = 0n;
  for (const c of credits) {
    const memberId = BigInt(c.member_id);
    const moved = await moveMoney(tx, {
      idempotencyKey: `reverse:${c.key}`,
      type: asLedgerType(`${c.type}_reversal`),
      from: memberAccount(memberId),
      to: houseAccount(HOUSE_OF[c.type]!),
      amount: BigInt(c.amount),
      memberId,
      refType: 'order',
      refId: c.order_id,
    });
    if (!moved.replayed) takenBack += BigInt(c.amount);
  }
  return takenBack;
}


export function createIssueCancelService(deps: AppDeps) {
  const { db, clock } = deps;

  async function cancelIssue(operatorId: bigint, ticketId: number, issueNo: string, reason: string): Promise<ConsoleCancelResult> {
    const now = clock.now();
    const touched = new Set<bigint>();
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ issue: issues, code: lotteries.code })
        .from(issues)
        .innerJoin(lotteries, eq(lotteries.id, issues.lotteryId))
        .where(and(eq(issues.lotteryId, ticketId), eq(issues.issueNo, issueNo)))
        .for('update', { of: issues });
      if (!row) throw rejected('lottery.issueNotFound');
      const { issue } = row;
      if (issue.status === 4) throw rejected('lottery.issueCancelled');
      await refuseWhileHeld(tx, ticketId, issueNo);
      const target = `issue:${row.code}:${issueNo}`;
      // The two-person rule, as for official results: a proposal by another operator, newer than
      // any earlier cancellation step of this issue, is confirmed by this request.
      const [last] = await tx
        .select()
        .from(auditLog)
        .where(and(inArray(auditLog.action, ['lottery.cancel.propose', 'lottery.cancel']), eq(auditLog.target, target)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      if (!last || last.action !== 'lottery.cancel.propose' || last.actorId === String(operatorId)) {
        await audit(tx, { actorKind: 'operator', actorId: String(operatorId), action: 'lottery.cancel.propose', target, detail: { reason, status: issue.status } });
        return { ticketId, issue: issueNo, confirmed: false, reversedOrders: 0, takenBack: formatMoney(0n), refunded: formatMoney(0n) };
      }
      await assertSecondPerson(tx, BigInt(last.actorId), operatorId, now);
      const wasSettled = issue.status === 3;
      // The valid bet a settled issue added is taken back while its orders still say won/lost.
      if (wasSettled) {
        const { platformTimeZone } = await loadSettings(tx);
        await takeBackIssueValidBets(tx, issue.id, platformTimeZone);
      }
      const settled = await tx
        .select({ id: orders.id, memberId: orders.memberId, amount: orders.amountMilli, createdAt: orders.createdAt })
        .from(orders)
        .where(and(eq(orders.issueId, issue.id), inArray(orders.status, [OrderStatus.WON, OrderStatus.NOT_WON])))
        .orderBy(orders.id)
        .limit(MAX_REVERSED_ORDERS + 1);
      if (settled.length > MAX_REVERSED_ORDERS) throw rejected('lottery.cancelTooLarge');
      // Cancelled before its orders are reversed (the issue row is locked already): the per-issue
      // totals of a cancelled issue then go whole, not order by order (migration 0024).
      // settled_at of a cancelled issue says its refund pass is done (scheduler.ts settleDue).
      await tx.update(issues).set({ status: 4, cancelReason: `operator: ${reason}`.slice(0, 64), settledAt: null }).where(eq(issues.id, issue.id));
      const reversal = await reverseOrders(tx, settled, now);
      for (const m of reversal.members) touched.add(m);
      await audit(tx, {
        actorKind: 'operator',
        actorId: String(operatorId),
        action: 'lottery.cancel',
        target,
        before: { status: issue.status, result: issue.result },
        after: { status: 4 },
        detail: {
          reason,
          proposedBy: last.actorId,
          reversedOrders: settled.length,
          takenBack: formatMoney(reversal.takenBack),
          refunded: formatMoney(reversal.refunded),
        },
      });
      return {
        ticketId,
        issue: issueNo,
        confirmed: true,
        reversedOrders: settled.length,
        takenBack: formatMoney(reversal.takenBack),
        refunded: formatMoney(reversal.refunded),
      };
    });
    if (touched.size > 0) await publishBalanceChanged(deps, [...touched]);
    return result;
  }

  return { cancelIssue };
}

export type IssueCancelService = ReturnType<typeof createIssueCancelService>;

/**
 * Reverses settled orders inside the caller's transaction: refunds each stake and takes back each
 * credit the order brought, as the ledger recorded it. Refuses (rolling the caller back) when a
 * member cannot cover his part.
 */
async function reverseOrders(tx: Tx, settled: { id: bigint; memberId: bigint; amount: Milli; createdAt: Date }[], now: Date) {
  if (settled.length === 0) return { members: new Set<bigint>(), takenBack: 0n, refunded: 0n };
  // What each order's settlement credited, and to whom: the member side of each move's ledger rows.
  const paid = await heldCredits(tx, settled.map((o) => o.id));
  const net = new Map<bigint, Milli>();
  const add = (m: bigint, v: Milli) => net.set(m, (net.get(m) ?? 0n) + v);
  for (const o of settled) add(o.memberId, o.amount);
  for (const p of paid) add(BigInt(p.member_id), -BigInt(p.amount));
  const memberIds = [...net.keys()];
  await lockMemberWallets(tx, memberIds);
  const balances = await tx
    .select({ memberId: wallets.memberId, balance: wallets.balance, account: members.account })
    .from(wallets)
    .innerJoin(members, eq(members.id, wallets.memberId))
    .where(inArray(wallets.memberId, memberIds));
  const short = balances.filter((b) => b.balance + (net.get(b.memberId) ?? 0n) < 0n);
  if (short.length > 0) {
    throw rejected('lottery.cancelShortfall', shortfallParams(short, net));
  }
  // Stakes back first, so each member's take-back is paid from a balance that already holds them.
  await creditMany(
    tx,
    settled.map((o) => ({
      idempotencyKey: `refund:${o.id}`,
      type: 'bet_refund',
      from: HOUSE.stakes,
      amount: o.amount,
      memberId: o.memberId,
      refType: 'order',
      refId: o.id.toString(),
    })),
  );
  const takenBack = await takeBack(tx, paid);
  await tx
    .update(orders)
    .set({ status: OrderStatus.CANCELLED_SYSTEM, winMilli: 0n, rebateMilli: 0n, refundMilli: sql`${orders.amountMilli}`, settledAt: now })
    // Within the orders' created_at span: the months they are not in are pruned (issue #30).
    .where(and(inArray(orders.id, settled.map((o) => o.id)), placedWithin(orders.createdAt, placedSpan(settled.map((o) => o.createdAt)))));
  return { members: new Set(memberIds), takenBack, refunded: settled.reduce((a, o) => a + o.amount, 0n) };
}
