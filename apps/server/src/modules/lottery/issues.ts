import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { issues, seedChains } from '../../db/schema.ts';
import { chainSeeds, commitmentOf, newChain } from './seed-chain.ts';
import { familyOf } from './families.ts';
import { lastIssueEnd, latestChainForUpdate, type LotteryRow } from './repository.ts';
import { issuesBetween, scheduleSchema, withTestPeriod } from './schedule.ts';

/** At most this many issues are opened per lottery per call (bounded work per scheduler tick). */
export const MAX_ISSUES_PER_OPEN = 300;

/**
 * Opens a lottery's issues up to its horizon (schedule.ts) in one transaction. House-drawn issues
 * take the next seeds of the lottery's hash chain (a new chain when it runs out) and show their
 * commitment. Re-running, or a second scheduler, adds nothing twice (unique lottery + issue).
 * `testPeriodSec` (browser tests only, config TEST_DRAW_PERIOD_SEC): the fast lotteries' period.
 */
export async function openIssuesAhead(db: Db, lottery: LotteryRow, now: Date, knownLast?: Date | null, testPeriodSec?: number): Promise<number> {
  if (!familyOf(lottery.family)) return 0;
  const { schedule, horizonMs: horizon } = withTestPeriod(scheduleSchema.parse(lottery.schedule), testPeriodSec);
  const last = knownLast === undefined ? await lastIssueEnd(db, lottery.id) : knownLast ?? undefined;
  // Opened in chunks: nothing to do while more than half the horizon is still ahead.
  if (last && last.getTime() - now.getTime() > horizon / 2) return 0;
  const from = last && last > now ? last : now;
  const until = new Date(now.getTime() + horizon);
  const planned = issuesBetween(schedule, lottery.tzOffsetMin, from, until, MAX_ISSUES_PER_OPEN);
  if (planned.length === 0) return 0;
  return db.transaction(async (tx) => {
    let seeds: { chainId: bigint; index: number; seed: string }[] = [];
    if (lottery.drawKind === 'house') {
      let chain = await latestChainForUpdate(tx, lottery.id);
      while (seeds.length < planned.length) {
        if (!chain || chain.nextIndex > chain.length) {
          const fresh = newChain();
          const [row] = await tx
            .insert(seedChains)
            .values({ lotteryId: lottery.id, ...fresh })
            .returning();
          chain = row!;
        }
        const take = Math.min(planned.length - seeds.length, chain.length - chain.nextIndex + 1);
        const values = chainSeeds(chain.terminalSeed, chain.length, chain.nextIndex, take);
        const chainId = chain.id;
        seeds = seeds.concat(values.map((seed, i) => ({ chainId, index: chain!.nextIndex + i, seed })));
        await tx
          .update(seedChains)
          .set({ nextIndex: sql`${seedChains.nextIndex} + ${take}` })
          .where(eq(seedChains.id, chain.id));
        chain = { ...chain, nextIndex: chain.nextIndex + take };
      }
    }
    const inserted = await tx
      .insert(issues)
      .values(
        planned.map((p, i) => {
          const s = seeds[i];
          return {
            lotteryId: lottery.id,
            issueNo: p.issueNo,
            startAt: p.startAt,
            endAt: p.endAt,
            drawAt: p.drawAt,
            chainId: s?.chainId ?? null,
            chainIndex: s?.index ?? null,
            seed: s?.seed ?? null,
            commitment: s ? commitmentOf(s.seed) : null,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: issues.id });
    return inserted.length;
  });
}
