/**
 * A lottery's issues for operators (issue #16 "Lotteries … issues"): the history with commitment,
 * seed (once revealed) and result, and the fairness verifier's output for one issue — the stored
 * record re-derived by the standalone verifier's own function (draws/rederive.ts), so the console
 * and `npm run verify` cannot disagree. Read-only.
 */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { WAITING_PER_LOTTERY, type ConsoleIssueList, type ConsoleIssueRow, type ConsoleIssueVerification, type IssueForm, type WaitingResults } from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import { auditLog, issues, lotteries, operators, seedChains } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { rederive } from './rederive.ts';
import { paged } from '../../lib/paging.ts';
import { drawsAreStrings, familyOf } from '../lottery/index.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { secondPersonFor } from '../operators/index.ts';

/** Issue statuses whose seed is public (drawn, settled): the public verify call's rule. */
const REVEALED = new Set([2, 3]);
/** Each issue form's audit action (its proposal is `<action>.propose`) and whether only official lotteries have it. */
const FORMS: Record<IssueForm, { action: string; officialOnly: boolean }> = {
  result: { action: 'lottery.result', officialOnly: true },
  cancel: { action: 'lottery.cancel', officialOnly: false },
  resettle: { action: 'lottery.resettle', officialOnly: true },
};

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

  /**
   * The lists of the console's issue forms (issue #27: the operator picks the lottery and the
   * issue, never types them): for `result`, every official lottery and its issues waiting for a
   * result (closed, or held from a source), oldest first; for `resettle`, every official lottery
   * and its settled issues, newest first; for `cancel`, one lottery (`ticketId`) and its started,
   * not cancelled issues, newest first. Bounded, each issue with its pending proposal and whether
   * `viewer` may confirm it (the two-person rule said before the click).
   */
  async function waiting(viewer: SessionOperator, q: { for: IssueForm; ticketId?: number | undefined } = { for: 'result' }): Promise<WaitingResults> {
    const now = clock.now();
    const form = FORMS[q.for];
    if (q.for === 'cancel' && q.ticketId === undefined) throw rejected('lottery.notFound');
    const chosen = await db
      .select()
      .from(lotteries)
      .where(q.ticketId !== undefined ? eq(lotteries.id, q.ticketId) : eq(lotteries.drawKind, 'official'))
      .orderBy(asc(lotteries.id));
    if (q.ticketId !== undefined && chosen.length === 0) throw rejected('lottery.notFound');
    const list: WaitingResults['list'] = [];
    for (const l of chosen) {
      if (form.officialOnly && l.drawKind !== 'official') continue;
      const family = familyOf(l.family, now);
      if (!family) continue;
      const which =
        q.for === 'result'
          ? or(eq(issues.status, 1), and(eq(issues.status, 2), isNotNull(issues.settleAfter), gt(issues.settleAfter, now)))
          : q.for === 'resettle'
            ? and(eq(issues.status, 3), isNotNull(issues.result))
            : and(inArray(issues.status, [0, 1, 2, 3]), lte(issues.startAt, now));
      const rows = await db
        .select()
        .from(issues)
        .where(and(eq(issues.lotteryId, l.id), which))
        .orderBy(q.for === 'result' ? asc(issues.drawAt) : desc(issues.drawAt))
        .limit(WAITING_PER_LOTTERY);
      const targets = rows.map((i) => `issue:${l.code}:${i.issueNo}`);
      const proposals =
        targets.length === 0
          ? []
          : await db
              .select({ target: auditLog.target, action: auditLog.action, actorId: auditLog.actorId, detail: auditLog.detail, at: auditLog.createdAt, id: auditLog.id })
              .from(auditLog)
              .where(and(inArray(auditLog.action, [`${form.action}.propose`, form.action]), inArray(auditLog.target, targets)))
              .orderBy(desc(auditLog.id))
              .limit(WAITING_PER_LOTTERY * 10);
      // The newest entry per issue: a proposal still pending, unless a confirmation came after it
      // (a confirmed result names its proposer; a cancellation or re-settlement is its own action).
      const confirmedBy = (p: (typeof proposals)[number]) =>
        q.for === 'result' ? (p.detail as { proposedBy?: string } | null)?.proposedBy !== undefined : p.action === form.action;
      const newest = new Map<string, (typeof proposals)[number] & { confirmed: boolean }>();
      for (const p of proposals) if (p.target && !newest.has(p.target)) newest.set(p.target, { ...p, confirmed: confirmedBy(p) });
      const actorIds = [...new Set([...newest.values()].map((p) => p.actorId))].filter((x) => /^\d+$/.test(x)).map(BigInt);
      const accounts = new Map(
        actorIds.length === 0 ? [] : (await db.select({ id: operators.id, account: operators.account }).from(operators).where(inArray(operators.id, actorIds))).map((o) => [o.id.toString(), o.account]),
      );
      const out: WaitingResults['list'][number]['issues'] = [];
      for (const i of rows) {
        const p = newest.get(`issue:${l.code}:${i.issueNo}`);
        const pending = p && !p.confirmed && /^\d+$/.test(p.actorId) ? p : undefined;
        const detail = (pending?.detail ?? null) as { code?: string; reason?: string } | null;
        out.push({
          issue: i.issueNo,
          drawAt: i.drawAt.toISOString(),
          status: i.status,
          held: q.for === 'result' && i.status === 2,
          result: i.result,
          proposal: pending
            ? {
                by: accounts.get(pending.actorId) ?? pending.actorId,
                code: detail?.code ?? '',
                ...(detail?.reason !== undefined ? { reason: detail.reason } : {}),
                at: pending.at.toISOString(),
                secondPerson: await secondPersonFor(db, BigInt(pending.actorId), viewer, 'result.enter', now),
              }
            : null,
        });
      }
      list.push({
        ticketId: l.id,
        lottery: l.code,
        shape: { length: family.draw.length, min: family.draw.min, max: family.draw.max, digits: drawsAreStrings(family) },
        issues: out,
      });
    }
    return { list };
  }

  return { list, verify, waiting };
}
