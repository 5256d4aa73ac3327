/**
 * Placing bets (docs/product.md §4, §5, §7): normal, solo, double (two-sided) and chase orders. A request is
 * checked against the engine (selection, bet count), the issue on sale, the stake ranges and the
 * member's balance; then the stake is debited and the order rows written by one statement
 * (ledger/bet.ts: the bet's money move with its ledger rows, as moveMoney would write it, and the
 * orders). Round trips: one context query (lottery, issues, member, duplicate and replay checks,
 * per-issue stakes), then that statement.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  OrderStatus,
  PushType,
  pushTopics,
  type DoubleLine,
  type NormalLine,
  type PlacedOrders,
} from '@lotus/contracts';
import { checkBetGroup, formatMoney, maxDoublePayout, maxStandardPayout, stakeMilli, type Milli, type MoneyMode } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import { orders } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, rejected } from '../../lib/errors.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney, placedWithin, type PlacedSpan } from '../ledger/index.ts';
import { placeBet, type BetOutcome, type BetStatement, type IdFloors } from '../ledger/index.ts';
import { memberOrderWhere } from './records.ts';
import type { BetBatcher } from '../ledger/index.ts';
import type { ProtectionService } from '../protection/index.ts';
import { type AnyFamily, familyOf } from '../lottery/index.ts';
import { parseDoubleLine, parseNormalLine, type ParsedLine } from './wire.ts';
import { contextOf, type Context, type ContextLoader } from './context.ts';
import { requestFingerprint, sameRequest } from '../../lib/idempotency.ts';
import { sha256hex } from '../../lib/crypto.ts';
import type { Metrics } from '../ops/index.ts';
import { UNREPORTED, type ClientDevice } from '../../lib/client-device.ts';
import { outer } from '../../db/outer.ts';
import { rowExists } from '../../db/row-exists.ts';

export { DUPLICATE_WINDOW_MS } from './context.ts';

export interface PlanItem {
  planNo: string;
  multiple: number;
}

interface PlannedOrder {
  issueId: bigint;
  issueNo: string;
  kind: number;
  line: ParsedLine;
  moneyMode: number | null;
  multiple: number;
  unitAmount: Milli | null;
  amount: Milli;
  possibleWin: Milli;
}

/** What the order service is handed by the composition root (services.ts), each built once per app. */
export interface OrderServiceParts {
  protection: ProtectionService;
  /** Group commit of concurrent bets (ledger/bet-batch.ts), or null: one statement per bet. */
  batcher: BetBatcher | null;
  /** The context query of every bet (context.ts): concurrent bets' queries go as one statement. */
  contexts: ContextLoader;
  metrics: Metrics;
  /** Where an order looked up by id can be (ledger/partitions.ts): one per app. */
  idFloors: IdFloors;
}

