/**
 * The scheduler (docs/architecture.md "Time, scheduling and push"): opens issues ahead,
 * closes sales, draws, cancels late official draws, settles and refunds. It runs in the
 * `scheduler` role on every node; only the holder of a PostgreSQL advisory lock acts (on PGlite
 * the single process always holds it). Every step is its own status-guarded transaction, so a
 * crash or a second scheduler never draws or pays twice. Time comes from deps.clock.
 */
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import pg from 'pg';
import type { AppDeps } from '../deps.ts';
import { issues, lotteries } from '../db/schema.ts';
import { businessDay, businessDayStart, BUSINESS_DAY_START_HOUR, PushType, pushTopics, type PushEvent } from '@lotus/contracts';
import { DEFAULT_DRAGON_LIMIT } from '@lotus/engine';
import type { DrawService } from '../modules/draws/service.ts';
import { createSourcePoller } from '../modules/draws/source-poller.ts';
import type { OmitService } from '../modules/history/omit.ts';
import type { HistoryService } from '../modules/history/service.ts';
import { openIssuesAhead } from '../modules/lottery/issues.ts';
import type { SettlementService } from '../modules/settlement/service.ts';
import type { VipService } from '../modules/promo/vip.ts';
import { rollupPass } from '../modules/agents/rollup.ts';
import { claimNightlyAudit, ensureMonthPartitions, monthKey, runAndRecordAudit } from '../modules/ledger/index.ts';
import { loadSettings } from '../modules/settings/index.ts';
import { opsAlert, queueAlertPass, queueDrawPush, queueSignReminder, SIGN_REMINDER_HOUR } from '../modules/messages/index.ts';
import type { DepositRecheck } from '../modules/payments/index.ts';
import { outer } from '../db/outer.ts';
import { within } from '../lib/within.ts';

/** Advisory lock key of the scheduler leader. */
export const SCHEDULER_LOCK_ID = 7_415_100;
/** Bounds per tick: issues settled, batches per issue, close/draw passes. */
const ISSUES_PER_TICK = 50;
const BATCHES_PER_ISSUE = 200;
/** How long a tick waits for the result sources before going on (see importResults). */
const POLL_WAIT_MS = 1000;
/**
 * How long the draw's reminders wait for the tick's settlement before starting beside it (see
 * runTick): a winner's payout goes first, and a follower's notification is at most this late.
 */
export const REMINDERS_WAIT_MS = 2000;

export interface TickReport {
  leader: boolean;
  opened: number;
  closed: number;
  drawn: number;
  cancelled: number;
  /** Official results taken from result sources. */
  imported: number;
  settledOrders: number;
  refundedOrders: number;
}

