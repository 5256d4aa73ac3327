/**
 * The console's dashboard (issue #16 "Dashboard"): what waits for operators and how the day goes,
 * in one bounded read — the review queues with the age of their oldest order, today's figures
 * (the profit-and-loss report's own definition, so the two screens cannot disagree), new and
 * online members, each lottery's issue health, recent system alerts, and the money audit's last
 * result (issue #30). Read-only; the console
 * refetches it on an interval (its "live").
 */
import { and, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { DwKind, DwStatus, OrderStatus, type ConsoleDashboard } from '@lotus/contracts';
import { formatMoney, parseLocalDate } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import { auditLog, dwOrders, lotteries, members, orders, sessions } from '../../db/schema.ts';
import { BUSINESS_DAY_START_HOUR, businessDay, businessDayEnd, instantOf } from '../promo/index.ts';
import type { ReportService } from './service.ts';
import { loadSettings } from '../settings/index.ts';
import { lastLedgerAudit } from '../ledger/index.ts';

/** A session seen within this many minutes counts as online (as the agents' team list counts it). */
export const ONLINE_MINUTES = 10;
/** An issue not settled this many minutes after its draw time is late. */
export const LATE_MINUTES = 5;
/** Alerts shown: the newest of the last day. */
const ALERTS = 10;
/**
 * The audit entries an operator should look at, as alerts: an order settlement set aside (it
 * could not be settled and was refunded), a money audit that found problems (one that balanced is
 * good news, shown on its own tile), and a result a source applied (it settles once its hold is
 * over: the window to check it). Members' own actions (limits, password resets) and operators'
 * writes are the audit log's, not alerts.
 */
const alertEntry = or(
  eq(auditLog.action, 'settlement.order.setAside'),
  and(eq(auditLog.action, 'ledger.audit'), eq(auditLog.target, 'problems')),
  and(eq(auditLog.action, 'lottery.result.source'), eq(auditLog.actorKind, 'source')),
)!;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export function createDashboardService(deps: AppDeps, reports: ReportService) {
  const { db, clock } = deps;

  async function queue(kind: number, status: number) {
    const [row] = await db
      .select({
        n: count(),
        amount: sql<string>`coalesce(sum(${dwOrders.amount}), 0)::text`,
        oldest: sql<Date | string | null>`min(coalesce(${dwOrders.submittedAt}, ${dwOrders.createdAt}))`,
      })
      .from(dwOrders)
      .where(and(eq(dwOrders.kind, kind), eq(dwOrders.status, status)));
    const oldest = row?.oldest ? new Date(row.oldest) : null;
    return {
      count: Number(row?.n ?? 0),
      amount: formatMoney(BigInt(row?.amount ?? '0')),
      oldestAt: oldest?.toISOString() ?? null,
    };
  }

  async function summary(): Promise<ConsoleDashboard> {
    const now = clock.now();
    const { platformTimeZone: timeZone } = await loadSettings(db);
    const day = businessDay(now, timeZone);
    const dayStart = instantOf(parseLocalDate(day)!, BUSINESS_DAY_START_HOUR, timeZone);
    const dayEnd = businessDayEnd(day, timeZone);
    const onlineSince = new Date(now.getTime() - ONLINE_MINUTES * 60_000);
    const [deposits, withdrawals, pnl, placed, joined, online, lotteryRows, pending, alerts, ledgerAudit] =
      await Promise.all([
        queue(DwKind.DEPOSIT, DwStatus.SUBMITTED),
        queue(DwKind.WITHDRAWAL, DwStatus.PROCESSING),
        reports.pnlDaily({ from: day, to: day }),
        db
          .select({ v: sql<string>`coalesce(sum(${orders.amountMilli}), 0)::text` })
          .from(orders)
          .where(
            and(
              gte(orders.createdAt, dayStart),
              lt(orders.createdAt, dayEnd),
              inArray(orders.status, [
                OrderStatus.UNSETTLED,
                OrderStatus.DRAWING,
                OrderStatus.WON,
                OrderStatus.NOT_WON,
              ]),
            ),
          ),
        db
          .select({ n: count() })
          .from(members)
          .where(and(gte(members.createdAt, dayStart), lt(members.createdAt, dayEnd))),
        db
          .select({ n: sql<number>`count(distinct ${sessions.memberId})::int` })
          .from(sessions)
          .where(
            sql`${sessions.revokedAt} is null and ${sessions.expiresAt} > ${now.toISOString()} and ${sessions.lastSeenAt} > ${onlineSince.toISOString()}`,
          ),
        db
          .select({
            id: lotteries.id,
            code: lotteries.code,
            suspended: lotteries.isSuspended,
            sortOrder: lotteries.sortOrder,
          })
          .from(lotteries)
          .orderBy(lotteries.sortOrder, lotteries.id),
        // Per lottery: the issue on sale now, and the oldest issue past its sales not yet settled.
        db.execute(sql`
        select l.id as lottery_id,
          (select row_to_json(s) from (select i.issue_no, i.end_at from issues i
             where i.lottery_id = l.id and i.status = 0 and i.start_at <= ${now.toISOString()} and i.end_at > ${now.toISOString()}
             order by i.end_at limit 1) s) as selling,
          (select row_to_json(p) from (select i.issue_no, i.draw_at from issues i
             where i.lottery_id = l.id and i.status in (0, 1, 2) and i.end_at <= ${now.toISOString()}
             order by i.end_at limit 1) p) as waiting
        from lotteries l`),
        db
          .select()
          .from(auditLog)
          .where(and(alertEntry, gte(auditLog.createdAt, new Date(now.getTime() - 86_400_000))))
          .orderBy(desc(auditLog.id))
          .limit(ALERTS),
        lastLedgerAudit(db),
      ]);
    type Ref = { issue_no: string; end_at?: string; draw_at?: string } | null;
    const parse = (v: unknown): Ref => (typeof v === 'string' ? (JSON.parse(v) as Ref) : (v as Ref));
    const health = new Map(
      rowsOf<{ lottery_id: number; selling: unknown; waiting: unknown }>(pending).map((r) => [
        Number(r.lottery_id),
        { selling: parse(r.selling), waiting: parse(r.waiting) },
      ]),
    );
    const lateBefore = now.getTime() - LATE_MINUTES * 60_000;
    return {
      now: now.toISOString(),
      day,
      deposits,
      withdrawals,
      today: {
        orders: pnl.total.orders,
        bets: pnl.total.bets,
        wins: pnl.total.prizes,
        ggr: pnl.total.ggr,
        placed: formatMoney(BigInt(placed[0]?.v ?? '0')),
        newMembers: Number(joined[0]?.n ?? 0),
      },
      online: Number(online[0]?.n ?? 0),
      onlineMinutes: ONLINE_MINUTES,
      lateMinutes: LATE_MINUTES,
      lotteries: lotteryRows.map((l) => {
        const h = health.get(l.id);
        const waiting = h?.waiting;
        const drawAt = waiting?.draw_at ? new Date(waiting.draw_at) : null;
        if (waiting && drawAt && drawAt.getTime() < lateBefore)
          return {
            ticketId: l.id,
            code: l.code,
            state: 'late' as const,
            issue: waiting.issue_no,
            at: drawAt.toISOString(),
          };
        if (l.suspended)
          return { ticketId: l.id, code: l.code, state: 'suspended' as const, issue: null, at: null };
        if (waiting && drawAt)
          return {
            ticketId: l.id,
            code: l.code,
            state: 'drawing' as const,
            issue: waiting.issue_no,
            at: drawAt.toISOString(),
          };
        if (h?.selling?.end_at)
          return {
            ticketId: l.id,
            code: l.code,
            state: 'onSale' as const,
            issue: h.selling.issue_no,
            at: new Date(h.selling.end_at).toISOString(),
          };
        return { ticketId: l.id, code: l.code, state: 'idle' as const, issue: null, at: null };
      }),
      alerts: alerts.map((a) => ({
        id: a.id.toString(),
        at: a.createdAt.toISOString(),
        actor: `${a.actorKind}:${a.actorId}`,
        action: a.action,
        target: a.target,
      })),
      ledgerAudit: ledgerAudit && {
        at: ledgerAudit.at,
        ok: ledgerAudit.problems === 0,
        problems: ledgerAudit.problems,
        seconds: ledgerAudit.seconds,
        kinds: Object.entries(ledgerAudit.kinds ?? {}).map(([kind, n]) => ({ kind, count: Number(n) })),
        named: (ledgerAudit.named ?? []).map((p) => ({ kind: p.kind, ref: p.ref })),
      },
    };
  }

  return { summary };
}
