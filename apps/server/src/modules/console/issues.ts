/**
 * A lottery's issues for operators (issue #16 "Lotteries … issues"): the history with commitment,
 * seed (once revealed) and result, and the fairness verifier's output for one issue — the stored
 * record re-derived by the standalone verifier's own function (draws/rederive.ts), so the console
 * and `npm run verify` cannot disagree. Read-only.
 */
import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { ConsoleIssueList, ConsoleIssueRow, ConsoleIssueVerification } from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import { issues, lotteries, seedChains } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { rederive } from '../draws/rederive.ts';
import { paged } from '../../lib/paging.ts';

/** Issue statuses whose seed is public (drawn, settled): the public verify call's rule. */
const REVEALED = new Set([2, 3]);

export function createConsoleIssuesService(deps: AppDeps) {
  const { db, clock } = deps;

  /**
   * Issues that have started (a future issue's commitment is the seed of the one before it, so
   * issues not yet on sale stay unlisted), newest first, a bounded page.
   */
  async function list(ticketId: number, q: { page: number; size: number }): Promise<ConsoleIssueList> {
    const lottery = await db.query.lotteries.findFirst({ where: eq(lotteries.id, ticketId) });
    if (!lottery) throw rejected('lottery.notFound');
    const where = and(eq(issues.lotteryId, ticketId), lte(issues.startAt, clock.now()));
    const [rows, total] = await Promise.all([
      paged(
        db
          .select()
          .from(issues)
          .where(where)
          .orderBy(desc(issues.endAt)),
        q,
      ),
      db.select({ n: count() }).from(issues).where(where),
    ]);
    return {
      ticketId,
      lottery: lottery.code,
      drawKind: lottery.drawKind,
      list: rows.map(
        (i): ConsoleIssueRow => ({
          issue: i.issueNo,
          status: i.status,
          drawAt: i.drawAt.toISOString(),
          drawnAt: i.drawnAt?.toISOString() ?? null,
          commitment: i.commitment,
          seed: REVEALED.has(i.status) ? i.seed : null,
          result: i.result,
          cancelReason: i.cancelReason,
        }),
      ),
      total: Number(total[0]?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  async function verify(ticketId: number, issueNo: string): Promise<ConsoleIssueVerification> {
    const [row] = await db
      .select({ issue: issues, lottery: lotteries, anchor: seedChains.anchor })
      .from(issues)
      .innerJoin(lotteries, eq(lotteries.id, issues.lotteryId))
      .leftJoin(seedChains, eq(seedChains.id, issues.chainId))
      .where(and(eq(issues.lotteryId, ticketId), eq(issues.issueNo, issueNo), lte(issues.startAt, clock.now())));
    if (!row) throw rejected('lottery.issueNotFound');
    const { issue, lottery } = row;
    const ref = { ticketId, lottery: lottery.code, issue: issue.issueNo, status: issue.status, result: issue.result };
    if (lottery.drawKind !== 'house') return { verifiable: false, ...ref, noSeed: 'official' };
    if (issue.status === 4) return { verifiable: false, ...ref, noSeed: 'cancelled' };
    if (!REVEALED.has(issue.status) || !issue.seed || !issue.result) return { verifiable: false, ...ref, noSeed: 'notDrawn' };
    const chainIndex = issue.chainIndex ?? 0;
    const out = rederive(
      { lottery: lottery.code, issue: issue.issueNo, seed: issue.seed, commitment: issue.commitment ?? '', chainAnchor: row.anchor ?? '', chainIndex, code: issue.result },
      lottery.family,
      issue.drawAt,
    );
    return { verifiable: true, ...ref, ok: out.ok, seed: issue.seed, hmac: out.hmac, chainIndex, checks: out.checks };
  }

  return { list, verify };
}
