import { expect, it } from 'vitest';
import { gt, isNotNull, sql } from 'drizzle-orm';
import { describeApp } from '../../../test/app.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { issues, seedChains } from '../../db/schema.ts';

/**
 * The scheduler opens each lottery's issues from that lottery's own last issue end: a seed taken
 * off a house lottery's hash chain is a seed of an issue that is opened, never one spent on an
 * issue that already exists (the scheduler once read one "last end" for every lottery, so a tick
 * re-planned issues already open and the conflicting inserts burned their seeds).
 */
describeApp('the scheduler opening issues ahead', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  const clock = ctx.clock;
  const seedsTaken = async () => {
    const [row] = await ctx.db.select({ n: sql<string>`coalesce(sum(${seedChains.nextIndex} - 1), 0)` }).from(seedChains);
    return Number(row!.n);
  };
  const houseIssues = async () => ctx.db.$count(issues, isNotNull(issues.chainId));

  it('takes exactly one seed per house issue it opens, tick after tick, and keeps every lottery open ahead', async () => {
    for (const step of [0, 20, 45, 61, 30, 90]) {
      clock.advance(step * 60_000);
      await ctx.app.scheduler.tick();
      expect(await seedsTaken(), `after +${step} min`).toBe(await houseIssues());
      // Every lottery with a fast schedule still has an issue on sale ahead of now.
      const ahead = await ctx.db
        .select({ lotteryId: issues.lotteryId })
        .from(issues)
        .where(gt(issues.endAt, clock.now()))
        .groupBy(issues.lotteryId);
      expect(ahead.length, `after +${step} min`).toBeGreaterThan(10);
    }
  }, 240_000);
});
