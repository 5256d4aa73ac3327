/**
 * Settlement (docs/domain.md "Lotteries, issues and draws"): after the draw each issue is
 * settled once, in batches. A batch locks its orders (SKIP LOCKED, so a second scheduler takes
 * other rows), computes wins with the engine's settle and money functions, and in the same
 * transaction updates the orders (only those still unsettled) and moves payouts, push refunds and
 * rebates through the ledger under per-order idempotency keys. A crash rolls the batch back; the
 * next run resumes with the orders still unsettled, so each winner is paid exactly once.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
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
import { familyOf, parseDraw, playOf, rulesOf } from '../lottery/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { chases, issues, lotteries, orders } from '../../db/schema.ts';
import { onIssueSettled } from '../promo/index.ts';
import { HOUSE, HOUSE_SHARDS, creditMany, houseShardOf, placedSpan, placedWithin, type CreditInput, type PlacedSpan } from '../ledger/index.ts';
import { bigintArray, smallintArray } from '../../db/arrays.ts';
import { executeNamedArrays } from '../../db/named.ts';
import { orderRebates } from './rebates.ts';
import { DEFAULT_SETTLE_BATCH } from '../../config.ts';
import { decideHolds, insertHolds } from '../risk/index.ts';
import type { Metrics } from '../ops/index.ts';
import { audit } from '../audit/index.ts';
import { opsRiskHoldAlert, queueWinPush } from '../messages/index.ts';

/** Orders per settlement transaction by default (the scheduler's is the config's `settleBatchSize`). */
export const SETTLE_BATCH = DEFAULT_SETTLE_BATCH;
/** Pushes in flight at once after a batch (the broker takes them one by one otherwise). */
const PUBLISH_CONCURRENCY = 100;

/**
 * One of `parts` disjoint slices of an issue's orders, by `member_id % parts`: a slice's batches
 * touch only its own members' orders, wallets, win caps and risk streaks, and — as `parts`
 * divides HOUSE_SHARDS — its own house shards (houseShardOf is `member_id % 16`), so slices settle
 * on their own connections at once without waiting on each other (rebates to an upline agent of
 * another slice are the exception: both then lock in creditMany's one order). `after` is the
 * slice's own cursor, kept by the caller (settleIssue): the issue's cursor moves only once every
 * slice is past it.
 */
export interface SettleSlice {
  parts: number;
  part: number;
  after: bigint;
  /** What the slice's batches so far have paid each of its members on the issue (win caps). */
  wonOnIssue?: Map<bigint, bigint>;
}

const otherParts = (slice: SettleSlice) => Array.from({ length: slice.parts }, (_, i) => i).filter((i) => i !== slice.part);

interface OrderRow {
  id: bigint;
  /** The id as PostgreSQL sent it: the keys, references and the update's array are made of it. */
  idText: string;
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
  /** created_at as a float8 epoch in seconds (a Date is made of it only for a held win: placedAtOf). */
  placedEpoch: number;
}

/** created_at to the millisecond (from its float8 epoch: PLACED_SLACK_MS either side covers it). */
const placedAtOf = (epoch: number) => new Date(Math.floor(epoch * 1000));

/** How far a created_at read as a float8 epoch can be from the Date made of it. */
const PLACED_SLACK_MS = 1;

/** The created_at span of a batch's orders from their epochs in seconds (null for none): their month bound (ledger placedSpan). */
export function createdSpan(epochs: readonly number[]): PlacedSpan | null {
  if (epochs.length === 0) return null;
  // The least and greatest alone (a Date per order was a batch's garbage): floor keeps the order.
  let lo = Infinity;
  let hi = -Infinity;
  for (const e of epochs) {
    if (e < lo) lo = e;
    if (e > hi) hi = e;
  }
  return placedSpan([placedAtOf(lo), placedAtOf(hi)], PLACED_SLACK_MS);
}

/**
 * One update for a settlement batch, a column per array parameter (db/arrays.ts). As a VALUES list
 * of 2,500 parameters it took 5.6 of 12.5 s when settling 100,000 orders; as one JSON parameter it
 * parsed and cast every field of every row. The batch's created_at span, as constants, lets
 * PostgreSQL prune the months its orders are not in: joined by id alone, every row probed each
 * month's primary key (issue #30).
 */
