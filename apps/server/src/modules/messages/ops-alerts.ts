import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { DwKind, DwStatus } from '@lotus/contracts';
import { formatMoney } from '@lotus/engine';
import { DEFAULT_LANGUAGE, formatAmount, translate } from '@lotus/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { dwOrders, members, opsQueueAlerts } from '../../db/schema.ts';
import { enqueue, type MessageTemplate } from './outbox.ts';

/**
 * Operator alerts by email (issue #33) to OPS_ALERT_EMAILS: a deposit or withdrawal waiting longer
 * than OPS_QUEUE_ALERT_MINUTES, a win held for review, a money audit that found problems. Written
 * in the operators' language (the platform's default); none when no address is configured.
 */
export type OpsTemplate = Extract<MessageTemplate, 'opsQueue' | 'opsRiskHold' | 'opsAudit'>;

/** Orders looked at per queue and pass (the rest wait for the next tick). */
export const OPS_QUEUE_ALERT_BATCH = 200;

/** One email per operator address, in the caller's transaction. */
export async function opsAlert(
  tx: DbOrTx,
  emails: readonly string[],
  template: OpsTemplate,
  vars: Record<string, string | number>,
  now: Date,
): Promise<number> {
  for (const to of emails) {
    await enqueue(tx, { to, channel: 'email', template, vars, lang: DEFAULT_LANGUAGE }, now);
  }
  return emails.length;
}

/** The review queues: submitted deposits and withdrawals under review (as the console's dashboard counts them). */
const QUEUES = [
  { name: 'deposit', kind: DwKind.DEPOSIT, status: DwStatus.SUBMITTED },
  { name: 'withdrawal', kind: DwKind.WITHDRAWAL, status: DwStatus.PROCESSING },
] as const;

/**
 * One pass of the queue alert (the scheduler's tick): every order of a review queue waiting longer
 * than the bound (since it was submitted, else opened) that the operators were not yet told about
 * is recorded in ops_queue_alerts and told in one email per queue and address. The record's key
 * makes each order alert once, even when two schedulers pass at the same time.
 */
export async function queueAlertPass(
  db: DbOrTx,
  config: { opsAlertEmails: readonly string[]; queueAlertMinutes: number },
  now: Date,
): Promise<{ deposit: number; withdrawal: number }> {
  const told = { deposit: 0, withdrawal: 0 };
  if (config.opsAlertEmails.length === 0) return told;
  const before = new Date(now.getTime() - config.queueAlertMinutes * 60_000);
  for (const q of QUEUES) {
    const waiting = await db
      .select({ orderNo: dwOrders.orderNo })
      .from(dwOrders)
      .leftJoin(opsQueueAlerts, eq(opsQueueAlerts.orderNo, dwOrders.orderNo))
      .where(
        and(
          eq(dwOrders.kind, q.kind),
          eq(dwOrders.status, q.status),
          lt(sql`coalesce(${dwOrders.submittedAt}, ${dwOrders.createdAt})`, before),
          isNull(opsQueueAlerts.orderNo),
        ),
      )
      .orderBy(asc(dwOrders.id))
      .limit(OPS_QUEUE_ALERT_BATCH);
    if (waiting.length === 0) continue;
    told[q.name] = await db.transaction(async (tx) => {
      const fresh = await tx
        .insert(opsQueueAlerts)
        .values(waiting.map((w) => ({ orderNo: w.orderNo, alertedAt: now })))
        .onConflictDoNothing()
        .returning({ orderNo: opsQueueAlerts.orderNo });
      if (fresh.length === 0) return 0;
      const vars = {
        queue: translate(DEFAULT_LANGUAGE, `msg.queue.${q.name}`),
        count: fresh.length,
        minutes: config.queueAlertMinutes,
      };
      await opsAlert(tx, config.opsAlertEmails, 'opsQueue', vars, now);
      return fresh.length;
    });
  }
  return told;
}

/** Held wins (modules/risk), told in the settlement batch's transaction that holds them. */
export async function opsRiskHoldAlert(
  tx: DbOrTx,
  emails: readonly string[],
  holds: readonly { memberId: bigint; winMilli: bigint }[],
  now: Date,
): Promise<void> {
  if (emails.length === 0 || holds.length === 0) return;
  const ids = [...new Set(holds.map((h) => h.memberId))];
  const accounts = new Map(
    (await tx.select({ id: members.id, account: members.account }).from(members).where(inArray(members.id, ids))).map((m) => [m.id, m.account]),
  );
  for (const h of holds) {
    const vars = { account: accounts.get(h.memberId) ?? h.memberId.toString(), amount: formatAmount(formatMoney(h.winMilli), DEFAULT_LANGUAGE) };
    await opsAlert(tx, emails, 'opsRiskHold', vars, now);
  }
}
