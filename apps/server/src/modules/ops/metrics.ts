import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../../deps.ts';
import { lastLedgerAudit, partitionHealth, type LedgerAuditSummary, type PartitionHealth } from '../ledger/index.ts';

/**
 * The process's Prometheus metrics (prom-client). The bet and settlement paths only add to
 * counters (no I/O, no allocation beyond a label lookup); everything read from the database
 * (queues, issues awaiting settlement, the ledger audit's last result) is computed when
 * Prometheus scrapes `/metrics`, in one statement.
 */
export interface Metrics {
  registry: Registry;
  /** Orders placed (lines) and their stake, in milli-units. */
  betsPlaced(orders: number, stakeMilli: bigint): void;
  /** A bet request refused, by its message key (`orders.issueLimit`, `errors.balanceInsufficient`, …). */
  betRefused(reason: string): void;
  /** Payouts credited by settlement, in milli-units. */
  paid(amountMilli: bigint): void;
  /** An issue fully settled: seconds from its draw to its last payout. */
  issueSettled(lotteryId: number, drawToPaidSeconds: number): void;
  /** Hooks the process's scheduler and push broker into the scrape (set once by metricsRoutes). */
  attach(sources: Sources): void;
}


const MILLI = 1000;

/** The scheduler's lag and the push broker's clients, read on scrape. */
export interface Sources {
  schedulerLagMs(): number | null;
  pushClients(): number | null;
}

/** The metrics of one app, built once by the composition root (services.ts): services count through it, /metrics serves it. */
export function createMetrics(deps: AppDeps): Metrics {
  let sources: Sources | null = null;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const placed = new Counter({ name: 'lotus_bets_placed_total', help: 'Bet orders placed (one per line and issue)', registers: [registry] });
  const refused = new Counter({ name: 'lotus_bets_refused_total', help: 'Bet requests refused, by reason (message key)', labelNames: ['reason'], registers: [registry] });
  const staked = new Counter({ name: 'lotus_staked_amount_total', help: 'Amount staked on placed orders (currency units)', registers: [registry] });
  const paidOut = new Counter({ name: 'lotus_paid_amount_total', help: 'Payouts credited by settlement (currency units)', registers: [registry] });
  const drawToPaid = new Histogram({
    name: 'lotus_draw_to_paid_seconds',
    help: "Seconds from an issue's draw to its last payout, per issue",
    labelNames: ['lottery'],
    buckets: [2, 5, 10, 20, 30, 60, 120, 300, 600, 1800, 3600],
    registers: [registry],
  });

  const metrics: Metrics = {
    registry,
    betsPlaced(orders, stakeMilli) {
      placed.inc(orders);
      staked.inc(Number(stakeMilli) / MILLI);
    },
    betRefused: (reason) => refused.inc({ reason }),
    paid: (amountMilli) => paidOut.inc(Number(amountMilli) / MILLI),
    issueSettled: (lotteryId, seconds) => drawToPaid.observe({ lottery: String(lotteryId) }, seconds),
    attach(s) {
      sources = s;
    },
  };

  const src = () => sources;
  new Gauge({
    name: 'lotus_scheduler_lag_seconds',
    help: "Seconds since this node's scheduler finished a tick (absent when the node does not run it)",
    registers: [registry],
    collect() {
      const lag = src()?.schedulerLagMs() ?? null;
      this.reset();
      if (lag !== null) this.set(lag / 1000);
    },
  });
  new Gauge({
    name: 'lotus_push_clients',
    help: 'Clients connected to the embedded MQTT broker',
    registers: [registry],
    collect() {
      const n = src()?.pushClients() ?? null;
      this.reset();
      if (n !== null) this.set(n);
    },
  });

  const pool = (deps.db as unknown as { $client?: unknown }).$client;
  const poolGauge = new Gauge({
    name: 'lotus_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting = requests queued for one); max = the pool size',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!(pool instanceof pg.Pool)) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
      this.set({ state: 'max' }, pool.options.max ?? 0);
    },
  });
  void poolGauge;

  // Everything from the database in one statement per scrape, shared by the gauges below.
  let pending: Promise<ScrapeRow[]> | null = null;
  const scrape = () => {
    pending ??= readQueues(deps).finally(() => setTimeout(() => (pending = null), 0));
    return pending;
  };
  const queueSize = new Gauge({ name: 'lotus_queue_size', help: 'Items waiting for an operator or a job, by queue', labelNames: ['queue'], registers: [registry] });
  const queueAge = new Gauge({ name: 'lotus_queue_oldest_age_seconds', help: 'Age of the oldest waiting item, by queue (0 when empty)', labelNames: ['queue'], registers: [registry] });
  new Gauge({
    name: 'lotus_queue_scrape_ok',
    help: '1 when the queue figures were read from the database at this scrape, 0 when the read failed',
    registers: [registry],
    async collect() {
      try {
        const rows = await scrape();
        for (const r of rows) {
          queueSize.set({ queue: r.queue }, Number(r.n));
          queueAge.set({ queue: r.queue }, Math.max(0, Number(r.age ?? 0)));
        }
        this.set(1);
      } catch (err) {
        deps.log.warn({ err }, 'metrics: queue figures unavailable');
        this.set(0);
      }
    },
  });
  // One read of the audit's last result per scrape, shared by its gauges (a scrape collects them at once).
  let audit: Promise<LedgerAuditSummary | null> | null = null;
  const auditRead = () => {
    audit ??= lastLedgerAudit(deps.db)
      .catch(() => null)
      .finally(() => setTimeout(() => (audit = null), 0));
    return audit;
  };
  const auditGauge = (name: string, help: string, value: (last: LedgerAuditSummary) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const last = await auditRead();
        if (last) this.set(value(last));
      },
    });
  auditGauge('lotus_ledger_audit_last_run_timestamp_seconds', 'When the money audit (npm run audit:ledger, nightly) last finished', (l) => Date.parse(l.at) / 1000);
  auditGauge('lotus_ledger_audit_ok', '1 when the last money audit found the books balanced, 0 when it named problems', (l) => (l.problems === 0 ? 1 : 0));
  auditGauge('lotus_ledger_audit_problems', 'Problems the last money audit named', (l) => l.problems);
  auditGauge('lotus_ledger_audit_duration_seconds', 'How long the last money audit took', (l) => l.seconds);

  // The month partitions of orders and the ledger (issue #30), read once per scrape from the
  // catalog and the default partitions (each counted up to DEFAULT_ROWS_COUNTED rows).
  let partitions: Promise<PartitionHealth[] | null> | null = null;
  const partitionsRead = () => {
    partitions ??= partitionHealth(deps.db, deps.clock.now())
      .catch((err: unknown) => (deps.log.warn({ err }, 'metrics: partition figures unavailable'), null))
      // Cleared as soon as it is read (the gauges of one scrape start together): on PGlite a
      // scrape's reads can finish without a timer turn, and the next scrape must read again.
      .finally(() => (partitions = null));
    return partitions;
  };
  const partitionGauge = (name: string, help: string, value: (p: PartitionHealth) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['table'],
      registers: [registry],
      async collect() {
        const all = await partitionsRead();
        this.reset();
        for (const p of all ?? []) {
          const v = value(p);
          if (v !== null) this.set({ table: p.table }, v);
        }
      },
    });
  partitionGauge('lotus_partition_months_ahead', "Months after this one with a partition of the table (the scheduler keeps 2)", (p) => p.monthsAhead);
  partitionGauge('lotus_partition_default_rows', "Rows in the table's default partition, counted up to 100000: 0 while months are created ahead", (p) => p.defaultRows);
  partitionGauge('lotus_partition_oldest_month_timestamp_seconds', 'The first day of the oldest month partition still attached', (p) =>
    p.oldestMonth ? p.oldestMonth.getTime() / 1000 : null,
  );
  return metrics;
}

