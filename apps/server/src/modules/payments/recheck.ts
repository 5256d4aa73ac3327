import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { DwKind, DwStatus } from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import { dwOrders, payOrders } from '../../db/schema.ts';
import { loadSettings } from '../settings/index.ts';
import type { PaymentsService } from './service.ts';
import type { PaymentProvider } from './provider.ts';

/** An order is first asked this long after it was opened (its IPN is then late: VNPay's pay window is 15 min). */
export const RECHECK_AFTER_MINUTES = 15;
/** The same order is asked at most this often, whichever node asks. */
export const RECHECK_EVERY_MINUTES = 5;
/** Past its pay window (expiresAt) by this much, an order is no longer asked: an operator's. */
export const RECHECK_GIVE_UP_MINUTES = 24 * 60;
/** The most orders asked in one scheduler tick. */
export const RECHECK_BATCH = 20;

export interface RecheckReport {
  asked: number;
  credited: number;
  failed: number;
  /** Answers that changed nothing: still pending, unknown, forged, another amount, or no answer. */
  unchanged: number;
}

/**
 * The re-check of provider deposits whose callback never came (issue #28): the IPN lost in transit
 * is not money lost. Each scheduler tick asks the provider (VNPay's querydr) about at most
 * RECHECK_BATCH deposit orders still open RECHECK_AFTER_MINUTES after they were opened, each at
 * most every RECHECK_EVERY_MINUTES (the ask is claimed in the database first, so two schedulers do
 * not ask the same order at once), until RECHECK_GIVE_UP_MINUTES past the order's pay window. The
 * answer goes through the payments service's settleStatus: the IPN's own exactly-once crediting.
 * Built once by the composition root (services.ts); the scheduler (jobs/scheduler.ts) runs a pass
 * each tick.
 */
export function createDepositRecheck(
  deps: AppDeps,
  payments: Pick<PaymentsService, 'settleStatus'>,
  providers: readonly PaymentProvider[],
) {
  const { db, log } = deps;
  const byName = new Map(providers.map((p) => [p.name, p]));
  const minutes = (n: number) => n * 60_000;

  async function pass(now: Date): Promise<RecheckReport> {
    const report: RecheckReport = { asked: 0, credited: 0, failed: 0, unchanged: 0 };
    if (byName.size === 0) return report;
    const askedBefore = new Date(now.getTime() - minutes(RECHECK_EVERY_MINUTES));
    const due = await db
      .select({ intent: payOrders })
      .from(payOrders)
      .innerJoin(dwOrders, and(eq(dwOrders.orderNo, payOrders.orderNo), eq(dwOrders.kind, DwKind.DEPOSIT)))
      .where(
        and(
          isNull(payOrders.paidAt),
          inArray(payOrders.provider, [...byName.keys()]),
          lte(payOrders.createdAt, new Date(now.getTime() - minutes(RECHECK_AFTER_MINUTES))),
          gt(payOrders.expiresAt, new Date(now.getTime() - minutes(RECHECK_GIVE_UP_MINUTES))),
          or(isNull(payOrders.checkedAt), lte(payOrders.checkedAt, askedBefore)),
          inArray(dwOrders.status, [DwStatus.PROCESSING, DwStatus.SUBMITTED]),
        ),
      )
      .orderBy(asc(payOrders.createdAt))
      .limit(RECHECK_BATCH);
    if (due.length === 0) return report;
    const channels = new Map((await loadSettings(db)).depositChannels.map((c) => [c.id, c]));
    for (const { intent } of due) {
      const provider = byName.get(intent.provider as PaymentProvider['name']);
      const channel = channels.get(intent.channelId);
      if (!provider || !channel || !provider.queryable(channel)) continue;
      // Claimed first: of two schedulers, one asks; the other finds it asked.
      const claimed = await db
        .update(payOrders)
        .set({ checkedAt: now })
        .where(
          and(
            eq(payOrders.orderNo, intent.orderNo),
            or(isNull(payOrders.checkedAt), lte(payOrders.checkedAt, askedBefore)),
          ),
        )
        .returning({ orderNo: payOrders.orderNo });
      if (claimed.length === 0) continue;
      report.asked++;
      try {
        const status = await provider.queryStatus(intent.orderNo, {
          channel,
          createdAt: intent.createdAt,
          now,
          ip: '127.0.0.1',
        });
        const outcome = await payments.settleStatus(intent, status, channel.queryUrl ?? 'sandbox');
        if (outcome === 'credited') report.credited++;
        else if (outcome === 'failed') report.failed++;
        else report.unchanged++;
        if (outcome !== 'pending' && outcome !== 'credited' && outcome !== 'failed')
          log.warn(
            { orderNo: intent.orderNo, outcome },
            'deposit re-check: the provider’s answer changed nothing',
          );
      } catch (err) {
        report.unchanged++;
        log.warn(
          { orderNo: intent.orderNo, err: err instanceof Error ? err.message.slice(0, 200) : 'unknown' },
          'deposit re-check: the provider did not answer',
        );
      }
    }
    if (report.asked > 0) log.info(report, 'deposit re-check');
    return report;
  }

  return { pass };
}

export type DepositRecheck = ReturnType<typeof createDepositRecheck>;
