import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  formatPlatformTime,
  ChaseStatus,
  DwKind,
  DwStatus,
  LIMIT_CONFIRM_WINDOW_MS,
  LIMIT_PROMPT_DAYS,
  LIMIT_RAISE_WAIT_MS,
  MONEY_LIMIT_PERIODS,
  OrderStatus,
  REVIEW_REMINDER_DAYS,
  PERIOD_MS,
  type LimitKind,
  type LimitView,
  type NetDepositsView,
  type ProtectionState,
  type RealityCheckView,
  type ReminderKind,
  type RemindersView,
  type SetLimitRequest,
  type TakeBreakRequest,
} from '@lotus/contracts';
import { formatMoney, parseMoney, type Milli } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { WALLET_LOCKED, walletLocked, walletLockedSql } from '../ledger/index.ts';
import {
  chases,
  dwOrders,
  ledger,
  members,
  orders,
  protectionLimits,
  protectionStates,
  sessions,
} from '../../db/schema.ts';
import { amountText } from '../../lib/texts.ts';
import { rejected } from '../../lib/errors.ts';
import { loadSettings } from '../settings/index.ts';
import type { SessionMember } from '../../lib/sessions.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import { audit } from '../audit/index.ts';
import { securityAlert } from '../messages/index.ts';
import { rowExists } from '../../db/row-exists.ts';

/**
 * Player protection (issue #17; docs/product.md §13.4): limits, time-out
 * and self-exclusion, reality checks. The order and wallet services call `checkBet` /
 * `checkDeposit` at one place each; routes that take money in or bet carry `protect` (lib/http.ts)
 * so a blocked member is refused before anything else is read.
 */

/** Ledger types of money in by deposit and out by withdrawal (a refused withdrawal's return counts back). */
const DEPOSIT_TYPES = ['deposit'];
const WITHDRAWAL_TYPES = ['withdraw', 'withdrawReturn'];

/** Ledger types that are stakes (net of cancellations and refunds) and prizes. */
const STAKE_TYPES = ['bet', 'bet_cancel', 'bet_refund', 'chase_refund'];
const PRIZE_TYPES = ['payout'];

const DAY_MS = 24 * 3_600_000;
const BREAK_MS: Record<string, number | null> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '42d': 42 * DAY_MS,
  '6m': 183 * DAY_MS,
  '1y': 365 * DAY_MS,
  '5y': 5 * 365 * DAY_MS,
  permanent: null,
};
const TIMEOUTS = ['24h', '7d', '30d', '42d'];
const PERIOD_DAYS = { '24h': 1, '7d': 7, '30d': 30 } as const;

export type Actor = { kind: 'member'; id: bigint } | { kind: 'operator'; id: bigint; account: string };
type Block = { kind: 'timeout' | 'exclusion'; from: Date; until: Date | null };
type LimitRow = typeof protectionLimits.$inferSelect;

const periodOf = (kind: LimitKind, period?: string) => (kind === 'session' ? '-' : (period ?? '24h'));
const showValue = (kind: string, v: bigint | null) =>
  v === null ? null : kind === 'session' ? v.toString() : formatMoney(v);

/**
 * What protection needs of the orders' chases, handed in by the composition root (services.ts):
 * cancelling one refunds its unsold issues (a self-exclusion stops every running chase).
 */
export interface ChaseCanceller {
  cancel(memberId: bigint, chaseId: bigint): Promise<{ refund: string }>;
}

