import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../db/client.ts';
import { within } from '../../lib/within.ts';

/** How long /readyz waits for the database before calling it down. */
const DB_CHECK_TIMEOUT_MS = 2_000;

export interface HealthState {
  /** Set by SIGTERM (shutdown.ts): /readyz answers 503 from then on, before the server drains. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthState;
  }
}

interface Check {
  ok: boolean;
  ms?: number;
  detail?: string;
}

/** The newest committed migration's timestamp (drizzle's journal `when`, stored as created_at). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return within(p, ms, () => {
    throw new Error(`no answer in ${ms} ms`);
  });
}

/**
 * GET /healthz: the process is alive and its event loop turns (no I/O). GET /readyz: this node
 * may take traffic: the database answers and holds every committed migration, the push broker is
 * connected, the scheduler (when this node runs it) ticked recently, and no SIGTERM came. Both are
 * never cached; neither needs a session, and they answer plain JSON, not the API envelope.
 */
export function healthRoutes(app: FastifyInstance, options: { runsScheduler: boolean }): void {
  app.decorate('health', { draining: false } satisfies HealthState);
  const expected = newestMigration();
  let migrated = false;

  async function database(): Promise<{ db: Check; migrations: Check }> {
    const t0 = performance.now();
    try {
      // Once every migration is seen it stays so: later probes are one `select 1`.
      const rows = await withTimeout(
        migrated
          ? app.deps.db.execute(sql`select 1 as ok`)
          : app.deps.db.execute(sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`),
        DB_CHECK_TIMEOUT_MS,
      );
      const ms = Math.round((performance.now() - t0) * 10) / 10;
      if (!migrated) {
        const first = (rows as unknown as { rows?: { newest: string }[] }).rows?.[0] ?? (rows as unknown as { newest: string }[])[0];
        migrated = Number(first?.newest ?? 0) >= expected;
      }
      return { db: { ok: true, ms }, migrations: migrated ? { ok: true } : { ok: false, detail: 'the database lacks committed migrations' } };
    } catch (err) {
      const detail = (err as Error).message.slice(0, 200);
      return { db: { ok: false, detail }, migrations: { ok: migrated, detail: migrated ? undefined : 'unknown: the database did not answer' } };
    }
  }

  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', async (_req, reply) => {
    reply.headers(noStore);
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  });

  app.get('/readyz', async (_req, reply) => {
    reply.headers(noStore);
    const { db, migrations } = await database();
    const broker: Check = { ok: app.deps.push.connected() };
    const checks: Record<string, Check & { lagMs?: number | null }> = { database: db, migrations, broker };
    if (options.runsScheduler) {
      const lagMs = app.scheduler.lagMs();
      checks.scheduler = { ok: lagMs !== null && lagMs <= app.deps.config.readySchedulerLagMs, lagMs };
    }
    if (app.health.draining) checks.shutdown = { ok: false, detail: 'draining: SIGTERM received' };
    const ok = Object.values(checks).every((c) => c.ok);
    reply.code(ok ? 200 : 503);
    return { status: ok ? 'ready' : 'unavailable', checks };
  });
}
