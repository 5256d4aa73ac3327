/**
 * The scheduler's result-source step: for every official lottery with a configured source (the
 * `resultSources` setting; none by default, and then this step does nothing), fetch the result of
 * each closed issue past its draw time and within its grace period, and apply a valid one.
 * One issue is fetched at most every `pollSeconds`; a tick fetches at most MAX_FETCHES_PER_TICK
 * results, the lotteries' fetches running side by side and each lottery's one after another.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { ResultSourceConfig } from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import { issues, lotteries } from '../../db/schema.ts';
import { loadSettings } from '../settings/index.ts';
import { httpJsonSource, type ResultSource } from './result-source.ts';
import type { DrawService } from './service.ts';

export const MAX_FETCHES_PER_TICK = 50;
/** Issues looked at per lottery per tick (a source down for days leaves many waiting). */
const ISSUES_PER_LOTTERY = 10;

export interface SourcePollReport {
  fetched: number;
  applied: number;
  failed: number;
  lotteryIds: Set<number>;
}

export function createSourcePoller(deps: AppDeps, draws: DrawService, makeSource: (c: ResultSourceConfig) => ResultSource = (c) => httpJsonSource(c)) {
  const { db, log } = deps;
  /** Last fetch per issue id (ms); entries of issues no longer waiting are dropped each pass. */
  const lastFetch = new Map<string, number>();

  async function poll(now: Date): Promise<SourcePollReport> {
    const report: SourcePollReport = { fetched: 0, applied: 0, failed: 0, lotteryIds: new Set() };
    const { resultSources } = await loadSettings(db);
    if (resultSources.length === 0) {
      lastFetch.clear();
      return report;
    }
    const configs = new Map(resultSources.map((c) => [c.ticketId, c]));
    const waiting = await db
      .select({ id: issues.id, issueNo: issues.issueNo, drawAt: issues.drawAt, lottery: { id: lotteries.id, code: lotteries.code, family: lotteries.family, tzOffsetMin: lotteries.tzOffsetMin } })
      .from(issues)
      .innerJoin(lotteries, eq(lotteries.id, issues.lotteryId))
      .where(
        and(
          inArray(lotteries.id, [...configs.keys()]),
          eq(lotteries.drawKind, 'official'),
          eq(issues.status, 1),
          lte(issues.drawAt, now),
          gte(sql`${issues.drawAt} + make_interval(mins => ${lotteries.graceMinutes})`, now.toISOString()),
        ),
      )
      .orderBy(asc(issues.drawAt))
      .limit(configs.size * ISSUES_PER_LOTTERY);
    const seen = new Set(waiting.map((w) => w.id.toString()));
    for (const key of lastFetch.keys()) if (!seen.has(key)) lastFetch.delete(key);

    const byLottery = new Map<number, typeof waiting>();
    let budget = MAX_FETCHES_PER_TICK;
    for (const w of waiting) {
      const config = configs.get(w.lottery.id)!;
      const last = lastFetch.get(w.id.toString());
      if (last !== undefined && now.getTime() - last < config.pollSeconds * 1000) continue;
      if (budget-- <= 0) break;
      byLottery.set(w.lottery.id, [...(byLottery.get(w.lottery.id) ?? []), w]);
    }
    await Promise.all(
      [...byLottery].map(async ([ticketId, list]) => {
        const config = configs.get(ticketId)!;
        const source = makeSource(config);
        for (const w of list) {
          lastFetch.set(w.id.toString(), now.getTime());
          report.fetched++;
          const outcome = await source.fetchResult(w.lottery, w);
          if (!outcome.ok) {
            report.failed++;
            if (outcome.reason !== 'notYet') log.warn({ ticketId, issue: w.issueNo, source: source.name, reason: outcome.reason }, 'result source: no usable result');
            continue;
          }
          const applied = await draws.applySourceResult(ticketId, w.issueNo, outcome.draw, { name: source.name, holdMinutes: config.holdMinutes });
          if (applied) {
            report.applied++;
            report.lotteryIds.add(ticketId);
          }
        }
      }),
    );
    return report;
  }

  return { poll };
}