export function createOrderService(deps: AppDeps, { protection, batcher, contexts, metrics, idFloors }: OrderServiceParts) {
  const { db, clock, push, log } = deps;

  async function loadContext(memberId: bigint, ticketId: number, issueNos: string[], batchKey: string, hash: string, now: Date): Promise<Context> {
    const row = await contexts.load({ memberId, ticketId, issueNos, batchKey, hash, now });
    if (!row) throw rejected('lottery.notFound');
    return contextOf(row);
  }

  function contentHash(ticketId: number, kind: string, lines: unknown): string {
    return sha256hex(`${ticketId}|${kind}|${JSON.stringify(lines)}`);
  }

  function requireFamily(ctx: Context): AnyFamily {
    const family = familyOf(ctx.lottery.family);
    if (ctx.lottery.isSuspended || !family) throw rejected('lottery.suspended');
    return family;
  }

  function lineError(parsed: ParsedLine | { ok: false; key: string; params?: Record<string, string> }): ParsedLine {
    if (!parsed.ok) throw rejected(parsed.key, parsed.params ?? {});
    return parsed;
  }

  /** Checks sale state, stake ranges and per-issue totals, then debits and writes the orders. */
  async function place(
    memberId: bigint,
    ctx: Context,
    planned: PlannedOrder[],
    batchKey: string,
    hash: string,
    confirm: boolean,
    now: Date,
    chase: { stopOnWin: boolean } | null,
    requestHash: string | undefined,
    client: ClientDevice,
  ): Promise<PlacedOrders & { chaseId: bigint | null }> {
    const total = planned.reduce((a, p) => a + p.amount, 0n);
    for (const issue of ctx.issues) {
      const onIssue = planned.filter((p) => p.issueId === issue.id).reduce((a, p) => a + p.amount, 0n);
      if (onIssue > 0n && issue.staked + onIssue > ctx.lottery.maxIssueStake) throw rejected('orders.issueLimit');
    }
    if (ctx.duplicate && !confirm) throw rejected('orders.duplicate', {}, { duplicate: true });
    const statement: BetStatement = {
      memberId,
      lotteryId: ctx.lottery.id,
      prizeGroup: ctx.member.prizeGroup,
      rebateChain: ctx.member.rebateChain,
      idempotencyKey: `bet:${memberId}:${batchKey}`,
      refType: chase ? 'chase' : 'order',
      batchKey,
      contentHash: hash,
      requestHash,
      now,
      chase,
      device: client.device,
      installed: client.installed,
      rows: planned.map((p) => ({
        issueId: p.issueId,
        issueNo: p.issueNo,
        kind: p.kind,
        playId: p.line.play.id,
        content: p.line.content,
        selection: p.line.selection,
        moneyMode: p.moneyMode,
        multiple: p.multiple,
        betCount: p.line.betCount,
        unitAmount: p.unitAmount,
        amount: p.amount,
        possibleWin: p.possibleWin,
      })),
    };
    let outcome: BetOutcome;
    if (ctx.protectedPlay) {
      // Player protection (issue #17): time-out, self-exclusion, wager and loss limits, checked
      // under the member's wallet row lock in the bet's own transaction, so concurrent bets are
      // checked one after the other against what the previous ones staked. Members with no
      // limit or break keep the one-statement path.
      const done = await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from wallets where member_id = ${memberId} for update`);
        const refusal = await protection.betRefusal(memberId, total, tx);
        if (refusal) return { refusal, outcome: null };
        return { refusal: null, outcome: await placeBet(tx, statement) };
      });
      if (done.refusal) throw await done.refusal();
      outcome = done.outcome!;
    } else {
      outcome = batcher ? await batcher.place(statement) : await placeBet(db, statement);
    }
    switch (outcome.kind) {
      case 'issueClosed':
        throw rejected('lottery.issueClosed');
      case 'insufficient':
        throw rejected('errors.balanceInsufficient');
      case 'issueLimit':
        throw rejected('orders.issueLimit');
      case 'replayed':
        return { ...(await replay(memberId, batchKey, requestHash)), chaseId: null };
      case 'placed':
        metrics.betsPlaced(outcome.orderIds.length, total);
        return {
          orderIds: outcome.orderIds.map((id) => id.toString()),
          amount: formatMoney(total),
          balance: formatMoney(outcome.balance),
          chaseId: outcome.chaseId,
        };
    }
  }

  /**
   * The first result of a request whose key was used: its orders and the balance now. Refused
   * when the first request had other parameters (issue #26): its fingerprint is on its money move.
   */
  async function replay(memberId: bigint, batchKey: string, requestHash: string | undefined): Promise<PlacedOrders> {
    const balance = await db.execute(sql`select balance::text as b,
      (select request_hash from money_moves where idempotency_key = ${`bet:${memberId}:${batchKey}`}) as h
      from wallets where member_id = ${memberId}`);
    const first = (balance as unknown as { rows: { b: string; h: string | null }[] }).rows[0];
    sameRequest({ requestHash: first?.h ?? null }, requestHash);
    const b = first?.b ?? '0';
    const rows = await db
      .select({ id: orders.id, amount: orders.amountMilli })
      .from(orders)
      .where(and(eq(orders.memberId, memberId), eq(orders.batchKey, batchKey)))
      .orderBy(orders.id);
    return {
      orderIds: rows.map((r) => r.id.toString()),
      amount: formatMoney(rows.reduce((a, r) => a + r.amount, 0n)),
      balance: formatMoney(BigInt(b)),
    };
  }

  function onSale(ctx: Context, issueNo: string, now: Date) {
    const issue = ctx.issues.find((i) => i.issueNo === issueNo);
    if (!issue) throw rejected('lottery.issueNotFound');
    if (issue.status !== 0 || issue.endAt <= now.getTime()) throw rejected('lottery.issueClosed');
    if (issue.startAt > now.getTime()) throw rejected('lottery.issueNotFound');
    return issue;
  }

  function publishRecentBet(ticketId: number, issueNo: string, placed: PlacedOrders) {
    if (placed.orderIds.length === 0) return;
    push
      .publish(pushTopics.broadcast, { type: PushType.RECENT_BET, data: { ticketId, issue: issueNo, amount: placed.amount }, at: clock.now().getTime() })
      .catch((err: unknown) => log.warn({ err }, 'recent-bet push failed'));
  }

  /** A possible win the engine could not work out within its budget: the member is asked to split the line (no 5xx, no guess). */
  function found(possibleWin: Milli | undefined): Milli {
    if (possibleWin === undefined) throw rejected('orders.tooComplex');
    return possibleWin;
  }

  function normalOrders(ctx: Context, family: AnyFamily, lines: NormalLine[], plan: { issueId: bigint; issueNo: string; multiple: number }[], kind: number): PlannedOrder[] {
    const out: PlannedOrder[] = [];
    const parsed = lines.map((l) => lineError(parseNormalLine(l, family)));
    for (const [i, line] of parsed.entries()) {
      const wire = lines[i]!;
      const mode = wire.m as MoneyMode;
      for (const p of plan) {
        const multiple = wire.t * p.multiple;
        if (multiple > 100_000) throw rejected('orders.beyondRange');
        const amount = stakeMilli(line.betCount, mode, multiple);
        if (amount < ctx.lottery.minStake || amount > ctx.lottery.maxStake) throw rejected('orders.beyondRange');
        out.push({
          issueId: p.issueId,
          issueNo: p.issueNo,
          kind,
          line,
          moneyMode: mode,
          multiple,
          unitAmount: null,
          amount,
          // The most the line pays over every draw, as settlement prices it (engine, issue #27).
          possibleWin: found(maxStandardPayout(family, line.play, line.selection, ctx.rules, { betGroup: ctx.member.prizeGroup, mode, multiple })),
        });
      }
    }
    return out;
  }

  function doubleOrders(ctx: Context, family: AnyFamily, lines: DoubleLine[], plan: { issueId: bigint; issueNo: string; multiple: number }[], kind: number): PlannedOrder[] {
    const out: PlannedOrder[] = [];
    for (const wire of lines) {
      const parsed = parseDoubleLine(wire, family, { minMilli: ctx.lottery.doubleMin, maxMilli: ctx.lottery.doubleMax });
      const line = lineError(parsed);
      const money = { milli: (parsed as { amountMilli: Milli }).amountMilli };
      for (const p of plan) {
        const unit = money.milli * BigInt(p.multiple);
        if (unit < ctx.lottery.doubleMin || unit > ctx.lottery.doubleMax) throw rejected('orders.intervalInconsistent');
        const own = ctx.member.doubleRange;
        if (own && (unit < own.minMilli || unit > own.maxMilli)) throw rejected('orders.intervalInconsistent');
        out.push({
          issueId: p.issueId,
          issueNo: p.issueNo,
          kind,
          line,
          moneyMode: null,
          multiple: 1,
          unitAmount: unit,
          amount: unit * BigInt(line.betCount),
          possibleWin: found(maxDoublePayout(family, line.play, line.selection, ctx.rules, unit)),
        });
      }
    }
    return out;
  }

  interface Request {
    tid: number;
    key?: string | undefined;
    confirm: number;
    pg?: number | undefined;
  }

  /** The bet slip's rebate choice (issue #14): a bet group from MIN_GROUP up to the member's own. */
  function applyBetGroup(ctx: Context, pg: number | undefined) {
    if (pg === undefined) return;
    if (!checkBetGroup(ctx.member.prizeGroup, pg).ok) throw rejected('orders.betGroupInvalid');
    ctx.member.prizeGroup = pg;
  }

  /** `client`: the device the request reported (lib/client-device.ts), kept on the orders (issue #31). */
  async function createNormal(memberId: bigint, body: Request & { pno: string; bd: NormalLine[] }, solo = false, client: ClientDevice = UNREPORTED): Promise<PlacedOrders> {
    if (solo && body.bd.length !== 1) throw rejected('orders.tooManyLines');
    return single(memberId, body, body.pno, 'normal', body.bd, client, (ctx, family, plan) => normalOrders(ctx, family, body.bd, plan, 1));
  }

  async function createDouble(memberId: bigint, body: Request & { pno: string; list: DoubleLine[] }, client: ClientDevice = UNREPORTED): Promise<PlacedOrders> {
    return single(memberId, body, body.pno, 'double', body.list, client, (ctx, family, plan) => doubleOrders(ctx, family, body.list, plan, 2));
  }

  async function single(
    memberId: bigint,
    body: Request,
    pno: string,
    kind: string,
    lines: unknown,
    client: ClientDevice,
    build: (ctx: Context, family: AnyFamily, plan: { issueId: bigint; issueNo: string; multiple: number }[]) => PlannedOrder[],
  ): Promise<PlacedOrders> {
    const now = clock.now();
    const batchKey = body.key ?? randomUUID();
    const hash = contentHash(body.tid, kind, lines);
    const requestHash = body.key === undefined ? undefined : requestFingerprint(kind, body);
    const ctx = await loadContext(memberId, body.tid, [pno], batchKey, hash, now);
    if (ctx.replayIds.length > 0) return replay(memberId, batchKey, requestHash);
    applyBetGroup(ctx, body.pg);
    const family = requireFamily(ctx);
    const issue = onSale(ctx, pno, now);
    const planned = build(ctx, family, [{ issueId: issue.id, issueNo: issue.issueNo, multiple: 1 }]);
    const { chaseId: _none, ...placed } = await place(memberId, ctx, planned, batchKey, hash, body.confirm === 1, now, null, requestHash, client);
    publishRecentBet(body.tid, pno, placed);
    return placed;
  }

  /** A chase: the first planned issue must be on sale, the rest open; every issue is debited now. */
  async function chase(
    memberId: bigint,
    body: Request & { cd: PlanItem[]; cm: number },
    kind: 'normal' | 'double',
    lines: NormalLine[] | DoubleLine[],
    client: ClientDevice = UNREPORTED,
  ): Promise<PlacedOrders & { chaseId: string | null }> {
    const now = clock.now();
    const batchKey = body.key ?? randomUUID();
    const hash = contentHash(body.tid, `chase-${kind}`, [lines, body.cd]);
    const requestHash = body.key === undefined ? undefined : requestFingerprint(`chase-${kind}`, body);
    const nos = body.cd.map((c) => c.planNo);
    if (new Set(nos).size !== nos.length) throw rejected('orders.chasePlanInvalid');
    const ctx = await loadContext(memberId, body.tid, nos, batchKey, hash, now);
    if (ctx.replayIds.length > 0) return chaseReplayed(await replay(memberId, batchKey, requestHash));
    applyBetGroup(ctx, body.pg);
    const family = requireFamily(ctx);
    const plan = body.cd.map((c) => {
      const issue = ctx.issues.find((i) => i.issueNo === c.planNo);
      if (!issue || issue.status !== 0 || issue.endAt <= now.getTime()) throw rejected('orders.chasePlanInvalid');
      return { issueId: issue.id, issueNo: issue.issueNo, multiple: c.multiple, startAt: issue.startAt };
    });
    plan.sort((a, b) => (a.startAt < b.startAt ? -1 : 1));
    if (plan[0]!.startAt > now.getTime()) throw rejected('orders.chasePlanInvalid');
    const planned =
      kind === 'normal'
        ? normalOrders(ctx, family, lines as NormalLine[], plan, 3)
        : doubleOrders(ctx, family, lines as DoubleLine[], plan, 3);
    const { chaseId, ...placed } = await place(memberId, ctx, planned, batchKey, hash, body.confirm === 1, now, { stopOnWin: body.cm === 1 }, requestHash, client);
    publishRecentBet(body.tid, plan[0]!.issueNo, placed);
    if (chaseId !== null) return { ...placed, chaseId: chaseId.toString() };
    return chaseReplayed(placed);
  }

  /** A replayed chase request answers the chase of the orders placed the first time. */
  async function chaseReplayed(placed: PlacedOrders): Promise<PlacedOrders & { chaseId: string | null }> {
    const first = placed.orderIds[0] === undefined ? undefined : BigInt(placed.orderIds[0]);
    const [row] = first === undefined ? [] : await idFloors.withFloor(db, 'orders', first, clock.now(), (span) => orderChase(db, first, span));
    return { ...placed, chaseId: row?.chaseId?.toString() ?? null };
  }

  /** Member cancellation before sales close (memberBetCancel): status 5 and the stake refunded. */
  async function cancel(memberId: bigint, orderId: bigint): Promise<{ orderId: string; balance: string }> {
    const now = clock.now();
    // Read before the transaction: on PGlite its one connection is the transaction's.
    const span = await idFloors.span(db, 'orders', [orderId], now);
    return db.transaction(async (tx) => {
      let updated = await cancelOrderUpdate(tx, memberId, orderId, now, span);
      if (updated.length === 0) {
        // Not cancelled: is the order there, in its id's span? Only when it is not is it looked
        // for again without the span (IdFloors), to cancel it or to say it does not exist.
        const there = (s: PlacedSpan | null) => tx.select({ id: orders.id }).from(orders).where(memberOrderWhere(memberId, orderId, s));
        if (span && (await there(span)).length > 0) throw rejected('orders.cannotCancel');
        if (span) updated = await cancelOrderUpdate(tx, memberId, orderId, now, null);
        if (updated.length === 0) throw rejected((await there(null)).length ? 'orders.cannotCancel' : 'orders.notFound');
      }
      const move = await moveMoney(tx, {
        idempotencyKey: `cancel:${orderId}`,
        type: 'bet_cancel',
        from: houseAccount(HOUSE.stakes),
        to: memberAccount(memberId),
        amount: updated[0]!.amount,
        memberId,
        refType: 'order',
        refId: orderId.toString(),
      });
      return { orderId: orderId.toString(), balance: formatMoney(move.memberBalanceAfter ?? 0n) };
    });
  }

  return { createNormal, createDouble, chase, cancel };
}

/** The chase of an order, read within the span its id says (IdFloors.span). */
export const orderChase = (db: DbOrTx, orderId: bigint, span: PlacedSpan | null) =>
  db.select({ chaseId: orders.chaseId }).from(orders).where(and(eq(orders.id, orderId), placedWithin(orders.createdAt, span)));

/** A member's cancellation of his order (status 5), within the span its id says (IdFloors.span). */
export const cancelOrderUpdate = (tx: DbOrTx, memberId: bigint, orderId: bigint, now: Date, span: PlacedSpan | null) =>
  tx
    .update(orders)
    .set({ status: OrderStatus.CANCELLED_SELF, settledAt: now })
    .where(
      and(
        memberOrderWhere(memberId, orderId, span),
        eq(orders.status, OrderStatus.UNSETTLED),
        rowExists(sql`from issues i where i.id = ${outer(orders.issueId)} and i.status = 0 and i.end_at > ${now.toISOString()}`),
      ),
    )
    .returning({ amount: orders.amountMilli });

export type OrderService = ReturnType<typeof createOrderService>;
export { AppError };
