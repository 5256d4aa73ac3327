import type { FastifyInstance } from 'fastify';

/**
 * The graceful stop of main.ts: /readyz turns to 503 at once, so the load balancer stops sending
 * new requests; after `delayMs` (its notice, SHUTDOWN_DELAY_MS) the server stops taking
 * connections, finishes the requests in flight, then closes push and the database. Resolves when
 * closed; `forceMs` after the drain started, the caller's `onTimeout` runs.
 */
export async function drainAndClose(
  app: FastifyInstance,
  options: { delayMs: number; forceMs?: number; onTimeout?: () => void; signal?: string },
): Promise<void> {
  app.health.draining = true;
  app.log.info({ signal: options.signal, delayMs: options.delayMs }, 'shutting down: /readyz answers 503, draining after the delay');
  if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  app.log.info('draining: no new connections, finishing in-flight work');
  const force = options.onTimeout ? setTimeout(options.onTimeout, options.forceMs ?? 15_000) : null;
  force?.unref();
  try {
    await app.close();
  } finally {
    if (force) clearTimeout(force);
  }
}
