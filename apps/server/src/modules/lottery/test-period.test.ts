import { and, asc, eq, gt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApp, handClock } from '../../../test/app.ts';
import { issues } from '../../db/schema.ts';

/**
 * The browser tests' short period (TEST_DRAW_PERIOD_SEC, issue #29) as the scheduler runs it: each
 * fast lottery keeps its own issues ahead, every 30 s, tick after tick (the scheduler's one "last
 * issue end" for every lottery let the 5-minute ones run out after twelve minutes).
 */
describeApp('issues on the short period of browser tests', { clock: () => handClock(Date.parse('2026-11-21T10:00:10Z')), config: { testDrawPeriodSec: 30 } }, (ctx) => {
  const clock = ctx.clock as ReturnType<typeof handClock>;
  const ahead = async (lotteryId: number) =>
    ctx.db
      .select({ issueNo: issues.issueNo, endAt: issues.endAt, drawAt: issues.drawAt })
      .from(issues)
      .where(and(eq(issues.lotteryId, lotteryId), gt(issues.endAt, clock.now())))
      .orderBy(asc(issues.endAt));

  it('keeps every fast lottery its issues ahead on the short period, numbered in order', async () => {
    // Issues ahead on the real period's count: 2 h of a 45 s, 1-, 3- or 5-minute lottery, each 30 s long.
    const least = { 1002: 80, 101: 60, 102: 20, 103: 12 } as const;
    for (let minute = 0; minute < 14; minute++) {
      await ctx.app.scheduler.tick();
      for (const [id, min] of Object.entries(least)) {
        const list = await ahead(Number(id));
        expect(list.length, `lottery ${id} at minute ${minute}`).toBeGreaterThanOrEqual(min);
        for (let i = 1; i < list.length; i++) {
          expect(list[i]!.endAt.getTime() - list[i - 1]!.endAt.getTime()).toBe(30_000);
          expect(list[i]!.issueNo > list[i - 1]!.issueNo).toBe(true);
        }
        expect(list.every((x) => x.endAt.getTime() === x.drawAt.getTime())).toBe(true);
      }
      clock.at += 60_000;
    }
    // 10:14:10 UTC is 17:14:10 in Vietnam: the day's 2069th half-minute is on sale.
    expect((await ahead(103))[0]!.issueNo).toBe('202611212069');
  }, 240_000);
});