export function createProtectionService(deps: AppDeps, chaseService: ChaseCanceller, sessionCache: SessionCache) {
  const { db, clock } = deps;

  async function stateRow(d: DbOrTx, memberId: bigint) {
    return d.query.protectionStates.findFirst({ where: eq(protectionStates.memberId, memberId) });
  }

  /** The member's time-out or self-exclusion in force now, if any. */
  async function blockOf(memberId: bigint, now: Date, d: DbOrTx = db): Promise<Block | null> {
    const s = await stateRow(d, memberId);
    if (!s?.blockKind || !s.blockFrom) return null;
    if (s.blockUntil && s.blockUntil <= now) return null;
    return { kind: s.blockKind as Block['kind'], from: s.blockFrom, until: s.blockUntil };
  }

  /** A time in messages: platform time to the minute, its zone named (@lotus/contracts formatPlatformTime). */
  async function shownTime(at: Date) {
    return formatPlatformTime(at, (await loadSettings(db)).platformTimeZone);
  }

  async function blockedError(b: Block) {
    if (!b.until) return rejected('protection.excludedPermanent', {}, { blockUntil: null });
    return rejected(
      b.kind === 'timeout' ? 'protection.timedOut' : 'protection.excluded',
      { time: await shownTime(b.until) },
      { blockUntil: b.until.toISOString() },
    );
  }

  /**
   * The route guard (lib/http.ts `protect`): a member in time-out or self-exclusion is refused
   * on every money-in and bet route before anything else; a bet past the session length too.
   * It reads what the session lookup already joined, so it costs no query.
   */
  async function guard(member: SessionMember, kind: 'bet' | 'deposit') {
    const now = clock.now();
    const b = member.block;
    if (b && (b.until === null || b.until > now)) throw await blockedError(b);
    const limit = member.sessionLimitMinutes;
    if (
      kind === 'bet' &&
      limit !== null &&
      now.getTime() - member.sessionStartedAt.getTime() >= limit * 60_000
    ) {
      throw rejected('protection.sessionLimitReached', { minutes: limit });
    }
  }

  /** Money sums of the member's ledger since `from`: net stakes and prizes. */
  async function playSums(memberId: bigint, from: Date, d: DbOrTx = db) {
    const [row] = await d
      .select({
        stakes: sql<string>`coalesce(-sum(${ledger.amount}) filter (where ${inArray(ledger.type, STAKE_TYPES)}), 0)::text`,
        prizes: sql<string>`coalesce(sum(${ledger.amount}) filter (where ${inArray(ledger.type, PRIZE_TYPES)}), 0)::text`,
      })
      .from(ledger)
      .where(and(eq(ledger.memberId, memberId), gte(ledger.createdAt, from)));
    return { stakes: BigInt(row?.stakes ?? '0'), prizes: BigInt(row?.prizes ?? '0') };
  }

  /** Gross deposits asked for since `from`: every deposit order not rejected. */
  async function depositSum(memberId: bigint, from: Date, d: DbOrTx = db) {
    const [row] = await d
      .select({ total: sql<string>`coalesce(sum(${dwOrders.amount}), 0)::text` })
      .from(dwOrders)
      .where(
        and(
          eq(dwOrders.memberId, memberId),
          eq(dwOrders.kind, DwKind.DEPOSIT),
          inArray(dwOrders.status, [DwStatus.PROCESSING, DwStatus.SUBMITTED, DwStatus.COMPLETED]),
          gte(dwOrders.createdAt, from),
        ),
      );
    return BigInt(row?.total ?? '0');
  }

  async function used(
    memberId: bigint,
    kind: LimitKind,
    period: string,
    now: Date,
    sessionStart?: Date,
    d: DbOrTx = db,
  ): Promise<bigint> {
    if (kind === 'session') {
      return sessionStart ? BigInt(Math.floor((now.getTime() - sessionStart.getTime()) / 60_000)) : 0n;
    }
    const from = new Date(now.getTime() - PERIOD_MS[period as keyof typeof PERIOD_MS]);
    if (kind === 'deposit') return depositSum(memberId, from, d);
    const s = await playSums(memberId, from, d);
    return kind === 'wager' ? s.stakes : s.stakes - s.prizes;
  }

  const limitsOf = (memberId: bigint, d: DbOrTx = db) =>
    d.select().from(protectionLimits).where(eq(protectionLimits.memberId, memberId));

  /**
   * When the window of a limit frees enough for `amount`: the earliest time at which the sum
   * still inside the window plus `amount` fits. Found by walking the window's entries oldest
   * first (bounded: at most LIMIT_WALK rows).
   */
  async function freesAt(
    memberId: bigint,
    kind: LimitKind,
    period: string,
    limit: bigint,
    amount: bigint,
    now: Date,
  ) {
    const windowMs = PERIOD_MS[period as keyof typeof PERIOD_MS];
    const from = new Date(now.getTime() - windowMs);
    let total = await used(memberId, kind, period, now);
    const rows =
      kind === 'deposit'
        ? await db
            .select({ at: dwOrders.createdAt, amount: dwOrders.amount })
            .from(dwOrders)
            .where(
              and(
                eq(dwOrders.memberId, memberId),
                eq(dwOrders.kind, DwKind.DEPOSIT),
                inArray(dwOrders.status, [DwStatus.PROCESSING, DwStatus.SUBMITTED, DwStatus.COMPLETED]),
                gte(dwOrders.createdAt, from),
              ),
            )
            .orderBy(dwOrders.createdAt)
            .limit(LIMIT_WALK)
        : (
            await db
              .select({ at: ledger.createdAt, amount: ledger.amount, type: ledger.type })
              .from(ledger)
              .where(
                and(
                  eq(ledger.memberId, memberId),
                  gte(ledger.createdAt, from),
                  inArray(ledger.type, kind === 'wager' ? STAKE_TYPES : [...STAKE_TYPES, ...PRIZE_TYPES]),
                ),
              )
              .orderBy(ledger.id)
              .limit(LIMIT_WALK)
          ).map((r) => ({ at: r.at, amount: -r.amount }));
    for (const r of rows) {
      total -= r.amount;
      if (total + amount <= limit) return new Date(r.at.getTime() + windowMs);
    }
    return new Date(now.getTime() + windowMs);
  }

  /** The tightest limit of `kinds` in force that `amount` more would cross (exactly at it passes), if any. */
  async function crossedLimit(memberId: bigint, kinds: LimitKind[], amount: Milli, now: Date, d: DbOrTx = db) {
    const rows = (await limitsOf(memberId, d)).filter(
      (l) => kinds.includes(l.kind as LimitKind) && l.value !== null,
    );
    // The lowest binding limit wins: check the tightest first so its message is the one shown.
    rows.sort((a, b) => (a.value! < b.value! ? -1 : 1));
    for (const l of rows) {
      const u = await used(memberId, l.kind as LimitKind, l.period, now, undefined, d);
      if (u + amount > l.value!) return l;
    }
    return null;
  }

  /** The translated refusal of a crossed limit, saying when it frees. */
  async function limitError(memberId: bigint, l: LimitRow, amount: Milli, now: Date) {
    const kind = l.kind as LimitKind;
    const at = await freesAt(memberId, kind, l.period, l.value!, amount, now);
    return rejected(
      `protection.limitReached.${kind}`,
      {
        days: PERIOD_DAYS[l.period as keyof typeof PERIOD_DAYS],
        limit: amountText(l.value!),
        time: await shownTime(at),
      },
      { kind, period: l.period, freesAt: at.toISOString() },
    );
  }

  /**
   * A bet, chase or two-sided bet of `stake` in all, checked inside the bet's transaction `tx`
   * (orders service), after it has locked the member's wallet row: two concurrent bets cannot
   * both pass a wager or loss limit they cross together, because the second reads the ledger
   * only once the first has committed. Reads only through `tx` (PGlite has one connection);
   * returns the refusal to build (and throw) once the transaction is over, or null to go on.
   */
  async function betRefusal(
    memberId: bigint,
    stake: Milli,
    tx: DbOrTx,
  ): Promise<(() => Promise<Error>) | null> {
    const now = clock.now();
    if (await walletLocked(tx, memberId)) return async () => rejected(WALLET_LOCKED);
    const b = await blockOf(memberId, now, tx);
    if (b) return () => blockedError(b);
    const l = await crossedLimit(memberId, ['wager', 'loss'], stake, now, tx);
    return l ? () => limitError(memberId, l, stake, now) : null;
  }

  /** A bet checked outside a transaction (no concurrency guarantee; see betRefusal). */
  async function checkBet(memberId: bigint, stake: Milli) {
    const refusal = await betRefusal(memberId, stake, db);
    if (refusal) throw await refusal();
  }

  /** A deposit of `amount` (wallet service, when the order is opened). */
  async function checkDeposit(memberId: bigint, amount: Milli) {
    const refusal = await depositRefusal(memberId, amount, db);
    if (refusal) throw await refusal();
  }

  /**
   * A deposit of `amount` checked inside the transaction `tx` that opens its order, after it has
   * locked the member's wallet row (as betRefusal): two deposits opened at once cannot both pass
   * a gross deposit limit they cross together. Reads only through `tx`.
   */
  async function depositRefusal(memberId: bigint, amount: Milli, tx: DbOrTx): Promise<(() => Promise<Error>) | null> {
    const now = clock.now();
    if (await walletLocked(tx, memberId)) return async () => rejected(WALLET_LOCKED);
    const b = await blockOf(memberId, now, tx);
    if (b) return () => blockedError(b);
    const l = await crossedLimit(memberId, ['deposit'], amount, now, tx);
    return l ? () => limitError(memberId, l, amount, now) : null;
  }

  async function sessionStart(sessionId: bigint | undefined) {
    if (sessionId === undefined) return undefined;
    const s = await db.query.sessions.findFirst({ where: eq(sessions.id, sessionId) });
    return s?.createdAt;
  }

  function limitView(l: LimitRow, u: bigint): LimitView {
    const confirmFrom = l.pendingAt ? new Date(l.pendingAt.getTime() + LIMIT_RAISE_WAIT_MS) : null;
    return {
      kind: l.kind as LimitKind,
      period: l.period,
      value: showValue(l.kind, l.value),
      used: l.kind === 'session' ? u.toString() : formatMoney(u),
      pendingValue: showValue(l.kind, l.pendingValue),
      pendingRemove: l.pendingRemove,
      confirmFrom: confirmFrom?.toISOString() ?? null,
      confirmUntil: confirmFrom
        ? new Date(confirmFrom.getTime() + LIMIT_CONFIRM_WINDOW_MS).toISOString()
        : null,
    };
  }

  /** Pending changes past their 7 days lapse (and a row with nothing left goes). */
  async function lapse(memberId: bigint, now: Date) {
    const cutoff = new Date(now.getTime() - LIMIT_RAISE_WAIT_MS - LIMIT_CONFIRM_WINDOW_MS);
    await db
      .update(protectionLimits)
      .set({ pendingValue: null, pendingRemove: false, pendingAt: null, updatedAt: now })
      .where(
        and(
          eq(protectionLimits.memberId, memberId),
          sql`${protectionLimits.pendingAt} < ${cutoff.toISOString()}::timestamptz`,
        ),
      );
    await db
      .delete(protectionLimits)
      .where(
        and(
          eq(protectionLimits.memberId, memberId),
          sql`${protectionLimits.value} is null and ${protectionLimits.pendingAt} is null`,
        ),
      );
  }

  async function view(memberId: bigint, sessionId?: bigint): Promise<ProtectionState> {
    const now = clock.now();
    await lapse(memberId, now);
    const start = await sessionStart(sessionId);
    const rows = await limitsOf(memberId);
    const order = (l: LimitRow) =>
      ['deposit', 'loss', 'wager', 'session'].indexOf(l.kind) * 10 +
      ['24h', '7d', '30d', '-'].indexOf(l.period);
    rows.sort((a, b) => order(a) - order(b));
    const limits = await Promise.all(
      rows.map(async (l) => limitView(l, await used(memberId, l.kind as LimitKind, l.period, now, start))),
    );
    const b = await blockOf(memberId, now);
    const s = await stateRow(db, memberId);
    return {
      limits,
      block: b ? { kind: b.kind, from: b.from.toISOString(), until: b.until?.toISOString() ?? null } : null,
      realityCheckMinutes: s?.realityCheckMinutes ?? 60,
    };
  }

  async function auditProtection(
    actor: Actor,
    memberId: bigint,
    action: string,
    detail: Record<string, unknown>,
    d: DbOrTx = db,
  ) {
    await audit(d, {
      actorKind: actor.kind,
      actorId: actor.kind === 'operator' ? actor.account : actor.id.toString(),
      action,
      target: `member:${memberId}`,
      detail: JSON.parse(JSON.stringify(detail, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))),
    });
  }

  /**
   * Sets, lowers, raises or removes a limit. Setting one where there was none, or lowering, takes
   * effect at once; raising or removing waits 24 h and a confirmation (members only: operators
   * can only tighten).
   */
  async function setLimit(memberId: bigint, input: SetLimitRequest, actor: Actor) {
    const now = clock.now();
    await lapse(memberId, now);
    const kind = input.kind;
    const period = periodOf(kind, input.period);
    const value = input.remove === '1' ? null : kind === 'session' ? BigInt(input.minutes!) : input.amount!;
    const current = (await limitsOf(memberId)).find((l) => l.kind === kind && l.period === period);
    const tightens = value !== null && (current?.value == null || value <= current.value);
    if (!tightens && actor.kind === 'operator') throw rejected('protection.operatorTightenOnly');
    if (!tightens && current?.value == null) throw rejected('protection.noLimit');
    // The change, its audit and the member's alert (issue #33) in one transaction.
    await db.transaction(async (tx) => {
      if (tightens) {
        await tx
          .insert(protectionLimits)
          .values({ memberId, kind, period, value, updatedAt: now })
          .onConflictDoUpdate({
            target: [protectionLimits.memberId, protectionLimits.kind, protectionLimits.period],
            set: { value, pendingValue: null, pendingRemove: false, pendingAt: null, updatedAt: now },
          });
      } else {
        await tx
          .update(protectionLimits)
          .set({ pendingValue: value, pendingRemove: value === null, pendingAt: now, updatedAt: now })
          .where(
            and(
              eq(protectionLimits.memberId, memberId),
              eq(protectionLimits.kind, kind),
              eq(protectionLimits.period, period),
            ),
          );
      }
      await auditProtection(
        actor,
        memberId,
        'protection.limit',
        {
          kind,
          period,
          from: current?.value ?? null,
          to: value,
          atOnce: tightens,
        },
        tx,
      );
      await securityAlert(tx, memberId, 'protection', {}, now);
    });
    if (kind === 'session') sessionCache.forgetMember(memberId);
    return { applied: tightens, state: await view(memberId) };
  }

  /** Confirms a pending raise or removal: from 24 h after it was asked, for 7 days. */
  async function confirmLimit(memberId: bigint, input: { kind: LimitKind; period?: string }, actor: Actor) {
    const now = clock.now();
    await lapse(memberId, now);
    const period = periodOf(input.kind, input.period);
    const l = (await limitsOf(memberId)).find((r) => r.kind === input.kind && r.period === period);
    if (!l?.pendingAt) throw rejected('protection.nothingPending');
    const from = new Date(l.pendingAt.getTime() + LIMIT_RAISE_WAIT_MS);
    if (now < from)
      throw rejected(
        'protection.confirmNotYet',
        { time: await shownTime(from) },
        { confirmFrom: from.toISOString() },
      );
    const where = and(
      eq(protectionLimits.memberId, memberId),
      eq(protectionLimits.kind, l.kind),
      eq(protectionLimits.period, l.period),
    );
    await db.transaction(async (tx) => {
      if (l.pendingRemove) await tx.delete(protectionLimits).where(where);
      else
        await tx
          .update(protectionLimits)
          .set({ value: l.pendingValue, pendingValue: null, pendingAt: null, updatedAt: now })
          .where(where);
      await auditProtection(
        actor,
        memberId,
        'protection.limitConfirmed',
        {
          kind: l.kind,
          period: l.period,
          from: l.value,
          to: l.pendingRemove ? null : l.pendingValue,
        },
        tx,
      );
      await securityAlert(tx, memberId, 'protection', {}, now);
    });
    if (l.kind === 'session') sessionCache.forgetMember(memberId);
    return view(memberId);
  }

  /**
   * A time-out or self-exclusion, at once and never shortened (a new one must end later; an
   * exclusion may follow a time-out, not the reverse while it runs). Running chases stop and
   * their unsold issues are refunded.
   */
  async function takeBreak(memberId: bigint, input: TakeBreakRequest, actor: Actor) {
    const now = clock.now();
    const isTimeout = TIMEOUTS.includes(input.duration);
    if ((input.kind === 'timeout') !== isTimeout) throw rejected('protection.breakInvalid');
    const ms = BREAK_MS[input.duration]!;
    const until = ms === null ? null : new Date(now.getTime() + ms);
    const current = await blockOf(memberId, now);
    if (current) {
      const endsLater = current.until !== null && (until === null || until > current.until);
      const weaker = current.kind === 'exclusion' && input.kind === 'timeout';
      if (!endsLater || weaker) throw rejected('protection.breakNotShorter');
    }
    const kind = current?.kind === 'exclusion' ? 'exclusion' : input.kind;
    const from = current?.from ?? now;
    await db.transaction(async (tx) => {
      await tx
        .insert(protectionStates)
        .values({ memberId, blockKind: kind, blockFrom: from, blockUntil: until, updatedAt: now })
        .onConflictDoUpdate({
          target: protectionStates.memberId,
          set: { blockKind: kind, blockFrom: from, blockUntil: until, updatedAt: now },
        });
      await auditProtection(
        actor,
        memberId,
        'protection.break',
        {
          kind,
          duration: input.duration,
          until: until?.toISOString() ?? null,
        },
        tx,
      );
      await securityAlert(tx, memberId, 'protection', {}, now);
    });
    // The route guard reads the cached session: this node forgets it now (others within seconds;
    // the order and wallet services check again from the database).
    sessionCache.forgetMember(memberId);
    const refunded = await stopChases(memberId);
    return {
      ...(await view(memberId)),
      chasesStopped: refunded.chases,
      refunded: formatMoney(refunded.amount),
    };
  }

  /** Cancels the unsold issues of every running chase of the member, refunding them. */
  async function stopChases(memberId: bigint) {
    const running = await db
      .select({ id: chases.id })
      .from(chases)
      .where(and(eq(chases.memberId, memberId), eq(chases.status, ChaseStatus.RUNNING)))
      .limit(CHASES_STOPPED_MAX);
    let amount = 0n;
    let stopped = 0;
    for (const c of running) {
      try {
        const r = await chaseService.cancel(memberId, c.id);
        const refund = parseMoney(r.refund);
        if (refund.ok) amount += refund.milli;
        stopped += 1;
      } catch (e) {
        // A chase whose remaining issues are all closed has nothing left to refund.
        if (!(e instanceof Error && e.message === 'orders.cannotCancel')) throw e;
      }
    }
    return { chases: stopped, amount };
  }

  async function setRealityCheck(memberId: bigint, minutes: number, actor: Actor) {
    const now = clock.now();
    await db
      .insert(protectionStates)
      .values({ memberId, realityCheckMinutes: minutes, updatedAt: now })
      .onConflictDoUpdate({
        target: protectionStates.memberId,
        set: { realityCheckMinutes: minutes, updatedAt: now },
      });
    await auditProtection(actor, memberId, 'protection.realityCheck', { minutes });
    return view(memberId);
  }

  /**
   * The play of a session (issue #27): the orders placed since its start, never the ledger's rows
   * of the time (a chase placed before the session pays its wins into it, and its stakes were
   * debited before). Cancelled, refunded and abandoned orders count nothing; a settled order its
   * stake less any pushed refund and its win; an unsettled one its stake, also as pending.
   */
  async function sessionPlay(memberId: bigint, from: Date) {
    const [row] = await db
      .select({
        stakes: sql<string>`coalesce(sum(${orders.amountMilli} - ${orders.refundMilli}), 0)::text`,
        wins: sql<string>`coalesce(sum(${orders.winMilli}) filter (where ${orders.status} in (${OrderStatus.WON}, ${OrderStatus.NOT_WON})), 0)::text`,
        pending: sql<string>`coalesce(sum(${orders.amountMilli}) filter (where ${orders.status} in (${OrderStatus.UNSETTLED}, ${OrderStatus.DRAWING})), 0)::text`,
        pendingBets: sql<number>`(count(*) filter (where ${orders.status} in (${OrderStatus.UNSETTLED}, ${OrderStatus.DRAWING})))::int`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.memberId, memberId),
          gte(orders.createdAt, from),
          inArray(orders.status, [
            OrderStatus.UNSETTLED,
            OrderStatus.DRAWING,
            OrderStatus.WON,
            OrderStatus.NOT_WON,
          ]),
        ),
      );
    return {
      stakes: BigInt(row?.stakes ?? '0'),
      wins: BigInt(row?.wins ?? '0'),
      pending: BigInt(row?.pending ?? '0'),
      pendingBets: Number(row?.pendingBets ?? 0),
    };
  }

  /**
   * The reality check of a session: time since login, the session's bets (sessionPlay) and when
   * the next check is due (every interval from the session's start).
   */
  async function realityCheck(memberId: bigint, sessionId: bigint): Promise<RealityCheckView> {
    const now = clock.now();
    const start = (await sessionStart(sessionId)) ?? now;
    const s = await stateRow(db, memberId);
    const intervalMinutes = s?.realityCheckMinutes ?? 60;
    const elapsedMs = Math.max(0, now.getTime() - start.getTime());
    const intervalMs = intervalMinutes * 60_000;
    const next = new Date(start.getTime() + (Math.floor(elapsedMs / intervalMs) + 1) * intervalMs);
    const play = await sessionPlay(memberId, start);
    return {
      sessionStartedAt: start.toISOString(),
      elapsedSeconds: Math.floor(elapsedMs / 1000),
      intervalMinutes,
      nextAt: next.toISOString(),
      stakes: formatMoney(play.stakes),
      wins: formatMoney(play.wins),
      net: formatMoney(play.wins - play.stakes),
      pending: formatMoney(play.pending),
      pendingBets: play.pendingBets,
    };
  }

  /**
   * The reminders due now (domain §5.2 item 4): review his history when the last acknowledgement
   * (or his joining) is 182 days old; set a limit when he has none in force and the last prompt
   * (or his joining) is 365 days old — not during a break, when he cannot play anyway.
   */
  async function reminders(memberId: bigint): Promise<RemindersView> {
    const now = clock.now();
    await lapse(memberId, now);
    const m = await db.query.members.findFirst({
      where: eq(members.id, memberId),
      columns: { createdAt: true },
    });
    const s = await stateRow(db, memberId);
    const joined = m?.createdAt ?? now;
    const ageMs = (at: Date | null | undefined) => now.getTime() - (at ?? joined).getTime();
    const hasLimit = (await limitsOf(memberId)).some((l) => l.value !== null);
    return {
      review: ageMs(s?.reviewAckAt) >= REVIEW_REMINDER_DAYS * DAY_MS,
      limit:
        !hasLimit &&
        !(await blockOf(memberId, now)) &&
        ageMs(s?.limitPromptAckAt) >= LIMIT_PROMPT_DAYS * DAY_MS,
    };
  }

  /** The member answered a reminder: it is not shown again for its period (audited, as every RG step). */
  async function ackReminder(memberId: bigint, kind: ReminderKind, actor: Actor) {
    const now = clock.now();
    const set =
      kind === 'review' ? { reviewAckAt: now, updatedAt: now } : { limitPromptAckAt: now, updatedAt: now };
    await db
      .insert(protectionStates)
      .values({ memberId, ...set })
      .onConflictDoUpdate({ target: protectionStates.memberId, set });
    await auditProtection(actor, memberId, 'protection.reminderAck', { kind });
    return reminders(memberId);
  }

  /** Net lifetime deposits (UKGC RTS 1C): deposits credited minus withdrawals taken, over his whole ledger. */
  async function netDeposits(memberId: bigint): Promise<NetDepositsView> {
    const [row] = await db
      .select({
        deposits: sql<string>`coalesce(sum(${ledger.amount}) filter (where ${inArray(ledger.type, DEPOSIT_TYPES)}), 0)::text`,
        withdrawals: sql<string>`coalesce(-sum(${ledger.amount}) filter (where ${inArray(ledger.type, WITHDRAWAL_TYPES)}), 0)::text`,
      })
      .from(ledger)
      .where(
        and(eq(ledger.memberId, memberId), inArray(ledger.type, [...DEPOSIT_TYPES, ...WITHDRAWAL_TYPES])),
      );
    const deposits = BigInt(row?.deposits ?? '0');
    const withdrawals = BigInt(row?.withdrawals ?? '0');
    return {
      deposits: formatMoney(deposits),
      withdrawals: formatMoney(withdrawals),
      net: formatMoney(deposits - withdrawals),
    };
  }

  return {
    reminders,
    ackReminder,
    netDeposits,
    guard,
    blockOf,
    betRefusal,
    checkBet,
    checkDeposit,
    depositRefusal,
    view,
    setLimit,
    confirmLimit,
    takeBreak,
    setRealityCheck,
    realityCheck,
  };
}

/** Entries walked to find when a limit frees (a member's bets in 30 days; beyond, "in 30 days"). */
const LIMIT_WALK = 5000;
/** Running chases stopped at once (a member has a few; bounded all the same). */
const CHASES_STOPPED_MAX = 200;

/**
 * SQL true when the member (an expression) has a wager or loss limit, a recorded break or a
 * locked wallet (issue #16), so
 * the order service's context query tells in the same round trip whether `checkBet` must run.
 */
export function protectedPlaySql(memberId: SQL, now: Date | SQL): SQL {
  const at = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : sql`${now}::timestamptz`;
  return sql`(${walletLockedSql(memberId)}
    or ${rowExists(sql`from protection_limits pl where pl.member_id = ${memberId} and pl.kind in ('wager', 'loss') and pl.value is not null`)}
    or ${rowExists(sql`from protection_states ps where ps.member_id = ${memberId} and ps.block_kind is not null
      and (ps.block_until is null or ps.block_until > ${at})`)})`;
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
export { MONEY_LIMIT_PERIODS };
