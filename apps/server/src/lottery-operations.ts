import type { FastifyInstance } from 'fastify';
import { createScheduler, type Scheduler, type SchedulerServices } from './jobs/scheduler.ts';
import { drawRoutes } from './modules/draws/routes.ts';
import type { IssueCancelService } from './modules/settlement/cancel.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { historyRoutes } from './modules/history/routes.ts';
import { lotteryRoutes } from './modules/lottery/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lottery scheduler; tests call `tick()` after moving the clock. */
    scheduler: Scheduler;
  }
}

/** The lottery operations' services, each built once by the composition root (services.ts). */
export type LotteryOperationsServices = SchedulerServices &
  Parameters<typeof lotteryRoutes>[1] &
  Parameters<typeof orderRoutes>[1] &
  Parameters<typeof historyRoutes>[1] & { issueCancel: IssueCancelService };

/**
 * Lottery operations (issue #6): catalogue, issues, draws, orders, records, and the scheduler.
 * The scheduler's timer runs when `runScheduler` (the `scheduler` role); every node may serve the
 * API, only the advisory-lock holder acts. Part of the composition root (buildApp), beside app.ts:
 * it wires several modules' routes and the scheduler, so it lives in none of them (#29).
 */
export async function registerLotteryOperations(app: FastifyInstance, services: LotteryOperationsServices, options: { runScheduler: boolean }): Promise<void> {
  await lotteryRoutes(app, services);
  const scheduler = createScheduler(app.deps, services);
  app.decorate('scheduler', scheduler);
  drawRoutes(app, services.draws, services.issueCancel);
  orderRoutes(app, services);
  historyRoutes(app, services);
  app.addHook('preClose', async () => {
    await scheduler.stop();
  });
  if (options.runScheduler) {
    app.addHook('onReady', async () => {
      scheduler.start();
    });
  }
}
