import type { FastifyInstance } from 'fastify';
import { createScheduler, type Scheduler } from '../../jobs/scheduler.ts';
import { drawRoutes } from '../draws/routes.ts';
import { createIssueCancelService } from '../settlement/cancel.ts';
import { orderRoutes } from '../orders/routes.ts';
import { historyRoutes } from '../history/routes.ts';
import { lotteryRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lottery scheduler; tests call `tick()` after moving the clock. */
    scheduler: Scheduler;
  }
}

/**
 * Lottery operations (issue #6): catalogue, issues, draws, orders, records, and the scheduler.
 * The scheduler's timer runs when `runScheduler` (the `scheduler` role); every node may serve the
 * API, only the advisory-lock holder acts.
 */
export async function registerLotteryOperations(app: FastifyInstance, options: { runScheduler: boolean }): Promise<void> {
  await lotteryRoutes(app);
  const scheduler = createScheduler(app.deps);
  app.decorate('scheduler', scheduler);
  drawRoutes(app, scheduler.draws, createIssueCancelService(app.deps));
  orderRoutes(app);
  historyRoutes(app);
  app.addHook('preClose', async () => {
    await scheduler.stop();
  });
  if (options.runScheduler) {
    app.addHook('onReady', async () => {
      scheduler.start();
    });
  }
}