export function settledOrdersUpdate(
  rows: readonly { id: bigint; status: number; win: bigint; refund: bigint; rebate: bigint }[],
  span: PlacedSpan | null,
  now: Date,
) {
  const cols = settledColumns();
  for (const r of rows) cols.add(r.id.toString(), r.status, r.win, r.refund, r.rebate);
  return cols.update(span, now);
}

/**
 * The update's five columns as array literals built in one pass over the batch (the literal's
 * text, db/arrays.ts, without an object or an array of strings per column and row): `add` an
 * order's id text and outcome, then `update`. The update is bounded by the batch's least and
 * greatest id too: joined by id alone, PostgreSQL read and hashed every open order of the month for
 * each batch (the whole issue, four times over for a 100,000-order issue in four batches).
 */
export function settledColumns() {
  const parts: string[][] = [[], [], [], [], []];
  let lo: bigint | null = null;
  let hi: bigint | null = null;
  return {
    add(id: string, status: number, win: bigint, refund: bigint, rebate: bigint) {
      const n = BigInt(id);
      if (lo === null || n < lo) lo = n;
      if (hi === null || n > hi) hi = n;
      parts[0]!.push(id);
      parts[1]!.push(String(status));
      // Most of a batch neither wins, nor is refunded, nor earns a rebate of its own.
      parts[2]!.push(win === 0n ? '0' : win.toString());
      parts[3]!.push(refund === 0n ? '0' : refund.toString());
      parts[4]!.push(rebate === 0n ? '0' : rebate.toString());
    },
    update(span: PlacedSpan | null, now: Date) {
      const [ids, statuses, wins, refunds, rebates] = parts.map((p) => `{${p.join(',')}}`);
      return sql`
    update orders set status = v.status, win_milli = v.win, refund_milli = v.refund, rebate_milli = v.rebate, settled_at = ${now.toISOString()}
    from unnest(${ids}::bigint[], ${statuses}::smallint[], ${wins}::bigint[], ${refunds}::bigint[], ${rebates}::bigint[]) as v(id, status, win, refund, rebate)
    where orders.id = v.id and orders.status in (1, 2) and ${placedWithin(sql`orders.created_at`, span)}
      ${lo === null ? sql`` : sql`and orders.id between ${lo} and ${hi}`}`;
    },
  };
}

/**
 * The chases among `chaseIds` with no open order left but on issue `issueId` (being settled) are
 * finished; their orders are looked for within `span`, their placed_at (ledger placedWithin).
 */
export const chasesDoneUpdate = (chaseIds: readonly bigint[], span: PlacedSpan | null, issueId: bigint) => sql`
  update chases c set status = 2
  where c.id = any(${bigintArray(chaseIds)}) and c.status = 1
    and not exists (select 1 from orders o where o.chase_id = c.id and o.status in (1, 2) and o.issue_id <> ${issueId}
      and ${placedWithin(sql`o.created_at`, span)})`;

/**
 * A stopped chase's orders on issues closing after `after` that are not drawn yet become cancelled
 * by the system, read in the chase's month partition (its placed_at: ledger placedWithin).
 */
export const chaseStopUpdate = (chaseId: bigint, placedAt: Date | null, after: Date, now: Date) => sql`
  update orders o set status = ${OrderStatus.CANCELLED_SYSTEM}, settled_at = ${now.toISOString()}
  from issues i
  where o.chase_id = ${chaseId} and o.status in (1, 2) and ${placedWithin(sql`o.created_at`, placedSpan([placedAt]))}
    and i.id = o.issue_id and i.status in (0, 1) and i.end_at > ${after.toISOString()}
  returning o.id::text as id, o.member_id::text as member_id, o.amount_milli::text as amount`;

export interface SettledOrder {
  orderId: bigint;
  memberId: bigint;
  status: number;
  winMilli: Milli;
  refundMilli: Milli;
}

/**
 * Whether any settled order of the issue in the house shards of `memberIds` won something: the
 * issue's settled_totals rows of those shards (their win_milli adds up every won order's win). No
 * means each of these members has won nothing on the issue so far.
 */