interface Leadership {
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

const isPool = (deps: AppDeps) => (deps.db as unknown as { $client?: unknown }).$client instanceof pg.Pool;

/** Leadership by a session advisory lock on a dedicated connection; PGlite: always the leader. */
function leadership(deps: AppDeps): Leadership {
  const client = (deps.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return { acquire: async () => true, release: async () => undefined };
  const pool = client;
  // An idle pooled connection the server terminates (failover, restart, a dropped database) is
  // reported on the pool; without a listener that event would end the process.
  if (pool.listenerCount('error') === 0) pool.on('error', (err) => deps.log.warn({ err }, 'database: idle connection lost'));
  let held: pg.PoolClient | null = null;
  return {
    async acquire() {
      if (held) return true;
      const c = await pool.connect();
      try {
        const res = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [SCHEDULER_LOCK_ID]);
        if (res.rows[0]?.ok) {
          held = c;
          // A broken connection loses the lock with it: stop acting until it is taken again.
          c.on('error', () => {
            if (held !== c) return;
            held = null;
            // Discarded, or the pool would wait for it forever when it ends.
            c.release(true);
          });
          return true;
        }
      } catch (err) {
        deps.log.warn({ err }, 'scheduler: leadership check failed');
      }
      c.release();
      return false;
    },
    async release() {
      const c = held;
      held = null;
      if (!c) return;
      await c.query('select pg_advisory_unlock($1)', [SCHEDULER_LOCK_ID]).catch(() => undefined);
      // Closed rather than pooled: the session that held the lock ends with it.
      c.release(true);
    },
  };
}

/** The services a tick drives, each built once by the composition root (services.ts). */
export interface SchedulerServices {
  draws: DrawService;
  settlement: SettlementService;
  history: HistoryService;
  omit: OmitService;
  vip: VipService;
  depositRecheck: DepositRecheck;
}

export function createScheduler(deps: AppDeps, { draws, settlement, history, omit, vip: promo, depositRecheck }: SchedulerServices) {
  const sources = createSourcePoller(deps, draws);
  const leader = leadership(deps);
  let running: Promise<unknown> | null = null;
  let polling: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  /** Wall-clock ms (not deps.clock: tests freeze that) of the timer's start and of the last finished tick. */
  let startedAt: number | null = null;
  let lastTickAt: number | null = null;
  /** The money audit this process is running (detached from the tick), if any. */
  let auditRun: Promise<void> | null = null;
  /** The month (of deps.clock) and wall-clock ms of the last pass that found every month partition ahead in place. */
  let partitionsMonth: string | null = null;
  let partitionsAt = 0;

  /**
   * Orders' and the ledger's month partitions, this month and the next two (issue #30,
   * modules/ledger/partitions.ts): on the first leader tick, then hourly and whenever the clock's
   * month changes. Idempotent; two leaders in turn (an advisory lock in the database function)
   * create each month once. A month whose DDL could not take its lock is tried on the next tick.
   */
  async function keepPartitionsAhead(now: Date) {
    const month = monthKey(now);
    if (month === partitionsMonth && Date.now() - partitionsAt < 3_600_000) return;
    const { created, failed } = await ensureMonthPartitions(deps.db, now);
    if (created.length > 0) deps.log.info({ created }, 'month partitions created');
    if (failed.length > 0) {
      deps.log.warn({ failed }, 'month partitions not created (lock timeout): next tick tries again');
      return;
    }
    partitionsMonth = month;
    partitionsAt = Date.now();
  }

  /**
   * The money audit once per business day (issue #30; the day starts at 02:00 platform time): the
   * first leader tick of a day claims it in the database — one node runs it even when two
   * schedulers run or the lock changes hands — and runs it apart from the tick, which goes on
   * drawing and settling while it reads the books in pages. The result goes to the audit log,
   * /metrics and the console's dashboard (runAndRecordAudit).
   */
  async function startNightlyAudit(now: Date) {
    if (auditRun) return;
    const { platformTimeZone } = await loadSettings(deps.db);
    if (!(await claimNightlyAudit(deps.db, businessDay(now, platformTimeZone)))) return;
    auditRun = runAndRecordAudit(deps.db, { now: () => deps.clock.now() })
      .then(async (r) => {
        const problems = Object.values(r.counts).reduce((a, n) => a + n, 0);
        if (problems === 0) {
          deps.log.info({ seconds: r.seconds, read: r.read }, 'money audit: the books balance');
          return;
        }
        deps.log.error({ counts: r.counts, seconds: r.seconds }, 'money audit named problems');
        // The operators are told by email (issue #33).
        await opsAlert(deps.db, deps.config.messages.opsAlertEmails, 'opsAudit', { count: problems }, deps.clock.now());
      })
      .catch((err: unknown) => deps.log.error({ err }, 'money audit failed'))
      .finally(() => {
        auditRun = null;
      });
  }

  async function settleDue(report: TickReport, now: Date) {
    // A source-imported result waits out its hold (settle_after) so operators can replace it.
    const drawn = await deps.db
      .select({ id: issues.id })
      .from(issues)
      .where(and(eq(issues.status, 2), or(isNull(issues.settleAfter), lte(issues.settleAfter, now))))
      .orderBy(asc(issues.drawnAt))
      .limit(ISSUES_PER_TICK);
    const batch = deps.config.settleBatchSize;
    // Slices at once need a connection each: PGlite has one (they would only take turns).
    const parallel = isPool(deps) ? deps.config.settleParallel : 1;
    for (const { id } of drawn) report.settledOrders += await settlement.settleIssue(id, batch, parallel, BATCHES_PER_ISSUE);
    // Cancelled issues whose refund pass is not done (settled_at unset): orders' status is in no
    // index (HOT settlement updates), so finding open orders means reading an issue's orders, once
    // per cancelled issue rather than every tick for every issue ever cancelled.
    const cancelled = await deps.db
      .select({ id: issues.id })
      .from(issues)
      .where(and(eq(issues.status, 4), isNull(issues.settledAt)))
      .orderBy(asc(issues.id))
      .limit(ISSUES_PER_TICK);
    for (const { id } of cancelled) {
      for (let i = 0; i < BATCHES_PER_ISSUE; i++) {
        const n = await settlement.refundBatch(id, batch);
        report.refundedOrders += n;
        if (n === 0) break;
      }
    }
  }

  /**
   * After a lottery's draw: long dragons (type 3) on the broadcast topic, streaks of the default
   * limit; and the Web Push fan-outs of its followers (issue #31): the draw, and the lengths every
   * streak has now, for those whose own threshold one has just reached (messages/fanout.ts).
   */
  async function publishDragons(lotteryIds: Set<number>, now: Date) {
    for (const ticketId of lotteryIds) {
      const streaks = await history.remindTop([ticketId], 1, 'vi');
      await queueFollowersPush(ticketId, streaks.map((d) => d.length), now).catch((err: unknown) => deps.log.warn({ err }, 'draw notifications not queued'));
      const dragons = streaks.filter((d) => d.length >= DEFAULT_DRAGON_LIMIT);
      if (dragons.length === 0) continue;
      const event: PushEvent = {
        type: PushType.LONG_DRAGON,
        data: { ticketId, dragons: dragons.slice(0, 20).map(({ market, place, position, attribute, side, length }) => ({ market, place, position, attribute, side, length })) },
        at: now.getTime(),
      };
      await deps.push.publish(pushTopics.broadcast, event).catch((err: unknown) => deps.log.warn({ err }, 'dragon push failed'));
    }
  }

  /** The lottery's latest drawn issue, queued for its followers' notifications. */
  async function queueFollowersPush(lotteryId: number, dragonLengths: number[], now: Date) {
    const [last] = await deps.db
      .select({ issue: issues.issueNo, result: issues.result, code: lotteries.code })
      .from(issues)
      .innerJoin(lotteries, eq(lotteries.id, issues.lotteryId))
      .where(and(eq(issues.lotteryId, lotteryId), sql`${issues.result} is not null`, sql`${issues.drawnAt} is not null`))
      .orderBy(sql`${issues.drawnAt} desc`, sql`${issues.id} desc`)
      .limit(1);
    if (!last?.result) return;
    await queueDrawPush(deps.db, { lotteryId, lotteryCode: last.code, issue: last.issue, code: last.result, dragonLengths }, now);
  }

  /** The daily sign-in reminder (Web Push, issue #31): once per business day, from SIGN_REMINDER_HOUR platform time. */
  async function signReminder(now: Date) {
    const { platformTimeZone } = await loadSettings(deps.db);
    const day = businessDay(now, platformTimeZone);
    const from = businessDayStart(day, platformTimeZone).getTime() + (SIGN_REMINDER_HOUR - BUSINESS_DAY_START_HOUR) * 3_600_000;
    if (now.getTime() < from) return;
    await queueSignReminder(deps.db, day, now);
  }

  /**
   * Result sources (only when configured: the `resultSources` setting). A source may take up to
   * its timeout per issue, so the tick waits at most POLL_WAIT_MS for the pass and then goes on
   * with house draws and settlement; a longer pass finishes in the background (one at a time),
   * announces what it applied itself, and a later tick settles it.
   */
  async function importResults(now: Date): Promise<number> {
    polling ??= sources
      .poll(now)
      .then(async (r) => {
        await publishDragons(r.lotteryIds, now);
        await omit.publishReached(r.lotteryIds, now);
        return r.applied;
      })
      .catch((err: unknown) => {
        deps.log.warn({ err }, 'result sources failed');
        return 0;
      })
      .finally(() => {
        polling = null;
      });
    return within(polling, POLL_WAIT_MS, () => 0);
  }

  async function runTick(): Promise<TickReport> {
    const report: TickReport = { leader: false, opened: 0, closed: 0, drawn: 0, cancelled: 0, imported: 0, settledOrders: 0, refundedOrders: 0 };
    if (!(await leader.acquire())) return report;
    report.leader = true;
    const now = deps.clock.now();
    await keepPartitionsAhead(now).catch((err: unknown) => deps.log.error({ err }, 'month partitions failed'));
    const all = await deps.db
      .select({ lottery: lotteries, lastEnd: sql<string | null>`(select max(i.end_at) from issues i where i.lottery_id = ${outer(lotteries.id)})` })
      .from(lotteries);
    for (const { lottery, lastEnd } of all) {
      report.opened += await openIssuesAhead(deps.db, lottery, now, lastEnd ? new Date(lastEnd) : null, deps.config.testDrawPeriodSec);
      // Opening hashes seeds: let other work (requests, the push broker) run between lotteries.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    for (let i = 0; i < 20; i++) {
      const n = await draws.closeDue(now);
      report.closed += n;
      if (n === 0) break;
    }
    report.cancelled += await draws.cancelLate(now);
    const drawnLotteries = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const { count, lotteryIds } = await draws.drawDue(now);
      report.drawn += count;
      for (const id of lotteryIds) drawnLotteries.add(id);
      if (count === 0) break;
    }
    report.imported = await importResults(now);
    // The draw's reminders (dragons, followers' notifications, omit reminders: a few queries and
    // the streaks' count per drawn lottery) start once the settlement is done, or after
    // REMINDERS_WAIT_MS beside a longer one: a winner's payout and live win event do not wait for
    // them nor share the machine with them (issue #32: beside the settlement from the start, they
    // took the CPU it needed, and draw → win push for 10,000 winners was 20–37 % longer on a
    // 2-core machine). The draw itself was announced when it was drawn (drawDue). Neither reads
    // what the other writes; a failed reminder is logged and holds up no payout.
    const settling = settleDue(report, now);
    await within(settling.catch(() => undefined), REMINDERS_WAIT_MS, () => undefined);
    const reminders = (async () => {
      await publishDragons(drawnLotteries, now).catch((err: unknown) => deps.log.warn({ err }, 'dragon reminders failed'));
      await omit.publishReached(drawnLotteries, now).catch((err: unknown) => deps.log.warn({ err }, 'omit reminders failed'));
    })();
    try {
      await settling;
    } finally {
      await reminders;
    }
    // Promotions: Monday's bonus generation (once per period) and expiry of unclaimed bonuses.
    await promo.tick().catch((err: unknown) => deps.log.error({ err }, 'promotions tick failed'));
    // Team figures: fold the ledger's final rows into the per-ancestor daily sums (one bounded pass).
    await rollupPass(deps.db).catch((err: unknown) => deps.log.error({ err }, 'team rollup failed'));
    // Provider deposits whose callback never came: the provider is asked (querydr), a bounded batch (issue #28).
    await depositRecheck.pass(now).catch((err: unknown) => deps.log.error({ err }, 'deposit re-check failed'));
    // Deposits and withdrawals waiting too long: the operators are told once per order (issue #33).
    await queueAlertPass(deps.db, deps.config.messages, now).catch((err: unknown) => deps.log.error({ err }, 'queue alert failed'));
    await signReminder(now).catch((err: unknown) => deps.log.error({ err }, 'sign-in reminder not queued'));
    if (deps.config.ledgerAuditNightly) await startNightlyAudit(now).catch((err: unknown) => deps.log.error({ err }, 'money audit not started'));
    return report;
  }

  /** One pass of every step at deps.clock's time; passes never overlap within a process. */
  function tick(): Promise<TickReport> {
    const next = (running ?? Promise.resolve())
      .catch(() => undefined)
      .then(runTick)
      .finally(() => {
        lastTickAt = Date.now();
      });
    running = next;
    return next;
  }

  return {
    tick,
    /** Resolves when the money audit this process runs (if any) has finished and recorded its result. */
    ledgerAuditDone: (): Promise<void> => auditRun ?? Promise.resolve(),
    draws,
    settlement,
    /**
     * How long since the timer last finished a tick (or started, before the first), in ms; null
     * when the timer does not run on this node. /readyz and /metrics report it.
     */
    lagMs(now = Date.now()): number | null {
      if (startedAt === null) return null;
      return Math.max(0, now - (lastTickAt ?? startedAt));
    },
    start(intervalMs = 1000) {
      if (timer) return;
      startedAt = Date.now();
      timer = setInterval(() => {
        tick().catch((err: unknown) => deps.log.error({ err }, 'scheduler tick failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      startedAt = null;
      await running?.catch(() => undefined);
      await polling;
      await auditRun;
      await leader.release();
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