interface ScrapeRow {
  queue: string;
  n: string | number;
  age: string | number | null;
}

/**
 * The queues' sizes and oldest ages, read on scrape: deposits awaiting review, withdrawals being
 * processed, wins held for risk review, chats waiting for an operator, issues past their draw
 * time not drawn, drawn issues not settled (each on its status index).
 */
async function readQueues(deps: AppDeps): Promise<ScrapeRow[]> {
  const res = await deps.db.execute(sql`
    select 'deposits' as queue, count(*) as n, extract(epoch from now() - min(coalesce(submitted_at, created_at))) as age
      from dw_orders where kind = 1 and status = 4
    union all select 'withdrawals', count(*), extract(epoch from now() - min(created_at)) from dw_orders where kind = 2 and status = 1
    union all select 'risk_holds', count(*), extract(epoch from now() - min(created_at)) from risk_holds where status = 'pending'
    union all select 'chat', count(*), extract(epoch from now() - min(last_message_at)) from chat_conversations where status = 1
    union all select 'issues_awaiting_draw', count(*), extract(epoch from now() - min(draw_at)) from issues where status in (0, 1) and draw_at <= now()
    union all select 'issues_awaiting_settlement', count(*), extract(epoch from now() - min(coalesce(drawn_at, draw_at))) from issues where status = 2`);
  return (res as unknown as { rows?: ScrapeRow[] }).rows ?? (res as unknown as ScrapeRow[]);
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function allowed(req: FastifyRequest, token: string | undefined): boolean {
  if (!token) return LOOPBACK.test(req.ip);
  const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics (Prometheus text) and the HTTP request histogram. With METRICS_TOKEN set it wants
 * `Authorization: Bearer <token>`; without, it answers loopback callers only (req.ip: behind a
 * proxy on the same machine, set the token or TRUST_PROXY, or the proxy's callers look local).
 */
export function metricsRoutes(app: FastifyInstance, metrics: Metrics, options: { runsScheduler: boolean }): void {
  metrics.attach({
    schedulerLagMs: () => (options.runsScheduler ? app.scheduler.lagMs() : null),
    pushClients: () => app.deps.push.clients(),
  });
  const http = new Histogram({
    name: 'lotus_http_request_duration_seconds',
    help: 'HTTP requests by method, route (its pattern; "unmatched" for none) and status, with their latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    http.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!allowed(req, app.deps.config.metricsToken)) {
      reply.code(app.deps.config.metricsToken ? 401 : 403);
      return { status: app.deps.config.metricsToken ? 'a bearer token is required' : 'loopback callers only' };
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