export async function wonInShards(tx: Tx, issueId: bigint, memberIds: readonly bigint[]): Promise<boolean> {
  const shards = [...new Set(memberIds.map(houseShardOf))];
  const res = (await tx.execute(sql`
    select 1 as won from settled_totals where issue_id = ${issueId} and shard = any(${smallintArray(shards)}) and win_milli > 0 limit 1`)) as unknown as {
    rows: unknown[];
  };
  return res.rows.length > 0;
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

/** `metrics`: the app's metrics (ops/metrics.ts), built once by the composition root. */
export function createSettlementService(deps: AppDeps, metrics: Metrics) {
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
    return (await runBatch(issueId, limit, null)).count;
  }

  /**
   * Settles a drawn issue with `parallel` slices at once (SettleSlice), each in batches of
   * `limit` on its own connection, up to `maxBatches` each; then moves the issue's cursor past
   * what every slice settled, and finishes with whole-issue batches (orders another settler held,
   * and marking the issue settled). Returns the orders settled.
   */
  async function settleIssue(issueId: bigint, limit = SETTLE_BATCH, parallel = 1, maxBatches = 200): Promise<number> {
    let settled = 0;
    if (parallel > 1) {
      if (HOUSE_SHARDS % parallel !== 0) throw new Error(`settleIssue: ${parallel} slices do not divide ${HOUSE_SHARDS} house shards`);
      const [row] = await db.select({ cursor: issues.settledThrough }).from(issues).where(and(eq(issues.id, issueId), eq(issues.status, 2)));
      if (!row) return 0;
      const start = row.cursor ?? 0n;
      // Most issues a tick settles have no open order past the cursor (nobody bet on them): the
      // whole-issue batch below finds that and finishes the issue, where each slice would spend a
      // transaction finding nothing first. One probe of orders_issue_idx from the cursor.
      if (await openAfter(issueId, start)) {
        const sliced = await settleSlices(issueId, start, limit, parallel, maxBatches);
        settled += sliced.settled;
        // A slice not done after maxBatches: the next pass goes on from the issue's cursor.
        if (!sliced.done) return settled;
      }
    }
    for (let i = 0; i < maxBatches; i++) {
      const n = (await runBatch(issueId, limit, null)).count;
      settled += n;
      if (n === 0) break;
    }
    return settled;
  }

  /** Whether the issue has an open order after `cursor`. */
  async function openAfter(issueId: bigint, cursor: bigint): Promise<boolean> {
    const [open] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.issueId, issueId), gt(orders.id, cursor), inArray(orders.status, [OrderStatus.UNSETTLED, OrderStatus.DRAWING])))
      .limit(1);
    return open !== undefined;
  }

  /**
   * The issue's slices settled at once from `start`, each on its own connection: the orders they
   * settled, and whether every slice ran out of orders within `maxBatches`.
   */
  async function settleSlices(issueId: bigint, start: bigint, limit: number, parallel: number, maxBatches: number): Promise<{ settled: number; done: boolean }> {
    let settled = 0;
    const runs = await Promise.allSettled(
      Array.from({ length: parallel }, async (_, part) => {
        let after = start;
        const wonOnIssue = new Map<bigint, bigint>();
        for (let i = 0; i < maxBatches; i++) {
          const r = await runBatch(issueId, limit, { parts: parallel, part, after, wonOnIssue });
          if (r.count === 0) return { after, done: true };
          settled += r.count;
          after = r.last;
        }
        return { after, done: false };
      }),
    );
    // A slice that failed rolled back its batch only; the others' batches stand (each its own
    // transaction), and the next pass settles what is left from the issue's cursor.
    const failed = runs.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const ends = runs.map((r) => (r as PromiseFulfilledResult<{ after: bigint; done: boolean }>).value);
    // Every open order up to the least slice's cursor (the furthest, once all are done) was
    // settled here or held by another settler: as far as one batch would move the cursor.
    const open = ends.filter((e) => !e.done);
    const through = open.length > 0 ? open.reduce((m, e) => (e.after < m ? e.after : m), open[0]!.after) : ends.reduce((m, e) => (e.after > m ? e.after : m), start);
    if (through > start) {
      await db
        .update(issues)
        .set({ settledThrough: sql`greatest(coalesce(${issues.settledThrough}, 0), ${through}::bigint)` })
        .where(eq(issues.id, issueId));
    }
    return { settled, done: open.length === 0 };
  }

  /** One batch of the issue (slice null) or of one slice of it; `last` is its last order id. */
  async function runBatch(issueId: bigint, limit: number, slice: SettleSlice | null): Promise<{ count: number; last: bigint }> {
    const now = clock.now();
    const events: { topic: string; event: PushEvent }[] = [];
    let last = 0n;
    let wonAfter = new Map<bigint, bigint>();
    let paidMilli = 0n;
    let settledIssue: { lotteryId: number; drawnAt: Date | null } | null = null;
    const count = await db.transaction(async (tx) => {
      paidMilli = 0n;
      settledIssue = null;
      // No JIT for the batch's statements (see creditMany: it compiled for longer than they run).
      await tx.execute(sql`set local jit = off`);
      const [head] = await tx
        .select({ issue: issues, lottery: lotteries })
        .from(issues)
        .innerJoin(lotteries, eq(lotteries.id, issues.lotteryId))
        .where(and(eq(issues.id, issueId), eq(issues.status, 2)));
      if (!head || !head.issue.result) return 0;
      const { issue, lottery } = head;
      // Batches walk the issue's orders in id order from its cursor (orders_issue_idx, status as
      // a filter), so each reads only its own rows, not every order settled before.
      const issueCursor = issue.settledThrough ?? 0n;
      const cursor = slice && slice.after > issueCursor ? slice.after : issueCursor;
      const family = familyOf(lottery.family, issue.drawAt);
      const draw = family ? parseDraw(family, issue.result!) : undefined;
      if (!family || !draw) throw new Error(`settle: issue ${issueId} has no valid draw`);
      // As arrays of raw columns (drizzle's row mapping was a tenth of the node's time a batch;
      // an object per row a quarter, in garbage collection). The issue number is the issue's, not
      // read again per order. The two JSON columns come as text and are parsed once per distinct
      // text in the batch: a member's rebate chain is the same on each of his orders, and popular
      // selections repeat. The parsed values are shared and only read (the engine copies before
      // it sorts).
      const picked = await executeNamedArrays(tx, sql`
        select id::text, member_id::text, play_id, selection::text, money_mode, multiple, unit_amount_milli::text,
          amount_milli::text, prize_group, rebate_chain::text, chase_id::text, content, bet_count,
          extract(epoch from created_at)::float8
        from orders
        where issue_id = ${issueId} and status in (${OrderStatus.UNSETTLED}, ${OrderStatus.DRAWING}) and id > ${cursor}
          ${
            // As "not any other slice": the planner guesses an `=` on an expression at 0.5% of the
            // rows, below the batch's limit, and then sorts the whole issue instead of walking
            // orders_issue_idx from the cursor (0.1 s a batch); `<> all` it guesses at 99.5%.
            slice ? sql`and member_id % ${slice.parts} <> all(${bigintArray(otherParts(slice))})` : sql``
          }
        -- orders.id: a bare "id" would name the text column of the select list, and sort as text.
        order by orders.id limit ${limit}
        for update skip locked`);
      const parsed = new Map<string, unknown>();
      const json = (text: unknown): unknown => {
        if (text === null || text === undefined) return null;
        const key = text as string;
        let value = parsed.get(key);
        if (value === undefined) parsed.set(key, (value = JSON.parse(key)));
        return value;
      };
      // Members and stakes repeat within a batch: one bigint per distinct text, shared.
      const bigints = new Map<string, bigint>();
      const big = (text: string): bigint => {
        let value = bigints.get(text);
        if (value === undefined) bigints.set(text, (value = BigInt(text)));
        return value;
      };
      const batch: OrderRow[] = picked.map((r) => ({
        id: BigInt(r[0] as string),
        idText: r[0] as string,
        memberId: big(r[1] as string),
        playId: r[2] as number,
        selection: json(r[3]),
        moneyMode: r[4] as number | null,
        multiple: r[5] as number,
        unitAmountMilli: r[6] === null ? null : big(r[6] as string),
        amountMilli: big(r[7] as string),
        prizeGroup: r[8] as number,
        rebateChain: json(r[9]) as [string, number][] | null,
        chaseId: r[10] === null ? null : BigInt(r[10] as string),
        issueNo: issue.issueNo,
        content: r[11] as string,
        betCount: r[12] as number,
        placedEpoch: r[13] as number,
      }));
      // The batch's created_at span, so that its update reads only the months it holds (createdSpan).
      const span = createdSpan(picked.map((r) => r[13] as number));
      // A slice that has run out leaves the end of the issue to whole-issue batches (settleIssue).
      if (batch.length === 0 && slice) return 0;
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
            .returning({ id: issues.id, lotteryId: issues.lotteryId, drawnAt: issues.drawnAt });
          if (done[0]) settledIssue = { lotteryId: done[0].lotteryId, drawnAt: done[0].drawnAt };
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
      // The engine runs first: only members who win in this batch need what they won before on
      // the issue (read through the issue's orders: status is in no index).
      // The engine's outcome of each order by its index in the batch (no object per order); an
      // order it cannot settle has its error instead.
      const engineWin: Milli[] = new Array<Milli>(batch.length);
      const engineRefund: Milli[] = new Array<Milli>(batch.length);
      const errors = new Map<number, string>();
      const winning = new Set<bigint>();
      for (let i = 0; i < batch.length; i++) {
        const o = batch[i]!;
        try {
          const money = settleOrder(o, draw, rules);
          engineWin[i] = money.winMilli;
          engineRefund[i] = money.refundMilli;
          if (money.winMilli > 0n) winning.add(o.memberId);
        } catch (err) {
          errors.set(i, err instanceof Error ? err.message : String(err));
        }
      }
      const memberIds = [...winning];
      // A slice knows what its earlier batches paid its members on the issue (they are its own):
      // it asks only about members it has not seen win yet. (Each read goes through all of the
      // members' orders on the issue: 0.6 s of database time a 100,000-order issue of 16 members.)
      const unknown = slice?.wonOnIssue ? memberIds.filter((m) => !slice.wonOnIssue!.has(m)) : memberIds;
      // The issue's settled totals (kept by triggers with every settled order, migration 0042) say
      // at once whether any order of these members' house shards has won on it yet: when none has
      // (an issue's first batches), what each of them won before is nothing, and their orders are
      // not read (2 × 50,000 rows on a 100,000-order issue: 0.85 s of database time loaded).
      const paidBefore = unknown.length > 0 && (await wonInShards(tx, issueId, unknown));
      const paidRes = !paidBefore ? { rows: [] } : await tx.execute(sql`
        select member_id::text as member_id, coalesce(sum(win_milli), 0)::text as won from orders
        where issue_id = ${issueId} and status = ${OrderStatus.WON}
          and member_id = any(${bigintArray(unknown)})
        group by member_id`);
      const wonOnIssue = new Map(
        (paidRes as unknown as { rows: { member_id: string; won: string }[] }).rows.map((r) => [BigInt(r.member_id), BigInt(r.won)]),
      );
      if (slice?.wonOnIssue) for (const m of memberIds) if (slice.wonOnIssue.has(m)) wonOnIssue.set(m, slice.wonOnIssue.get(m)!);
      // An order the engine cannot settle (a row no current rule reads) must not hold back the
      // issue's other orders: it is set aside — cancelled by the system, its stake refunded —
      // and reported to operators in the audit trail.
      const setAside: { o: OrderRow; error: string }[] = [];
      const results = batch.map((o, i) => {
        const error = errors.get(i);
        if (error !== undefined) {
          setAside.push({ o, error });
          return { o, win: 0n, refund: o.amountMilli, rebate: 0n, status: OrderStatus.CANCELLED_SYSTEM };
        }
        const won = engineWin[i]!;
        // A line that wins nothing takes no cap (nor a look-up of the member's wins so far).
        if (won === 0n) return { o, win: 0n, refund: engineRefund[i]!, rebate: 0n, status: OrderStatus.NOT_WON };
        let win = won > lottery.maxOrderWinMilli ? lottery.maxOrderWinMilli : won;
        const before = wonOnIssue.get(o.memberId) ?? 0n;
        const room = lottery.maxIssueWinMilli > before ? lottery.maxIssueWinMilli - before : 0n;
        if (win > room) win = room;
        wonOnIssue.set(o.memberId, before + win);
        return { o, win, refund: engineRefund[i]!, rebate: 0n, status: win > 0n ? OrderStatus.WON : OrderStatus.NOT_WON };
      });
      // Every credit of the batch (payouts, push refunds, set-aside refunds, rebates) is made by
      // one creditMany under the per-order keys, so a resumed batch pays nothing twice.
      const credits: CreditInput[] = [];
      const winners = new Set<bigint>();
      // Risk holds (issue #16): a held win is settled but not paid; its payout waits in risk_holds.
      const held = await decideHolds(tx, results);
      const update = settledColumns();
      for (const r of results) {
        const { idText: refId, memberId } = r.o;
        if (r.status === OrderStatus.CANCELLED_SYSTEM) {
          credits.push({ refType: 'order', refId, memberId, idempotencyKey: `refund:${refId}`, type: 'bet_refund', from: HOUSE.stakes, amount: r.refund });
          winners.add(memberId);
          update.add(refId, r.status, r.win, r.refund, r.rebate);
          continue;
        }
        if (r.win > 0n && !held.has(r.o.id)) {
          credits.push({ refType: 'order', refId, memberId, idempotencyKey: `win:${refId}`, type: 'payout', from: HOUSE.payouts, amount: r.win });
          winners.add(memberId);
          events.push({
            topic: pushTopics.member(memberId),
            event: {
              type: PushType.WIN,
              data: { orderId: refId, ticketId: lottery.id, issue: r.o.issueNo, winAmount: formatMoney(r.win), openStatus: OrderStatus.WON },
              at: now.getTime(),
            },
          });
        }
        if (r.refund > 0n) {
          credits.push({ refType: 'order', refId, memberId, idempotencyKey: `push:${refId}`, type: 'bet_refund', from: HOUSE.stakes, amount: r.refund });
          winners.add(memberId);
        }
        // Rebates by the chain snapshotted when the bet was placed (issue #14); the order keeps
        // only the bettor's own share, so his profit is his own.
        const rebates = orderRebates(r.o, { status: r.status, refundMilli: r.refund });
        credits.push(...rebates.credits);
        for (const c of rebates.credits) winners.add(c.memberId);
        r.rebate = rebates.ownMilli;
        update.add(refId, r.status, r.win, r.refund, r.rebate);
      }
      // One update for the batch, a column per array parameter (db/arrays.ts). As a VALUES list of
      // 2,500 parameters it took 5.6 of 12.5 s when settling 100,000 orders; as one JSON parameter
      // it parsed and cast every field of every row.
      await tx.execute(update.update(span, now));
      // Chases that stop after a win: later undrawn issues are cancelled and refunded (domain §1),
      // their refunds made with the batch's other credits (one creditMany: one lock order).
      const stopping = [...new Set(results.filter((r) => r.win > 0n && r.o.chaseId !== null).map((r) => r.o.chaseId!))];
      if (stopping.length > 0) {
        const stop = await tx
          .select({ id: chases.id, placedAt: chases.placedAt })
          .from(chases)
          .where(and(inArray(chases.id, stopping), eq(chases.stopOnWin, true), eq(chases.status, 1)));
        for (const c of stop) {
          for (const refund of await stopChaseOrders(tx, c.id, c.placedAt, issue.endAt, now)) {
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
      for (const c of credits) if (c.type === 'payout') paidMilli += c.amount;
      // Web Push (issue #31): the batch's winners, each with what the batch paid him, as one
      // fan-out row committed with the payouts; the outbox worker writes the notifications after
      // the commit (messages/fanout.ts), so this transaction reads no subscription.
      const wonByMember = new Map<bigint, bigint>();
      for (const c of credits) if (c.type === 'payout') wonByMember.set(c.memberId, (wonByMember.get(c.memberId) ?? 0n) + c.amount);
      await queueWinPush(
        tx,
        { lotteryCode: lottery.code, issue: issue.issueNo, winners: [...wonByMember].map(([memberId, amountMilli]) => ({ memberId, amountMilli })) },
        now,
      );
      const newHolds =
        held.size === 0 ? [] : await insertHolds(tx, lottery.id, results.filter((r) => held.has(r.o.id)).map((r) => ({ ...r, o: { ...r.o, placedAt: placedAtOf(r.o.placedEpoch) } })), held);
      await opsRiskHoldAlert(tx, deps.config.messages.opsAlertEmails, newHolds, now);
      if (setAside.length > 0) {
        await audit(tx, 
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
        // Their orders were written at their placed_at: the update reads those months only.
        const running = await tx.select({ id: chases.id, placedAt: chases.placedAt }).from(chases)
          .where(and(inArray(chases.id, touched), eq(chases.status, 1)));
        if (running.length > 0) await tx.execute(chasesDoneUpdate(running.map((c) => c.id), placedSpan(running.map((c) => c.placedAt)), issueId));
      }
      // The cursor moves last: the issue row is the final lock a batch takes (after wallets and
      // house shards), so two settlers of one issue cannot wait on each other in a cycle. A
      // slice's batch leaves it to settleIssue (the slices would wait on each other for it).
      last = batch[batch.length - 1]!.id;
      if (!slice) {
        await tx
          .update(issues)
          .set({ settledThrough: sql`greatest(coalesce(${issues.settledThrough}, 0), ${last}::bigint)` })
          .where(eq(issues.id, issueId));
      }
      for (const m of winners) events.push({ topic: pushTopics.member(m), event: { type: PushType.BALANCE, data: {}, at: now.getTime() } });
      wonAfter = new Map(memberIds.map((m) => [m, wonOnIssue.get(m) ?? 0n]));
      return batch.length;
    });
    // Known once the batch is committed (a batch rolled back paid nothing).
    if (paidMilli > 0n) metrics.paid(paidMilli);
    const finished = settledIssue as { lotteryId: number; drawnAt: Date | null } | null;
    if (finished?.drawnAt) metrics.issueSettled(finished.lotteryId, Math.max(0, (now.getTime() - finished.drawnAt.getTime()) / 1000));
    if (slice?.wonOnIssue) for (const [m, won] of wonAfter) slice.wonOnIssue.set(m, won);
    await publishAll(events);
    return { count, last };
  }

  /**
   * Cancels a chase's orders on issues after `after` that are not drawn yet, and returns their
   * refunds for the caller's creditMany.
   */
  async function stopChaseOrders(tx: Tx, chaseId: bigint, placedAt: Date | null, after: Date, now: Date): Promise<CreditInput[]> {
    const rows = await tx.execute(chaseStopUpdate(chaseId, placedAt, after, now));
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
      const picked = (await tx.execute(refundBatchPick(issueId, limit))) as unknown as { rows: { id: string; created_at: string | Date }[] };
      const list = picked.rows.length === 0 ? [] : (
        (await tx.execute(refundBatchUpdate(picked.rows.map((r) => BigInt(r.id)), placedSpan(picked.rows.map((r) => new Date(r.created_at)), PLACED_SLACK_MS), now))) as unknown as {
          rows: { id: string; member_id: string; amount: string }[];
        }
      ).rows;
      if (list.length === 0) {
        // Nothing open (nor held by another refunder): the refund pass of the issue is done.
        const [open] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.issueId, issueId), inArray(orders.status, [OrderStatus.UNSETTLED, OrderStatus.DRAWING]))).limit(1);
        if (!open) await tx.update(issues).set({ settledAt: now }).where(and(eq(issues.id, issueId), eq(issues.status, 4), isNull(issues.settledAt)));
        return 0;
      }
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

  return { settleBatch, settleIssue, refundBatch };
}

export type SettlementService = ReturnType<typeof createSettlementService>;

/**
 * Up to `limit` open orders of a cancelled issue, locked (others refunding the issue skip them),
 * with their created_at: the refund batch's update (refundBatchUpdate) takes their span.
 */
export const refundBatchPick = (issueId: bigint, limit: number) => sql`
  select o.id::text as id, o.created_at from orders o join issues i on i.id = o.issue_id
  where o.issue_id = ${issueId} and i.status = 4 and o.status in (1, 2)
  order by o.id limit ${limit} for update of o skip locked`;

/**
 * The refund batch's orders (refundBatchPick) set cancelled by system, within their created_at
 * span as constants: PostgreSQL reads only the months they are in instead of probing every
 * month's primary key by id (issue #30). Exported for the pruning test.
 */
export const refundBatchUpdate = (ids: readonly bigint[], span: PlacedSpan | null, now: Date) => sql`
  update orders o set status = ${OrderStatus.CANCELLED_SYSTEM}, settled_at = ${now.toISOString()}
  where o.id = any(${bigintArray(ids)}) and o.status in (1, 2) and ${placedWithin(sql`o.created_at`, span)}
  returning o.id::text as id, o.member_id::text as member_id, o.amount_milli::text as amount`;
