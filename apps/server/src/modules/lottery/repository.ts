import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { issues, lotteries, seedChains } from '../../db/schema.ts';
import { LOTTERY_SEEDS } from './catalogue.ts';

export type LotteryRow = typeof lotteries.$inferSelect;
export type IssueRow = typeof issues.$inferSelect;

/** Seeds the shipped lotteries into the catalogue; existing rows (operators' changes) are kept. */
export async function seedLotteries(db: DbOrTx): Promise<void> {
  await db
    .insert(lotteries)
    .values(
      LOTTERY_SEEDS.map((l, i) => ({
        id: l.id,
        code: l.code,
        family: l.family,
        category: l.category,
        sortOrder: i,
        hotLabel: l.hotLabel,
        drawKind: l.drawKind,
        schedule: l.schedule,
        tzOffsetMin: l.tzOffsetMin,
      })),
    )
    .onConflictDoNothing();
}

export function allLotteries(db: DbOrTx): Promise<LotteryRow[]> {
  return db.select().from(lotteries).orderBy(asc(lotteries.sortOrder), asc(lotteries.id));
}

export async function lotteryById(db: DbOrTx, id: number): Promise<LotteryRow | undefined> {
  const rows = await db.select().from(lotteries).where(eq(lotteries.id, id));
  return rows[0];
}

/** Per lottery, the first open issue whose sales have not closed (the current or the next). */
export function currentIssues(db: DbOrTx, lotteryIds: number[], now: Date): Promise<IssueRow[]> {
  return db
    .selectDistinctOn([issues.lotteryId])
    .from(issues)
    .where(and(inArray(issues.lotteryId, lotteryIds), eq(issues.status, 0), gt(issues.endAt, now)))
    .orderBy(issues.lotteryId, asc(issues.endAt));
}

export function issueByNo(db: DbOrTx, lotteryId: number, issueNo: string): Promise<IssueRow[]> {
  return db
    .select()
    .from(issues)
    .where(and(eq(issues.lotteryId, lotteryId), eq(issues.issueNo, issueNo)));
}

/** The latest drawn issues (drawn or settled), newest first. */
export function drawnIssues(db: DbOrTx, lotteryId: number, limit: number): Promise<IssueRow[]> {
  return db
    .select()
    .from(issues)
    .where(and(eq(issues.lotteryId, lotteryId), inArray(issues.status, [2, 3])))
    .orderBy(desc(issues.endAt))
    .limit(limit);
}

export async function lastIssueEnd(db: DbOrTx, lotteryId: number): Promise<Date | undefined> {
  const rows = await db
    .select({ endAt: issues.endAt })
    .from(issues)
    .where(eq(issues.lotteryId, lotteryId))
    .orderBy(desc(issues.endAt))
    .limit(1);
  return rows[0]?.endAt;
}

export async function latestChainForUpdate(db: DbOrTx, lotteryId: number) {
  const rows = await db
    .select()
    .from(seedChains)
    .where(eq(seedChains.lotteryId, lotteryId))
    .orderBy(desc(seedChains.id))
    .limit(1)
    .for('update');
  return rows[0];
}

